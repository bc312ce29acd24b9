import { describe, expect, it } from "vitest";
import { placeReportCodeErrors } from "./reportCodes.js";

const codes = [{ abbreviatedType: "DEPT" }, { abbreviatedType: "LOC" }];

describe("placeReportCodeErrors (enrollment.md §4 Report codes)", () => {
  it.each([
    [
      ["Group 100: Invalid department (DEPT)"],
      [{ name: "reportCodes.0.value", message: "Invalid department" }],
      [],
    ],
    [
      ["Group 100: Location is not valid (loc)"],
      [{ name: "reportCodes.1.value", message: "Location is not valid" }],
      [],
    ],
    [["Group 200: Invalid department (DEPT)"], [], []],
    [["Group 100: Unknown code (XYZ)"], [], ["Group 100: Unknown code (XYZ)"]],
    [["Report codes could not be validated"], [], []],
  ])("%j → fields %j, unplaced %j", (lines, fields, unplaced) => {
    expect(placeReportCodeErrors("100", codes, lines)).toEqual({ fields, unplaced });
  });
});
