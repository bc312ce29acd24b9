import { describe, expect, it } from "vitest";
import {
  adultProductOf,
  assignPlansNotices,
  buildMajorMedicalLines,
  changePlanEffectiveDate,
  choosePlan,
  coverageCategoryOfPicked,
  hasMajorMedicalSelection,
  isPlanWithoutMembers,
  majorMedicalCategories,
  needsMajorMedicalSelection,
  type PlanSelection,
  refusingNotices,
  toggleMajorMedical,
  toggleMember,
} from "./planSelection.js";

const selection: PlanSelection = {
  coverageType: "MEDICAL",
  productId: "P1",
  productName: "Gold PPO",
  members: { subscriber: true, d1: true, d2: false },
};

describe("plan selection (enrollment.md §4 Plan selection)", () => {
  it("choosing a plan or changing its date unchecks all members", () => {
    const chosen = choosePlan(selection, { productId: "P2", groupNumber: "1" });
    expect(chosen.members).toEqual({ subscriber: false, d1: false, d2: false });
    expect(chosen.productId).toBe("P2");
    expect(choosePlan(selection, null).productId).toBeNull();
    expect(changePlanEffectiveDate(selection, "07/01/2024").members).toEqual({
      subscriber: false,
      d1: false,
      d2: false,
    });
  });

  it("the subscriber box needs a plan", () => {
    const none = { ...selection, productId: null, members: { subscriber: false } };
    expect(toggleMember(none, "subscriber", true)).toBe(none);
  });

  it("checking the subscriber checks dependents; unchecking unchecks them", () => {
    const empty = { ...selection, members: { subscriber: false, d1: false, d2: false } };
    expect(toggleMember(empty, "subscriber", true).members).toEqual({ subscriber: true, d1: true, d2: true });
    expect(toggleMember(selection, "subscriber", false).members).toEqual({
      subscriber: false,
      d1: false,
      d2: false,
    });
  });

  it("dependents need the subscriber checked", () => {
    const empty = { ...selection, members: { subscriber: false, d1: false } };
    expect(toggleMember(empty, "d1", true)).toBe(empty);
    expect(toggleMember(selection, "d2", true).members.d2).toBe(true);
    expect(toggleMember(empty, "d1", false).members.d1).toBe(false);
  });

  it("major medical selection is needed when the plan has more than one product", () => {
    expect(needsMajorMedicalSelection([1])).toBe(false);
    expect(needsMajorMedicalSelection([1, 2])).toBe(true);
    expect(needsMajorMedicalSelection(null)).toBe(false);
  });
});

describe("assignPlansNotices", () => {
  it.each([
    ["no plan", [{ ...selection, productId: null }], [{ key: "noProductSelected" }]],
    [
      "plan with no members",
      [{ ...selection, members: { subscriber: false } }],
      [{ key: "productWithNoMembers", product: "Gold PPO" }],
    ],
    [
      "unnamed plan with no members",
      [{ ...selection, productName: null, members: {} }],
      [{ key: "productWithNoMembers", product: "P1" }],
    ],
    ["uncovered dependent", [selection], [{ key: "uncoveredDependents", dependentKeys: ["d2"] }]],
    ["all covered", [{ ...selection, members: { subscriber: true, d1: true, d2: true } }], []],
  ])("%s", (_label, selections, notices) => {
    expect(assignPlansNotices(selections as PlanSelection[], ["d1", "d2"])).toEqual(notices);
  });
});

describe("major medical (enrollment.md §4 Major medical)", () => {
  it("a dependent can be picked only if the subscriber is; unchecking the subscriber clears dependents", () => {
    let mm = toggleMajorMedical({}, "FA1", "d1", true);
    expect(mm).toEqual({});
    mm = toggleMajorMedical(mm, "FA1", "subscriber", true);
    mm = toggleMajorMedical(mm, "FA1", "d1", true);
    expect(mm.FA1).toEqual({ subscriber: true, d1: true });
    expect(hasMajorMedicalSelection(mm)).toBe(true);
    mm = toggleMajorMedical(mm, "FA1", "subscriber", false);
    expect(mm.FA1).toEqual({ subscriber: false, d1: false });
    expect(hasMajorMedicalSelection(mm)).toBe(false);
    expect(toggleMajorMedical({ FA1: { subscriber: true, d1: true } }, "FA1", "d1", false).FA1?.d1).toBe(
      false,
    );
  });

  it("rebuilds lines with coverage type MEDICAL and a category per product", () => {
    const lines = buildMajorMedicalLines(
      {
        FA1: { subscriber: true, d1: true, d2: true },
        PR1: { subscriber: true, d2: true },
        MM1: { d1: true },
      },
      [
        { productId: "FA1", lineOfBusiness: "FA", productName: "Facility" },
        { productId: "PR1", lineOfBusiness: "PR" },
        { productId: "MM1", lineOfBusiness: "MM" },
      ],
      { d1: "01", d2: "02" },
      "07/01/2024",
    );
    expect(lines.subscriber?.map((l) => [l.lineOfBusiness, l.coverageType, l.coverageCategoryCode])).toEqual([
      ["FA", "MEDICAL", "FAM"],
      ["PR", "MEDICAL", "E1D"],
    ]);
    expect(lines.d1).toHaveLength(1);
    expect(lines.d2?.[1]?.productName).toBeNull();
  });
});

describe("coverage category of the picked members (enrollment.md §4 Coverage category code)", () => {
  const relationships = { spouse: "01", partner: "29", kid1: "02", kid2: "19" };
  it.each([
    [["subscriber"], "IND"],
    [["subscriber", "spouse"], "ESP"],
    [["subscriber", "kid1"], "E1D"],
    [["subscriber", "kid1", "kid2"], "ECH"],
    [["subscriber", "spouse", "kid1"], "FAM"],
    [["subscriber", "partner", "kid2"], "FAM"],
    [["subscriber", "partner"], "TWO"],
    [["spouse"], null],
    [[], null],
  ])("%j → %s", (picked, code) => {
    expect(coverageCategoryOfPicked(picked, relationships)).toBe(code);
  });

  it("per major-medical product, from who is checked", () => {
    expect(
      majorMedicalCategories(
        {
          FA1: { subscriber: true, spouse: true, kid1: false },
          PR1: { subscriber: false, kid1: false },
          MM1: { subscriber: true },
        },
        relationships,
      ),
    ).toEqual({ FA1: "ESP", PR1: null, MM1: "IND" });
  });
});

describe("adultProductOf (enrollment.md §5 Dependents, adult dental and vision)", () => {
  it.each([
    ["DENTAL", "adultDental"],
    ["UCCIDENTAL", "adultDental"],
    ["VISION", "adultVision"],
    ["MEDICAL", "other"],
    ["DRUG", "other"],
    ["SERVICE", "other"],
  ] as const)("%s → %s", (coverageType, product) => {
    expect(adultProductOf(coverageType)).toBe(product);
  });
});

describe("isPlanWithoutMembers (enrollment.md §4 Assigning plans)", () => {
  it.each([
    [{ productId: "P1", members: {} }, true],
    [{ productId: "P1", members: { subscriber: false, d1: false } }, true],
    [{ productId: "P1", members: { subscriber: true } }, false],
    [{ productId: "", members: {} }, false],
    [{ productId: null, members: { subscriber: false } }, false],
  ])("%o → %s", (selection, expected) => {
    expect(isPlanWithoutMembers(selection)).toBe(expected);
  });
});

describe("refusingNotices (enrollment.md §2 Modals 'IMPORTANT', §4 uncovered dependents)", () => {
  it.each([
    { name: "no plan", notices: [{ key: "noProductSelected" as const }], refusing: ["noProductSelected"] },
    {
      name: "a plan with nobody, and an uncovered dependent",
      notices: [
        { key: "productWithNoMembers" as const, product: "Gold" },
        { key: "uncoveredDependents" as const, dependentKeys: ["d1"] },
      ],
      refusing: ["productWithNoMembers"],
    },
    {
      name: "only an uncovered dependent",
      notices: [{ key: "uncoveredDependents" as const, dependentKeys: ["d1"] }],
      refusing: [],
    },
    { name: "nothing", notices: [], refusing: [] },
  ])("$name → $refusing", ({ notices, refusing }) => {
    expect(refusingNotices(notices).map((notice) => notice.key)).toEqual(refusing);
  });
});
