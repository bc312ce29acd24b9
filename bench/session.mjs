#!/usr/bin/env node
// Per-request overhead of an authenticated call (issue 12): the cost every route pays before its
// own work, measured on `GET /api/session`, the bare route that only resolves the session. Runs
// through the real app (cookie, session middleware, entitlements) on embedded PGlite and, when
// the machine has the server binaries, on a throwaway PostgreSQL server (scripts/lib/postgres.mjs).
// Prints the SQL statements per request, one-at-a-time latency, and 50 calls in flight for a few
// seconds (in-process, no socket: the server stack's own ceiling).
// Usage: node bench/session.mjs [members] [seconds] [--dist=<folder>]   (default 1000 3). Needs
// `npm run build`. --dist measures another build of the server (a copy of apps/server/dist made
// before a change, kept under apps/server/ so its imports resolve): run both in turn to compare.
import { resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { startPostgres } from "../scripts/lib/postgres.mjs";

const args = process.argv.slice(2);
const distArg = args.find((a) => a.startsWith("--dist="))?.slice("--dist=".length);
const dist = distArg
  ? pathToFileURL(`${resolve(distArg)}/`)
  : new URL("../apps/server/dist/", import.meta.url);
const { createApp } = await import(new URL("app.js", dist));
const { ssnVault } = await import(new URL("auth/ssn.js", dist));
const { loadConfig } = await import(new URL("config.js", dist));
const { openDatabase } = await import(new URL("db/database.js", dist));
const { migrate } = await import(new URL("db/migrate.js", dist));
const { seedDatabase } = await import(new URL("seed/seed.js", dist));

const [members = 1000, seconds = 3] = args.map(Number).filter(Boolean);
const RUNS = 300;
const CONNECTIONS = 50;
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** Wraps the database so every statement the app sends is counted (the replica's too). */
function counting(db) {
  const counter = { n: 0 };
  const count = (q) => ({
    query: (sql, params) => {
      counter.n++;
      return q.query(sql, params);
    },
  });
  const wrapped = { ...db, ...count(db), replica: count(db.replica ?? db) };
  wrapped.transaction = (work) => db.transaction((tx) => work(count(tx)));
  return { db: wrapped, counter };
}

async function measure(engine, db) {
  const rows = [];
  await migrate(db);
  const config = { ...loadConfig({}), portalDir: "/nonexistent" };
  const vault = ssnVault("bench-session-key-of-at-least-32-bytes!!");
  await seedDatabase(db, vault, { members, seed: 1 });
  const { db: counted, counter } = counting(db);
  const app = createApp({ db: counted, config, vault, migration: 0, now: () => new Date() });
  let clientNumber = "";
  for (const loginId of ["demo.admin", "demo.internal"]) {
    const login = await app.request("/api/session", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost" },
      body: JSON.stringify({ loginId, password: "Demo-Portal-2026!" }),
    });
    let cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
    if (loginId === "demo.internal") {
      // Internal staff act for an employer chosen after sign-in (session-and-admin.md §6).
      const chosen = await app.request("/api/session/client", {
        method: "PUT",
        headers: { "content-type": "application/json", origin: "http://localhost", cookie },
        body: JSON.stringify({ clientNumber }),
      });
      cookie = (chosen.headers.get("set-cookie") ?? cookie).split(";")[0];
    }
    const call = async () => {
      const res = await app.request("/api/session", { headers: { cookie } });
      const body = await res.json();
      if (!body.signedIn) throw new Error(`${loginId}: not signed in (${res.status})`);
      return body;
    };
    const first = (await call()).session;
    clientNumber ||= first.employer?.clientNumber ?? "";
    const groups = first.groups.length;
    counter.n = 0;
    const times = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      await call();
      times.push(performance.now() - start);
    }
    const perRequest = counter.n / RUNS;
    times.sort((a, b) => a - b);
    // 50 calls in flight for `seconds`: each worker starts its next call when its last one ends.
    const loaded = [];
    const end = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < end) {
          const start = performance.now();
          await call();
          loaded.push(performance.now() - start);
        }
      }),
    );
    loaded.sort((a, b) => a - b);
    rows.push(
      `| ${engine} | ${loginId} | ${groups} | ${perRequest.toFixed(2)} | ${pct(times, 0.5).toFixed(2)} | ${pct(times, 0.95).toFixed(2)} | ${Math.round(loaded.length / seconds)} | ${pct(loaded, 0.5).toFixed(1)} | ${pct(loaded, 0.99).toFixed(1)} |`,
    );
  }
  return rows;
}

const table = [
  `\nGET /api/session, ${members} members seeded; ${RUNS} calls one at a time, then ${CONNECTIONS} in flight for ${seconds} s\n`,
  "| engine | login | groups | SQL statements / request | median ms | p95 ms | req/s at 50 | p50 ms at 50 | p99 ms at 50 |",
  "|---|---|---:|---:|---:|---:|---:|---:|---:|",
];
{
  const db = await openDatabase({ dataDir: "memory://" });
  table.push(...(await measure("PGlite", db)));
  await db.close();
}
const server = startPostgres();
if (server) {
  try {
    const db = await openDatabase({ url: server.url });
    table.push(...(await measure("PostgreSQL 15", db)));
    await db.close();
  } finally {
    server.stop();
  }
} else table.push("| PostgreSQL | (no server binaries on this machine) |");
console.log(table.join("\n"));
