import { rmSync } from "node:fs";
import type { Server, ServerResponse } from "node:http";
import { serve } from "@hono/node-server";
import { createApp } from "./app.js";
import { resolveKeys } from "./auth/keys.js";
import { resealSsns } from "./auth/reseal.js";
import { ssnVault } from "./auth/ssn.js";
import { loadConfig, type ServerConfig } from "./config.js";
import { syncContent } from "./content/files.js";
import { type Database, databaseOptions, openDatabase } from "./db/database.js";
import { migrate } from "./db/migrate.js";
import { serverJobs } from "./jobs/handlers.js";
import { createJobRunner } from "./jobs/runner.js";
import { processLogger } from "./observability/log.js";
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

/** Whether this process is draining (SIGTERM): the readiness answer turns false (routes/ready.ts). */
export interface Lifecycle {
  draining: boolean;
}

/** Opens the database, applies migrations, seeds an empty embedded demo, and builds the app. */
export async function prepare(options: StartOptions = {}) {
  const config = options.config ?? loadConfig();
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

export async function startServer(options: StartOptions = {}) {
  const { app, db, config, vault, lifecycle } = await prepare(options);
  options.mount?.(app);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: "0.0.0.0" }) as Server;
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
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
    handlers: serverJobs({ vault }).handlers,
    pollMs: config.jobPollMs,
    logger: processLogger(config.logLevel),
  });
  jobs.start();

  let closing: Promise<void> | undefined;
  /**
   * The graceful drain (issue 12: "a readiness answer that turns false while the server drains on
   * SIGTERM; in-flight requests finish, new ones go to the other servers"): readiness answers 503;
   * the listener closes, so a load balancer's (or the cluster primary's) next connection goes to
   * another server; idle keep-alive connections close, and each answer still in flight is sent with
   * `Connection: close`; the job runner stops after the job in hand. What is still open after
   * `graceMs` (EPR_DRAIN_SECONDS) is cut; then the pool closes. Calling it again waits for the first.
   */
  const close = (graceMs = config.drainSeconds * 1000): Promise<void> => {
    closing ??= (async () => {
      lifecycle.draining = true;
      for (const res of inFlight) if (!res.headersSent) res.shouldKeepAlive = false;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      let cut: ReturnType<typeof setTimeout> | undefined;
      const graceEnded = new Promise<"cut">((resolve) => {
        cut = setTimeout(() => resolve("cut"), graceMs);
      });
      const jobsStopped = jobs.stop();
      // A keep-alive connection that became idle after its last answer is closed without waiting
      // for its timeout.
      const sweep = setInterval(() => server.closeIdleConnections(), 250);
      try {
        if ((await Promise.race([Promise.all([closed, jobsStopped]), graceEnded])) === "cut") {
          processLogger(config.logLevel).warn(
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
      await db.close();
    })();
    return closing;
  };
  return { server, db, config, close, jobs, lifecycle, app };
}
