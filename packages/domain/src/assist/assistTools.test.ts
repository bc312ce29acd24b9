import { describe, expect, it } from "vitest";
import {
  claimsDateRange,
  cutClientName,
  idCardOrderWarning,
  identityTheftChanges,
  padAgreementNumber,
  spendingUmi,
} from "./assistTools.js";

describe("identity theft (assist-employees.md §4, §5)", () => {
  it("saves only changed groups", () => {
    expect(identityTheftChanges({ "1": true, "2": false }, { "1": true, "2": true, "3": false })).toEqual({
      ok: true,
      idTheftGroups: [{ groupNumber: "2", userChoice: "optin" }],
    });
    expect(identityTheftChanges({ "1": true }, { "1": false })).toEqual({
      ok: true,
      idTheftGroups: [{ groupNumber: "1", userChoice: "optout" }],
    });
  });
  it("refuses a save with no change", () => {
    expect(identityTheftChanges({ "1": true }, { "1": true })).toEqual({
      ok: false,
      message: "Please make sure that you have made your selection prior to submission.",
    });
  });
});

describe("claims date range (assist-employees.md §5)", () => {
  const today = new Date(2024, 5, 15);
  it.each([
    [undefined, "20230616"],
    [0, "20240615"],
    [730, "20220616"],
    [731, "20220616"],
    [-5, "20240615"],
  ])("%s days → %s", (days, start) => {
    expect(claimsDateRange(today, days)).toEqual({ startDate: start, endDate: "20240615" });
  });
});

describe("assist helpers (assist-employees.md §5, §9)", () => {
  it("warns when no ID card member is selected", () => {
    expect(idCardOrderWarning(0)).toBe("Please select at least one member to order ID cards.");
    expect(idCardOrderWarning(1)).toBeNull();
  });
  it("pads agreement numbers, cuts client names, suffixes umi", () => {
    expect(padAgreementNumber("12345")).toBe("0000012345");
    expect(padAgreementNumber("123456789012")).toBe("1234567890");
    expect(cutClientName("C".repeat(40))).toHaveLength(35);
    expect(spendingUmi("U123")).toBe("U1230");
  });
});
