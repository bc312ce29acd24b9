import { describe, expect, it } from "vitest";
import type { EmployeeRecord } from "../entities/employee.js";
import { assignPlans, lineOfAssignment, type PlanAssignment } from "./assignPlans.js";

const today = new Date(2026, 10, 22);
const member = (first: string, relationshipCode: string) => ({
  fullName: { first, last: "Lee" },
  relationshipCode,
  otherInsuranceIndicator: "no" as const,
  medicareEligibleIndicator: "no" as const,
  memberCoverages: [],
});
const record = {
  subscriber: member("Ann", "20"),
  dependents: [member("Sam", "01"), member("Kim", "02"), member("Lou", "02")],
} as unknown as EmployeeRecord;
const keys = ["d1", "d2", "d3"];

const medical = (
  members: Record<string, boolean>,
  changes: Partial<PlanAssignment> = {},
): PlanAssignment => ({
  coverageType: "MEDICAL",
  groupNumber: "100100",
  productId: "100100-MED",
  productName: "PPO Choice 1",
  effectiveDate: "12/01/2026",
  lineOfBusiness: "PPO",
  members,
  ...changes,
});
const dental: PlanAssignment = {
  coverageType: "DENTAL",
  groupNumber: "100100",
  productId: "100100-DEN",
  productName: "Dental Core",
  effectiveDate: null,
  lineOfBusiness: "DEN",
  members: { subscriber: true, d1: false, d2: true, d3: false },
};

const lines = (m: {
  memberCoverages: {
    groupNumber: string;
    memberLobs: {
      lineOfBusiness: string;
      coverageCategoryCode?: string | null;
      coverageEffectiveDate?: string | null;
    }[];
  }[];
}) =>
  m.memberCoverages.flatMap((c) =>
    c.memberLobs.map(
      (l) => `${c.groupNumber}:${l.lineOfBusiness}:${l.coverageCategoryCode}:${l.coverageEffectiveDate}`,
    ),
  );

describe("assignPlans (enrollment.md §4 Assigning plans, Coverage category code)", () => {
  it.each([
    ["subscriber alone", { subscriber: true }, "IND"],
    ["with the spouse", { subscriber: true, d1: true }, "ESP"],
    ["with one child", { subscriber: true, d2: true }, "E1D"],
    ["with two children", { subscriber: true, d2: true, d3: true }, "ECH"],
    ["with spouse and children", { subscriber: true, d1: true, d2: true, d3: true }, "FAM"],
  ])("writes the plan on the checked members, %s → %s", (_, members, code) => {
    const result = assignPlans(record, [medical(members)], keys, today);
    expect(lines(result.subscriber)).toEqual([`100100:PPO:${code}:12/01/2026`]);
    result.dependents.forEach((dependent, i) => {
      const checked = (members as Record<string, boolean>)[keys[i] ?? ""];
      expect(lines(dependent)).toEqual(checked ? [`100100:PPO:${code}:12/01/2026`] : []);
    });
  });

  it("keeps each coverage type's lines apart, in one group's coverage, and a plan without date takes updateMe", () => {
    const result = assignPlans(record, [medical({ subscriber: true, d1: true }), dental], keys, today);
    expect(result.subscriber.memberCoverages).toHaveLength(1);
    expect(lines(result.subscriber)).toEqual(["100100:PPO:ESP:12/01/2026", "100100:DEN:E1D:updateMe"]);
    expect(lines(result.dependents[1] as never)).toEqual(["100100:DEN:E1D:updateMe"]);
  });

  it("choosing again replaces that coverage type's lines, and drops a group left empty", () => {
    const first = assignPlans(record, [medical({ subscriber: true, d1: true }), dental], keys, today);
    const again = assignPlans(
      first,
      [medical({ subscriber: true }, { groupNumber: "200200", productId: "200200-MED" })],
      keys,
      today,
    );
    expect(lines(again.subscriber)).toEqual(["100100:DEN:E1D:updateMe", "200200:PPO:IND:12/01/2026"]);
    expect(lines(again.dependents[0] as never)).toEqual([]);
  });

  it("writes nothing for a coverage type with no plan or no member checked", () => {
    const result = assignPlans(
      record,
      [medical({ subscriber: false }), { ...dental, productId: null }],
      keys,
      today,
    );
    expect(result.subscriber.memberCoverages).toEqual([]);
  });
});

describe("lineOfAssignment (enrollment.md §3 memberLob: the line both flows write)", () => {
  it.each([
    [
      "a chosen date",
      {},
      {
        lineOfBusiness: "PPO",
        coverageType: "MEDICAL",
        coverageEffectiveDate: "12/01/2026",
        productId: "100100-MED",
        productName: "PPO Choice 1",
      },
    ],
    [
      "no date: the global effective date (updateMe)",
      { effectiveDate: "" },
      { coverageEffectiveDate: "updateMe" },
    ],
    ["no product name: null", { productName: undefined }, { productName: null }],
  ] as [string, Partial<PlanAssignment>, Record<string, unknown>][])("%s", (_name, changes, expected) => {
    expect(lineOfAssignment(medical({}, changes))).toMatchObject(expected);
  });
});
