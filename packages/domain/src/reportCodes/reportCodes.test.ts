import { describe, expect, it } from "vitest";
import {
  parseReportCodeErrors,
  reportCodeValidationRequest,
  upperCaseReportCodes,
  visibleReportCodes,
} from "./reportCodes.js";

describe("report codes (enrollment.md §4 Report codes)", () => {
  it("upper-cases values", () => {
    expect(upperCaseReportCodes([{ value: "ab1" }, { value: null }])).toEqual([
      { value: "AB1" },
      { value: null },
    ]);
  });

  it("shows codes in view mode only with a value", () => {
    const codes = [{ value: "X" }, { value: " " }, { value: null }];
    expect(visibleReportCodes(codes, false)).toEqual([{ value: "X" }]);
    expect(visibleReportCodes(codes, true)).toHaveLength(3);
  });

  it("parses 'Group N: ... (abbr)' errors", () => {
    expect(
      parseReportCodeErrors([
        "Group 123456: Invalid Department code (DEPT)",
        "group 9: value is required(LOC)",
        "Something else",
      ]),
    ).toEqual({
      errors: [
        { groupNumber: "123456", message: "Invalid Department code", abbreviatedType: "DEPT" },
        { groupNumber: "9", message: "value is required", abbreviatedType: "LOC" },
      ],
      unparsed: ["Something else"],
    });
  });

  it("builds the validation request", () => {
    expect(
      reportCodeValidationRequest("1", "07/01/2024", [
        { type: "Department", abbreviatedType: "DEPT", value: "ab", required: true },
        { type: "Location", abbreviatedType: null, value: null, required: null },
      ]),
    ).toEqual({
      groupNumber: "1",
      coverageStartDate: "07/01/2024",
      reportCodes: [
        { abbreviatedType: "DEPT", type: "Department", value: "AB", required: true },
        { abbreviatedType: "", type: "Location", value: "", required: false },
      ],
    });
  });
});
