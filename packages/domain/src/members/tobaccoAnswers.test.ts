import { describe, expect, it } from "vitest";
import type { MemberCoverage } from "../entities/coverage.js";
import type { EmployeeRecord } from "../entities/employee.js";
import { assignTobaccoAnswers } from "./tobacco.js";

const coverage = (groupNumber: string, tobaccoStatus: string | null = null) =>
  ({ groupNumber, memberLobs: [], tobaccoStatus, tobaccoUsageDate: null }) as unknown as MemberCoverage;
const record = {
  subscriber: { memberCoverages: [coverage("100100"), coverage("100107", "T")] },
  dependents: [{ memberCoverages: [coverage("100100", "N")] }, { memberCoverages: [coverage("100100")] }],
} as unknown as EmployeeRecord;
const read = (r: EmployeeRecord) =>
  [r.subscriber, ...r.dependents].map((m) =>
    m.memberCoverages.map((c) => [c.groupNumber, c.tobaccoStatus ?? null, c.tobaccoUsageDate ?? null]),
  );

describe("assignTobaccoAnswers (enrollment.md §4 Tobacco: status T/N, usage date only for T)", () => {
  it.each([
    [
      "T keeps its date, N drops it, a member not asked has none",
      { subscriber: { status: "T", usageDate: "10/01/2026" }, d1: { status: "N", usageDate: "10/01/2026" } },
      [
        [
          ["100100", "T", "10/01/2026"],
          ["100107", "T", null],
        ],
        [["100100", "N", null]],
        [["100100", null, null]],
      ],
    ],
    [
      "U is stored as N",
      { subscriber: { status: "U" }, d1: {}, d2: { status: "T" } },
      [
        [
          ["100100", "N", null],
          ["100107", "T", null],
        ],
        [["100100", null, null]],
        [["100100", "T", null]],
      ],
    ],
  ] as const)("%s", (_label, answers, expected) => {
    expect(read(assignTobaccoAnswers(record, "100100", answers as never, ["d1", "d2"]))).toEqual(expected);
  });

  it("without a medical group nothing changes; a dependent without a key is not asked", () => {
    expect(assignTobaccoAnswers(record, null, { subscriber: { status: "T" } }, [])).toBe(record);
    expect(read(assignTobaccoAnswers(record, "100100", {}, []))[1]).toEqual([["100100", null, null]]);
  });
});
