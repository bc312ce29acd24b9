#!/usr/bin/env node
// Employee search and summary at scale: seeds a database with N members plus a bulk group
// of 50,000, then for every search kind and the summary times the API call (through the real app:
// session, entitlement checks, validation, SQL) and the bare SQL of the same query, and prints each
// query's plan (EXPLAIN ANALYZE, BUFFERS): every search should read one page through an index in
// display order, whatever the table's size or the number of matches.
// Usage: node bench/search.mjs [members ...] [--pg] [--no-pglite] [--no-plans]   (default 10000 100000;
// PGlite, and with --pg also a throwaway PostgreSQL server started by scripts/lib/postgres.mjs).
// Needs `npm run build`.
import { performance } from "node:perf_hooks";
import { inProcess, loadBuild, seed, signIn, withDatabase } from "./lib/app.mjs";

const build = await loadBuild();
// The server's own statements, so "bare SQL" is the very query the route runs.
const { searchSql, summarySql } = await build.load("employees/find-routes.js");

const args = process.argv.slice(2);
const sizes = args.map(Number).filter(Boolean);
const showPlans = !args.includes("--no-plans");
const RUNS = 30;
const BULK = 50_000;
const BULK_GROUP = "990001";
const CLIENT = "100001"; // demo.admin's client
const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return { min: s[0], median: s[Math.floor(s.length / 2)], p95: s[Math.floor(s.length * 0.95)] };
};
const ms = (x) => x.toFixed(1);
/** A listId as the server makes it (employees/find-routes.ts): the key of the row before the page. */
const listIdOf = (key) => Buffer.from(JSON.stringify(key)).toString("base64url");

const engines = [
  ...(args.includes("--no-pglite") ? [] : ["PGlite"]),
  ...(args.includes("--pg") ? ["PostgreSQL"] : []),
];
const table = [];
const plans = [];
for (const engine of engines) {
  for (const members of sizes.length ? sizes : [10_000, 100_000]) {
    const measured = await withDatabase(build, engine, (db) => measure(engine, members, db));
    if (measured === null) console.log(`(${engine}: no server could start; skipped)`);
  }
}

console.log(
  "\n| engine | members | seed s | call | rows | API min ms | API median ms | API p95 ms | SQL median ms |",
);
console.log("|---|---:|---:|---|---:|---:|---:|---:|---:|");
for (const r of table) {
  console.log(
    `| ${r.engine} | ${r.members} | ${r.seedS} | ${r.name} | ${r.rows} | ${ms(r.api.min)} | ${ms(r.api.median)} | ${ms(r.api.p95)} | ${r.sql ? ms(r.sql.median) : "–"} |`,
  );
}
if (showPlans) for (const p of plans) console.log(`\n${p.title}\n\n\`\`\`\n${p.plan}\n\`\`\``);

async function measure(engine, members, db) {
  const { vault, migration, seconds } = await seed(build, db, { members });
  const seedS = seconds.toFixed(1);
  await build.insertBulkGroup(db, vault, { clientNumber: CLIENT, groupNumber: BULK_GROUP, count: BULK });
  // demo.admin may read the bulk group, as a census administrator would.
  await db.query(
    `insert into admin_group_entitlements (admin_id, group_number, employee_data, spending_account)
     select id, $1, 'Modify', 'Modify' from plan_admins where login_id = 'demo.admin'`,
    [BULK_GROUP],
  );
  await db.query("analyze");
  const app = await inProcess(build, { db, vault, migration });
  const cookie = await signIn(app);

  // What the route's scope would be: the client and the groups demo.admin may read.
  const { rows: scopeRows } = await db.query(
    `select a.client_id, array_agg(e.group_number) as groups
       from admin_clients a join admin_group_entitlements e on e.admin_id = a.admin_id
       join groups g on g.group_number = e.group_number and g.client_id = a.client_id
      where a.admin_id = (select id from plan_admins where login_id = 'demo.admin') and e.employee_data <> 'N/A'
      group by a.client_id`,
  );
  const scope = { clientId: scopeRows[0].client_id, readableGroups: scopeRows[0].groups };
  // A seeded member of a seeded group (not the bulk one), with its IDs and SSN.
  const { rows: picked } = await db.query(
    `select e.umi, e.client_assigned_id, e.ssn_encrypted from employees e
      where e.client_id = $1 and e.umi not like 'B%'
        and exists (select 1 from employee_groups g where g.umi = e.umi) order by e.umi limit 1`,
    [scope.clientId],
  );
  const member = picked[0];
  const ssn = JSON.parse(vault.decrypt(member.ssn_encrypted)).subscriber;
  // The most common three-letter last-name prefix of the client: the most matches a search can have.
  const { rows: common } = await db.query(
    `select left(last_name, 3) as prefix, count(*)::int as n from employees
      where client_id = $1 and umi not like 'B%' group by 1 order by 2 desc, 1 limit 1`,
    [scope.clientId],
  );
  const { rows: biggest } = await db.query(
    `select g.group_number, count(*)::int as n from employee_groups g join groups gr using (group_number)
      where gr.client_id = $1 and g.group_number <> $2 group by 1 order by 2 desc, 1 limit 1`,
    [scope.clientId, BULK_GROUP],
  );
  // A cursor in the middle of the bulk group: page 1,000 reads no more than page 1.
  const { rows: middle } = await db.query(
    `select last_key, first_key, umi from employee_groups where group_number = $1
      order by last_key, first_key, umi collate "C" offset $2 limit 1`,
    [BULK_GROUP, BULK / 2],
  );
  const midKey = [middle[0].last_key, middle[0].first_key, middle[0].umi];
  const oneGroup = { ...scope, readableGroups: [biggest[0].group_number] };

  const searches = [
    ["last name 'Lind'", { lastName: "Lind" }],
    [`last name '${common[0].prefix}' (${common[0].n} matches)`, { lastName: common[0].prefix }],
    [`group ${biggest[0].group_number} (${biggest[0].n} members)`, { groupNumber: biggest[0].group_number }],
    [`group ${BULK_GROUP} (${BULK} members)`, { groupNumber: BULK_GROUP }],
    [`group ${BULK_GROUP}, page at member ${BULK / 2}`, { groupNumber: BULK_GROUP }, midKey],
    ["member ID (umi)", { memberId: member.umi }],
    ["member ID (client-assigned ID)", { memberId: member.client_assigned_id }],
    ["member ID (SSN)", { memberId: ssn }],
  ];
  const api = async (path, payload) => {
    const res = await app.request(
      path,
      payload
        ? {
            method: "POST",
            body: JSON.stringify(payload),
            headers: { cookie, origin: app.base, "content-type": "application/json" },
          }
        : { headers: { cookie } },
    );
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    return res.json();
  };
  const time = async (fn) => {
    const times = [];
    let result;
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      result = await fn();
      times.push(performance.now() - start);
    }
    return { s: stats(times), result };
  };
  const plan = async (title, sql, params) => {
    if (!showPlans) return;
    const { rows } = await db.query(`explain (analyze, buffers) ${sql}`, params);
    plans.push({
      title: `${engine}, ${members} members: ${title}`,
      plan: rows.map((r) => Object.values(r)[0]).join("\n"),
    });
  };

  for (const [name, data, after] of searches) {
    const payload = after ? { ...data, listId: listIdOf(after) } : data;
    const apiRun = await time(() => api("/api/employees/search", payload));
    const [sql, params] = searchSql(scope, data, after ?? null, vault.lookupHash);
    const sqlRun = await time(() => db.query(sql, params));
    table.push({
      engine,
      members,
      seedS,
      name,
      rows: apiRun.result.employees.length,
      api: apiRun.s,
      sql: sqlRun.s,
    });
    await plan(`search, ${name}`, sql, params);
  }
  // The entitlement filter at its costliest: an administrator who may read one group searches a
  // common last name, so the walk passes members of other groups before it fills a page.
  {
    const name = `last name '${common[0].prefix}', may read group ${biggest[0].group_number} only (SQL)`;
    const [sql, params] = searchSql(oneGroup, { lastName: common[0].prefix }, null, vault.lookupHash);
    const sqlRun = await time(() => db.query(sql, params));
    table.push({
      engine,
      members,
      seedS,
      name,
      rows: sqlRun.result.rows[0].page.length,
      api: sqlRun.s,
      sql: sqlRun.s,
    });
    await plan(name, sql, params);
  }
  const summary = await time(() => api(`/api/employees/${member.umi}`));
  const summarySqlRun = await time(() => db.query(summarySql, [member.umi]));
  table.push({
    engine,
    members,
    seedS,
    name: "summary by umi",
    rows: 1,
    api: summary.s,
    sql: summarySqlRun.s,
  });
  await plan("summary by umi", summarySql, [member.umi]);
}
