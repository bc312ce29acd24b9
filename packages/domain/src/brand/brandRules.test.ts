import { describe, expect, it } from "vitest";
import { brandRules, memberIdHeading } from "./brandRules.js";

describe("brandRules (brand codes named by the spec)", () => {
  it.each([
    [
      "6008",
      {
        viewSbc: true,
        trimsPcpReasonCode: false,
        changePcpDateWindow: true,
        changePcp: true,
        spendingAccountElections: true,
      },
    ],
    ["6009", { viewSbc: true, memberIdIsSsnOnly: true, pcpSuccessMentionsIdCard: true }],
    ["6010", { otherInsuranceStepOnCobData: true, spendingAccountElections: false, viewSbc: false }],
    ["6011", { otherInsuranceStepOnCobData: true }],
    [
      "6012",
      {
        otherInsuranceStepOnCobData: true,
        cascadesVisionDentalOnMedicalCancel: true,
        hidesVisionDentalCancelAlongsideMedical: true,
        validatesVisionDentalOnSave: true,
        changePcp: false,
        hidesCobraCheckbox: true,
        altNoProductSelectedNotice: true,
      },
    ],
    [
      "9017",
      {
        cascadesVisionDentalOnMedicalCancel: true,
        validatesVisionDentalOnSave: true,
        spendingAccountElections: true,
      },
    ],
    ["9018", { hidesVisionDentalCancelAlongsideMedical: false, spendingAccountElections: true }],
    ["3001", { spendingAccountElections: true }],
    ["6001", { spendingAccountElections: true, trimsPcpReasonCode: true }],
    ["9001", { spendingAccountElections: true }],
    ["9012", { spendingAccountElections: true }],
    ["9013", { spendingAccountElections: false }],
    ["9015", { spendingAccountElections: true }],
    ["9016", { spendingAccountElections: false }],
  ])("%s", (code, expected) => {
    expect(brandRules(code)).toMatchObject(expected);
  });

  it("names the member ID heading (enrollment.md §2)", () => {
    expect(memberIdHeading(brandRules("6008"))).toBe("Member ID/SSN");
    expect(memberIdHeading(brandRules("6010"))).toBe("Member ID/SSN/Client-Assigned ID");
  });
});
