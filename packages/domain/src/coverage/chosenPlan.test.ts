import { describe, expect, it } from "vitest";
import type { MemberCoverage } from "../entities/coverage.js";
import type { EmployeeRecord } from "../entities/employee.js";
import { chosenPlanOf } from "./chosenPlan.js";

const lob = (
  coverageType: string,
  productId: string,
  coverageEffectiveDate: string | null = "12/01/2026",
) => ({
  lineOfBusiness: coverageType === "MEDICAL" ? "PPO" : "DEN",
  coverageType,
  coverageEffectiveDate,
  productId,
  productName: `${productId} name`,
});
const coverage = (groupNumber: string, ...memberLobs: ReturnType<typeof lob>[]) =>
  ({ groupNumber, memberLobs }) as unknown as MemberCoverage;
const member = (...memberCoverages: MemberCoverage[]) => ({
  fullName: { first: "A", last: "B" },
  memberCoverages,
});
const record = (subscriber: MemberCoverage[], dependents: MemberCoverage[][]) =>
  ({
    globalCoverageEffectiveDate: "12/01/2026",
    subscriber: member(...subscriber),
    dependents: dependents.map((coverages) => member(...coverages)),
  }) as unknown as EmployeeRecord;

describe("chosenPlanOf (enrollment.md §4 Assigning plans, read back)", () => {
  const medical = coverage("100100", lob("MEDICAL", "100100-MED"), lob("DENTAL", "100100-DEN", "updateMe"));
  it.each([
    [
      "the subscriber's line and the dependents holding the same product",
      record([medical], [[coverage("100100", lob("MEDICAL", "100100-MED"))], []]),
      "MEDICAL",
      {
        groupNumber: "100100",
        productId: "100100-MED",
        productName: "100100-MED name",
        lineOfBusiness: "PPO",
        coverageEffectiveDate: "12/01/2026",
        members: { subscriber: true, d1: true, d2: false },
      },
    ],
    [
      "updateMe reads as the global effective date",
      record([medical], [[], []]),
      "DENTAL",
      {
        groupNumber: "100100",
        productId: "100100-DEN",
        productName: "100100-DEN name",
        lineOfBusiness: "DEN",
        coverageEffectiveDate: "12/01/2026",
        members: { subscriber: true, d1: false, d2: false },
      },
    ],
    [
      "a dependent with another product of the type is not covered by this one",
      record(
        [medical],
        [
          [coverage("100100", lob("MEDICAL", "100100-MEDA"))],
          [coverage("100107", lob("MEDICAL", "100100-MED"))],
        ],
      ),
      "MEDICAL",
      expect.objectContaining({ members: { subscriber: true, d1: false, d2: false } }),
    ],
    ["no line of the type", record([medical], [[], []]), "VISION", null],
  ] as const)("%s", (_label, input, coverageType, expected) => {
    expect(chosenPlanOf(input, coverageType, ["d1", "d2"])).toEqual(expected);
  });

  it("an empty line date falls back to the global date, or nothing", () => {
    const noDate = record([coverage("100100", lob("MEDICAL", "100100-MED", null))], []);
    expect(chosenPlanOf(noDate, "MEDICAL", [])?.coverageEffectiveDate).toBe("12/01/2026");
    expect(
      chosenPlanOf({ ...noDate, globalCoverageEffectiveDate: null }, "MEDICAL", [])?.coverageEffectiveDate,
    ).toBe("");
  });

  it("a line without product id or name reads as empty", () => {
    const bare = record(
      [
        {
          groupNumber: "100100",
          memberLobs: [{ lineOfBusiness: "PPO", coverageType: "MEDICAL" }],
        } as unknown as MemberCoverage,
      ],
      [],
    );
    expect(chosenPlanOf(bare, "MEDICAL", [])).toMatchObject({ productId: "", productName: "" });
  });

  it("a dependent without a key gets a positional one", () => {
    expect(chosenPlanOf(record([medical], [[]]), "MEDICAL", [])?.members).toEqual({
      subscriber: true,
      "dependent-0": false,
    });
  });
});
