import { hostname } from "node:os";
import pino, { type DestinationStream, type Logger, type LoggerOptions } from "pino";

/** The levels EPR_LOG_LEVEL takes (pino's). */
export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** EPR_LOG_LEVEL, else silent in tests and info otherwise; an unknown level stops the start with a sentence. */
export function readLogLevel(env: NodeJS.ProcessEnv): LogLevel {
  const value = env.EPR_LOG_LEVEL?.trim().toLowerCase();
  if (!value) return env.NODE_ENV === "test" ? "silent" : "info";
  if (!(LOG_LEVELS as readonly string[]).includes(value))
    throw new Error(`EPR_LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}, got "${env.EPR_LOG_LEVEL}".`);
  return value as LogLevel;
}

export type { Logger };

declare module "hono" {
  interface ContextVariableMap {
    /** The request's logger: every line it writes carries the request's id. */
    log: Logger;
  }
}

/**
 * Keys whose values never reach the log, at any level of a logged object (any case): the
 * personal data and secrets a careless `log.info({ body })` could carry (no personal data; never
 * a password, passcode or SSN). The server logs none of them on purpose —
 * lines carry ids, route patterns, statuses and counts — so this is the net under that rule.
 */
export const REDACTED_KEYS = [
  "password",
  "currentPassword",
  "newPassword",
  "passcode",
  "otp",
  "token",
  "secret",
  "ssn",
  "fullSsn",
  "subscriberSsn",
  "firstName",
  "lastName",
  "middleName",
  "name",
  "email",
  "phone",
  "dateOfBirth",
  "birthDate",
  "address",
  "loginId",
  "umi",
  "memberId",
  "authorization",
  "cookie",
  "set-cookie",
  "body",
  "query",
  // What database errors and jobs carry: the row's values (PostgreSQL's detail and hint quote
  // them), the statement's parameters, the job's payload.
  "detail",
  "hint",
  "where",
  "record",
  "payload",
  "params",
  "url",
  "path",
  "headers",
] as const;

const redactedKeys: ReadonlySet<string> = new Set(REDACTED_KEYS.map((key) => key.toLowerCase()));
const CENSOR = "[redacted]";
/** How deep a logged object is searched; deeper values are replaced whole (nothing logs that deep). */
const MAX_DEPTH = 4;

/**
 * A copy of `value` with the value of every key of REDACTED_KEYS (any case) replaced by
 * "[redacted]", and every Error, at any depth, by its `errorFields` (class, code, stack frames):
 * an error's message and enumerable fields (a database error's detail, "Key (login_id)=(…)
 * already exists.") quote personal data. A plain walk over the few keys a line holds: pino's own
 * `redact` (wildcard paths) cost about 200 µs a line here, more than the request it logs.
 */
export function censor(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== "object") return value;
  if (value instanceof Error) return errorFields(value);
  if (depth >= MAX_DEPTH) return CENSOR;
  if (Array.isArray(value)) return value.map((item) => censor(item, depth + 1));
  if (value instanceof Date) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = redactedKeys.has(key.toLowerCase()) ? CENSOR : censor(item, depth + 1);
  }
  return out;
}

/**
 * Which worker of `EPR_WORKERS` this process is, counted from 1 as the primary's messages count
 * them ("Server worker 2 exited …"): cluster/primary.ts forks each with EPR_CLUSTER_SLOT, from 0.
 * Undefined in a process that is no worker (one server, the primary, a script, a test).
 */
export function workerNumber(env: NodeJS.ProcessEnv): number | undefined {
  const slot = env.EPR_CLUSTER_SLOT?.trim();
  // Set only by the primary, never by an operator: anything but a slot is no worker.
  if (!slot || !/^\d{1,6}$/.test(slot)) return undefined;
  return Number(slot) + 1;
}

/**
 * A JSON-lines logger (pino): one object per line with `level` as a word, an ISO `time`, `pid`,
 * `hostname` and, in a worker of EPR_WORKERS, `worker` (several processes on several machines
 * write to one collector: the line says which wrote it), and the redaction above. `destination`
 * is for tests, which capture the lines; the server writes to standard output.
 */
export function createLogger(
  level: LogLevel,
  destination?: DestinationStream,
  { worker }: { worker?: number | undefined } = {},
): Logger {
  const options: LoggerOptions = {
    level,
    // pino's own base (pid, hostname), and the worker when there is one.
    base: {
      pid: process.pid,
      hostname: hostname(),
      ...(worker === undefined ? {} : { worker }),
    },
    timestamp: pino.stdTimeFunctions.isoTime,
    hooks: {
      // Every argument passes through `censor` before pino reads it: pino takes a line's `msg`
      // from an error's message (`log.error(err)`, `log.error({ err })`) before any formatter runs.
      logMethod(args, method) {
        const censored = args.map((arg) => censor(arg)) as typeof args;
        method.apply(this, censored);
      },
    },
    // pino's own `err` serializer copies an error's message and fields: an error reaching it
    // (none should, after the hook) is written as its `errorFields` too.
    serializers: { err: (value: unknown) => (value instanceof Error ? errorFields(value) : value) },
    // A child's bindings (the request id) pass through `censor` too.
    formatters: {
      level: (label: string) => ({ level: label }),
      bindings: (bindings: Record<string, unknown>) => censor(bindings) as Record<string, unknown>,
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** One standard-output logger per level for the process: tests make many apps, not many streams. */
const processLoggers = new Map<LogLevel, Logger>();

/** The level the configuration gave (`setProcessLogLevel`), once the start has read it. */
let configuredLevel: LogLevel | undefined;

/** The start tells the process's log its configured level (server.ts, main.ts). */
export function setProcessLogLevel(level: LogLevel): void {
  configuredLevel = level;
}

/**
 * The process's logger at the configured level (EPR_LOG_LEVEL), for lines no request or app
 * carries: a lost database connection, a job's failure, a start that failed. Before the start has
 * read the configuration, the environment's level; when that is malformed (the start is failing
 * for it), info.
 */
export function processLog(): Logger {
  if (!configuredLevel) {
    try {
      configuredLevel = readLogLevel(process.env);
    } catch {
      return processLogger("info");
    }
  }
  return processLogger(configuredLevel);
}

/** The process's logger at `level`, writing to standard output; a worker's lines name it (`worker`). */
export function processLogger(level: LogLevel): Logger {
  let logger = processLoggers.get(level);
  if (!logger) {
    logger = createLogger(level, undefined, { worker: workerNumber(process.env) });
    processLoggers.set(level, logger);
  }
  return logger;
}

/**
 * What a log line may say of an unexpected error: its class, its code (a SQLSTATE
 * such as 22P02, or a system code such as ECONNREFUSED) and its stack frames. Never its message —
 * PostgreSQL's quote the offending value ("invalid input syntax for type integer: \"123-45-6789\"")
 * — nor its detail, SQL or parameters, which database errors carry.
 */
export function errorFields(error: unknown): { errorKind: string; errorCode?: string; stack?: string } {
  if (!(error instanceof Error)) return { errorKind: `a thrown ${typeof error}` };
  const raw = (error as { code?: unknown }).code;
  const code = typeof raw === "string" && /^[A-Z0-9_]{2,40}$/.test(raw) ? raw : undefined;
  // Database errors of both drivers are named "error"; their SQLSTATE says more.
  const kind = code && /^[0-9A-Z]{5}$/.test(code) && error.name === "error" ? "DatabaseError" : error.name;
  const frames = (error.stack ?? "")
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .join("\n");
  return { errorKind: kind, ...(code ? { errorCode: code } : {}), ...(frames ? { stack: frames } : {}) };
}
