#!/usr/bin/env node
// npm run bench -- --scale [members ...] [--seconds S] [--connections C] [--engine postgres|pglite]
//                        [--keep DIR] [--profile DIR [--profile-calls a,b] [--profile-only]] [--drivers] [--plans]
//                        [--against FOLDER [--together]] [--pin]
//   (default 10000 1000000, 10 s, 50 connections, both engines; needs `npm run build`)
// --keep DIR keeps the PostgreSQL cluster, its seed and the seed's secret in DIR and reuses them
// when the same size is asked again (seeding a million takes minutes; one size per DIR).
// --against FOLDER measures another build (a copy of apps/server/dist) call by call beside this one;
// with --together both at the same moments, half the connections each.
// --pin runs PostgreSQL on a core of its own and the servers and the load tool on the others, as
// deployed (the database on its own machine; bench/lib/pin.mjs).
// --drivers times pg against postgres.js on the routes' statements (bench/lib/drivers.mjs).
// --plans prints PostgreSQL's own CPU per run of each call's statement, prepared as the server
// prepares it, under plan_cache_mode auto (the server's) and force_generic_plan (planned once), of
// this build and the --against one: whether PostgreSQL plans the statement anew on every call.
// --profile DIR then runs the search load once more on one server process under `node --cpu-prof`
// and prints the functions with the most self time; the profile, its folded stacks and a flame graph
// (bench/lib/flame-graph.mjs, an SVG) stay in DIR.
// The scale table: for each size, on embedded PGlite and on a throwaway PostgreSQL server (the test
// command's helper, scripts/lib/postgres.mjs) with 1 and 2 server processes: the seed time; for each
// search kind and the summary, one request at a time (median of 30) and 50 connections for 10 s
// (requests/s, p50, p95, p99, non-2xx); beside them the authenticated bare route (GET /api/session:
// the session resolved, nothing else — the stack's ceiling) and the bare SQL of the same query on the
// same database. Timings are printed, never asserted. Loopback only.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { loadBuild, newSecret, seedByCommand, signIn, startServer, withStore } from "./lib/app.mjs";
import { folded, topSelf, topTable } from "./lib/cpu-profile.mjs";
import { compareDrivers } from "./lib/drivers.mjs";
import { flameGraphSvg } from "./lib/flame-graph.mjs";
import { keptPostgres } from "./lib/kept-postgres.mjs";
import { load, percentile, sequential } from "./lib/load.mjs";
import { pinCores } from "./lib/pin.mjs";
import { processes, processStat, rootOf } from "./lib/proc.mjs";

const build = await loadBuild();
const { openDatabase, ssnVault } = build;
// The server's own statements, so "bare SQL" is the very query the route runs.
const routes = await build.load("employees/find-routes.js");

const args = process.argv.slice(2).filter((a) => a !== "--scale");
// --seconds S shortens a trial run of the bench itself; the issue's table is 10 s and 50 connections.
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args.splice(at, 2)[1]) : fallback;
};
const SECONDS = option("--seconds", 10);
const CONNECTIONS = option("--connections", 50);
const text = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args.splice(at, 2)[1] : null;
};
const ENGINE = text("--engine");
const KEEP = text("--keep");
const PROFILE = text("--profile");
// Parts of call names to profile one by one (comma-separated; "bare" is the bare route).
const PROFILE_CALLS = text("--profile-calls")?.split(",").filter(Boolean) ?? null;
// Profiles only, no scale table (a kept seed and a profile of one call take a minute, the table ten).
const PROFILE_ONLY = args.includes("--profile-only");
const DRIVERS = args.includes("--drivers");
const PLANS = args.includes("--plans");
const PINNED = args.includes("--pin") ? pinCores() : null;
if (args.includes("--pin") && !PINNED) console.log("(--pin needs two cores or more: not pinned)");
/** Runs of each statement --plans times (the backend's clock ticks are 10 ms: 10 µs a run). */
const PLAN_RUNS = 1000;
// Another build (a copy of apps/server/dist made before a change, under apps/server/), measured
// call by call right after this one on the same database: on a machine shared with others the load
// changes by the minute, and back to back is the fairest before-and-after it allows.
const AGAINST = text("--against");
const TOGETHER = args.includes("--together");
const against = AGAINST ? await loadBuild(AGAINST) : null;
const againstRoutes = against ? await against.load("employees/find-routes.js") : null;
const sizes = args.filter((a) => /^\d+$/.test(a)).map(Number);
const ONE_BY_ONE = 30;
const median = (xs) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    50,
  );
const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : "–");

/** What to search for: demo.admin's client, its largest group, a common last-name prefix, one member. */
async function pickTargets(dbOptions, secret) {
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
    // Made once: a kept database (--keep) has it from the run before.
    await db.query(
      `insert into plan_admins (login_id, first_name, last_name, email, role, password_hash, entitlements)
       select 'bench.few', 'Bench', 'Few', 'bench.few@example.com', role, password_hash, entitlements
         from plan_admins where login_id = 'demo.admin' and not exists
           (select 1 from plan_admins where login_id = 'bench.few')`,
    );
    const [few] = (await db.query("select id from plan_admins where login_id = 'bench.few'")).rows;
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
    // Each call's statement, as a build's route runs it: [label, sql, params].
    const statementsOf = (build) => [
      ...searchKinds(targets).map(([kind, data]) => [
        kind,
        ...build.searchSql(targets.scope, data, null, lookupHash),
      ]),
      [
        "few",
        ...build.searchSql(
          { ...targets.scope, readableGroups: fewGroups },
          { lastName: targets.lastName },
          null,
          lookupHash,
        ),
      ],
      ["summary", build.summarySql, [member.umi]],
    ];
    const statements = statementsOf(routes);
    const bareSql = {};
    for (const [label, sql, params] of statements) bareSql[label] = await timeSql([[sql, params]]);
    return { targets, bareSql, statements, statementsOf };
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
  const procs = processes();
  if (!procs) return null;
  const roleOfRoot = new Map(Object.entries(roots).map(([role, root]) => [root, role]));
  const ticks = { load: process.cpuUsage(), server: new Map(), postgres: new Map() };
  for (const [pid, { ticks: used }] of procs)
    ticks[roleOfRoot.get(rootOf(procs, pid, [...roleOfRoot.keys()]))]?.set(pid, used);
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
const driverRows = [];
const planRows = [];

/**
 * --plans: PostgreSQL's own CPU per run of each call's statement, prepared on one connection as the
 * server prepares it (named: parsed once, then bound), after 20 runs (past the five plans PostgreSQL
 * makes for the values before it weighs a generic one), from the backend's clock ticks in /proc.
 * Under plan_cache_mode auto, the server's, and force_generic_plan, the plan made once: a statement
 * that costs more under auto is planned anew on every call. Each statement of every build in turn.
 */
async function statementCpu(url, builds) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const measured = [];
  try {
    const [{ pid }] = (await client.query("select pg_backend_pid() as pid")).rows;
    const ticks = () => processStat(pid).ticks;
    let named = 0;
    for (const mode of ["auto", "force_generic_plan"]) {
      await client.query(`set plan_cache_mode = ${mode}`);
      for (const [at, [statement]] of builds[0][1].entries())
        for (const [label, statements] of builds) {
          const [, text, values] = statements[at];
          const name = `bench_plans_${named++}`;
          let answered = 0;
          for (let i = 0; i < 20; i++) answered = (await client.query({ name, text, values })).rows.length;
          const before = ticks();
          for (let i = 0; i < PLAN_RUNS; i++) await client.query({ name, text, values });
          const cpuUs = ((ticks() - before) * 10_000) / PLAN_RUNS;
          measured.push({ statement, mode, build: label, rows: answered, cpuUs });
        }
    }
  } finally {
    await client.end();
  }
  return measured;
}
/** The calls of a table: the bare route first, then every search kind and the summary. */
async function callsOf(server, picked) {
  const { port } = server;
  const cookie = await signIn(server);
  const fewCookie = await signIn(server, "bench.few");
  const json = { cookie, "content-type": "application/json" };
  return [
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
}

async function measure({ members, engine, servers, seedSeconds, env, picked, postmaster }) {
  const builds = [["this", build], ...(against ? [["against", against]] : [])];
  const running = [];
  try {
    for (const [label, b] of builds) {
      const server = await startServer(b, { ...env, EPR_WORKERS: String(servers) });
      running.push({ label, server, calls: await callsOf(server, picked), bare: null });
    }
    for (const [at, [call, , bareSql]] of running[0].calls.entries()) {
      const times = [];
      for (const run of running) times.push(await sequential(run.calls[at][1], ONE_BY_ONE));
      // --together: every build's server under load at the same moments, each with its share of
      // the connections, so another engineer's load weighs on each alike; else one after another.
      const loadAll = async () => {
        if (!TOGETHER) {
          const each = [];
          for (const run of running) each.push(await loadOne(run, CONNECTIONS));
          return each;
        }
        const share = Math.max(1, Math.round(CONNECTIONS / running.length));
        return Promise.all(running.map((run) => loadOne(run, share)));
      };
      const loadOne = async (run, connections) => {
        const roots = { server: run.server.pid, postgres: postmaster };
        const before = cpuTicks(roots);
        const loaded = await load(run.calls[at][1], { connections, seconds: SECONDS });
        return { loaded, cpu: cpuPerAnswer(before, cpuTicks(roots), loaded.rps * SECONDS) };
      };
      const results = await loadAll();
      for (const [i, run] of running.entries()) {
        const { loaded, cpu } = results[i];
        // Together, PostgreSQL served every build at once: its CPU is per answer of all of them.
        if (TOGETHER && cpu.cpuPostgres !== undefined) {
          const answers = results.reduce((sum, r) => sum + r.loaded.rps, 0);
          cpu.cpuPostgres = (cpu.cpuPostgres * loaded.rps) / answers;
        }
        const row = {
          members,
          engine,
          servers,
          build: run.label,
          seedSeconds,
          call,
          one: median(times[i]),
          bareSql,
          ...loaded,
          ...cpu,
        };
        // The issue's measure: each call against the bare route of the same run, build and server
        // count (throughput at least 0.7 of it, p95 and the server's CPU per answer at most 1.5 times).
        run.bare ??= row;
        row.rpsRatio = row.rps / run.bare.rps;
        row.p95Ratio = row.p95 / run.bare.p95;
        row.cpuRatio = (row.cpuServer ?? Number.NaN) / (run.bare.cpuServer ?? Number.NaN);
        rows.push(row);
        console.log(
          `  ${engine} ×${servers}${against ? ` ${run.label}` : ""} ${call}: ${fmt(row.one)} ms alone, ${fmt(row.rps, 0)} req/s (${fmt(row.rpsRatio, 2)}), p95 ${fmt(row.p95)} ms (${fmt(row.p95Ratio, 2)}), CPU ${fmt(row.cpuServer ?? Number.NaN, 0)} µs (${fmt(row.cpuRatio, 2)})`,
        );
      }
    }
  } finally {
    for (const { server } of running) await server.stop();
  }
}

/**
 * The search load once more (every search kind and the summary, not the bare route) on one server
 * process under `node --cpu-prof`; prints the top self-time functions and keeps the profile and its
 * folded stacks in `dir`. With `--profile-calls a,b` one profile per call whose name holds a or b
 * (`bare` for the bare route), each in a folder of its own, of this build and of the --against build:
 * the busy time per answer says where one call's CPU goes beside another's.
 */
async function profile({ env, picked, dir }) {
  const folder = resolve(dir);
  const builds = [["this", build], ...(against && PROFILE_CALLS ? [["against", against]] : [])];
  for (const [label, b] of builds) {
    const probe = await startServer(b, { ...env, EPR_WORKERS: "1" });
    let names;
    try {
      names = (await callsOf(probe, picked)).map(([call]) => call);
    } finally {
      await probe.stop();
    }
    const chosen = PROFILE_CALLS
      ? names.filter((call) => PROFILE_CALLS.some((part) => call.includes(part)))
      : [null];
    for (const only of chosen) {
      const out = only ? join(folder, `${label}-${only.replace(/[^A-Za-z0-9]+/g, "-")}`) : folder;
      await profileOnce({ env, picked, build: b, folder: out, only, label });
    }
  }
}

async function profileOnce({ env, picked, build: b, folder, only, label }) {
  mkdirSync(folder, { recursive: true });
  const started = Date.now();
  const server = await startServer(
    b,
    { ...env, EPR_WORKERS: "1" },
    { execArgv: ["--cpu-prof", `--cpu-prof-dir=${folder}`] },
  );
  let answers = 0;
  try {
    const all = await callsOf(server, picked);
    const calls = only ? all.filter(([call]) => call === only) : all.slice(1);
    for (const [, request] of calls) {
      const loaded = await load(request, { connections: CONNECTIONS, seconds: SECONDS });
      answers += loaded.rps * SECONDS;
    }
  } finally {
    await server.stop();
  }
  const [file] = readdirSync(folder)
    .filter((f) => f.endsWith(".cpuprofile") && statSync(join(folder, f)).mtimeMs >= started)
    .map((f) => join(folder, f));
  if (!file) return console.log(`(no CPU profile was written in ${folder})`);
  const data = JSON.parse(readFileSync(file, "utf8"));
  const title = only ? `${only}, ${label} build, one server process` : "Search load, one server process";
  writeFileSync(file.replace(/\.cpuprofile$/, ".folded"), folded(data));
  writeFileSync(file.replace(/\.cpuprofile$/, ".svg"), flameGraphSvg(data, title));
  const { busyMs, totalMs } = topSelf(data, 0);
  console.log(
    `\nCPU profile of ${only ? `${only} (${label} build)` : "the search load"} (${file}; folded stacks and a flame graph beside it):`,
  );
  console.log(
    `${Math.round(answers)} answers; per answer ${fmt((busyMs * 1000) / answers, 0)} µs busy, ${fmt((totalMs * 1000) / answers, 0)} µs sampled\n`,
  );
  console.log(topTable(data, 15));
}

/** A kept PostgreSQL cluster (--keep) as withStore's store, seeded once per size. */
async function withKept(members, work) {
  const kept = keptPostgres(KEEP);
  if (!kept) return null;
  try {
    const reuse = kept.seeded?.members === members;
    const secret = reuse ? kept.seeded.secret : newSecret();
    const env = { DATABASE_URL: kept.url, EPR_SECRET: secret };
    let seedSeconds = reuse ? kept.seeded.seedSeconds : Number.NaN;
    if (!reuse) {
      console.log(`Seeding ${members} members into PostgreSQL (kept in ${KEEP})…`);
      seedSeconds = seedByCommand(build, env, members);
      kept.remember({ members, secret, seedSeconds });
    } else console.log(`Reusing the ${members} members kept in ${KEEP}.`);
    return await work({ options: { url: kept.url }, env, secret, seedSeconds, postmaster: kept.pid });
  } finally {
    kept.stop();
  }
}

for (const members of sizes.length ? sizes : [10000, 1000000]) {
  // Embedded PGlite is one process by design; PostgreSQL is measured with 1 and 2. The database
  // lives on disk, for the seed command and then the server to open in turn.
  for (const [engine, serverCounts] of [
    ["PGlite", [1]],
    ["PostgreSQL", [1, 2]],
  ]) {
    if (ENGINE && !engine.toLowerCase().startsWith(ENGINE.toLowerCase())) continue;
    const run = async ({ options, env, secret, seedSeconds, postmaster }) => {
      if (PINNED && postmaster) PINNED.pinDatabase(postmaster);
      const picked = await pickTargets(options, secret);
      for (const servers of PROFILE_ONLY ? [] : serverCounts)
        await measure({ members, engine, servers, seedSeconds, env, picked, postmaster });
      if (PROFILE) await profile({ env, picked, dir: PROFILE });
      if (DRIVERS && options.url) driverRows.push(...(await compareDrivers(options.url, picked.statements)));
      if (PLANS && options.url) {
        const builds = [["this", picked.statementsOf(routes)]];
        if (againstRoutes) builds.push(["against", picked.statementsOf(againstRoutes)]);
        planRows.push(...(await statementCpu(options.url, builds)));
      }
      return true;
    };
    const measured =
      KEEP && engine === "PostgreSQL"
        ? await withKept(members, run)
        : await withStore(
            engine,
            async ({ options, env: store, pid: postmaster }) => {
              const secret = newSecret();
              const env = { ...store, EPR_SECRET: secret };
              console.log(`Seeding ${members} members into ${engine}…`);
              const seedSeconds = seedByCommand(build, env, members);
              return run({ options, env, secret, seedSeconds, postmaster });
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
console.log("Beside each: its ratio to the bare route of the same run and server count (/bare).\n");
if (PINNED) console.log(`Pinned: ${PINNED.description}.\n`);
console.log(
  "| members | database | servers | build | seed s | call | alone ms | bare SQL ms | req/s | req/s /bare | p50 ms | p95 ms | p95 /bare | p99 ms | non-2xx | CPU server | CPU server /bare | CPU PostgreSQL | CPU load |",
);
console.log("|---:|---|---:|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
for (const r of rows)
  console.log(
    `| ${r.members} | ${r.engine} | ${r.servers} | ${r.build} | ${fmt(r.seedSeconds, 0)} | ${r.call} | ${fmt(r.one)} | ${fmt(r.bareSql ?? Number.NaN)} | ${fmt(r.rps, 0)} | ${fmt(r.rpsRatio, 2)} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p95Ratio, 2)} | ${fmt(r.p99)} | ${r.non2xx} | ${fmt(r.cpuServer ?? Number.NaN, 0)} | ${fmt(r.cpuRatio, 2)} | ${fmt(r.cpuPostgres ?? Number.NaN, 0)} | ${fmt(r.cpuLoad ?? Number.NaN, 0)} |`,
  );

if (driverRows.length) {
  console.log(
    "\nThe drivers on the routes' own statements (2,000 runs each, 10 at once, prepared; CPU of the bench process per query):\n",
  );
  console.log("| statement | driver | queries/s | CPU µs per query |");
  console.log("|---|---|---:|---:|");
  for (const d of driverRows)
    console.log(`| ${d.statement} | ${d.driver} | ${fmt(d.perSecond, 0)} | ${fmt(d.cpuUs, 0)} |`);
}

if (planRows.length) {
  console.log(
    `\nPostgreSQL's CPU per run of each call's statement (one connection, prepared, ${PLAN_RUNS} runs; the backend's clock ticks):\n`,
  );
  console.log("| statement | plan_cache_mode | build | rows | PostgreSQL CPU µs per run |");
  console.log("|---|---|---|---:|---:|");
  for (const p of planRows)
    console.log(`| ${p.statement} | ${p.mode} | ${p.build} | ${p.rows} | ${fmt(p.cpuUs, 0)} |`);
}
