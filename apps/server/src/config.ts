import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { z } from "zod";
import { REPLICA_NEEDS_SERVER } from "./db/database.js";
import { type LogLevel, readLogLevel } from "./observability/log.js";
import {
  DEFAULT_DRAIN_NOTICE_SECONDS,
  DEFAULT_SESSION_IDLE_SECONDS,
  MIN_SECRET_BYTES,
  repoRoot,
  type Settings,
  settingsSchema,
  stop,
} from "./settings.js";

export { LOG_LEVELS, type LogLevel } from "./observability/log.js";
export {
  DEFAULT_DRAIN_NOTICE_SECONDS,
  DEFAULT_DRAIN_SECONDS,
  DEFAULT_MAIL_FROM,
  DEFAULT_METRICS_ALLOW,
  DEFAULT_SEED_MEMBERS,
  DEFAULT_SESSION_CACHE_SECONDS,
  DEFAULT_SESSION_IDLE_SECONDS,
  DEFAULT_SESSION_WARNING_SECONDS,
  MIN_JOB_POLL_MS,
  MIN_SECRET_BYTES,
  PARTNER_URLS,
  repoRoot,
} from "./settings.js";

export interface ServerConfig {
  port: number;
  /** A PostgreSQL server; when absent the embedded PGlite keeps its data in `dataDir`. */
  databaseUrl: string | undefined;
  /**
   * A read replica of that server (DATABASE_REPLICA_URL): searches and listings may read
   * it; sessions, entitlements and reads that feed a write stay on the primary (db/database.ts).
   * Refused without DATABASE_URL. The URL may carry a password: it is never logged.
   */
  databaseReplicaUrl: string | undefined;
  /**
   * Connections at most in the PostgreSQL pool, and in the replica's (EPR_DB_POOL_MAX, 10).
   * Each server process holds its own pools, so processes × this (× 2 with a replica) must stay under
   * the server's max_connections. PGlite has one connection and ignores it.
   */
  databasePoolMax: number;
  dataDir: string;
  /** Pins the portal to one brand, as a per-brand deployment would (BRAND=6010). */
  pinnedBrand: string | undefined;
  /**
   * The SSN key (EPR_SECRET), if the operator gave one; without it the embedded database keeps a
   * generated key in `keyFile` (auth/keys.ts). Never a constant of the code.
   */
  secret: string | undefined;
  /** Keys retired by a rotation (EPR_SECRET_PREVIOUS, comma-separated): they only decrypt. */
  previousSecrets: string[];
  /** Where the embedded database's generated key lives: beside its data folder. */
  keyFile: string;
  /** Read the client's address from X-Forwarded-For (EPR_TRUST_PROXY=1, behind a proxy). */
  trustProxy: boolean;
  /**
   * How much the JSON log says (EPR_LOG_LEVEL: fatal, error, warn, info, debug, trace or silent;
   * info by default, silent under NODE_ENV=test so test output stays readable).
   */
  logLevel: LogLevel;
  /**
   * The bearer token that reads GET /api/metrics from any address (EPR_METRICS_TOKEN, at least 32
   * bytes); without it only the addresses of `metricsAllow` may.
   */
  metricsToken: string | undefined;
  /**
   * Addresses that read GET /api/metrics without a token: loopback always, and the addresses or
   * CIDRs of EPR_METRICS_ALLOW (comma-separated, the operator's network) besides.
   */
  metricsAllow: string[];
  /** Folder of the built portal to serve, if any. */
  portalDir: string;
  /**
   * Idle seconds before a session ends (EPR_SESSION_IDLE_SECONDS, 30 minutes: NIST SP 800-63B AAL2;
   * the spec names no timeout; EPR_SESSION_IDLE_MINUTES is still read when seconds are not
   * given). Background refreshes do not count as activity.
   */
  sessionIdleSeconds: number;
  /**
   * Seconds before the session's end at which the portal's warning opens with 'Stay signed in'
   * (EPR_SESSION_WARNING_SECONDS, two minutes, ours). Served at GET /api/config.
   */
  sessionWarningSeconds: number;
  /** Minutes a session lasts from sign-in whatever the activity (EPR_SESSION_ABSOLUTE_MINUTES, 12 hours). */
  sessionAbsoluteMinutes: number;
  /**
   * Cookies marked Secure (behind TLS): EPR_SECURE_COOKIES, on by itself when EPR_PUBLIC_URL is
   * https (a browser there only ever sends them over TLS).
   */
  secureCookies: boolean;
  /**
   * Seconds before a group configured for delayed processing is applied by the job runner
   * (EPR_DELAYED_PROCESSING_SECONDS; a minute in the demo, so a pending transaction can be tried).
   */
  delayedProcessingSeconds: number;
  /**
   * Milliseconds between polls of the job runner when nothing was due (EPR_JOB_POLL_MS, 1000; at
   * least MIN_JOB_POLL_MS: 0 made the runner poll the database in a busy loop).
   */
  jobPollMs: number;
  /** The day of the month the invoice job makes the next month's bills (EPR_BILLING_DAY, 15). */
  billingDay: number;
  /**
   * Members of the demo seeded on the first start of an empty embedded database (EPR_SEED_MEMBERS,
   * 3000; 0 seeds nothing). Unused with DATABASE_URL, which `npm run seed` fills.
   */
  seedMembers: number;
  /**
   * The spec's feature flags (enrollment.md §1): EPR_SEP and EPR_ALERTS, both on unless set off
   * (ALERTS on keeps the home page's recent-documents widget, which showed before the flag acted).
   */
  flags: { SEP: boolean; ALERTS: boolean };
  /**
   * Where e-mail goes: with EPR_SMTP_URL (smtp://user:password@host:587, or smtps://)
   * through that server, from EPR_MAIL_FROM; without it into the database's outbox table
   * (`npm run outbox`). The URL carries a password: it is never logged.
   */
  smtp: { url: string; from: string } | undefined;
  /**
   * Which mailer the operator chose (EPR_MAIL: outbox or smtp). With DATABASE_URL it is a choice,
   * never a default: SMTP when EPR_SMTP_URL is given, the outbox only when EPR_MAIL=outbox says so
   * (its rows hold codes, links and temporary passwords until they are past their use). The embedded
   * demo uses the outbox unless EPR_SMTP_URL is given.
   */
  mail: "outbox" | "smtp";
  /**
   * The build's version, which the health answer carries (session-and-admin.md §9 names
   * the build version): EPR_BUILD_VERSION when the build sets it, else the root package.json's.
   */
  buildVersion: string;
  /**
   * The build's date, yyyy-MM-dd (EPR_BUILD_DATE; session-and-admin.md §9 names the build's date
   * beside its version); null when the build did not set it.
   */
  buildDate: string | null;
  /**
   * The portal's public address (EPR_PUBLIC_URL): every link the server e-mails starts with it, and
   * its host is the one Host requests may name (http/host-gate.ts). Required with DATABASE_URL; the
   * embedded demo links to its own address (http://localhost:PORT) without it. Never the request's
   * Host, which the sender of a request chooses.
   */
  publicUrl?: string | undefined;
  /**
   * Server processes `npm start` runs over one database (EPR_WORKERS, default 1; DESIGN.md: past
   * one machine): with more than one, a primary prepares the database once and forks that many
   * workers sharing the port (cluster/primary.ts). Only with DATABASE_URL: PGlite is one process.
   */
  workers: number;
  /**
   * Seconds a draining server gives its in-flight requests and its job in hand after SIGTERM before
   * it cuts what is left (EPR_DRAIN_SECONDS, 25: under the 30 s most orchestrators wait).
   */
  drainSeconds: number;
  /**
   * Seconds a server answers readiness 503 while still listening and serving, before its listener
   * closes and the grace starts (EPR_DRAIN_NOTICE_SECONDS): a load balancer polling
   * GET /api/health/ready sees "draining" and stops sending. 5 with DATABASE_URL (a deployment behind
   * a balancer, which polls every few seconds), 0 on the embedded PGlite (one process, no balancer).
   */
  drainNoticeSeconds: number;
  /**
   * Seconds a session read is kept for the next calls (EPR_SESSION_CACHE_SECONDS, 5; 0 reads the
   * session on every call). Any change to what a session is made of ends every copy at
   * once on every server (auth/session-cache.ts); the lifetime bounds only a notification lost.
   */
  sessionCacheSeconds: number;
}

/**
 * The server's configuration from the settings: the checks and defaults that weigh several
 * settings together. A command that serves no request and sends no mail (`npm run seed`,
 * `npm run outbox`) passes `serving: false`: the settings only a server needs (EPR_PUBLIC_URL, the
 * mailer's choice) are then not asked for.
 */
function toConfig(s: Settings, ctx: z.RefinementCtx, serving: boolean): ServerConfig {
  const onServer = s.DATABASE_URL !== undefined;
  // A PostgreSQL server holds real SSNs: its key comes from the operator, whatever NODE_ENV says.
  if (onServer && !s.EPR_SECRET)
    stop(
      ctx,
      `EPR_SECRET is required with DATABASE_URL: set it to a random value of at least ${MIN_SECRET_BYTES} bytes (for example \`openssl rand -base64 48\`). It encrypts the SSNs; keep it safe, losing it loses them.`,
    );
  const sessionIdleSeconds =
    s.EPR_SESSION_IDLE_SECONDS ??
    (s.EPR_SESSION_IDLE_MINUTES === undefined
      ? DEFAULT_SESSION_IDLE_SECONDS
      : 60 * s.EPR_SESSION_IDLE_MINUTES);
  // A warning as long as the idle time would open at once after every call.
  if (s.EPR_SESSION_WARNING_SECONDS >= sessionIdleSeconds)
    stop(
      ctx,
      `EPR_SESSION_WARNING_SECONDS (${s.EPR_SESSION_WARNING_SECONDS}) must be shorter than the idle time (${sessionIdleSeconds} seconds).`,
    );
  // PGlite is PostgreSQL inside this one process: a second process cannot open its data folder.
  if (s.EPR_WORKERS > 1 && !onServer)
    stop(
      ctx,
      `PGlite allows one process; set DATABASE_URL to run EPR_WORKERS=${s.EPR_WORKERS} (or unset EPR_WORKERS).`,
    );
  if (s.DATABASE_REPLICA_URL && !onServer) stop(ctx, REPLICA_NEEDS_SERVER);
  // A server on DATABASE_URL links to its public address; the embedded demo links to its own.
  if (!s.EPR_PUBLIC_URL && serving && onServer)
    stop(
      ctx,
      "EPR_PUBLIC_URL is required with DATABASE_URL: set it to the portal's address as its users open it (https://portal.example.com). The links the server e-mails start with it, and requests naming another host are refused.",
    );
  // "true" silently meant off before, leaving cookies without Secure behind TLS; off behind https
  // would let the browser send the session over plain http.
  const https = s.EPR_PUBLIC_URL?.startsWith("https:") ?? false;
  const secureCookies = s.EPR_SECURE_COOKIES ?? https;
  if (https && !secureCookies)
    stop(
      ctx,
      "EPR_SECURE_COOKIES cannot be off when EPR_PUBLIC_URL is https: the session cookie must be Secure there (unset EPR_SECURE_COOKIES).",
    );
  const smtp = s.EPR_SMTP_URL ? { url: s.EPR_SMTP_URL, from: s.EPR_MAIL_FROM } : undefined;
  if (s.EPR_MAIL === "smtp" && !smtp)
    stop(ctx, "EPR_MAIL=smtp needs EPR_SMTP_URL (smtp://user:password@host:587).");
  if (s.EPR_MAIL === "outbox" && smtp)
    stop(
      ctx,
      "EPR_MAIL=outbox and EPR_SMTP_URL disagree: unset one of them (EPR_SMTP_URL sends the e-mail, EPR_MAIL=outbox keeps it in the database).",
    );
  // The outbox keeps e-mailed codes, links and temporary passwords in the database until they are
  // past their use, which a production server should do only on purpose.
  if (!smtp && s.EPR_MAIL === undefined && serving && onServer)
    stop(
      ctx,
      "Choose where e-mail goes with DATABASE_URL: set EPR_SMTP_URL (smtp://user:password@host:587) to send it, or EPR_MAIL=outbox to keep it in the database's outbox table (`npm run outbox` reads it; codes and links are removed once past their use).",
    );
  return {
    port: s.PORT,
    databaseUrl: s.DATABASE_URL,
    databaseReplicaUrl: s.DATABASE_REPLICA_URL,
    databasePoolMax: s.EPR_DB_POOL_MAX,
    dataDir: s.EPR_DATA_DIR,
    pinnedBrand: s.BRAND,
    secret: s.EPR_SECRET,
    previousSecrets: s.EPR_SECRET_PREVIOUS,
    keyFile: resolve(dirname(s.EPR_DATA_DIR), "secret.key"),
    trustProxy: s.EPR_TRUST_PROXY,
    logLevel: s.EPR_LOG_LEVEL ?? readLogLevel({ NODE_ENV: s.NODE_ENV }),
    metricsToken: s.EPR_METRICS_TOKEN,
    metricsAllow: s.EPR_METRICS_ALLOW,
    portalDir: s.EPR_PORTAL_DIR,
    sessionIdleSeconds,
    sessionWarningSeconds: s.EPR_SESSION_WARNING_SECONDS,
    sessionAbsoluteMinutes: s.EPR_SESSION_ABSOLUTE_MINUTES,
    secureCookies,
    delayedProcessingSeconds: s.EPR_DELAYED_PROCESSING_SECONDS,
    jobPollMs: s.EPR_JOB_POLL_MS,
    billingDay: s.EPR_BILLING_DAY,
    seedMembers: s.EPR_SEED_MEMBERS,
    flags: { SEP: s.EPR_SEP, ALERTS: s.EPR_ALERTS },
    smtp,
    mail: smtp ? "smtp" : "outbox",
    buildVersion: s.EPR_BUILD_VERSION ?? rootPackageVersion(),
    buildDate: s.EPR_BUILD_DATE,
    publicUrl: s.EPR_PUBLIC_URL,
    workers: s.EPR_WORKERS,
    drainSeconds: s.EPR_DRAIN_SECONDS,
    drainNoticeSeconds: s.EPR_DRAIN_NOTICE_SECONDS ?? (onServer ? DEFAULT_DRAIN_NOTICE_SECONDS : 0),
    sessionCacheSeconds: s.EPR_SESSION_CACHE_SECONDS,
  };
}

/**
 * The configuration from the environment; a malformed or missing setting stops the start with a
 * sentence naming it, one line for each setting refused (the settings that depend on others are
 * weighed once each is well-formed).
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  { serving = true }: { serving?: boolean } = {},
): ServerConfig {
  const parsed = settingsSchema.transform((s, ctx) => toConfig(s, ctx, serving)).safeParse(env);
  if (!parsed.success)
    throw new Error([...new Set(parsed.error.issues.map((issue) => issue.message))].join("\n"));
  return parsed.data;
}

/**
 * The line the start writes when reads may go to a read replica (DATABASE_REPLICA_URL): its host
 * (with the port, if given) and database only, never the user or password the URL may carry, nor
 * its query (which may hold a password too). Null without a replica.
 */
export function replicaNotice(config: Pick<ServerConfig, "databaseReplicaUrl">): {
  host: string;
  database: string;
  text: string;
} | null {
  if (!config.databaseReplicaUrl) return null;
  const url = new URL(config.databaseReplicaUrl);
  // postgres:///db?host=/run/postgresql names a socket folder in the query, not in the host.
  const host = url.host || url.searchParams.get("host") || "localhost";
  const database = decodeURIComponent(url.pathname.replace(/^\//, "")) || "the user's default database";
  return {
    host,
    database,
    text: `Read replica: ${host}, database ${database} (DATABASE_REPLICA_URL): searches and listings read it.`,
  };
}

/** The version in the repository's package.json; "unknown" when the file is not beside the build. */
function rootPackageVersion(): string {
  try {
    const parsed: unknown = JSON.parse(readFileSync(resolve(repoRoot, "package.json"), "utf8"));
    const version = (parsed as { version?: unknown }).version;
    return typeof version === "string" && version ? version : "unknown";
  } catch {
    return "unknown";
  }
}
