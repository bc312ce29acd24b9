import { rmSync } from "node:fs";
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
import { seedDatabase } from "./seed/seed.js";

export interface StartOptions {
  config?: ServerConfig;
  /** Members to seed into an empty embedded database (the demo). */
  seedMembers?: number;
  /** Adds routes to the app before it serves (the e2e entry's fixtures; main.ts adds none). */
  mount?: (app: ReturnType<typeof createApp>) => void;
}

/** Opens the database, applies migrations, seeds an empty embedded demo, and builds the app. */
export async function prepare(options: StartOptions = {}) {
  const config = options.config ?? loadConfig();
  let db: Database = await openDatabase(databaseOptions(config));
  const { keys, remakeDemo } = await resolveKeys(config, db);
  if (remakeDemo) {
    // Its SSNs were sealed with the constant older code held: that demo is remade under the new key.
    console.log(`The demo database in ${config.dataDir} predates the key file: making a new demo.`);
    await db.close();
    rmSync(config.dataDir, { recursive: true, force: true });
    db = await openDatabase(databaseOptions(config));
  }
  const migration = await migrate(db);
  await syncContent(db); // every database gets this release's texts, seeded demo or not (content/files.ts)
  const vault = ssnVault(keys.current, keys.previous);
  const resealed = await resealSsns(db, vault);
  if (resealed) console.log(`Re-sealed ${resealed} employees' SSNs with key ${vault.keyId}.`);
  if (!config.databaseUrl && options.seedMembers) {
    const { rows } = await db.query<{ n: number }>("select count(*)::int as n from plan_admins");
    if ((rows[0]?.n ?? 0) === 0) {
      const started = Date.now();
      const summary = await seedDatabase(db, vault, { members: options.seedMembers, seed: 2026 });
      console.log(`Seeded the demo database: ${summary.members} members in ${Date.now() - started} ms.`);
    }
  }
  const app = createApp({ db, config, vault, migration, now: () => new Date() });
  return { app, db, config, vault };
}

export async function startServer(options: StartOptions = {}) {
  const { app, db, config, vault } = await prepare(options);
  options.mount?.(app);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: "0.0.0.0" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  // Durable jobs (jobs/runner.ts): delayed processing of submitted groups, and later the report jobs.
  const jobs = createJobRunner({ db, handlers: serverJobs({ vault }).handlers, pollMs: config.jobPollMs });
  jobs.start();
  const close = async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await jobs.stop();
    await db.close();
  };
  return { server, db, config, close, jobs };
}
