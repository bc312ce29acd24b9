// npm run seed -- --members N [--seed S]: remakes the embedded demo database (or fills the empty
// PostgreSQL database of DATABASE_URL); prints the time and the peak memory of this process.
import { rmSync } from "node:fs";
import { parseArgs } from "node:util";
import { resolveKeys } from "../auth/keys.js";
import { ssnVault } from "../auth/ssn.js";
import { loadConfig } from "../config.js";
import { openDatabase } from "../db/database.js";
import { migrate } from "../db/migrate.js";
import { seedDatabase } from "./seed.js";

const { values } = parseArgs({
  options: { members: { type: "string", default: "3000" }, seed: { type: "string", default: "2026" } },
});
const members = Number(values.members);
const seed = Number(values.seed);
if (!Number.isInteger(members) || members < 1 || !Number.isInteger(seed)) {
  console.error("Usage: npm run seed -- --members N [--seed S]   (N a positive whole number)");
  process.exit(2);
}
// The seed serves no request and sends no mail: the server's own settings are not asked for.
const config = loadConfig(process.env, { serving: false });
if (!config.databaseUrl) rmSync(config.dataDir, { recursive: true, force: true });
// No EPR_DB_POOL_MAX here: the seed is one transaction, then one `analyze`, one statement at a
// time, so the pool (which connects lazily) never holds more than one connection whatever its size.
// Nor the replica: the seed only writes.
const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const { keys } = await resolveKeys(config, db);
await migrate(db);
const { rows } = await db.query<{ n: number }>("select count(*)::int as n from plan_admins");
if ((rows[0]?.n ?? 0) > 0) {
  console.error("That database already holds data; the seed only fills an empty one.");
  process.exit(1);
}
const started = Date.now();
const summary = await seedDatabase(db, ssnVault(keys.current, keys.previous), { members, seed });
await db.close();
// Peak resident memory of this process (PGlite runs inside it; a PostgreSQL server's is its own).
const peakMb = Math.round(process.resourceUsage().maxRSS / 1024);
const largest = summary.largestGroup
  ? `; largest group ${summary.largestGroup.groupNumber} of ${summary.largestGroup.employees} employees`
  : "";
console.log(
  `Seeded ${summary.members} members (${summary.employees} employees, ${summary.groups} groups${largest}) in ${Date.now() - started} ms into ${config.databaseUrl ? "DATABASE_URL" : config.dataDir}; peak RSS ${peakMb} MB.`,
);
