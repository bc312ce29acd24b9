import { describe, expect, it } from "vitest";
import { dependent, lob } from "../test-fixtures.js";
import {
  ageFromBirthDate,
  applySpecialStatusRules,
  isIneligibleDependent,
  isMnloaOn,
  mnloaCertified,
  specialStatusRequired,
} from "./specialStatus.js";
import {
  assignTobacco,
  assignTobaccoByPin,
  hasMedicalCoverage,
  meetsTobaccoMinimumAge,
  normalizeTobaccoStatus,
  tobaccoCardVisible,
} from "./tobacco.js";

const today = new Date(2024, 5, 15);

describe("special status (enrollment.md §4 Indicator changes, §5 Dependents)", () => {
  it.each([
    ["age 25", "06/16/1998", "02", false],
    ["age 26", "06/15/1998", "02", true],
    ["spouse age 40", "01/01/1984", "01", false],
    ["partner age 40", "01/01/1984", "29", false],
    ["unknown birth date", null, "02", false],
  ])("%s requires special status: %s", (_label, birthDate, relationshipCode, expected) => {
    expect(specialStatusRequired({ birthDate, relationshipCode }, today)).toBe(expected);
  });

  it.each([
    ["spouse clears", { relationshipCode: "01", dependentStatus: "F" }, undefined, null],
    ["partner clears", { relationshipCode: "29", dependentStatus: "3" }, undefined, null],
    ["M kept for 02", { relationshipCode: "02", dependentStatus: "M" }, undefined, "M"],
    ["M kept for 17", { relationshipCode: "17", dependentStatus: "M" }, undefined, "M"],
    ["M cleared for 19", { relationshipCode: "19", dependentStatus: "M" }, undefined, null],
    ["F kept for 19", { relationshipCode: "19", dependentStatus: "F" }, undefined, "F"],
    [
      "change at 26 clears",
      { relationshipCode: "19", dependentStatus: "3", birthDate: "01/01/1990" },
      "02",
      null,
    ],
    [
      "change under 26 keeps",
      { relationshipCode: "05", dependentStatus: "3", birthDate: "01/01/2010" },
      "02",
      "3",
    ],
    [
      "no change at 26 keeps",
      { relationshipCode: "02", dependentStatus: "3", birthDate: "01/01/1990" },
      "02",
      "3",
    ],
  ])("%s", (_label, extra, previous, expected) => {
    expect(applySpecialStatusRules(dependent(extra), today, previous).dependentStatus).toBe(expected);
  });

  it("MNLOA is on only with status M", () => {
    const withMnloa = dependent({ dependentStatus: "M", mnloa: { sufferingFrom: true } });
    expect(applySpecialStatusRules(withMnloa, today).mnloa).toEqual({ sufferingFrom: true });
    expect(applySpecialStatusRules({ ...withMnloa, dependentStatus: "F" }, today).mnloa).toBeNull();
    expect(isMnloaOn({ dependentStatus: "M" })).toBe(true);
    expect(isMnloaOn({ dependentStatus: "N" })).toBe(false);
    expect(mnloaCertified({ startDate: "01/01/2024" })).toBe(true);
    expect(mnloaCertified({ startDate: "" })).toBe(false);
    expect(mnloaCertified(null)).toBe(false);
  });

  it("reason 06 makes a dependent ineligible", () => {
    expect(
      isIneligibleDependent(
        dependent({
          memberCoverages: [{ groupNumber: "1", memberLobs: [lob("PPO", { cancelReasonCode: "06" })] }],
        }),
      ),
    ).toBe(true);
    expect(isIneligibleDependent(dependent())).toBe(false);
    expect(ageFromBirthDate("bad", today)).toBeNull();
  });
});

describe("tobacco (enrollment.md §4, §5 Tobacco)", () => {
  it.each([
    ["T", "T"],
    ["N", "N"],
    ["U", "N"],
    ["", null],
    [null, null],
  ])("status %s → %s", (status, expected) => {
    expect(normalizeTobaccoStatus(status)).toBe(expected);
  });

  it.each([
    // 365-day years: 18 × 365 = 6570 days
    ["exactly 18×365 days", "06/20/2006", 18, true],
    ["one day short", "06/21/2006", 18, false],
    ["no minimum age", "01/01/1980", null, false],
    ["no birth date", null, 18, false],
  ])("%s", (_label, birthDate, minimumAge, expected) => {
    expect(meetsTobaccoMinimumAge(birthDate, minimumAge, today)).toBe(expected);
  });

  it.each([
    [{ editMode: true, questionRequired: true, hasMedicalCoverage: true, status: null }, true],
    [{ editMode: true, questionRequired: false, hasMedicalCoverage: true, status: null }, false],
    [{ editMode: false, questionRequired: true, hasMedicalCoverage: true, status: null }, false],
    [{ editMode: false, questionRequired: false, hasMedicalCoverage: false, status: "N" }, true],
  ])("card visible %o → %s", (input, expected) => {
    expect(tobaccoCardVisible(input)).toBe(expected);
  });

  it("assigns by group and keeps the usage date only for T", () => {
    const coverages = [
      { groupNumber: "1", memberLobs: [] },
      { groupNumber: "2", memberLobs: [] },
    ];
    expect(assignTobacco(coverages, "1", { status: "T", usageDate: "01/01/2024" })[0]).toMatchObject({
      tobaccoStatus: "T",
      tobaccoUsageDate: "01/01/2024",
    });
    expect(assignTobacco(coverages, "1", { status: "T" })[0]?.tobaccoUsageDate).toBeNull();
    expect(assignTobacco(coverages, "1", { status: "U", usageDate: "01/01/2024" })[0]).toMatchObject({
      tobaccoStatus: "N",
      tobaccoUsageDate: null,
    });
    expect(assignTobacco(coverages, "1", { status: "N" })[1]).toEqual(coverages[1]);
  });

  it("assigns by participant pin", () => {
    const members = [
      dependent({ pin: "A", memberCoverages: [{ groupNumber: "1", memberLobs: [] }] }),
      dependent({ pin: "B", memberCoverages: [{ groupNumber: "1", memberLobs: [] }] }),
      dependent({ memberCoverages: [] }),
    ];
    const result = assignTobaccoByPin(members, "1", { A: { status: "T", usageDate: "01/01/2024" } });
    expect(result[0]?.memberCoverages[0]?.tobaccoStatus).toBe("T");
    expect(result[1]).toBe(members[1]);
  });

  it("questions apply only with medical coverage", () => {
    const member = dependent({
      memberCoverages: [
        { groupNumber: "1", memberLobs: [lob("PPO")] },
        { groupNumber: "2", memberLobs: [lob("DEN")] },
      ],
    });
    expect(hasMedicalCoverage(member)).toBe(true);
    expect(hasMedicalCoverage(member, "2")).toBe(false);
  });
});
