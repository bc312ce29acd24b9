import { describe, expect, it } from "vitest";
import { parseReportCodeErrors } from "./reportCodes.js";
import { type ReportCodeDefinition, validateReportCodes } from "./validateReportCodes.js";

const definitions: ReportCodeDefinition[] = [
  {
    type: "Department",
    abbreviatedType: "DEPT",
    required: true,
    maxLength: 6,
    allowedValues: [],
    effectiveDate: "01/01/2020",
    cancelDate: null,
  },
  {
    type: "Location",
    abbreviatedType: "LOC",
    required: false,
    maxLength: 4,
    allowedValues: ["EAST", "WEST"],
    effectiveDate: "01/01/2020",
    cancelDate: null,
  },
  {
    type: "Union",
    abbreviatedType: "UN",
    required: true,
    maxLength: 4,
    allowedValues: [],
    effectiveDate: "01/01/2020",
    cancelDate: "01/01/2025",
  },
  {
    type: "Division",
    abbreviatedType: "DIV",
    required: true,
    maxLength: 4,
    allowedValues: [],
    effectiveDate: "07/01/2026",
    cancelDate: null,
  },
];
const code = (abbreviatedType: string, value: string) => ({
  abbreviatedType,
  type: abbreviatedType,
  value,
  required: false,
});
const run = (date: string, codes: ReturnType<typeof code>[]) =>
  validateReportCodes({ groupNumber: "100100", coverageStartDate: date, reportCodes: codes }, definitions);

describe("validateReportCodes (enrollment.md §4, §7: 'Group N: … (abbr)', empty means valid)", () => {
  it.each([
    ["all valid, lower case accepted", "03/01/2026", [code("DEPT", "hr12"), code("LOC", "east")], []],
    [
      "required value empty",
      "03/01/2026",
      [code("DEPT", " "), code("LOC", "")],
      ["Group 100100: Department is required (DEPT)"],
    ],
    ["required code not sent", "03/01/2026", [], ["Group 100100: Department is required (DEPT)"]],
    [
      "too long",
      "03/01/2026",
      [code("DEPT", "ABCDEFG")],
      ["Group 100100: Department must be at most 6 characters (DEPT)"],
    ],
    [
      "not an allowed value",
      "03/01/2026",
      [code("DEPT", "A"), code("LOC", "MID")],
      ["Group 100100: MID is not a valid Location (LOC)"],
    ],
    [
      "unknown code",
      "03/01/2026",
      [code("DEPT", "A"), code("ZZ", "1")],
      ["Group 100100: ZZ is not a report code of this group (ZZ)"],
    ],
    [
      "cancelled code given a value",
      "03/01/2026",
      [code("DEPT", "A"), code("UN", "X")],
      ["Group 100100: Union is not in effect on 03/01/2026 (UN)"],
    ],
    [
      "required code in effect from its date",
      "07/01/2026",
      [code("DEPT", "A")],
      ["Group 100100: Division is required (DIV)"],
    ],
    [
      "cancelled required code before its cancel date",
      "12/31/2024",
      [code("DEPT", "A")],
      ["Group 100100: Union is required (UN)"],
    ],
    [
      "bad date",
      "2026-03-01",
      [code("DEPT", "A")],
      ["Group 100100: The coverage start date must be a date MM/dd/yyyy (coverageStartDate)"],
    ],
  ])("%s", (_name, date, codes, expected) => {
    expect(run(date, codes)).toEqual(expected);
  });

  it("every error parses back into group, message and field (parseReportCodeErrors)", () => {
    const errors = run("03/01/2026", [code("DEPT", ""), code("LOC", "MID")]);
    expect(parseReportCodeErrors(errors)).toEqual({
      errors: [
        { groupNumber: "100100", message: "Department is required", abbreviatedType: "DEPT" },
        { groupNumber: "100100", message: "MID is not a valid Location", abbreviatedType: "LOC" },
      ],
      unparsed: [],
    });
  });
});
