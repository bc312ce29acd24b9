import type { RequestedReport } from "@epr/contract";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJobRunner, jobRegistry } from "../jobs/runner.js";
import { insertBulkGroup } from "../seed/bulkMembers.js";
import { createTestApp } from "../test-support/testApp.js";
import { GENERATE_REPORT, generateReportHandler } from "./job.js";
import { REPORT_PAGE_ROWS } from "./rows.js";

/**
 * A census of 10,000 members (a large census streams rows instead of holding them):
 * seeded in bulk into one group, generated through the job, the file holding every member. The
 * rows reach the writer a page at a time (never more than REPORT_PAGE_ROWS read at once); the heap
 * it takes is measured by bench/census-memory.mjs, not asserted here.
 */

const CLIENT = "100001";
const MEMBERS = 10_000;
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({ members: 50 });
  await insertBulkGroup(t.db, t.vault, { clientNumber: CLIENT, groupNumber: "990001", count: MEMBERS });
}, 120_000);
afterAll(() => t.close());

describe("a census of 10,000 members", () => {
  it("streams every member into a valid workbook, a page of rows at a time", async () => {
    const admin = await t.adminAgent("scale.admin", CLIENT, "View");
    const made = await admin.request("/api/reports/census/requests", {
      method: "POST",
      body: JSON.stringify({ groupNumbers: ["990001"] }),
    });
    expect(made.status).toBe(201);
    const report = (await made.json()) as RequestedReport;

    const reads: number[] = [];
    const runner = createJobRunner({
      db: t.db,
      handlers: jobRegistry({
        [GENERATE_REPORT]: generateReportHandler({
          vault: t.vault,
          onPage: async (read) => {
            reads.push(read);
          },
        }),
      }).handlers,
      log: () => {},
    });
    expect(await runner.runDue()).toMatchObject({ claimed: 1, done: 1 });

    // Keyset pages: each read adds at most one page of rows, and the pages add up to the census.
    const pageSizes = reads.map((n, i) => n - (reads[i - 1] ?? 0));
    expect(Math.max(...pageSizes)).toBeLessThanOrEqual(REPORT_PAGE_ROWS);
    expect(reads.length).toBe(Math.ceil(MEMBERS / REPORT_PAGE_ROWS));
    expect(reads.at(-1)).toBe(MEMBERS);

    const res = await admin.request(`/api/reports/requests/${report.reportId}/file`);
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.worksheets[0];
    // Title, groups and headings, then one row per member.
    expect(sheet?.rowCount).toBe(MEMBERS + 3);
    expect(sheet?.getRow(4).getCell(1).value).toBe("990001");
    expect(String(sheet?.getRow(MEMBERS + 3).getCell(7).value)).toBe("*****6789");
    const { rows } = await t.db.query<{ row_count: number }>(
      "select row_count from report_requests where id = $1",
      [report.reportId],
    );
    expect(rows[0]?.row_count).toBe(MEMBERS);
  }, 300_000);
});
