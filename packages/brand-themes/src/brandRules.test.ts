import {
  type ActionEntitlements,
  type BrandRules,
  canCancelLine,
  cancelLineOfBusiness,
  employeeActions,
} from "@epr/domain";
import { coverageNoticeText } from "@epr/forms/schemas";
import { describe, expect, it } from "vitest";
import { brandCodes, getBrand } from "./registry.js";

/**
 * The registry's capabilities are the domain's `BrandRules` (same names, checked here by the
 * compiler), and handed to the domain's rules they give each brand the behaviour the spec names.
 */
const rulesOf = (code: string): BrandRules => getBrand(code).capabilities;

const allRights: ActionEntitlements = {
  employeesView: true,
  employeesEdit: true,
  claims: true,
  groupSpendingAccount: true,
  spendingAccountAccess: true,
  claimsView: true,
};
const actionIds = (code: string) =>
  employeeActions({
    employeeActive: true,
    clientActive: true,
    anyGroupModifiable: true,
    entitlements: allRights,
    brand: rulesOf(code),
  }).map((a) => a.id);

describe("brand records drive the domain's rules (enrollment.md §4, §6)", () => {
  it("every brand's capabilities are complete BrandRules", () => {
    for (const code of brandCodes) {
      const rules = rulesOf(code);
      for (const value of Object.values(rules)) expect(value).not.toBeUndefined();
    }
  });

  it.each([
    [
      "6008",
      ["edit", "changePcp", "print", "spendingAccount", "claims", "idCards", "cancelCoverage", "viewSbc"],
    ],
    ["6010", ["edit", "changePcp", "print", "claims", "idCards", "cancelCoverage"]],
    ["6012", ["edit", "print", "claims", "idCards", "cancelCoverage"]],
    ["9017", ["edit", "changePcp", "print", "spendingAccount", "claims", "idCards", "cancelCoverage"]],
  ])("actions menu of brand %s", (code, expected) => {
    expect(actionIds(code)).toEqual(expected);
  });

  it.each([
    ["6012", ["PPO", "VIS", "DEN"]],
    ["9017", ["PPO", "VIS", "DEN"]],
    ["6008", ["PPO"]],
    ["6010", ["PPO"]],
  ])("cancelling medical in brand %s marks %j", (code, lines) => {
    const result = cancelLineOfBusiness(
      { coverages: { forAddition: [], forDeletion: [] } },
      { groupNumber: "100100", lineOfBusiness: "PPO", cancelReasonCode: "01", cancelDate: "12/31/2026" },
      { ...rulesOf(code), groupLines: ["PPO", "VIS", "DEN"] },
    );
    expect(result.bookkeeping.coverages.forDeletion.map((d) => d.lineOfBusiness)).toEqual(lines);
  });

  it.each([
    ["6012", false],
    ["9018", true],
  ])("brand %s shows the cancel button of a vision line beside medical: %s", (code, shown) => {
    expect(
      canCancelLine({
        editing: true,
        groupModifiable: true,
        lineActive: true,
        alreadyMarked: false,
        lineOfBusiness: "VIS",
        groupHasMedical: true,
        brand: rulesOf(code),
      }),
    ).toBe(shown);
  });
});

describe("brand records choose the forms' brand variants (enrollment.md §5 Coverage notices)", () => {
  it.each([
    [
      "6012",
      "Please select at least one product to enroll, or return to the subscriber page to waive coverage.",
    ],
    ["6011", "You must enroll in at least one product, or return to the Subscriber page to waive coverage."],
    ["6008", "You must enroll in at least one product, or return to the Subscriber page to waive coverage."],
  ])("no product selected, brand %s", (code, text) => {
    expect(coverageNoticeText({ key: "noProductSelected" }, rulesOf(code))).toBe(text);
  });
});
