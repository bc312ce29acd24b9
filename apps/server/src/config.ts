import { readFileSync } from "node:fs";
import { isIP } from "node:net";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { visionOperationSchema } from "@epr/contract";
import { DEFAULT_POOL_MAX, REPLICA_NEEDS_SERVER } from "./db/database.js";
import { type LogLevel, readLogLevel } from "./observability/log.js";

export { LOG_LEVELS, type LogLevel } from "./observability/log.js";

/** The repository root, where `.data/` and the built portal live. */
export const repoRoot = resolve(fileURLToPath(new URL("../../..", import.meta.url)));

export interface ServerConfig {
  port: number;
  /** A PostgreSQL server; when absent the embedded PGlite keeps its data in `dataDir`. */
  databaseUrl: string | undefined;
  /**
   * A read replica of that server (DATABASE_REPLICA_URL, issue 12): searches and listings may read
   * it; sessions, entitlements and reads that feed a write stay on the primary (db/database.ts).
   * Refused without DATABASE_URL. The URL may carry a password: it is never logged.
   */
  databaseReplicaUrl: string | undefined;
  /**
   * Connections at most in the PostgreSQL pool, and in the replica's (EPR_DB_POOL_MAX, 10; issue 12).
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
   * info by default, silent under NODE_ENV=test so test output stays readable). Issue 12.
   */
  logLevel: LogLevel;
  /**
   * The bearer token that reads GET /api/metrics from any address (EPR_METRICS_TOKEN, at least 32
   * bytes); without it only the addresses of `metricsAllow` may (issue 12).
   */
  metricsToken: string | undefined;
  /**
   * Addresses that read GET /api/metrics without a token: loopback always, and the addresses or
   * CIDRs of EPR_METRICS_ALLOW (comma-separated, the operator's network) besides. Issue 12.
   */
  metricsAllow: string[];
  /** Folder of the built portal to serve, if any. */
  portalDir: string;
  /**
   * Idle seconds before a session ends (EPR_SESSION_IDLE_SECONDS, 30 minutes: NIST SP 800-63B AAL2;
   * issue 10 "Session and access"; EPR_SESSION_IDLE_MINUTES is still read when seconds are not
   * given). Background refreshes do not count as activity.
   */
  sessionIdleSeconds: number;
  /**
   * Seconds before the session's end at which the portal's warning opens with 'Stay signed in'
   * (EPR_SESSION_WARNING_SECONDS, two minutes; issue 10). Served at GET /api/config.
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
   * (EPR_DELAYED_PROCESSING_SECONDS; a minute in the demo, issue 8 "Server").
   */
  delayedProcessingSeconds: number;
  /**
   * Milliseconds between polls of the job runner when nothing was due (EPR_JOB_POLL_MS, 1000; at
   * least MIN_JOB_POLL_MS: 0 made the runner poll the database in a busy loop).
   */
  jobPollMs: number;
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
   * Where e-mail goes (issue 10): with EPR_SMTP_URL (smtp://user:password@host:587, or smtps://)
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
   * The build's version, which the health answer carries (issue 10; session-and-admin.md §9 names
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
   * Server processes `npm start` runs over one database (EPR_WORKERS, default 1; issue 12 "More than
   * one server"): with more than one, a primary prepares the database once and forks that many
   * workers sharing the port (cluster/primary.ts). Only with DATABASE_URL: PGlite is one process.
   */
  workers: number;
  /**
   * Seconds a draining server gives its in-flight requests and its job in hand after SIGTERM before
   * it cuts what is left (EPR_DRAIN_SECONDS, 25: under the 30 s most orchestrators wait; issue 12).
   */
  drainSeconds: number;
  /**
   * Seconds a server answers readiness 503 while still listening and serving, before its listener
   * closes and the grace starts (EPR_DRAIN_NOTICE_SECONDS; issue 12): a load balancer polling
   * GET /api/health/ready sees "draining" and stops sending. 5 with DATABASE_URL (a deployment behind
   * a balancer, which polls every few seconds), 0 on the embedded PGlite (one process, no balancer).
   */
  drainNoticeSeconds: number;
  /**
   * Seconds a session read is kept for the next calls (EPR_SESSION_CACHE_SECONDS, 5; 0 reads the
   * session on every call; issue 12). Any change to what a session is made of ends every copy at
   * once on every server (auth/session-cache.ts); the lifetime bounds only a notification lost.
   */
  sessionCacheSeconds: number;
}

/** Reads an on/off setting: 1/true/on or 0/false/off; anything else stops the start with a sentence. */
function readFlag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const value = env[name]?.trim().toLowerCase();
  if (value === undefined || value === "") return fallback;
  if (["1", "true", "on"].includes(value)) return true;
  if (["0", "false", "off"].includes(value)) return false;
  throw new Error(`${name} must be 1 (on) or 0 (off), got "${env[name]}".`);
}

/** Shortest key accepted: 32 bytes, as many as the AES-256 key derived from it. */
export const MIN_SECRET_BYTES = 32;

/**
 * The configuration from the environment; a malformed or missing setting stops the start with a
 * sentence. A command that serves no request and sends no mail (`npm run seed`, `npm run outbox`)
 * passes `serving: false`: the settings only a server needs (EPR_PUBLIC_URL, the mailer's choice)
 * are then not asked for.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  { serving = true }: { serving?: boolean } = {},
): ServerConfig {
  const secret = env.EPR_SECRET || undefined;
  const previousSecrets = (env.EPR_SECRET_PREVIOUS ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  // A PostgreSQL server holds real SSNs: its key comes from the operator, whatever NODE_ENV says.
  if (env.DATABASE_URL && !secret) {
    throw new Error(
      `EPR_SECRET is required with DATABASE_URL: set it to a random value of at least ${MIN_SECRET_BYTES} bytes (for example \`openssl rand -base64 48\`). It encrypts the SSNs; keep it safe, losing it loses them.`,
    );
  }
  for (const [name, value] of [
    ["EPR_SECRET", secret],
    ...previousSecrets.map((s) => ["EPR_SECRET_PREVIOUS", s] as const),
  ] as const) {
    if (value !== undefined && Buffer.byteLength(value) < MIN_SECRET_BYTES) {
      throw new Error(
        `${name} is too short: it must be at least ${MIN_SECRET_BYTES} bytes of random (for example \`openssl rand -base64 48\`).`,
      );
    }
  }
  const dataDir = env.EPR_DATA_DIR ? resolve(env.EPR_DATA_DIR) : resolve(repoRoot, ".data/pglite");
  const brand = env.BRAND?.trim();
  const sessionIdleSeconds = readIdleSeconds(env);
  const sessionWarningSeconds = positive(
    env.EPR_SESSION_WARNING_SECONDS,
    DEFAULT_SESSION_WARNING_SECONDS,
    "EPR_SESSION_WARNING_SECONDS",
  );
  // A warning as long as the idle time would open at once after every call.
  if (sessionWarningSeconds >= sessionIdleSeconds)
    throw new Error(
      `EPR_SESSION_WARNING_SECONDS (${sessionWarningSeconds}) must be shorter than the idle time (${sessionIdleSeconds} seconds).`,
    );
  const workers = positive(env.EPR_WORKERS, 1, "EPR_WORKERS");
  // PGlite is PostgreSQL inside this one process: a second process cannot open its data folder.
  if (workers > 1 && !env.DATABASE_URL)
    throw new Error(
      `PGlite allows one process; set DATABASE_URL to run EPR_WORKERS=${workers} (or unset EPR_WORKERS).`,
    );
  if (brand && !/^\d{4}$/.test(brand))
    throw new Error(`BRAND must be a four-digit brand code, got "${brand}".`);
  for (const name of PARTNER_URLS) checkHttpUrl(env, name);
  checkVisionOperation(env);
  checkMedeAnalyticsKey(env);
  const publicUrl = readPublicUrl(env, serving);
  const smtp = readSmtp(env);
  return {
    port: readPort(env),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseReplicaUrl: readReplicaUrl(env),
    databasePoolMax: positive(env.EPR_DB_POOL_MAX, DEFAULT_POOL_MAX, "EPR_DB_POOL_MAX"),
    dataDir,
    pinnedBrand: brand || undefined,
    secret,
    previousSecrets,
    keyFile: resolve(dirname(dataDir), "secret.key"),
    trustProxy: readFlag(env, "EPR_TRUST_PROXY", false),
    logLevel: readLogLevel(env),
    metricsToken: readMetricsToken(env),
    metricsAllow: readAllowList(env),
    portalDir: env.EPR_PORTAL_DIR ? resolve(env.EPR_PORTAL_DIR) : resolve(repoRoot, "apps/portal/dist"),
    sessionIdleSeconds,
    sessionWarningSeconds,
    sessionAbsoluteMinutes: positive(
      env.EPR_SESSION_ABSOLUTE_MINUTES,
      12 * 60,
      "EPR_SESSION_ABSOLUTE_MINUTES",
    ),
    // "true" silently meant off before, leaving cookies without Secure behind TLS.
    secureCookies: readSecureCookies(env, publicUrl),
    delayedProcessingSeconds: nonNegative(
      env.EPR_DELAYED_PROCESSING_SECONDS,
      60,
      "EPR_DELAYED_PROCESSING_SECONDS",
    ),
    jobPollMs: wholeNumber(env.EPR_JOB_POLL_MS, 1000, "EPR_JOB_POLL_MS", MIN_JOB_POLL_MS),
    seedMembers: nonNegative(env.EPR_SEED_MEMBERS, DEFAULT_SEED_MEMBERS, "EPR_SEED_MEMBERS"),
    flags: { SEP: readFlag(env, "EPR_SEP", true), ALERTS: readFlag(env, "EPR_ALERTS", true) },
    smtp,
    mail: readMailChoice(env, smtp, serving),
    buildVersion: env.EPR_BUILD_VERSION?.trim() || rootPackageVersion(),
    buildDate: readBuildDate(env),
    publicUrl,
    workers,
    drainSeconds: nonNegative(env.EPR_DRAIN_SECONDS, DEFAULT_DRAIN_SECONDS, "EPR_DRAIN_SECONDS"),
    drainNoticeSeconds: nonNegative(
      env.EPR_DRAIN_NOTICE_SECONDS,
      env.DATABASE_URL ? DEFAULT_DRAIN_NOTICE_SECONDS : 0,
      "EPR_DRAIN_NOTICE_SECONDS",
    ),
    sessionCacheSeconds: nonNegative(
      env.EPR_SESSION_CACHE_SECONDS,
      DEFAULT_SESSION_CACHE_SECONDS,
      "EPR_SESSION_CACHE_SECONDS",
    ),
  };
}

/** How long a session read is kept (EPR_SESSION_CACHE_SECONDS): a bound on a lost notification only. */
export const DEFAULT_SESSION_CACHE_SECONDS = 5;

/** Grace a draining server gives in-flight work (EPR_DRAIN_SECONDS): under Kubernetes' 30 s default. */
export const DEFAULT_DRAIN_SECONDS = 25;
/** The notice before the listener closes behind a load balancer (EPR_DRAIN_NOTICE_SECONDS with DATABASE_URL). */
export const DEFAULT_DRAIN_NOTICE_SECONDS = 5;
/** EPR_METRICS_TOKEN, at least 32 bytes (as guessable as EPR_SECRET would be otherwise); never echoed. */
function readMetricsToken(env: NodeJS.ProcessEnv): string | undefined {
  const token = env.EPR_METRICS_TOKEN?.trim();
  if (!token) return undefined;
  if (Buffer.byteLength(token) < MIN_SECRET_BYTES)
    throw new Error(
      `EPR_METRICS_TOKEN is too short: it must be at least ${MIN_SECRET_BYTES} bytes of random (for example \`openssl rand -hex 32\`).`,
    );
  return token;
}

/**
 * Loopback, IPv4 and IPv6: the metrics are always read on the machine itself (a scraper or an
 * operator's curl there); EPR_METRICS_ALLOW adds networks to it, never takes it away.
 */
export const DEFAULT_METRICS_ALLOW = ["127.0.0.0/8", "::1/128"];

/**
 * Loopback and EPR_METRICS_ALLOW's CIDRs (a bare address is one host); a malformed entry stops the
 * start. Before, a value replaced loopback, so adding the office network shut out the machine's
 * own scraper.
 */
function readAllowList(env: NodeJS.ProcessEnv): string[] {
  const value = env.EPR_METRICS_ALLOW?.trim();
  if (!value) return [...DEFAULT_METRICS_ALLOW];
  const entries = value
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = "", prefix, ...rest] = entry.split("/");
    const family = isIP(address);
    const bits = prefix === undefined ? 0 : Number(prefix);
    const wellFormed = rest.length === 0 && (prefix === undefined || /^\d{1,3}$/.test(prefix));
    if (!family || !wellFormed || bits > (family === 4 ? 32 : 128))
      throw new Error(
        `EPR_METRICS_ALLOW must list addresses or CIDRs separated by commas (10.0.0.0/8,::1), got "${entry}".`,
      );
  }
  return [...DEFAULT_METRICS_ALLOW, ...entries.filter((entry) => !DEFAULT_METRICS_ALLOW.includes(entry))];
}

/** The job runner's shortest wait between idle polls: below it the runner would query in a busy loop. */
export const MIN_JOB_POLL_MS = 10;

/** The demo's size on the first start of an empty embedded database (EPR_SEED_MEMBERS). */
export const DEFAULT_SEED_MEMBERS = 3000;

/**
 * The partners' addresses the server reads when a call needs them (reports/medeAnalytics.ts,
 * vision/adapter.ts, spending/vendor.ts) and the portal's public address (account/routes.ts): each
 * must be an http(s) URL when set, checked at start so a typo stops the start rather than failing
 * the call that needs it.
 */
export const PARTNER_URLS = [
  "EPR_PUBLIC_URL",
  "EPR_MEDE_ANALYTICS_URL",
  "EPR_REPORTS_AT_HAND_URL",
  "EPR_SPENDING_VENDOR_URL",
  "EPR_VISION_PROVIDER_URL",
  "EPR_HOSPITAL_QUALITY_URL",
] as const;

/**
 * Stops the start unless the setting, when set, is an http:// or https:// URL. The sentence never
 * echoes the value: a partner's address may carry a user and password or a token in its query.
 * Only the empty string is "unset", as the readers take it (`||`): blank spaces would reach `new URL`.
 */
function checkHttpUrl(env: NodeJS.ProcessEnv, name: string): void {
  const value = env[name];
  if (value === undefined || value === "") return;
  let protocol = "";
  try {
    protocol = new URL(value.trim()).protocol;
  } catch {
    // Not a URL at all: the sentence below says what is.
  }
  if (protocol !== "http:" && protocol !== "https:")
    throw new Error(`${name} must be an http:// or https:// URL (https://partner.example/path).`);
}

/**
 * EPR_MEDE_ANALYTICS_KEY, when set, is an HMAC-SHA256 key (reports/medeAnalytics.ts): at least as
 * long as the hash's 32 bytes (RFC 2104 §3: a shorter key weakens it); never echoed.
 */
function checkMedeAnalyticsKey(env: NodeJS.ProcessEnv): void {
  const key = env.EPR_MEDE_ANALYTICS_KEY;
  if (key && Buffer.byteLength(key) < MIN_SECRET_BYTES)
    throw new Error(
      `EPR_MEDE_ANALYTICS_KEY is too short: it must be at least ${MIN_SECRET_BYTES} bytes (for example \`openssl rand -hex 32\`), the same on the analytics side.`,
    );
}

/**
 * EPR_VISION_PROVIDER_OPERATION, when set, is one of the contract's operations (assist-employees.md
 * §7 visionProvider operation) exactly as vision/adapter.ts reads it: any other value ("iframe",
 * "frame") silently opened a new window before.
 */
function checkVisionOperation(env: NodeJS.ProcessEnv): void {
  const value = env.EPR_VISION_PROVIDER_OPERATION;
  if (value === undefined || value === "") return;
  if (!visionOperationSchema.safeParse(value).success)
    throw new Error(
      `EPR_VISION_PROVIDER_OPERATION must be ${visionOperationSchema.options.join(" or ")}, got "${value}".`,
    );
}

/**
 * The line the start writes when reads may go to a read replica (DATABASE_REPLICA_URL, issue 12):
 * its host (with the port, if given) and database only, never the user or password the URL may
 * carry, nor its query (which may hold a password too). Null without a replica.
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

/** A session's idle time when none is configured: 30 minutes (issue 10, NIST SP 800-63B AAL2). */
export const DEFAULT_SESSION_IDLE_SECONDS = 30 * 60;
/** The idle warning opens this long before the end when none is configured (issue 10: two minutes). */
export const DEFAULT_SESSION_WARNING_SECONDS = 2 * 60;

/** EPR_SESSION_IDLE_SECONDS, else the older EPR_SESSION_IDLE_MINUTES, else 30 minutes. */
function readIdleSeconds(env: NodeJS.ProcessEnv): number {
  if (env.EPR_SESSION_IDLE_SECONDS?.trim())
    return positive(env.EPR_SESSION_IDLE_SECONDS, DEFAULT_SESSION_IDLE_SECONDS, "EPR_SESSION_IDLE_SECONDS");
  if (env.EPR_SESSION_IDLE_MINUTES?.trim())
    return 60 * positive(env.EPR_SESSION_IDLE_MINUTES, 30, "EPR_SESSION_IDLE_MINUTES");
  return DEFAULT_SESSION_IDLE_SECONDS;
}

/** EPR_BUILD_DATE as yyyy-MM-dd, or null when unset; anything else stops the start with a sentence. */
function readBuildDate(env: NodeJS.ProcessEnv): string | null {
  const value = env.EPR_BUILD_DATE?.trim();
  if (!value) return null;
  const day = new Date(`${value}T00:00:00Z`);
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(value) ||
    Number.isNaN(day.getTime()) ||
    day.toISOString().slice(0, 10) !== value
  )
    throw new Error(`EPR_BUILD_DATE must be a date as yyyy-MM-dd (2023-08-29), got "${env.EPR_BUILD_DATE}".`);
  return value;
}

/**
 * DATABASE_REPLICA_URL, refused without DATABASE_URL (the embedded PGlite has no replica) or when it
 * is no postgres:// URL; the message never echoes it (it may carry a password).
 */
function readReplicaUrl(env: NodeJS.ProcessEnv): string | undefined {
  const url = env.DATABASE_REPLICA_URL?.trim();
  if (!url) return undefined;
  if (!env.DATABASE_URL) throw new Error(REPLICA_NEEDS_SERVER);
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    protocol = "";
  }
  if (protocol !== "postgres:" && protocol !== "postgresql:")
    throw new Error(
      "DATABASE_REPLICA_URL must be a postgres:// URL (postgres://user:password@host:5432/db).",
    );
  return url;
}

/**
 * EPR_PUBLIC_URL without its trailing `/`. A server on DATABASE_URL needs it (the embedded demo
 * links to its own address): a link built from the request's Host went wherever the sender of the
 * request named (`Host: evil.example` mailed a reset link to evil.example). Only an origin, and a
 * path under which the portal is served: never a user, password, query or fragment.
 */
function readPublicUrl(env: NodeJS.ProcessEnv, serving: boolean): string | undefined {
  const value = env.EPR_PUBLIC_URL?.trim().replace(/\/+$/, "") || undefined;
  if (!value) {
    if (serving && env.DATABASE_URL)
      throw new Error(
        "EPR_PUBLIC_URL is required with DATABASE_URL: set it to the portal's address as its users open it (https://portal.example.com). The links the server e-mails start with it, and requests naming another host are refused.",
      );
    return undefined;
  }
  // checkHttpUrl has made sure it parses as http(s).
  const url = new URL(value);
  if (url.username || url.password || url.search || url.hash)
    throw new Error(
      "EPR_PUBLIC_URL must be the portal's address only (https://portal.example.com), without a user, password, query or fragment.",
    );
  return value;
}

/**
 * EPR_SECURE_COOKIES, on by default when EPR_PUBLIC_URL is https; turning it off there stops the
 * start, since the browser would then be allowed to send the session over plain http.
 */
function readSecureCookies(env: NodeJS.ProcessEnv, publicUrl: string | undefined): boolean {
  const https = publicUrl?.startsWith("https:") ?? false;
  const secure = readFlag(env, "EPR_SECURE_COOKIES", https);
  if (https && !secure)
    throw new Error(
      "EPR_SECURE_COOKIES cannot be off when EPR_PUBLIC_URL is https: the session cookie must be Secure there (unset EPR_SECURE_COOKIES).",
    );
  return secure;
}

/**
 * EPR_MAIL, the mailer the operator chose: `smtp` (needs EPR_SMTP_URL) or `outbox`. With
 * DATABASE_URL and no EPR_SMTP_URL the start asks for the choice: the outbox keeps the e-mailed
 * codes, links and temporary passwords in the database until they are past their use, which a
 * production server should do only on purpose.
 */
function readMailChoice(
  env: NodeJS.ProcessEnv,
  smtp: ServerConfig["smtp"],
  serving: boolean,
): ServerConfig["mail"] {
  const value = env.EPR_MAIL?.trim().toLowerCase() ?? "";
  if (value !== "" && value !== "outbox" && value !== "smtp")
    throw new Error(`EPR_MAIL must be outbox or smtp, got "${env.EPR_MAIL}".`);
  if (value === "smtp" && !smtp)
    throw new Error("EPR_MAIL=smtp needs EPR_SMTP_URL (smtp://user:password@host:587).");
  if (value === "outbox" && smtp)
    throw new Error(
      "EPR_MAIL=outbox and EPR_SMTP_URL disagree: unset one of them (EPR_SMTP_URL sends the e-mail, EPR_MAIL=outbox keeps it in the database).",
    );
  if (smtp) return "smtp";
  if (value === "" && serving && env.DATABASE_URL)
    throw new Error(
      "Choose where e-mail goes with DATABASE_URL: set EPR_SMTP_URL (smtp://user:password@host:587) to send it, or EPR_MAIL=outbox to keep it in the database's outbox table (`npm run outbox` reads it; codes and links are removed once past their use).",
    );
  return "outbox";
}

/** The sender when EPR_MAIL_FROM is not given. */
export const DEFAULT_MAIL_FROM = "Employer Portal <no-reply@localhost>";

/** SMTP settings from EPR_SMTP_URL and EPR_MAIL_FROM; a malformed URL stops the start (without echoing it). */
function readSmtp(env: NodeJS.ProcessEnv): ServerConfig["smtp"] {
  const url = env.EPR_SMTP_URL?.trim();
  if (!url) return undefined;
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    protocol = "";
  }
  if (protocol !== "smtp:" && protocol !== "smtps:")
    throw new Error("EPR_SMTP_URL must be an smtp:// or smtps:// URL (smtp://user:password@host:587).");
  return { url, from: env.EPR_MAIL_FROM?.trim() || DEFAULT_MAIL_FROM };
}

/** PORT: 0 to 65535 (0 picks a free port), else the start stops with a sentence naming it. */
function readPort(env: NodeJS.ProcessEnv): number {
  const port = wholeNumber(env.PORT, 3000, "PORT", 0);
  if (port > 65_535) throw new Error(`PORT must be a port number, 0 to 65535, got "${env.PORT}".`);
  return port;
}

/** A whole number of at least 0 from the environment, or the default when unset. */
function nonNegative(value: string | undefined, fallback: number, name: string): number {
  return wholeNumber(value, fallback, name, 0);
}

/** A whole number of at least 1 from the environment, or the default when unset. */
function positive(value: string | undefined, fallback: number, name: string): number {
  return wholeNumber(value, fallback, name, 1);
}

/** A whole number of at least `min`; anything else (a word, a fraction, less) says the range required. */
function wholeNumber(value: string | undefined, fallback: number, name: string, min: number): number {
  if (value === undefined || value.trim() === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min)
    throw new Error(`${name} must be a whole number of at least ${min}, got "${value}".`);
  return n;
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
