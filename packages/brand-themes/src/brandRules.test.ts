import {
  type ActionEntitlements,
  type BrandRules,
  canCancelLine,
  cancelLineOfBusiness,
  employeeActions,
  findADoctorLink,
  isAhpa,
  normalizePcpChoice,
  requiredSteps,
  type SiteAccessId,
  siteAccessList,
} from "@epr/domain";
import { coverageNoticeText } from "@epr/forms/schemas";
import { describe, expect, it } from "vitest";
import { brandCodes, copyFor, getBrand } from "./registry.js";

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

describe("brand records give the forms their wording (enrollment.md §5 Coverage notices)", () => {
  it.each([
    [
      "6012",
      "Please select at least one product to enroll, or return to the subscriber page to waive coverage.",
    ],
    ["6011", "You must enroll in at least one product, or return to the Subscriber page to waive coverage."],
    ["6008", "You must enroll in at least one product, or return to the Subscriber page to waive coverage."],
  ])("no product selected, brand %s", (code, text) => {
    expect(
      coverageNoticeText(
        { key: "noProductSelected" },
        { noProductSelected: copyFor(code, "noProductSelected") },
      ),
    ).toBe(text);
  });
});

describe("brand records drive the profile, PCP and add-flow rules (session-and-admin.md §6; enrollment.md §4, §7, §9)", () => {
  const held: SiteAccessId[] = [
    "employerClientGroups",
    "censusReport",
    "wellnessReport",
    "bills",
    "dental",
    "claims",
  ];
  it.each([
    ["6009", ["Employer Client/Groups", "Claims", "Bills", "Dental"]],
    ["6010", ["Claims", "Census Report", "Bills", "Dental"]],
    ["6011", ["Claims", "Census Report", "Wellness", "Bills", "Dental"]],
    ["9017", ["Employer Client/Groups", "Claims", "Bills", "Dental"]],
    ["9018", ["Employer Client/Groups", "Claims", "Bills", "Dental"]],
    ["6008", ["Claims", "Bills", "Dental"]],
    ["6012", ["Claims", "Bills", "Dental"]],
    ["3001", ["Claims", "Bills", "Dental"]],
    ["unknown", ["Claims", "Bills", "Dental"]],
  ])("site access of brand %s", (code, labels) => {
    expect(siteAccessList(held, rulesOf(code)).map((entry) => entry.label)).toEqual(labels);
  });

  it.each([
    ["6008", "375", true],
    ["6008", "363", false],
    ["6009", "375", false],
    ["6010", "375", false],
  ])("brand %s, plan area %s is AHPA: %s", (code, area, expected) => {
    expect(isAhpa(rulesOf(code), area)).toBe(expected);
  });

  it.each([
    ["6008", " 01 "],
    ["6009", " 01 "],
    ["6010", "01"],
    ["9017", "01"],
  ])("brand %s sends the PCP reason code %j", (code, reason) => {
    expect(normalizePcpChoice({ physicianNumber: "123", reasonCode: " 01 " }, rulesOf(code)).reasonCode).toBe(
      reason,
    );
  });

  it.each([
    ["6010", true],
    ["6011", true],
    ["6012", true],
    ["6008", false],
    ["9017", false],
  ])("brand %s: processed COB data makes Other Insurance a step: %s", (code, needed) => {
    const record = {
      isCOBDataProcessed: "NO",
      subscriber: {
        fullName: { first: "Ann", last: "Lee" },
        medicareEligibleIndicator: "unknown" as const,
        otherInsuranceIndicator: "unknown" as const,
        memberCoverages: [],
      },
      dependents: [],
    };
    expect(requiredSteps(record, rulesOf(code)).includes("otherInsurance")).toBe(needed);
  });
});

describe("Find a Doctor per brand (enrollment.md §7)", () => {
  const linkOf = (code: string, planAreaCode: string, hostname = "portal.example") => {
    const link = findADoctorLink({
      brand: rulesOf(code),
      hostname,
      clientNumber: "100045",
      groupNumber: "100107",
      planAreaCode,
      address: { city: "Pittsburgh", state: "PA", zipCode: "15222" },
    });
    if (!link) throw new Error(`brand ${code} has no Find a Doctor link`);
    return link;
  };

  it.each([
    ["6008", "375", "brandCode=AHPA", true],
    ["6008", "363", "brandCode=IBC", true],
    ["6009", "375", "brandCode=AHNJ", true],
    ["6010", "363", "brandCode=6010", true],
    ["6011", "363", "city=Pittsburgh&state=PA&zip=15222", false],
    ["6012", "375", "city=Pittsburgh&state=PA&zip=15222", false],
    ["3001", "363", "city=Pittsburgh&state=PA&zip=15222", false],
    ["9017", "363", "city=Pittsburgh&state=PA&zip=15222", false],
  ])("brand %s, plan area %s: %s, new window %s", (code, planAreaCode, query, newWindow) => {
    const link = linkOf(code, planAreaCode);
    expect(link.href).toContain(query);
    expect(link.newWindow).toBe(newWindow);
    expect(link.external).toBe(true);
  });

  it("the directory brands name client, group and speciality pcp, and a test host gets the test finder", () => {
    expect(linkOf("6009", "363").href).toContain(
      "clientNumber=100045&groupNumber=100107&brandCode=AHNJ&speciality=pcp",
    );
    expect(new URL(linkOf("6008", "363", "portal-test.example").href).host).toMatch(/-test\./);
    expect(new URL(linkOf("6008", "363").href).host).not.toMatch(/-test\./);
  });
});
