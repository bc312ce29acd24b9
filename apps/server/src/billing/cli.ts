// npm run billing -- [--month yyyy-MM] [--group N ...]: the operator's invoice run on demand
// (docs/operations.md), the same run the job runner makes on the billing day: every active group's
// bill for the month (next month by default), or only the groups named. A group billed already is
// passed over, so running it again is safe. The embedded database is one process's at a time
// (PGlite): stop the server first, or point DATABASE_URL at the PostgreSQL server the servers use.
import { parseArgs } from "node:util";
import { billingMonthSchema, monthOf, shiftMonth } from "@epr/domain";
import { loadConfig } from "../config.js";
import { openDatabase } from "../db/database.js";
import { migrate } from "../db/migrate.js";
import { runInvoices } from "./job.js";

const { values } = parseArgs({
  options: { month: { type: "string" }, group: { type: "string", multiple: true } },
});
const month = values.month ?? shiftMonth(monthOf(new Date()), 1);
if (!billingMonthSchema.safeParse(month).success) {
  console.error("Usage: npm run billing -- [--month yyyy-MM] [--group N ...]   (the month as 2026-03)");
  process.exit(2);
}
// It serves no request and sends no mail: the server's own settings are not asked for.
const config = loadConfig(process.env, { serving: false });
const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await migrate(db);
const started = Date.now();
const summary = await runInvoices(db, { month, ...(values.group ? { groupNumbers: values.group } : {}) });
await db.close();
console.log(
  `Billed ${month}: ${summary.made} bills made (${summary.lines} premium lines, ${(summary.totalCents / 100).toFixed(2)} in all), ${summary.alreadyMade} groups billed already, in ${Date.now() - started} ms.`,
);
