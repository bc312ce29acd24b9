#!/usr/bin/env node
// Employee search at scale: seeds the embedded database with N members and times the API's search
// and summary calls (through the real app: session, entitlement checks, validation, SQL).
// Usage: node bench/search.mjs [members ...]   (default 5000 50000). Needs `npm run build`.
import { performance } from "node:perf_hooks";

const dist = new URL("../apps/server/dist/", import.meta.url);
const { createApp } = await import(new URL("app.js", dist));
const { ssnVault } = await import(new URL("auth/ssn.js", dist));
const { loadConfig } = await import(new URL("config.js", dist));
const { openDatabase } = await import(new URL("db/database.js", dist));
const { migrate } = await import(new URL("db/migrate.js", dist));
const { seedDatabase } = await import(new URL("seed/seed.js", dist));

const sizes = process.argv.slice(2).map(Number).filter(Boolean);
const RUNS = 30;
const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return { min: s[0], median: s[Math.floor(s.length / 2)], p95: s[Math.floor(s.length * 0.95)] };
};

console.log("\n| members | seed ms | call | min ms | median ms | p95 ms | rows |");
console.log("|---:|---:|---|---:|---:|---:|---:|");
for (const members of sizes.length ? sizes : [5000, 50000]) {
  const config = { ...loadConfig({}), portalDir: "/nonexistent" };
  const db = await openDatabase({ dataDir: "memory://" });
  const migration = await migrate(db);
  const vault = ssnVault(config.secret);
  const t0 = performance.now();
  await seedDatabase(db, vault, { members, seed: 1 });
  const seedMs = Math.round(performance.now() - t0);
  const app = createApp({ db, config, vault, migration, now: () => new Date() });
  const login = await app.request("/api/session", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ loginId: "demo.admin", password: "Demo-Portal-2026!" }),
  });
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
  const { rows } = await db.query("select umi from employees where client_id = 1 limit 1");
  const umi = rows[0].umi;
  const calls = [
    // Searches are POSTs with a JSON body: a member ID may be an SSN and never goes in a URL.
    ["search last name 'Lind'", "/api/employees/search", { lastName: "Lind" }],
    ["search group 100100", "/api/employees/search", { groupNumber: "100100" }],
    ["search member ID", "/api/employees/search", { memberId: umi }],
    ["summary by umi", `/api/employees/${umi}`],
  ];
  for (const [name, path, payload] of calls) {
    const times = [];
    let count = 0;
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      const res = await app.request(
        path,
        payload
          ? {
              method: "POST",
              body: JSON.stringify(payload),
              headers: { cookie, "content-type": "application/json" },
            }
          : { headers: { cookie } },
      );
      const body = await res.json();
      times.push(performance.now() - start);
      count = body.employees?.length ?? 1;
    }
    const s = stats(times);
    console.log(
      `| ${members} | ${seedMs} | ${name} | ${s.min.toFixed(1)} | ${s.median.toFixed(1)} | ${s.p95.toFixed(1)} | ${count} |`,
    );
  }
  const plan = await db.query(
    "explain select umi from employees where client_id = 1 and lower(last_name) like 'lind%' order by lower(last_name), lower(first_name), umi limit 26",
  );
  console.log(
    `\nPlan of the last-name search at ${members} members: ${plan.rows.map((r) => Object.values(r)[0]).join(" / ")}\n`,
  );
  await db.close();
}
