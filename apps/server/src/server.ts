import { rmSync } from "node:fs";
import type { Server, ServerResponse } from "node:http";
import { serve } from "@hono/node-server";
import { createApp } from "./app.js";
import { resolveKeys } from "./auth/keys.js";
import { resealSsns } from "./auth/reseal.js";
import { ssnVault } from "./auth/ssn.js";
import { scheduleInvoiceRun } from "./billing/job.js";
import { loadConfig, type ServerConfig } from "./config.js";
import { syncContent } from "./content/files.js";
import { type Database, databaseOptions, openDatabase } from "./db/database.js";
import { migrate } from "./db/migrate.js";
import { publicOrigin } from "./http/host-gate.js";
import { serverJobs } from "./jobs/handlers.js";
import { createJobRunner } from "./jobs/runner.js";
import { mailerFor, pruneOutboxSecrets } from "./mail/mailer.js";
import { errorFields, processLogger, setProcessLogLevel } from "./observability/log.js";
import { seedDatabase } from "./seed/seed.js";

export interface StartOptions {
  config?: ServerConfig;
  /** Members to seed into an empty embedded database (the demo). */
  seedMembers?: number;
  /** Adds routes to the app before it serves (the e2e entry's fixtures; main.ts adds none). */
  mount?: (app: ReturnType<typeof createApp>) => void;
  /**
   * A cluster worker (cluster/primary.ts): the primary already migrated, synced the content and
   * re-sealed the SSNs once, so N workers do not each do it again; this one only reads the version.
   */
  preparedByPrimary?: boolean;
  /** A database already open to serve instead of the configuration's (tests: a copy of the migrated template). */
  db?: Database;
}

/** Whether this process is draining (SIGTERM): the readiness answer turns false (health/ready.ts). */
export interface Lifecycle {
  draining: boolean;
  /** The port the server listens on, once it does: the embedded demo's own address (http/host-gate.ts). */
  port?: number;
}

/** How long each step of a drain lasts (server.ts close); the configuration's when not given. */
export interface DrainTimes {
  /** Readiness answers 503 while the server still listens (EPR_DRAIN_NOTICE_SECONDS). */
  noticeMs?: number;
  /** In-flight requests and the job in hand may finish, once the listener closed (EPR_DRAIN_SECONDS). */
  graceMs?: number;
  /** The pool may close (a checked-out client holds it): DB_CLOSE_BOUND_MS. */
  dbCloseMs?: number;
}

/** At most this long for the pool to close after the grace (our choice: a clean close takes milliseconds). */
export const DB_CLOSE_BOUND_MS = 2000;

/** Opens the database, applies migrations, seeds an empty embedded demo, and builds the app. */
export async function prepare(options: StartOptions = {}) {
  const config = options.config ?? loadConfig();
  // Lines no request carries (a lost connection, a job's failure) at the configured level too.
  if (!options.config) setProcessLogLevel(config.logLevel);
  const log = processLogger(config.logLevel);
  let db: Database = options.db ?? (await openDatabase(databaseOptions(config)));
  const { keys, remakeDemo } = await resolveKeys(config, db);
  if (remakeDemo) {
    // Its SSNs were sealed with the constant older code held: that demo is remade under the new key.
    log.info({ dataDir: config.dataDir }, "The demo database predates the key file: making a new demo.");
    await db.close();
    rmSync(config.dataDir, { recursive: true, force: true });
    db = await openDatabase(databaseOptions(config));
  }
  const vault = ssnVault(keys.current, keys.previous);
  if (options.preparedByPrimary) {
    const lifecycle: Lifecycle = { draining: false };
    const migration = await currentMigration(db);
    const app = createApp({ db, config, vault, migration, now: () => new Date(), lifecycle });
    return { app, db, config, vault, lifecycle };
  }
  const migration = await migrate(db);
  await syncContent(db); // every database gets this release's texts, seeded demo or not (content/files.ts)
  const resealed = await resealSsns(db, vault);
  if (resealed) log.info({ resealed, keyId: vault.keyId }, "Re-sealed employees' SSNs with the current key.");
  if (!config.databaseUrl && options.seedMembers) {
    const { rows } = await db.query<{ n: number }>("select count(*)::int as n from plan_admins");
    if ((rows[0]?.n ?? 0) === 0) {
      const started = Date.now();
      const summary = await seedDatabase(db, vault, { members: options.seedMembers, seed: 2026 });
      log.info({ members: summary.members, ms: Date.now() - started }, "Seeded the demo database.");
    }
  }
  const lifecycle: Lifecycle = { draining: false };
  const app = createApp({ db, config, vault, migration, now: () => new Date(), lifecycle });
  return { app, db, config, vault, lifecycle };
}

/** The version the database is at, read without migrating (a cluster worker's start). */
async function currentMigration(db: Database): Promise<number> {
  const { rows } = await db.query<{ v: number }>(
    "select coalesce(max(version), 0)::int as v from schema_migrations",
  );
  return rows[0]?.v ?? 0;
}

/** How often the server blanks the outbox's expired secrets between sends (our choice: a minute). */
export const OUTBOX_SWEEP_MS = 60_000;

/**
 * Beside the job runner, the outbox's sweep (mail/mailer.ts): a code or link past its expiry is
 * blanked within a minute even when nothing else is sent, once at start and then every
 * OUTBOX_SWEEP_MS. None with SMTP: the outbox then holds no new message.
 */
function sweepOutbox(db: Database, config: ServerConfig): ReturnType<typeof setInterval> | undefined {
  if (config.mail !== "outbox") return undefined;
  const log = processLogger(config.logLevel);
  const sweep = () =>
    void pruneOutboxSecrets(db, new Date()).catch((error: unknown) =>
      log.warn({ ...errorFields(error) }, "The outbox's expired secrets could not be removed."),
    );
  sweep();
  const timer = setInterval(sweep, OUTBOX_SWEEP_MS);
  timer.unref();
  return timer;
}

/** How long an idle keep-alive connection is kept (see startServer). */
export const KEEP_ALIVE_MS = 65_000;

export async function startServer(options: StartOptions = {}) {
  const { app, db, config, vault, lifecycle } = await prepare(options);
  options.mount?.(app);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: "0.0.0.0" }) as Server;
  // An idle keep-alive connection is closed by the client or the balancer in front, never first by
  // the server: closing it (Node's default after 5 s) as a request is sent on it resets that request
  // (ECONNRESET; seen in the e2e suite). Longer than common balancers' 60 s idle time; the drain
  // still closes idle connections at once.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const address = server.address();
  if (address && typeof address === "object") lifecycle.port = address.port;
  // Answers in flight, so a drain can tell each to close its connection after it is sent.
  const inFlight = new Set<ServerResponse>();
  server.on("request", (_req, res: ServerResponse) => {
    if (lifecycle.draining) res.shouldKeepAlive = false;
    inFlight.add(res);
    res.once("close", () => inFlight.delete(res));
  });
  // Durable jobs (jobs/runner.ts): delayed processing of submitted groups, and later the report jobs.
  const jobs = createJobRunner({
    db,
    handlers: serverJobs({
      vault,
      config,
      mailer: mailerFor(config, db),
      publicOrigin: () => publicOrigin({ config, lifecycle }),
    }).handlers,
    pollMs: config.jobPollMs,
    logger: processLogger(config.logLevel),
  });
  jobs.start();
  // The monthly bills run on the billing day (billing/job.ts); queued here once if none is. A
  // failure to queue it never stops the start: the next start, or the last run's end, queues it.
  await scheduleInvoiceRun(db, new Date(), config.billingDay).catch((error: unknown) =>
    processLogger(config.logLevel).warn(
      { ...errorFields(error) },
      "The next invoice run could not be queued.",
    ),
  );
  const outboxSweep = sweepOutbox(db, config);

  let closing: Promise<void> | undefined;
  /**
   * The graceful drain (a readiness answer that turns false while the server drains on SIGTERM;
   * in-flight requests finish, new ones go to the other servers). First the notice
   * (`noticeMs`, EPR_DRAIN_NOTICE_SECONDS): readiness answers 503 while the server still listens and
   * serves, so a load balancer polling it sees "draining" (a closed port only says "down", and only
   * on its next failed poll) and stops sending; every answer meanwhile carries `Connection: close`,
   * so a client's next request opens a connection the balancer routes elsewhere, and the job runner
   * stops after the job in hand. Then the listener closes, idle keep-alive connections close, and
   * requests in flight finish within `graceMs` (EPR_DRAIN_SECONDS); what is still open then is cut.
   * Last the pool closes, for at most `dbCloseMs`: a client still checked out (a stuck job or handler)
   * would hold it forever, and a repeated signal is ignored (main.ts). Calling it again waits for the first.
   */
  const close = ({
    noticeMs = config.drainNoticeSeconds * 1000,
    graceMs = config.drainSeconds * 1000,
    dbCloseMs = DB_CLOSE_BOUND_MS,
  }: DrainTimes = {}): Promise<void> => {
    closing ??= (async () => {
      const log = processLogger(config.logLevel);
      lifecycle.draining = true;
      if (outboxSweep) clearInterval(outboxSweep);
      for (const res of inFlight) if (!res.headersSent) res.shouldKeepAlive = false;
      const jobsStopped = jobs.stop();
      if (noticeMs > 0) await new Promise((resolve) => setTimeout(resolve, noticeMs));
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      let cut: ReturnType<typeof setTimeout> | undefined;
      const graceEnded = new Promise<"cut">((resolve) => {
        cut = setTimeout(() => resolve("cut"), graceMs);
      });
      // A keep-alive connection that became idle after its last answer is closed without waiting
      // for its timeout.
      const sweep = setInterval(() => server.closeIdleConnections(), 250);
      try {
        if ((await Promise.race([Promise.all([closed, jobsStopped]), graceEnded])) === "cut") {
          log.warn(
            { graceSeconds: graceMs / 1000, open: inFlight.size },
            "The drain's grace ended with requests still open: closing them.",
          );
          server.closeAllConnections();
          await closed;
        }
      } finally {
        clearTimeout(cut);
        clearInterval(sweep);
      }
      // A job still running past the grace loses its database; its lease ends and another server runs it again.
      let bound: ReturnType<typeof setTimeout> | undefined;
      const gaveUp = new Promise<"gave up">((resolve) => {
        bound = setTimeout(() => resolve("gave up"), dbCloseMs);
      });
      try {
        if ((await Promise.race([db.close().then(() => "closed" as const), gaveUp])) === "gave up")
          log.warn(
            { waitedSeconds: dbCloseMs / 1000 },
            "The database pool did not close (a connection is still checked out): exiting without it.",
          );
      } finally {
        clearTimeout(bound);
      }
    })();
    return closing;
  };
  return { server, db, config, close, jobs, lifecycle, app };
}
