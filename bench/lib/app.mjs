// The setup every bench shares, so each script keeps only what it measures: the built server's
// modules (apps/server/dist, or another build), a throwaway database (embedded PGlite, or a
// PostgreSQL cluster from scripts/lib/postgres.mjs) removed afterwards, the app in this process or
// the built server as a child process, and a demo administrator's session cookie.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { startPostgres } from "../../scripts/lib/postgres.mjs";
import { freePort } from "../../scripts/lib/product-server.mjs";
import { send } from "./load.mjs";

const root = new URL("../..", import.meta.url).pathname;
const DIST = new URL("../../apps/server/dist/", import.meta.url);

/**
 * The built server's modules every bench calls, and `load(file)` for the rest (imported only where
 * used: the census bench's heap is measured). `folder` names another build (a copy of
 * apps/server/dist made before a change, kept under apps/server/ so its imports resolve).
 */
export async function loadBuild(folder) {
  const dist = folder ? pathToFileURL(`${resolve(folder)}/`) : DIST;
  const load = (file) => import(new URL(file, dist));
  const [ssn, config, database, migrate, seed, bulk] = await Promise.all(
    [
      "auth/ssn.js",
      "config.js",
      "db/database.js",
      "db/migrate.js",
      "seed/seed.js",
      "seed/bulkMembers.js",
    ].map(load),
  );
  return {
    dist,
    load,
    ssnVault: ssn.ssnVault,
    loadConfig: config.loadConfig,
    openDatabase: database.openDatabase,
    migrate: migrate.migrate,
    seedDatabase: seed.seedDatabase,
    insertBulkGroup: bulk.insertBulkGroup,
  };
}

/** A key for the SSN vault and EPR_SECRET (the server asks for 32 bytes at least). */
export const newSecret = () => randomBytes(48).toString("base64");

/**
 * Runs `work(store)` on a fresh database of `engine` ("PGlite" or "PostgreSQL") and removes it
 * afterwards, whatever happened. The store gives `options` for openDatabase, `env` for a server
 * or seed process and, on PostgreSQL, the postmaster's `pid`. PGlite lives in memory unless `onDisk`
 * (a child process opens it by folder).
 * Answers work's answer, or null when the engine cannot start here (no PostgreSQL binaries, or the
 * cluster failed: postgres.mjs says why).
 */
export async function withStore(engine, work, { onDisk = false } = {}) {
  if (engine === "PGlite") {
    const folder = onDisk ? mkdtempSync(join(tmpdir(), "epr-bench-")) : null;
    const dataDir = folder ? join(folder, "pglite") : "memory://";
    try {
      return await work({ engine, options: { dataDir }, env: { EPR_DATA_DIR: dataDir } });
    } finally {
      if (folder) rmSync(folder, { recursive: true, force: true });
    }
  }
  const server = startPostgres();
  if (!server) return null;
  try {
    return await work({
      engine,
      options: { url: server.url },
      env: { DATABASE_URL: server.url },
      pid: server.pid,
    });
  } finally {
    server.stop();
  }
}

/** `withStore` with the database opened in this process: `work(db)`, closed afterwards. */
export function withDatabase(build, engine, work) {
  return withStore(engine, async ({ options }) => {
    const db = await build.openDatabase(options);
    try {
      return await work(db);
    } finally {
      await db.close();
    }
  });
}

/**
 * Migrates `db` and seeds the demo with `members` members (seed 1) in this process; answers the
 * migration number, the vault it sealed SSNs with and the seed's seconds.
 */
export async function seed(build, db, { members, vault = build.ssnVault(newSecret()) }) {
  const migration = await build.migrate(db);
  const started = performance.now();
  await build.seedDatabase(db, vault, { members, seed: 1 });
  return { migration, vault, seconds: (performance.now() - started) / 1000 };
}

/** Seeds the store through the server's seed command (which migrates), as `npm run seed` does; answers seconds. */
export function seedByCommand(build, env, members) {
  const started = performance.now();
  const res = spawnSync(
    process.execPath,
    [new URL("seed/cli.js", build.dist).pathname, "--members", String(members)],
    { cwd: root, env: { ...process.env, ...env }, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
  );
  if (res.status !== 0) throw new Error(`seed failed: ${res.stderr || res.stdout}`);
  return (performance.now() - started) / 1000;
}

/**
 * The app in this process over `db` (no socket): a client whose `request(path, init)` answers a
 * fetch Response. Access lines only at warn, as the child server: one per request would be most of
 * what a bench prints and part of what it times.
 */
export async function inProcess(build, { db, vault, migration = 0 }) {
  const { createApp } = await build.load("app.js");
  const config = { ...build.loadConfig({ EPR_LOG_LEVEL: "warn" }), portalDir: "/nonexistent" };
  const app = createApp({ db, config, vault, migration, now: () => new Date() });
  return { base: "http://localhost", dist: build.dist, request: (path, init) => app.request(path, init) };
}

/** A client of a server listening at `base` (fetch). */
export const httpClient = (base, dist = DIST) => ({
  base,
  dist,
  request: (path, init) => fetch(new URL(path, base), init),
});

/**
 * Starts the built server (main.js) on a free port with `env` and waits for /api/health; answers
 * its client with `port` and `stop()`. No portal, no seed, access lines off; node's options as
 * `npm start` gives them. `execArgv` are more of Node's own options for it (`--cpu-prof`, which
 * NODE_OPTIONS does not take).
 */
export async function startServer(build, env, { execArgv = [] } = {}) {
  const port = await freePort();
  // Node's options as `npm start` gives them (the collector's young generation, EPR_SEMI_SPACE_MB):
  // the server measured as it runs.
  const { startNodeArgs } = await build.load("settings.js");
  const nodeArgs = [...(startNodeArgs?.({ ...process.env, ...env }) ?? []), ...execArgv];
  const child = spawn(process.execPath, [...nodeArgs, new URL("main.js", build.dist).pathname], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      EPR_SEED_MEMBERS: "0",
      EPR_PORTAL_DIR: "/nonexistent",
      // No access line per request in the measured path; warnings and a failed start still print.
      EPR_LOG_LEVEL: "warn",
      // No balancer polls readiness here: stop at once rather than after the drain's notice.
      EPR_DRAIN_NOTICE_SECONDS: "0",
      // The bench calls it at this address: its public one (required with DATABASE_URL, and the
      // only host it answers then), and the outbox is its mailer, chosen as DATABASE_URL asks.
      EPR_PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...(env.DATABASE_URL ? { EPR_MAIL: "outbox" } : {}),
    },
    // Both streams: a server not on a terminal logs its start failure through pino on stdout.
    stdio: ["ignore", "pipe", "pipe"],
  });
  // The last few KB of its output, for the error; read on, so a full pipe never stalls the server.
  let output = "";
  const keep = (d) => {
    output = (output + d).slice(-8192);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
  };
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    const up = await send({ port, path: "/api/health" }).catch(() => null);
    if (up?.status === 200)
      return { ...httpClient(`http://127.0.0.1:${port}`, build.dist), port, pid: child.pid, stop };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not answer health: ${output}`);
}

/**
 * Signs in as a demo administrator (the demo password of the client's build) from the client's own
 * origin, as the portal does; answers the session cookie (`name=value`).
 */
export async function signIn(client, loginId = "demo.admin") {
  const { DEMO_PASSWORD } = await import(new URL("seed/demo-admins.js", client.dist));
  const res = await client.request("/api/session", {
    method: "POST",
    headers: { "content-type": "application/json", origin: client.base },
    body: JSON.stringify({ loginId, password: DEMO_PASSWORD }),
  });
  const cookie = res.headers.get("set-cookie")?.split(";")[0];
  if (!res.ok || !cookie) throw new Error(`${loginId}: sign-in answered ${res.status}: ${await res.text()}`);
  await res.body?.cancel();
  return cookie;
}
