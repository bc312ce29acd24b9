import { historyResponseSchema } from "@epr/contract";
import { describe, expect, it } from "vitest";
import { serverJobs } from "../jobs/handlers.js";
import { createJobRunner } from "../jobs/runner.js";
import { type Agent, writeTestApp } from "../test-support/employeeWrites.js";
import { enrolWithSpouse } from "../test-support/submissions.js";

/**
 * The add flow's final save (POST /api/employees, transaction type ADD) writes history as
 * an edit does (enrollment.md §7 History): every member's COB and each applied group's plan lines,
 * PCP and report codes, with nothing before and the administrator's name; a group the job runner
 * applies later adds its rows then. Read back through the four history services.
 */

const app = writeTestApp({ admin: ["addhistory.admin", "100001"] });

async function history(agent: Agent, umi: string, kind: string, groupNumber?: string) {
  const query = groupNumber ? `?groupNumber=${groupNumber}` : "";
  const res = await agent.request(`/api/employees/${umi}/history/${kind}${query}`);
  expect(res.status).toBe(200);
  return historyResponseSchema.parse(await res.json()).payload;
}

/** A subscriber and spouse on medical in 100100 (applied at once) and 100107 (delayed a minute). */
const enrolBoth = (last: string) => enrolWithSpouse(app.agents.admin, last, ["100100", "100107"]);

describe("POST /api/employees writes ADD history rows (enrollment.md §7 History)", () => {
  it("COB of each member and the applied group's plan, PCP and report codes; the delayed group's when the job applies it", async () => {
    const { umi, groups } = await enrolBoth("Addhistory");
    expect(groups).toEqual({ "100100": true, "100107": "pending" });
    const admin = app.agents.admin;

    const cob = await history(admin, umi, "cob");
    expect(cob.map((r) => [r.memberKey, r.transactionType, r.before, r.who])).toEqual(
      expect.arrayContaining([
        ["subscriber", "ADD", null, "Test Admin"],
        ["dependent:02", "ADD", null, "Test Admin"],
      ]),
    );
    expect(cob).toHaveLength(2);

    const plan = await history(admin, umi, "plan", "100100");
    expect(plan.map((r) => [r.memberKey, r.groupId, r.transactionType, r.before])).toEqual(
      expect.arrayContaining([
        ["subscriber", "100100", "ADD", null],
        ["dependent:02", "100100", "ADD", null],
      ]),
    );
    expect(plan).toHaveLength(2);
    expect(plan[0]?.after).toMatchObject({ lineOfBusiness: "PPO", productId: "100100-MED" });
    const reportCodes = await history(admin, umi, "report-code", "100100");
    expect(
      reportCodes.map((r) => [r.transactionType, (r.after as { abbreviatedType: string }).abbreviatedType]),
    ).toEqual(expect.arrayContaining([["ADD", "DEPT"]]));
    // Group 100107 waits for the job runner: nothing of it yet.
    // (the employee is not in it yet, so only the groups it is in are read.)
    expect((await history(admin, umi, "plan")).filter((r) => r.groupId === "100107")).toEqual([]);

    const runner = createJobRunner({
      db: app.t.db,
      handlers: serverJobs().handlers,
      now: () => new Date(Date.now() + 61_000),
      log: () => {},
    });
    const ran = await runner.runDue();
    expect(ran).toMatchObject({ failed: 0, retried: 0 });
    const delayed = await history(admin, umi, "plan", "100107");
    expect(delayed.map((r) => [r.memberKey, r.transactionType, r.before, r.who])).toEqual(
      expect.arrayContaining([
        ["subscriber", "ADD", null, "Test Admin"],
        ["dependent:02", "ADD", null, "Test Admin"],
      ]),
    );
    const pcp = await history(admin, umi, "pcp", "100107");
    expect(pcp.map((r) => [r.memberKey, r.transactionType])).toEqual(
      expect.arrayContaining([["subscriber", "ADD"]]),
    );
    // The job adds no COB row again: COB did not change when the group was applied.
    expect(await history(admin, umi, "cob")).toHaveLength(2);
  });
});
