#!/usr/bin/env node
// Per-request overhead of an authenticated call: the cost every route pays before its
// own work, measured on `GET /api/session`, the bare route that only resolves the session. Runs
// through the real app (cookie, session middleware, entitlements) on embedded PGlite and, when
// the machine has the server binaries, on a throwaway PostgreSQL server (scripts/lib/postgres.mjs).
// Prints the SQL statements per request, one-at-a-time latency, and 50 calls in flight for a few
// seconds (in-process, no socket: the server stack's own ceiling).
// Usage: node bench/session.mjs [members] [seconds] [--dist=<folder>]   (default 1000 3). Needs
// `npm run build`. --dist measures another build of the server (a copy of apps/server/dist made
// before a change, kept under apps/server/ so its imports resolve): run both in turn to compare.
import { performance } from "node:perf_hooks";
import { inProcess, loadBuild, seed, signIn, withDatabase } from "./lib/app.mjs";

const args = process.argv.slice(2);
const build = await loadBuild(args.find((a) => a.startsWith("--dist="))?.slice("--dist=".length));
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
  const { vault } = await seed(build, db, { members });
  const { db: counted, counter } = counting(db);
  const app = await inProcess(build, { db: counted, vault });
  let clientNumber = "";
  for (const loginId of ["demo.admin", "demo.internal"]) {
    let cookie = await signIn(app, loginId);
    if (loginId === "demo.internal") {
      // Internal staff act for an employer chosen after sign-in (session-and-admin.md §6).
      const chosen = await app.request("/api/session/client", {
        method: "PUT",
        headers: { "content-type": "application/json", origin: app.base, cookie },
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
table.push(...(await withDatabase(build, "PGlite", (db) => measure("PGlite", db))));
const postgres = await withDatabase(build, "PostgreSQL", (db) => measure("PostgreSQL 15", db));
table.push(...(postgres ?? ["| PostgreSQL | (no server binaries on this machine) |"]));
console.log(table.join("\n"));
