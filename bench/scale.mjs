#!/usr/bin/env node
// npm run bench -- --scale [members ...] [--seconds S] [--connections C]
//   (default 10000 1000000, 10 s, 50 connections; needs `npm run build`)
// The scale table: for each size, on embedded PGlite and on a throwaway PostgreSQL server (the test
// command's helper, scripts/lib/postgres.mjs) with 1 and 2 server processes: the seed time; for each
// search kind and the summary, one request at a time (median of 30) and 50 connections for 10 s
// (requests/s, p50, p95, p99, non-2xx); beside them the authenticated bare route (GET /api/session:
// the session resolved, nothing else — the stack's ceiling) and the bare SQL of the same query on the
// same database. Timings are printed, never asserted. Loopback only.
import { readdirSync, readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { loadBuild, newSecret, seedByCommand, signIn, startServer, withStore } from "./lib/app.mjs";
import { load, percentile, sequential } from "./lib/load.mjs";

const build = await loadBuild();
const { openDatabase, ssnVault } = build;
// The server's own statements, so "bare SQL" is the very query the route runs.
const { searchSql, summarySql } = await build.load("employees/find-routes.js");

const args = process.argv.slice(2).filter((a) => a !== "--scale");
// --seconds S shortens a trial run of the bench itself; the table is 10 s and 50 connections.
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args.splice(at, 2)[1]) : fallback;
};
const SECONDS = option("--seconds", 10);
const CONNECTIONS = option("--connections", 50);
const sizes = args.filter((a) => /^\d+$/.test(a)).map(Number);
const ONE_BY_ONE = 30;
const secret = newSecret();
const median = (xs) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    50,
  );
const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : "–");

/** What to search for: demo.admin's client, its largest group, a common last-name prefix, one member. */
async function pickTargets(dbOptions) {
  const db = await openDatabase(dbOptions);
  try {
    const [client] = (
      await db.query(
        `select c.id from plan_admins a join admin_clients ac on ac.admin_id = a.id
           join clients c on c.id = ac.client_id where a.login_id = 'demo.admin' limit 1`,
      )
    ).rows;
    const readableGroups = (
      await db.query("select group_number from groups where client_id = $1", [client.id])
    ).rows.map((r) => r.group_number);
    const [group] = (
      await db.query(
        `select g.group_number, count(*)::int as n from employee_groups g join groups gr using (group_number)
          where gr.client_id = $1 group by g.group_number order by n desc limit 1`,
        [client.id],
      )
    ).rows;
    const [name] = (
      await db.query(
        `select lower(last_name) as last_name, count(*)::int as n from employees where client_id = $1
          group by 1 order by n desc limit 1`,
        [client.id],
      )
    ).rows;
    const [member] = (
      await db.query(
        `select e.umi, e.client_assigned_id, e.ssn_encrypted from employees e
           join employee_groups g on g.umi = e.umi where g.group_number = $1 limit 1`,
        [group.group_number],
      )
    ).rows;
    // An administrator of two small groups of the same client (as demo.admin's password): a
    // last-name search of theirs merges those groups' walks instead of passing every other group's
    // matches (employees/find-routes.ts FEW_GROUPS).
    const fewGroups = (
      await db.query(
        `select g.group_number from groups g join employee_groups m using (group_number)
          where g.client_id = $1 group by 1 having count(*) between 5 and 200 order by 1 limit 2`,
        [client.id],
      )
    ).rows.map((r) => r.group_number);
    const [few] = (
      await db.query(
        `insert into plan_admins (login_id, first_name, last_name, email, role, password_hash, entitlements)
         select 'bench.few', 'Bench', 'Few', 'bench.few@example.com', role, password_hash, entitlements
           from plan_admins where login_id = 'demo.admin' returning id`,
      )
    ).rows;
    await db.query("insert into admin_clients (admin_id, client_id) values ($1, $2) on conflict do nothing", [
      few.id,
      client.id,
    ]);
    await db.query(
      `insert into admin_group_entitlements (admin_id, group_number, employee_data, spending_account)
       select $1, unnest($2::text[]), 'View', 'View' on conflict do nothing`,
      [few.id, fewGroups],
    );
    const opened = ssnVault(secret).decrypt(member.ssn_encrypted);
    const ssn = opened.startsWith("{") ? JSON.parse(opened).subscriber : opened;
    const targets = {
      scope: { clientId: client.id, readableGroups },
      lastName: name.last_name.slice(0, 4),
      group: group.group_number,
      groupSize: group.n,
      umi: member.umi,
      clientAssignedId: member.client_assigned_id,
      ssn,
      fewGroups,
    };
    // The bare SQL of each call, on the same data, one at a time (median of 30).
    const lookupHash = ssnVault(secret).lookupHash;
    const timeSql = async (statements) => {
      const times = [];
      for (let i = 0; i < ONE_BY_ONE; i++) {
        const start = performance.now();
        for (const [sql, params] of statements) await db.query(sql, params);
        times.push(performance.now() - start);
      }
      return median(times);
    };
    const bareSql = {};
    for (const [kind, data] of searchKinds(targets))
      bareSql[kind] = await timeSql([searchSql(targets.scope, data, null, lookupHash)]);
    bareSql.summary = await timeSql([[summarySql, [member.umi]]]);
    bareSql.few = await timeSql([
      searchSql(
        { ...targets.scope, readableGroups: fewGroups },
        { lastName: targets.lastName },
        null,
        lookupHash,
      ),
    ]);
    return { targets, bareSql };
  } finally {
    await db.close();
  }
}

const searchKinds = (t) => [
  [`last name '${t.lastName}'`, { lastName: t.lastName }],
  [`group ${t.group} (${t.groupSize})`, { groupNumber: t.group }],
  ["member ID", { memberId: t.umi }],
  ["client-assigned ID", { memberId: t.clientAssignedId }],
  ["SSN", { memberId: t.ssn }],
];

/**
 * CPU clock ticks so far of each process under a root: `server` (the server and its cluster
 * workers) and `postgres` (the postmaster and its backends), by process, so that another engineer's
 * processes on the machine count for nothing and a process that ends between two readings takes
 * nothing away. Linux /proc only; null elsewhere.
 */
function cpuTicks(roots) {
  let entries;
  try {
    entries = readdirSync("/proc").filter((d) => /^\d+$/.test(d));
  } catch {
    return null;
  }
  const procs = new Map();
  for (const pid of entries) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      procs.set(Number(pid), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // gone meanwhile
    }
  }
  const roleOf = (pid) => {
    for (let at = pid; at > 1; at = procs.get(at)?.ppid ?? 0)
      for (const [role, root] of Object.entries(roots)) if (root === at) return role;
    return null;
  };
  const ticks = { load: process.cpuUsage(), server: new Map(), postgres: new Map() };
  for (const [pid, { ticks: used }] of procs) ticks[roleOf(pid)]?.set(pid, used);
  return ticks;
}
/** Microseconds of CPU per answer: the server's, PostgreSQL's and the load tool's (clock ticks of 10 ms). */
function cpuPerAnswer(before, after, answers) {
  if (!before || !after || !answers) return {};
  const load = process.cpuUsage(before.load);
  const spent = (role) => {
    let sum = 0;
    for (const [pid, used] of after[role]) sum += used - (before[role].get(pid) ?? 0);
    return sum;
  };
  return {
    cpuServer: (spent("server") * 10_000) / answers,
    // PGlite runs inside the server process: its work is in the server's column.
    ...(after.postgres.size ? { cpuPostgres: (spent("postgres") * 10_000) / answers } : {}),
    cpuLoad: (load.user + load.system) / answers,
  };
}

const rows = [];
async function measure({ members, engine, servers, seedSeconds, env, picked, postmaster }) {
  const server = await startServer(build, { ...env, EPR_WORKERS: String(servers) });
  const { port } = server;
  try {
    const cookie = await signIn(server);
    const fewCookie = await signIn(server, "bench.few");
    const json = { cookie, "content-type": "application/json" };
    const calls = [
      ["bare route (GET /api/session)", { port, path: "/api/session", headers: { cookie } }, null],
      ...searchKinds(picked.targets).map(([kind, data]) => [
        `search ${kind}`,
        { port, method: "POST", path: "/api/employees/search", headers: json, body: JSON.stringify(data) },
        picked.bareSql[kind],
      ]),
      [
        `search last name '${picked.targets.lastName}', ${picked.targets.fewGroups.length} groups readable`,
        {
          port,
          method: "POST",
          path: "/api/employees/search",
          headers: { cookie: fewCookie, "content-type": "application/json" },
          body: JSON.stringify({ lastName: picked.targets.lastName }),
        },
        picked.bareSql.few,
      ],
      [
        "summary",
        { port, path: `/api/employees/${picked.targets.umi}`, headers: { cookie } },
        picked.bareSql.summary,
      ],
    ];
    for (const [call, request, bareSql] of calls) {
      const times = await sequential(request, ONE_BY_ONE);
      const roots = { server: server.pid, postgres: postmaster };
      const before = cpuTicks(roots);
      const loaded = await load(request, { connections: CONNECTIONS, seconds: SECONDS });
      const cpu = cpuPerAnswer(before, cpuTicks(roots), loaded.rps * SECONDS);
      const row = {
        members,
        engine,
        servers,
        seedSeconds,
        call,
        one: median(times),
        bareSql,
        ...loaded,
        ...cpu,
      };
      rows.push(row);
      console.log(
        `  ${engine} ×${servers} ${call}: ${fmt(row.one)} ms alone, ${fmt(row.rps, 0)} req/s, p95 ${fmt(row.p95)} ms`,
      );
    }
  } finally {
    await server.stop();
  }
}

for (const members of sizes.length ? sizes : [10000, 1000000]) {
  // Embedded PGlite is one process by design; PostgreSQL is measured with 1 and 2. The database
  // lives on disk, for the seed command and then the server to open in turn.
  for (const [engine, serverCounts] of [
    ["PGlite", [1]],
    ["PostgreSQL", [1, 2]],
  ]) {
    const measured = await withStore(
      engine,
      async ({ options, env: store, pid: postmaster }) => {
        const env = { ...store, EPR_SECRET: secret };
        console.log(`Seeding ${members} members into ${engine}…`);
        const seedSeconds = seedByCommand(build, env, members);
        const picked = await pickTargets(options);
        for (const servers of serverCounts)
          await measure({ members, engine, servers, seedSeconds, env, picked, postmaster });
        return true;
      },
      { onDisk: true },
    );
    if (!measured) console.log("(no PostgreSQL server binaries here: the PostgreSQL rows are missing)");
  }
}

console.log(
  `\n${CONNECTIONS} connections for ${SECONDS} s per call; "alone" and "bare SQL" are medians of ${ONE_BY_ONE} sequential runs.\n`,
);
console.log(
  "CPU µs per answer under load: the server's processes, PostgreSQL's and the load tool's (Linux /proc; – elsewhere).\n",
);
console.log(
  "| members | database | servers | seed s | call | alone ms | bare SQL ms | req/s | p50 ms | p95 ms | p99 ms | non-2xx | CPU server | CPU PostgreSQL | CPU load |",
);
console.log("|---:|---|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
for (const r of rows)
  console.log(
    `| ${r.members} | ${r.engine} | ${r.servers} | ${fmt(r.seedSeconds, 0)} | ${r.call} | ${fmt(r.one)} | ${fmt(r.bareSql ?? Number.NaN)} | ${fmt(r.rps, 0)} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${r.non2xx} | ${fmt(r.cpuServer ?? Number.NaN, 0)} | ${fmt(r.cpuPostgres ?? Number.NaN, 0)} | ${fmt(r.cpuLoad ?? Number.NaN, 0)} |`,
  );
