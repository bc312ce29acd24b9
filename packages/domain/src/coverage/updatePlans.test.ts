import { describe, expect, it } from "vitest";
import { isOutsideOpenEnrollment, updatePlans } from "./updatePlans.js";

describe("updatePlans (enrollment.md §4 Updating plans, edit flow)", () => {
  const bookkeeping = {
    coverages: {
      forAddition: [{ groupNumber: "1", lineOfBusiness: "VIS" }],
      forDeletion: [
        { groupNumber: "1", lineOfBusiness: "DEN", cancelReasonCode: "01", cancelDate: "06/30/2024" },
      ],
    },
  };
  it("adds new lines, removes matching deletion marks, avoids duplicates, present and major-medical lines", () => {
    const result = updatePlans(
      bookkeeping,
      [
        { groupNumber: "1", lineOfBusiness: "DEN" },
        { groupNumber: "1", lineOfBusiness: "VIS" },
        { groupNumber: "1", lineOfBusiness: "PPO" },
        { groupNumber: "1", lineOfBusiness: "FA" },
        { groupNumber: "2", lineOfBusiness: "HMO" },
      ],
      new Set(["1|PPO"]),
    );
    expect(result).toEqual({
      coverages: {
        forAddition: [
          { groupNumber: "1", lineOfBusiness: "VIS" },
          { groupNumber: "2", lineOfBusiness: "HMO" },
        ],
        forDeletion: [],
      },
    });
  });
});

describe("isOutsideOpenEnrollment", () => {
  const period = { startDate: new Date(2024, 10, 1), endDate: new Date(2024, 10, 30) };
  it.each([
    [new Date(2024, 9, 31), true],
    [new Date(2024, 10, 1, 18), false],
    [new Date(2024, 10, 30, 23), false],
    [new Date(2024, 11, 1), true],
  ])("%s → %s", (today, outside) => {
    expect(isOutsideOpenEnrollment(period, today)).toBe(outside);
  });
  it("no period means outside", () => {
    expect(isOutsideOpenEnrollment(null, new Date())).toBe(true);
    expect(isOutsideOpenEnrollment({ startDate: null, endDate: null }, new Date())).toBe(true);
  });
});
