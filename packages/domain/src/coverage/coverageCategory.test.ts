import { describe, expect, it } from "vitest";
import { dependent, lob, record, subscriber } from "../test-fixtures.js";
import {
  applyGlobalEffectiveDate,
  coverageCategoryCode,
  coveredFamily,
  recomputeCoverageCategories,
} from "./coverageCategory.js";

describe("coverageCategoryCode (enrollment.md §4)", () => {
  it.each([
    [{ spouse: false, domesticPartner: false, children: 0 }, "IND"],
    [{ spouse: true, domesticPartner: false, children: 0 }, "ESP"],
    [{ spouse: false, domesticPartner: false, children: 1 }, "E1D"],
    [{ spouse: false, domesticPartner: false, children: 2 }, "ECH"],
    [{ spouse: true, domesticPartner: false, children: 1 }, "FAM"],
    [{ spouse: false, domesticPartner: true, children: 3 }, "FAM"],
    [{ spouse: false, domesticPartner: true, children: 0 }, "TWO"],
  ])("%o → %s", (family, code) => {
    expect(coverageCategoryCode(family)).toBe(code);
  });
});

describe("recomputeCoverageCategories", () => {
  const today = new Date(2024, 5, 1);
  const group = (lines: string[], extra = {}) => [
    { groupNumber: "100", memberLobs: lines.map((l) => lob(l, extra)) },
  ];
  const rec = record({
    subscriber: subscriber({ memberCoverages: group(["PPO", "DEN"]) }),
    dependents: [
      dependent({ relationshipCode: "01", memberCoverages: group(["PPO"]) }),
      dependent({ relationshipCode: "02", memberCoverages: group(["PPO", "DEN"]) }),
      dependent({
        relationshipCode: "02",
        memberCoverages: group(["DEN"], { coverageEndDate: "01/01/2024" }),
      }),
      dependent({
        relationshipCode: "29",
        memberCoverages: [{ groupNumber: "200", memberLobs: [lob("PPO")] }],
      }),
    ],
  });

  it("counts active dependents per group and line", () => {
    expect(coveredFamily(rec, "100", "PPO", today)).toEqual({
      spouse: true,
      domesticPartner: false,
      children: 1,
    });
    expect(coveredFamily(rec, "100", "DEN", today)).toEqual({
      spouse: false,
      domesticPartner: false,
      children: 1,
    });
  });

  it("writes the code on subscriber and dependent lines", () => {
    const result = recomputeCoverageCategories(rec, today);
    expect(result.subscriber.memberCoverages[0]?.memberLobs.map((l) => l.coverageCategoryCode)).toEqual([
      "FAM",
      "E1D",
    ]);
    expect(result.dependents[0]?.memberCoverages[0]?.memberLobs[0]?.coverageCategoryCode).toBe("FAM");
    expect(result.dependents[3]?.memberCoverages[0]?.memberLobs[0]?.coverageCategoryCode).toBeUndefined();
  });

  it("gives new-member lines the global effective date", () => {
    const r = record({
      subscriber: subscriber({
        memberCoverages: [
          { groupNumber: "1", memberLobs: [lob("PPO", { coverageEffectiveDate: "updateMe" }), lob("DEN")] },
        ],
      }),
      dependents: [
        dependent({
          memberCoverages: [{ groupNumber: "1", memberLobs: [lob("PPO", { coverageEffectiveDate: null })] }],
        }),
      ],
    });
    const result = applyGlobalEffectiveDate(r, "07/01/2024");
    expect(result.subscriber.memberCoverages[0]?.memberLobs.map((l) => l.coverageEffectiveDate)).toEqual([
      "07/01/2024",
      "01/01/2024",
    ]);
    expect(result.dependents[0]?.memberCoverages[0]?.memberLobs[0]?.coverageEffectiveDate).toBe("07/01/2024");
  });
});
