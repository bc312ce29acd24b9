import { isIP } from "node:net";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { visionOperationSchema } from "@epr/contract";
import { z } from "zod";
import { DEFAULT_POOL_MAX } from "./db/database.js";
import { type LogLevel, readLogLevel } from "./observability/log.js";
import { DEFAULT_MEDE_ANALYTICS_URL, DEFAULT_REPORTS_AT_HAND_URL } from "./reports/medeAnalytics.js";
import { DEFAULT_SPENDING_VENDOR_URL } from "./spending/vendor.js";
import { DEFAULT_HOSPITAL_QUALITY_URL } from "./vision/adapter.js";

// What an operator can set: every environment variable the server and its start scripts read, as
// a zod schema whose entries carry their documentation (the settings table of docs/operations.md
// is written from it). config.ts weighs the settings together into the server's configuration.

/** The repository root, where `.data/` and the built portal live. */
export const repoRoot = resolve(fileURLToPath(new URL("../../..", import.meta.url)));

/** Shortest key accepted: 32 bytes, as many as the AES-256 key derived from it. */
export const MIN_SECRET_BYTES = 32;
/** A session's idle time when none is configured: 30 minutes (NIST SP 800-63B AAL2). */
export const DEFAULT_SESSION_IDLE_SECONDS = 30 * 60;
/** The idle warning opens this long before the end when none is configured: two minutes. */
export const DEFAULT_SESSION_WARNING_SECONDS = 2 * 60;
/** How long a session read is kept (EPR_SESSION_CACHE_SECONDS): a bound on a lost notification only. */
export const DEFAULT_SESSION_CACHE_SECONDS = 5;
/** Grace a draining server gives in-flight work (EPR_DRAIN_SECONDS): under Kubernetes' 30 s default. */
export const DEFAULT_DRAIN_SECONDS = 25;
/** The notice before the listener closes behind a load balancer (EPR_DRAIN_NOTICE_SECONDS with DATABASE_URL). */
export const DEFAULT_DRAIN_NOTICE_SECONDS = 5;
/** The job runner's shortest wait between idle polls: below it the runner would query in a busy loop. */
export const MIN_JOB_POLL_MS = 10;
/** The day of the month the invoice job runs when EPR_BILLING_DAY is not given (our choice). */
export const DEFAULT_BILLING_DAY = 15;
/**
 * Megabytes of each server process's young-generation semi-space under `npm start`
 * (EPR_SEMI_SPACE_MB): under the million-member search load, 64 about halved the time the
 * collector took against node's default (docs/benchmarks.md, The searches in PostgreSQL).
 */
export const DEFAULT_SEMI_SPACE_MB = 64;
/** The demo's size on the first start of an empty embedded database (EPR_SEED_MEMBERS). */
export const DEFAULT_SEED_MEMBERS = 3000;
/** The sender when EPR_MAIL_FROM is not given. */
export const DEFAULT_MAIL_FROM = "Employer Portal <no-reply@localhost>";
/**
 * Loopback, IPv4 and IPv6: the metrics are always read on the machine itself (a scraper or an
 * operator's curl there); EPR_METRICS_ALLOW adds networks to it, never takes it away.
 */
export const DEFAULT_METRICS_ALLOW = ["127.0.0.0/8", "::1/128"];

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

/** The settings table (docs/operations.md) groups the settings under these headings, in this order. */
export type SettingGroup =
  | "Serving"
  | "Database and keys"
  | "Sessions"
  | "Processes and draining"
  | "Jobs"
  | "Logs, metrics and health"
  | "E-mail"
  | "Feature flags"
  | "Partners";

/**
 * What the operator reads of a setting (docs/operations.md, Settings: generated from this by
 * `npm run settings`): its heading, its default as the code has it ("none": off or absent until
 * set), what it accepts, and what it does. Markdown; no `|`.
 */
export interface SettingDoc {
  group: SettingGroup;
  default: string;
  accepts: string;
  description: string;
}

/** The documentation of each setting of `settingsSchema`, by its schema. */
export const settingDocs = z.registry<SettingDoc>();

type Doc = Omit<SettingDoc, "accepts" | "default"> & Partial<Pick<SettingDoc, "accepts" | "default">>;
type Ctx = z.RefinementCtx;

/** Stops the start with `message`, the sentence naming the setting (or the settings) refused. */
export function stop(ctx: z.RefinementCtx, message: string): void {
  ctx.addIssue({ code: "custom", message });
}

/** A reader's refusal: `return refuse(ctx, sentence)`. */
function refuse(ctx: Ctx, message: string): never {
  stop(ctx, message);
  return z.NEVER;
}

/** Unset, as every reader takes it: absent or blank. */
const blank = (value: string | undefined): value is undefined | "" => !value?.trim();

/** A setting read as given (a text, a path); `read` may refuse it. */
function setting<T>(doc: SettingDoc, read: (value: string | undefined, ctx: Ctx) => T) {
  return z.string().optional().transform(read).register(settingDocs, doc);
}

/**
 * A whole number of at least `min` (and at most `max`), or `fallback` when unset; anything else (a
 * word, a fraction, less) says the range required. Without a fallback, unset stays undefined: its
 * default depends on another setting, which the description says.
 */
function wholeNumber<F extends number | undefined>(
  name: string,
  { min, max, fallback }: { min: number; max?: number; fallback: F },
  doc: Doc,
) {
  return setting(
    {
      default: fallback === undefined ? "none" : String(fallback),
      accepts: max === undefined ? `a whole number from ${min}` : `${min} to ${max}`,
      ...doc,
    },
    (value, ctx): number | F => {
      if (value === undefined || value.trim() === "") return fallback;
      const n = Number(value);
      if (!Number.isInteger(n) || n < min)
        return refuse(ctx, `${name} must be a whole number of at least ${min}, got "${value}".`);
      if (max !== undefined && n > max)
        return refuse(ctx, `${name} must be a port number, ${min} to ${max}, got "${value}".`);
      return n;
    },
  );
}

/** PORT: 0 to 65535 (0 picks a free port). */
const port = (name: string, fallback: number, doc: Doc) =>
  wholeNumber(name, { min: 0, max: 65_535, fallback }, doc);

/**
 * An on/off setting: 1/true/on or 0/false/off; anything else stops the start with a sentence.
 * Without a fallback, unset stays undefined (its default depends on another setting).
 */
function flag<F extends boolean | undefined>(name: string, fallback: F, doc: Doc) {
  return setting(
    {
      default: fallback === undefined ? "none" : fallback ? "on" : "off",
      accepts: "`1`, `true`, `on` or `0`, `false`, `off`",
      ...doc,
    },
    (raw, ctx): boolean | F => {
      const value = raw?.trim().toLowerCase();
      if (value === undefined || value === "") return fallback;
      if (["1", "true", "on"].includes(value)) return true;
      if (["0", "false", "off"].includes(value)) return false;
      return refuse(ctx, `${name} must be 1 (on) or 0 (off), got "${raw}".`);
    },
  );
}

/** Whether `value` parses as a URL of one of `protocols`. */
function hasProtocol(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * An http:// or https:// URL when set. The sentence never echoes the value: a partner's address may
 * carry a user and password or a token in its query. Only the empty string is "unset", as the
 * readers take it (`||`): blank spaces would reach `new URL`.
 */
function httpUrl(ctx: Ctx, name: (typeof PARTNER_URLS)[number], value: string | undefined) {
  if (value === undefined || value === "") return undefined;
  if (!hasProtocol(value.trim(), ["http:", "https:"]))
    return refuse(ctx, `${name} must be an http:// or https:// URL (https://partner.example/path).`);
  return value;
}
const isRefused = (value: unknown) => value === z.NEVER;

/** A partner's address (PARTNER_URLS), read by its module when a call needs it. */
const partnerUrl = (name: (typeof PARTNER_URLS)[number], doc: Doc & { default: string }) =>
  setting({ accepts: "an `http://` or `https://` URL", ...doc }, (value, ctx) => httpUrl(ctx, name, value));

/** A key of at least MIN_SECRET_BYTES bytes when set (`hint` says how to make one); never echoed. */
function secretOf(ctx: Ctx, name: string, value: string, hint: string): string {
  if (Buffer.byteLength(value) < MIN_SECRET_BYTES)
    return refuse(ctx, `${name} is too short: it must be at least ${MIN_SECRET_BYTES} bytes${hint}.`);
  return value;
}
const RANDOM_KEY = " of random (for example `openssl rand -base64 48`)";
const atLeastKey = `at least ${MIN_SECRET_BYTES} bytes`;

/**
 * Every setting the server and its start scripts read, each as its reader takes it: a malformed
 * one stops the start with a sentence naming it, and never quotes a password, key or token. What
 * depends on several settings is checked by `loadConfig`. The settings table of docs/operations.md
 * is generated from this (scripts/settings-table.mjs; a server test fails when they differ).
 */
export const settingsSchema = z.object({
  PORT: port("PORT", 3000, {
    group: "Serving",
    accepts: "0 to 65535 (0: a free port the system picks)",
    description:
      "the port the portal and its API listen on, on every address; the workers of `EPR_WORKERS` share it",
  }),
  BRAND: setting(
    {
      group: "Serving",
      default: "none",
      accepts: "a brand code, four digits",
      description:
        "pins the portal to one brand code (`BRAND=6010`), as a per-brand deployment would: every session and the login pages wear it instead of the employer's brand",
    },
    (value, ctx) => {
      const brand = value?.trim();
      if (brand && !/^\d{4}$/.test(brand))
        return refuse(ctx, `BRAND must be a four-digit brand code, got "${brand}".`);
      return brand || undefined;
    },
  ),
  EPR_PUBLIC_URL: setting(
    {
      group: "Serving",
      default: "none: `http://localhost:PORT`",
      accepts: "an `http://` or `https://` origin, with a path or not",
      description:
        "the portal's address as its users open it (`https://portal.example.com`; a trailing `/` is dropped, a user, password, query or fragment stops the start). **Required with `DATABASE_URL`** (the start stops without it). Every link the server e-mails (the password reset link, the group contract links) starts with it, never with a request's `Host`; and only its host is answered: a request naming another host gets 421 (see Host names). The embedded demo links to its own address, `http://localhost:PORT`, without it",
    },
    // Never the request's Host, which its sender chooses (`Host: evil.example` mailed a reset link
    // to evil.example): only an origin, and a path under which the portal is served.
    (value, ctx) => {
      const url = httpUrl(ctx, "EPR_PUBLIC_URL", value);
      if (isRefused(url)) return z.NEVER;
      const origin = url?.trim().replace(/\/+$/, "") || undefined;
      if (origin === undefined) return undefined;
      const parsed = new URL(origin);
      if (parsed.username || parsed.password || parsed.search || parsed.hash)
        return refuse(
          ctx,
          "EPR_PUBLIC_URL must be the portal's address only (https://portal.example.com), without a user, password, query or fragment.",
        );
      return origin;
    },
  ),
  EPR_TRUST_PROXY: flag("EPR_TRUST_PROXY", false, {
    group: "Serving",
    description:
      "`1` behind a reverse proxy: the client's address (for the sign-in throttle and `EPR_METRICS_ALLOW`) is then the last entry of `X-Forwarded-For`, the one the proxy appended; otherwise the socket's",
  }),
  EPR_SECURE_COOKIES: flag("EPR_SECURE_COOKIES", undefined, {
    group: "Serving",
    default: "on when `EPR_PUBLIC_URL` is `https`, else off",
    description:
      "`1` behind TLS: the session cookies are marked `Secure`. On by itself when `EPR_PUBLIC_URL` is `https://…`, where `0` stops the start",
  }),
  EPR_PORTAL_DIR: setting(
    {
      group: "Serving",
      default: "`apps/portal/dist`",
      accepts: "a folder",
      description:
        "the folder of the built portal the server serves (`index.html` the app, `login.html` the login page at `/login`); without an `index.html` there every path outside the API answers 503 saying the portal is not built; `npm run dev` points it at no folder, so its API serves only the API",
    },
    (value) => (value ? resolve(value) : resolve(repoRoot, "apps/portal/dist")),
  ),
  NODE_ENV: setting(
    {
      group: "Serving",
      default: "`production` under `npm start`",
      accepts: "any",
      description:
        "only `test` changes anything: `EPR_LOG_LEVEL` then defaults to `silent`. `EPR_SECRET` is required with `DATABASE_URL` whatever it says",
    },
    (value) => value,
  ),
  // Read by scripts/dev.mjs, which hands it to the server as PORT.
  API_PORT: setting(
    {
      group: "Serving",
      default: "3001",
      accepts: "as `PORT`",
      description:
        "`npm run dev` only: the port of the reloading API, where the portal's development server (port 5173) sends `/api`",
    },
    (value) => value,
  ),

  DATABASE_URL: setting(
    {
      group: "Database and keys",
      default: "none: embedded PGlite",
      accepts: "a `postgres://` URL",
      description:
        "a PostgreSQL server, the primary: every write, and every read that must see a change at once. It needs `EPR_SECRET` and is never seeded with the demo (`npm run seed` fills an empty one); a server that does not answer stops the start",
    },
    (value) => value || undefined,
  ),
  DATABASE_REPLICA_URL: setting(
    {
      group: "Database and keys",
      default: "none",
      accepts: "a `postgres://` URL",
      description:
        "a read replica for pure reads: employee search, internal client search, claims listing and download, plan document listings and counts, the enrollment reports listing and file. Sessions and entitlements, any read that answers an ETag (a later If-Match), and the requested-reports list (just written, then polled) stay on the primary. Refused without `DATABASE_URL`; a replica that does not answer stops the start, whose log names its host and database, never its password",
    },
    // The message never echoes the URL: it may carry a password.
    (value, ctx) => {
      const url = value?.trim();
      if (!url) return undefined;
      if (!hasProtocol(url, ["postgres:", "postgresql:"]))
        return refuse(
          ctx,
          "DATABASE_REPLICA_URL must be a postgres:// URL (postgres://user:password@host:5432/db).",
        );
      return url;
    },
  ),
  EPR_DB_POOL_MAX: wholeNumber(
    "EPR_DB_POOL_MAX",
    { min: 1, fallback: DEFAULT_POOL_MAX },
    {
      group: "Database and keys",
      description:
        "connections at most in each pool, the primary's and the replica's; each server process has its own, so processes × this (× 2 with a replica) must stay under the server's `max_connections`, and each process also holds one listening connection outside it (see Per request). PGlite ignores it",
    },
  ),
  EPR_DATA_DIR: setting(
    {
      group: "Database and keys",
      default: "`.data/pglite`",
      accepts: "a folder",
      description:
        "the embedded database's folder (the default is in the repository; a relative value is taken from the current folder). Its generated key, `secret.key`, lives in the folder above it (see Keys). Unused with `DATABASE_URL`",
    },
    (value) => (value ? resolve(value) : resolve(repoRoot, ".data/pglite")),
  ),
  EPR_SEED_MEMBERS: wholeNumber(
    "EPR_SEED_MEMBERS",
    { min: 0, fallback: DEFAULT_SEED_MEMBERS },
    {
      group: "Database and keys",
      description:
        "the size of the demo seeded on the first start of an empty embedded database (no administrator yet); `0` seeds nothing. Unused with `DATABASE_URL`",
    },
  ),
  EPR_SECRET: setting(
    {
      group: "Database and keys",
      default: "none: the key file",
      accepts: `${atLeastKey} of random`,
      description:
        "the key that encrypts the SSNs (`openssl rand -base64 48`). Required with `DATABASE_URL`, whatever `NODE_ENV` says (the start stops without it); without it the embedded database uses its key file (see Keys)",
    },
    (value, ctx) => (value ? secretOf(ctx, "EPR_SECRET", value, RANDOM_KEY) : undefined),
  ),
  EPR_SECRET_PREVIOUS: setting(
    {
      group: "Database and keys",
      default: "none",
      accepts: `keys separated by commas, each ${atLeastKey}`,
      description:
        "keys retired by a rotation: they only decrypt, and the start re-encrypts every SSN under `EPR_SECRET`",
    },
    (value, ctx) =>
      (value ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)
        .map((key) => secretOf(ctx, "EPR_SECRET_PREVIOUS", key, RANDOM_KEY)),
  ),

  EPR_SESSION_IDLE_SECONDS: wholeNumber(
    "EPR_SESSION_IDLE_SECONDS",
    { min: 1, fallback: undefined },
    {
      group: "Sessions",
      default: String(DEFAULT_SESSION_IDLE_SECONDS),
      description:
        "idle seconds before a session ends. Calls sent with `X-Background: 1`, the portal's polling, do not slide the idle end",
    },
  ),
  EPR_SESSION_IDLE_MINUTES: wholeNumber(
    "EPR_SESSION_IDLE_MINUTES",
    { min: 1, fallback: undefined },
    {
      group: "Sessions",
      description:
        "the older setting of the idle time, in minutes, read only when `EPR_SESSION_IDLE_SECONDS` is not set",
    },
  ),
  EPR_SESSION_ABSOLUTE_MINUTES: wholeNumber(
    "EPR_SESSION_ABSOLUTE_MINUTES",
    { min: 1, fallback: 12 * 60 },
    {
      group: "Sessions",
      description:
        "minutes a session lasts from sign-in whatever happens; ended sessions are purged at each sign-in",
    },
  ),
  EPR_SESSION_WARNING_SECONDS: wholeNumber(
    "EPR_SESSION_WARNING_SECONDS",
    { min: 1, fallback: DEFAULT_SESSION_WARNING_SECONDS },
    {
      group: "Sessions",
      description:
        "how long before the end the portal warns with 'Stay signed in'; it must be shorter than the idle time, or the start stops. `GET /api/config` serves it with the idle time as `session: { idleSeconds, warningSeconds }`",
    },
  ),
  EPR_SESSION_CACHE_SECONDS: wholeNumber(
    "EPR_SESSION_CACHE_SECONDS",
    { min: 0, fallback: DEFAULT_SESSION_CACHE_SECONDS },
    {
      group: "Sessions",
      description:
        "seconds a server process keeps a session it read for the next calls; `0` reads the session on every call. Any change to what a session is made of ends every copy at once on every server, so the lifetime only bounds a lost notification (see Per request)",
    },
  ),

  EPR_WORKERS: wholeNumber(
    "EPR_WORKERS",
    { min: 1, fallback: 1 },
    {
      group: "Processes and draining",
      description:
        'server processes `npm start` runs over one database: above 1 a primary migrates once and forks that many workers sharing `PORT` (see More than one server). Only with `DATABASE_URL`: without it the start stops with "PGlite allows one process; set DATABASE_URL to run EPR_WORKERS=N". Each worker\'s log lines carry `worker` (1 to N)',
    },
  ),
  EPR_DRAIN_NOTICE_SECONDS: wholeNumber(
    "EPR_DRAIN_NOTICE_SECONDS",
    { min: 0, fallback: undefined },
    {
      group: "Processes and draining",
      default: `${DEFAULT_DRAIN_NOTICE_SECONDS} with \`DATABASE_URL\`, 0 on PGlite`,
      description:
        "seconds after SIGTERM during which `GET /api/health/ready` answers 503 `draining` while the server still listens and serves; set it above the load balancer's poll interval",
    },
  ),
  // Read by scripts/start.mjs (`startNodeArgs`), which starts node with it; workers inherit it.
  EPR_SEMI_SPACE_MB: wholeNumber(
    "EPR_SEMI_SPACE_MB",
    { min: 1, fallback: DEFAULT_SEMI_SPACE_MB },
    {
      group: "Processes and draining",
      description:
        "`npm start` only: megabytes of each server process's young-generation semi-space (node's `--max-semi-space-size`; the workers of `EPR_WORKERS` inherit it). A larger one collects the garbage of each answer less often: under the million-member search load 64 about halved the collector's time against node's default (docs/benchmarks.md)",
    },
  ),
  EPR_DRAIN_SECONDS: wholeNumber(
    "EPR_DRAIN_SECONDS",
    { min: 0, fallback: DEFAULT_DRAIN_SECONDS },
    {
      group: "Processes and draining",
      description:
        "seconds the requests in flight and the job in hand get once the listener has closed; what is still open then is cut. Keep it plus the notice (and a few seconds) under the orchestrator's wait before it kills (Kubernetes' 30 s by default)",
    },
  ),

  EPR_DELAYED_PROCESSING_SECONDS: wholeNumber(
    "EPR_DELAYED_PROCESSING_SECONDS",
    { min: 0, fallback: 60 },
    {
      group: "Jobs",
      description:
        "seconds after the final save before the job runner applies a group configured for delayed processing",
    },
  ),
  EPR_BILLING_DAY: setting(
    {
      group: "Jobs",
      default: String(DEFAULT_BILLING_DAY),
      accepts: "a whole number from 1 to 28",
      description:
        "the day of each month the invoice job (`billing.invoice`) makes every active group's bill for the next month (docs/features/billing.md); `npm run billing` runs it on demand",
    },
    (value, ctx) => {
      if (blank(value)) return DEFAULT_BILLING_DAY;
      const n = Number(value);
      // Up to 28: every month has the day, so no month's bill is skipped.
      if (!Number.isInteger(n) || n < 1 || n > 28)
        return refuse(ctx, `EPR_BILLING_DAY must be a whole number from 1 to 28, got "${value}".`);
      return n;
    },
  ),
  EPR_JOB_POLL_MS: wholeNumber(
    "EPR_JOB_POLL_MS",
    { min: MIN_JOB_POLL_MS, fallback: 1000 },
    {
      group: "Jobs",
      description:
        "milliseconds the job runner waits before its next poll when nothing was due (after a full batch it polls again at once); below the least the runner would query the database in a busy loop",
    },
  ),

  EPR_LOG_LEVEL: setting(
    {
      group: "Logs, metrics and health",
      default: "`info`; `silent` under `NODE_ENV=test`",
      accepts: "`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`",
      description: "how much the JSON log says",
    },
    (value, ctx): LogLevel | undefined => {
      if (blank(value)) return undefined;
      try {
        return readLogLevel({ EPR_LOG_LEVEL: value });
      } catch (error) {
        return refuse(ctx, (error as Error).message);
      }
    },
  ),
  EPR_METRICS_TOKEN: setting(
    {
      group: "Logs, metrics and health",
      default: "none",
      accepts: atLeastKey,
      description:
        "the bearer token that reads `GET /api/metrics` from any address (`openssl rand -hex 32`; see Metrics)",
    },
    // As guessable as EPR_SECRET would be otherwise; never echoed.
    (value, ctx) => {
      const token = value?.trim();
      if (!token) return undefined;
      return secretOf(ctx, "EPR_METRICS_TOKEN", token, " of random (for example `openssl rand -hex 32`)");
    },
  ),
  EPR_METRICS_ALLOW: setting(
    {
      group: "Logs, metrics and health",
      default: "none: loopback only",
      accepts: "addresses or CIDRs separated by commas",
      description:
        "the addresses that read the metrics without the token besides loopback (`127.0.0.0/8`, `::1/128`), which always may: a value adds to it, never replaces it",
    },
    // Before, a value replaced loopback, so adding the office network shut out the machine's own scraper.
    (value, ctx) => {
      const entries = (value ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean);
      for (const entry of entries) {
        const [address = "", prefix, ...rest] = entry.split("/");
        const family = isIP(address);
        const bits = prefix === undefined ? 0 : Number(prefix);
        const wellFormed = rest.length === 0 && (prefix === undefined || /^\d{1,3}$/.test(prefix));
        if (!family || !wellFormed || bits > (family === 4 ? 32 : 128))
          return refuse(
            ctx,
            `EPR_METRICS_ALLOW must list addresses or CIDRs separated by commas (10.0.0.0/8,::1), got "${entry}".`,
          );
      }
      return [...DEFAULT_METRICS_ALLOW, ...entries.filter((entry) => !DEFAULT_METRICS_ALLOW.includes(entry))];
    },
  ),
  EPR_BUILD_VERSION: setting(
    {
      group: "Logs, metrics and health",
      default: "the root `package.json`'s version",
      accepts: "any",
      description: "the `version` that `GET /api/health` answers",
    },
    (value) => value?.trim() || undefined,
  ),
  EPR_BUILD_DATE: setting(
    {
      group: "Logs, metrics and health",
      default: "none",
      accepts: "a date as yyyy-MM-dd",
      description: "the health answer's `builtAt` (null when unset)",
    },
    (raw, ctx) => {
      const value = raw?.trim();
      if (!value) return null;
      const day = new Date(`${value}T00:00:00Z`);
      if (
        !/^\d{4}-\d{2}-\d{2}$/.test(value) ||
        Number.isNaN(day.getTime()) ||
        day.toISOString().slice(0, 10) !== value
      )
        return refuse(ctx, `EPR_BUILD_DATE must be a date as yyyy-MM-dd (2023-08-29), got "${raw}".`);
      return value;
    },
  ),

  EPR_SMTP_URL: setting(
    {
      group: "E-mail",
      default: "none: the outbox table",
      accepts: "an `smtp://` or `smtps://` URL",
      description:
        "sends e-mail through that SMTP server (`smtp://user:password@host:587`, with nodemailer) instead of writing it to the `outbox` table (`npm run outbox`). Any other form stops the start without echoing the URL, which carries a password and is never logged. With `DATABASE_URL`, this or `EPR_MAIL=outbox` is required",
    },
    (value, ctx) => {
      const url = value?.trim();
      if (!url) return undefined;
      if (!hasProtocol(url, ["smtp:", "smtps:"]))
        return refuse(
          ctx,
          "EPR_SMTP_URL must be an smtp:// or smtps:// URL (smtp://user:password@host:587).",
        );
      return url;
    },
  ),
  EPR_MAIL: setting(
    {
      group: "E-mail",
      default: "the outbox in the demo; none with `DATABASE_URL`",
      accepts: "`outbox` or `smtp`",
      description:
        "the mailer, chosen: `smtp` (needs `EPR_SMTP_URL`) or `outbox`. With `DATABASE_URL` and no `EPR_SMTP_URL` the start stops unless it says `outbox`: the outbox holds e-mailed codes, reset links and temporary passwords until they are past their use (expired, replaced by a newer one, or the password changed), then keeps the message with its text removed; the server blanks expired ones every minute. `outbox` with `EPR_SMTP_URL` stops the start",
    },
    (raw, ctx) => {
      const value = raw?.trim().toLowerCase() ?? "";
      if (value === "") return undefined;
      if (value !== "outbox" && value !== "smtp")
        return refuse(ctx, `EPR_MAIL must be outbox or smtp, got "${raw}".`);
      return value;
    },
  ),
  EPR_MAIL_FROM: setting(
    {
      group: "E-mail",
      default: `\`${DEFAULT_MAIL_FROM}\``,
      accepts: "an address, with a name or not",
      description: "the sender of the e-mail sent through `EPR_SMTP_URL`",
    },
    (value) => value?.trim() || DEFAULT_MAIL_FROM,
  ),

  EPR_SEP: flag("EPR_SEP", true, {
    group: "Feature flags",
    description:
      "special enrollment, a feature flag of the specification. `GET /api/config` serves it (`flags: { SEP, ALERTS }`); while it is off the life-event services answer 404 saying so",
  }),
  EPR_ALERTS: flag("EPR_ALERTS", true, {
    group: "Feature flags",
    description:
      "the specification's alerts flag, served beside `SEP`; while it is off `GET /api/documents/alerts` answers 404 saying so and the home page neither asks for nor shows its recent-documents counters (on, the default, keeps them as they were before the flag acted)",
  }),

  EPR_MEDE_ANALYTICS_URL: partnerUrl("EPR_MEDE_ANALYTICS_URL", {
    group: "Partners",
    default: `\`${DEFAULT_MEDE_ANALYTICS_URL}\``,
    description:
      "where the Reports landing's Mede Analytics sign-on sends the administrator, with a signed assertion good for five minutes",
  }),
  // An HMAC-SHA256 key (reports/medeAnalytics.ts): at least the hash's 32 bytes (RFC 2104 §3: a
  // shorter key weakens it); never echoed.
  EPR_MEDE_ANALYTICS_KEY: setting(
    {
      group: "Partners",
      default: "derived from `EPR_SECRET`",
      accepts: atLeastKey,
      description:
        "the key (HMAC-SHA256) that signs that assertion, shared with the analytics side. Without it the key is derived from `EPR_SECRET` (HKDF-SHA256 under a fixed label), so every worker and every server over one database signs alike, and it changes when `EPR_SECRET` is rotated: set this one to give the analytics side a key of its own. Without either (the embedded PGlite, one process) the process signs with a random key made at start, which no analytics side can check",
    },
    (value, ctx) =>
      value
        ? secretOf(
            ctx,
            "EPR_MEDE_ANALYTICS_KEY",
            value,
            " (for example `openssl rand -hex 32`), the same on the analytics side",
          )
        : undefined,
  ),
  EPR_REPORTS_AT_HAND_URL: partnerUrl("EPR_REPORTS_AT_HAND_URL", {
    group: "Partners",
    default: `\`${DEFAULT_REPORTS_AT_HAND_URL}\``,
    description: "Reports at Hand's address on the Reports landing",
  }),
  EPR_SPENDING_VENDOR_URL: partnerUrl("EPR_SPENDING_VENDOR_URL", {
    group: "Partners",
    default: `\`${DEFAULT_SPENDING_VENDOR_URL}\``,
    description:
      "the spending-account vendor's tool link (with `vendor` added), shown to super users and research-only users when the group has vendor 12",
  }),
  EPR_VISION_PROVIDER_URL: partnerUrl("EPR_VISION_PROVIDER_URL", {
    group: "Partners",
    default: "none: the built-in directory",
    description:
      "the vision partner's page (with `clientNumber` and `brand` added); without it the vision provider page embeds the server's own directory page",
  }),
  // Exactly as vision/adapter.ts compares it (assist-employees.md §7 visionProvider operation): any
  // other value ("iframe", "frame") silently opened a new window before.
  EPR_VISION_PROVIDER_OPERATION: setting(
    {
      group: "Partners",
      default: "`NEW_WINDOW`",
      accepts: visionOperationSchema.options.map((option) => `\`${option}\``).join(" or "),
      description:
        "with `EPR_VISION_PROVIDER_URL`: `IFRAME` embeds the partner's page and adds its origin to the frame policy, `NEW_WINDOW` links to it in a new window (`iframe` stops the start)",
    },
    (value, ctx) => {
      if (value === undefined || value === "") return undefined;
      const operation = visionOperationSchema.safeParse(value);
      if (!operation.success)
        return refuse(
          ctx,
          `EPR_VISION_PROVIDER_OPERATION must be ${visionOperationSchema.options.join(" or ")}, got "${value}".`,
        );
      return operation.data;
    },
  ),
  EPR_HOSPITAL_QUALITY_URL: partnerUrl("EPR_HOSPITAL_QUALITY_URL", {
    group: "Partners",
    default: `\`${DEFAULT_HOSPITAL_QUALITY_URL}\``,
    description: "the hospital quality address `GET /api/hospital-quality` answers (with `brand` added)",
  }),
});

/** The settings as the schema reads them, before `loadConfig` weighs them together. */
export type Settings = z.output<typeof settingsSchema>;

/**
 * The node options `npm start` gives the server's process (scripts/start.mjs): the semi-space of
 * EPR_SEMI_SPACE_MB. A value it refuses adds none; the server's start then stops with the
 * setting's sentence, as for any other setting.
 */
export function startNodeArgs(env: Record<string, string | undefined>): string[] {
  const read = settingsSchema.shape.EPR_SEMI_SPACE_MB.safeParse(env.EPR_SEMI_SPACE_MB);
  return read.success ? [`--max-semi-space-size=${read.data}`] : [];
}
