import { dependentMessages } from "@epr/forms/schemas";
import { describe, expect, it } from "vitest";
import { child, family, partner, plansByType, subscriber, today } from "./fixtures.js";
import {
  applyMemberToggle,
  changeEffectiveDate,
  lineOfBusinessOf,
  type PlanCoverageValues,
  planOptions,
  selectPlan,
} from "./planCoverageRules.js";

const chosen: PlanCoverageValues = {
  groupNumber: "100200",
  productId: "DEN-ADULT",
  productName: "Adult Dental Plus",
  coverageEffectiveDate: "07/01/2026",
  members: { subscriber: false, d1: false, d2: false },
};
const adultDental = "Members under 19 years old cannot be added to an Adult Dental plan.";
const adultVision = "Members under 19 years old cannot be added to an Adult Vision plan.";

describe("plan options (enrollment.md §3 Coverage plan option)", () => {
  it("one option per product of each group, the same product in two groups kept apart", () => {
    expect(planOptions(plansByType.DENTAL).map((option) => [option.value, option.label])).toEqual([
      ["100200|DEN-ADULT", "Adult Dental Plus (Group 100200)"],
      ["100200|DEN-BASIC", "Dental Basic (Group 100200)"],
      ["100300|DEN-BASIC", "Dental Basic (Group 100300)"],
    ]);
  });
});

describe("lineOfBusinessOf (enrollment.md §3 icisProductType)", () => {
  it.each([
    [plansByType.DENTAL, { groupNumber: "100300", productId: "DEN-BASIC" }, "DEN"],
    [plansByType.MEDICAL, { groupNumber: "100200", productId: "MED-SILVER" }, "HMO"],
    [plansByType.MEDICAL, { groupNumber: "999", productId: "MED-SILVER" }, ""],
    [plansByType.MEDICAL, { groupNumber: "", productId: "" }, ""],
  ])("%#: %o → %s", (groups, values, lineOfBusiness) => {
    expect(lineOfBusinessOf(groups, values)).toBe(lineOfBusiness);
  });
});

describe("plan and date changes uncheck every member (enrollment.md §4 Plan selection)", () => {
  const checked = { ...chosen, members: { subscriber: true, d1: true, d2: false } };
  it.each([
    [
      "another plan",
      selectPlan("DENTAL", checked, plansByType.DENTAL, "100300|DEN-BASIC"),
      "100300",
      "DEN-BASIC",
    ],
    ["no plan", selectPlan("DENTAL", checked, plansByType.DENTAL, ""), "", ""],
    ["another date", changeEffectiveDate("DENTAL", checked, "06/01/2026"), "100200", "DEN-ADULT"],
  ])("%s", (_label, next, groupNumber, productId) => {
    expect(next.members).toEqual({ subscriber: false, d1: false, d2: false });
    expect([next.groupNumber, next.productId]).toEqual([groupNumber, productId]);
  });

  it("the same date changes nothing", () => {
    expect(changeEffectiveDate("DENTAL", checked, "07/01/2026")).toBe(checked);
  });

  it("an empty date takes the product's date; a typed one is kept", () => {
    const empty = { ...chosen, coverageEffectiveDate: "" };
    expect(selectPlan("DENTAL", empty, plansByType.DENTAL, "100200|DEN-ADULT").coverageEffectiveDate).toBe(
      "07/01/2026",
    );
    expect(selectPlan("DENTAL", empty, plansByType.DENTAL, "100200|DEN-BASIC").coverageEffectiveDate).toBe(
      "",
    );
    expect(selectPlan("DENTAL", chosen, plansByType.DENTAL, "100200|DEN-BASIC").coverageEffectiveDate).toBe(
      "07/01/2026",
    );
  });
});

describe("member boxes and dependent notices (enrollment.md §4 Plan selection, §5 Dependents)", () => {
  type Row = [
    label: string,
    coverageType: "DENTAL" | "VISION" | "MEDICAL",
    members: typeof family,
    group: Record<string, boolean>,
    checkedAfterSubscriber: Record<string, boolean>,
    notices: Record<string, string[]>,
  ];
  const rows: Row[] = [
    ["no group rule", "DENTAL", family, {}, { subscriber: true, d1: true, d2: true }, { d1: [], d2: [] }],
    [
      "adult dental: the child under 19 is noticed and stays checked",
      "DENTAL",
      family,
      { adultDentalAllowed: true },
      { subscriber: true, d1: true, d2: true },
      { d1: [], d2: [adultDental] },
    ],
    [
      "adult vision on a vision plan",
      "VISION",
      family,
      { adultVisionAllowed: true },
      { subscriber: true, d1: true, d2: true },
      { d1: [], d2: [adultVision] },
    ],
    [
      "adult dental flag on a medical plan: no notice",
      "MEDICAL",
      family,
      { adultDentalAllowed: true },
      { subscriber: true, d1: true, d2: true },
      { d1: [], d2: [] },
    ],
    [
      "domestic partner not allowed: unchecked",
      "MEDICAL",
      [subscriber, partner, child],
      { domesticPartner: false },
      { subscriber: true, d1: false, d2: true },
      { d1: [dependentMessages.domesticPartnerNotAllowed], d2: [] },
    ],
    [
      "same-sex spouse without civil union: unchecked",
      "MEDICAL",
      family,
      { civilUnion: false },
      { subscriber: true, d1: false, d2: true },
      { d1: [dependentMessages.spouseSameGender], d2: [] },
    ],
  ];
  it.each(rows)("%s", (_label, coverageType, members, group, checked, notices) => {
    const next = applyMemberToggle(chosen, "subscriber", true, {
      coverageType,
      members,
      today,
      group,
      notices: {},
    });
    expect(next.values.members).toEqual(checked);
    expect(
      Object.fromEntries(
        Object.entries(next.notices).map(([key, list]) => [key, list.map((n) => n.message)]),
      ),
    ).toEqual(notices);
  });

  const ctx = {
    coverageType: "DENTAL" as const,
    members: family,
    today,
    group: { adultDentalAllowed: true },
  };

  it("the subscriber needs a plan; a dependent needs the subscriber", () => {
    const noPlan = { ...chosen, productId: "" };
    expect(applyMemberToggle(noPlan, "subscriber", true, { ...ctx, notices: {} }).values.members).toEqual(
      noPlan.members,
    );
    expect(applyMemberToggle(chosen, "d2", true, { ...ctx, notices: {} }).values.members?.d2).toBe(false);
  });

  it("unchecking the subscriber unchecks the dependents and drops their notices", () => {
    const on = applyMemberToggle(chosen, "subscriber", true, { ...ctx, notices: {} });
    const off = applyMemberToggle(on.values, "subscriber", false, { ...ctx, notices: on.notices });
    expect(off.values.members).toEqual({ subscriber: false, d1: false, d2: false });
    expect(off.notices.d2).toEqual([]);
  });

  it("checking one dependent notices only that one; unchecking it drops its notice", () => {
    const base = { ...chosen, members: { subscriber: true, d1: false, d2: false } };
    const on = applyMemberToggle(base, "d2", true, { ...ctx, notices: {} });
    expect(on.values.members).toEqual({ subscriber: true, d1: false, d2: true });
    expect(on.notices.d2?.map((n) => n.unchecks)).toEqual([false]);
    expect(on.notices.d1).toBeUndefined();
    expect(applyMemberToggle(on.values, "d2", false, { ...ctx, notices: on.notices }).notices.d2).toEqual([]);
    expect(applyMemberToggle(base, "d1", true, { ...ctx, notices: {} }).notices.d1).toEqual([]);
  });
});
