import { describe, expect, it } from "vitest";
import { errorsOf } from "../shared/testing.js";
import {
  adminMessages,
  authenticatorCodeFormSchema,
  censusReportFormSchema,
  groupEntitlementFormSchema,
  mfaCodeFormSchema,
} from "./admin.js";

describe("censusReportFormSchema (session-and-admin.md §3, §4)", () => {
  const census = censusReportFormSchema({ reportType: "census", listedGroups: ["100", "200"] });
  const wellness = censusReportFormSchema({ reportType: "wellness", listedGroups: ["100"] });
  it("defaults to Excel, masked SSN and all listed groups", () => {
    expect(census.parse({})).toEqual({ reportFormat: "Excel", ssnMask: "Y", groupNumbersList: "100,200" });
    expect(census.parse({ reportFormat: "PDF", ssnMask: false, groupNumbers: ["200"] })).toEqual({
      reportFormat: "PDF",
      ssnMask: "N",
      groupNumbersList: "200",
    });
  });
  it("adds the wellness report name", () => {
    expect(wellness.parse({}).reportName).toBe("ND Wellness Taxation Report - Monthly");
    expect(wellness.parse({ reportName: "Q1" }).reportName).toBe("Q1");
  });
  it("rejects wrong values", () => {
    expect(errorsOf(census, { reportFormat: "CSV" })).toEqual({ reportFormat: adminMessages.reportFormat });
    expect(errorsOf(census, { reportName: "x".repeat(101) })).toEqual({ reportName: "Too Long" });
    expect(census.safeParse({ groupNumbers: "100" }).success).toBe(false);
  });
});

describe("mfaCodeFormSchema (session-and-admin.md §5)", () => {
  it.each([
    ["", "Required"],
    ["  ", "Required"],
    ["123456", undefined],
    ["12 34", adminMessages.mfaFormat],
    ["1".repeat(13), adminMessages.mfaFormat],
  ])("%j → %s", (code, message) => {
    expect(errorsOf(mfaCodeFormSchema(), { code }).code).toBe(message);
  });
});

describe("authenticatorCodeFormSchema (TOTP: six digits)", () => {
  it.each([
    ["", "Required"],
    [" ", "Required"],
    ["123456", undefined],
    [" 123456 ", undefined],
    ["12345", adminMessages.authenticatorCode],
    ["1234567", adminMessages.authenticatorCode],
    ["12a456", adminMessages.authenticatorCode],
  ])("%j → %s", (code, message) => {
    expect(errorsOf(authenticatorCodeFormSchema(), { code }).code).toBe(message);
  });
});

describe("groupEntitlementFormSchema (session-and-admin.md §2, §4)", () => {
  const schema = groupEntitlementFormSchema({ medicareGroups: ["300"] });
  it.each([
    [{ selectedGroups: ["100"], employeeData: "Modify", spendingAccount: "" }, {}],
    [{ selectedGroups: [] }, { selectedGroups: adminMessages.selectGroup }],
    [{ selectedGroups: ["300"] }, { selectedGroups: adminMessages.medicareGroup }],
    [
      { selectedGroups: ["100"], employeeData: "Edit" },
      { employeeData: "Please enter the value in a valid format." },
    ],
    [{ selectedGroups: ["100"], spendingAccount: "N/A" }, {}],
  ])("%o → %o", (values, expected) => {
    expect(errorsOf(schema, values)).toEqual(expected);
  });
  it("defaults the context", () => {
    expect(errorsOf(groupEntitlementFormSchema(), { selectedGroups: ["300"] })).toEqual({});
  });
});
