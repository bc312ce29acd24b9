import { describe, expect, it } from "vitest";
import { writeTestApp } from "../test-support/employeeWrites.js";
import { coverageAnswers, enrolThroughApi, medical } from "../test-support/submissions.js";

/**
 * POST /api/employees/{umi}/pending-check: the edit entry's pending-transaction check by umi
 * (enrollment.md §4 Edit entry), on PGlite (and PostgreSQL in CI).
 */

const {
  agents: { admin, viewOnly },
} = writeTestApp({
  admin: ["pending.admin", "100001"],
  viewOnly: ["pending.VIEW", "100001"],
});
type Agent = typeof admin;

/** A subscriber on medical in `groups`; group 100107 waits for delayed processing (pending). */
async function enrol(last: string, groups: string[]) {
  return enrolThroughApi(admin, {
    last,
    memberCoverages: groups.map((group) => ({
      groupNumber: group,
      memberLobs: [medical(group, group.endsWith("07") ? "HMO" : "PPO")],
      ...coverageAnswers(group, true),
    })),
  });
}

const check = (agent: Agent, umi: string) =>
  agent.request(`/api/employees/${umi}/pending-check`, { method: "POST" });

describe("POST /api/employees/{umi}/pending-check", () => {
  it.each([
    {
      name: "all groups applied → not pending, return code 100231",
      groups: ["100100"],
      want: { pending: false, returnCode: "100231" },
    },
    {
      name: "a group waiting for delayed processing → pending",
      groups: ["100100", "100107"],
      want: { pending: true },
    },
  ])("$name", async ({ groups, want }) => {
    const { umi } = await enrol(`Pendcheck${"x".repeat(groups.length)}`, groups);
    const res = await check(admin, umi);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(want);
  });

  it("a view-only login → 403; an unknown member ID → 404", async () => {
    const { umi } = await enrol("Pendview", ["100100"]);
    expect((await check(viewOnly, umi)).status).toBe(403);
    expect((await check(admin, "M99999999")).status).toBe(404);
  });
});
