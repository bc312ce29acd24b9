import { describe, expect, it } from "vitest";
import * as schemas from "./index.js";

const today = new Date(2024, 5, 15);
const all: [
  string,
  { safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } } },
][] = [
  ["subscriber", schemas.subscriberFormSchema({ today, flow: "add" })],
  ["dependent", schemas.dependentFormSchema({ today, flow: "add" })],
  ["dependents", schemas.dependentsFormSchema({ today, flow: "edit" })],
  ["otherInsurance", schemas.otherInsuranceFormSchema({ today, flow: "add" })],
  ["medicare", schemas.medicareFormSchema()],
  ["mnloa", schemas.mnloaFormSchema()],
  ["tobacco", schemas.tobaccoFormSchema({ today, required: true })],
  ["reportCodes", schemas.reportCodesFormSchema()],
  ["provider", schemas.providerFormSchema({ group: { providerRequired: true } })],
  ["planCoverage", schemas.planCoverageFormSchema({ today, flow: "add" })],
  ["planExtraQuestions", schemas.planExtraQuestionsFormSchema()],
  ["cancel", schemas.cancelFormSchema({ lines: [] })],
  ["removeCancelDate", schemas.removeCancelDateFormSchema({ cancelDate: "06/30/2024" })],
  ["reinstate", schemas.reinstateFormSchema()],
  ["copyToOthers", schemas.copyToOthersFormSchema({ otherMembers: 2 })],
  ["employeeSearch", schemas.employeeSearchSchema],
  ["login", schemas.loginSchema],
  ["changePcp", schemas.changePcpFormSchema({ today, reasons: [] })],
  ["newPassword", schemas.newPasswordFormSchema()],
  ["spendingPlan", schemas.spendingPlanFormSchema({})],
  ["spendingContributions", schemas.spendingContributionsFormSchema()],
  ["censusReport", schemas.censusReportFormSchema({ reportType: "census", listedGroups: [] })],
  ["mfaCode", schemas.mfaCodeFormSchema()],
  ["groupEntitlement", schemas.groupEntitlementFormSchema()],
  ["authenticatorCode", schemas.authenticatorCodeFormSchema()],
];

describe("every schema handles bad input without throwing", () => {
  it.each(all)("%s: empty object gives the spec's (or a clear) messages", (_name, schema) => {
    const result = schema.safeParse({});
    for (const issue of result.error?.issues ?? []) expect(issue.message).not.toMatch(/^Invalid input/);
  });

  it.each(all)("%s: wrong types, over-long strings and impossible dates are rejected", (_name, schema) => {
    for (const value of [
      null,
      "text",
      42,
      [],
      { firstName: 5, birthDate: "02/30/2024", lastName: "x".repeat(500) },
    ]) {
      expect(() => schema.safeParse(value)).not.toThrow();
    }
    expect(schema.safeParse(null).success).toBe(false);
  });
});
