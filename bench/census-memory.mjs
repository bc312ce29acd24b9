#!/usr/bin/env node
// A large census's memory (a census of 10,000 members streams rows instead of holding
// them): seeds one client's group with N members in bulk, generates the census through the report
// job (keyset pages into exceljs's streaming writer) and samples the heap after every page.
// Usage: node --expose-gc bench/census-memory.mjs [members ...]   (default 1000 10000 50000).
// Needs `npm run build`. Prints a table; no thresholds (heap varies by machine and GC).
import { loadBuild, seed, withDatabase } from "./lib/app.mjs";

const build = await loadBuild();
const { generateReportHandler } = await build.load("reports/job.js");

const sizes = process.argv.slice(2).map(Number).filter(Boolean);
const MB = 1024 * 1024;
const heap = () => {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed;
};

console.log("\n| members | format | rows | pages | file KB | heap before MB | peak growth MB | after MB |");
console.log("|---:|---|---:|---:|---:|---:|---:|---:|");
for (const members of sizes.length ? sizes : [1000, 10000, 50000]) {
  for (const format of ["Excel", "PDF"]) {
    await withDatabase(build, "PGlite", async (db) => {
      const { vault } = await seed(build, db, { members: 50 });
      await build.insertBulkGroup(db, vault, {
        clientNumber: "100001",
        groupNumber: "990001",
        count: members,
      });
      const { rows } = await db.query(
        `insert into report_requests (client_id, admin_id, report_type, report_format, ssn_mask, group_numbers)
         select c.id, (select min(id) from plan_admins), 'census', $1, true, array['990001']
           from clients c where c.client_number = '100001' returning id`,
        [format],
      );
      const id = Number(rows[0].id);
      const before = heap();
      let peak = before;
      let pages = 0;
      const handler = generateReportHandler({
        vault,
        onPage: async () => {
          pages += 1;
          peak = Math.max(peak, process.memoryUsage().heapUsed);
        },
      });
      await handler({ reportRequestId: id }, { db });
      const after = heap();
      const file = await db.query(
        "select row_count, octet_length(file_bytes) as bytes from report_requests where id = $1",
        [id],
      );
      const f = file.rows[0];
      console.log(
        `| ${members} | ${format} | ${f.row_count} | ${pages} | ${Math.round(Number(f.bytes) / 1024)} | ${(before / MB).toFixed(1)} | ${((peak - before) / MB).toFixed(1)} | ${(after / MB).toFixed(1)} |`,
      );
    });
  }
}
