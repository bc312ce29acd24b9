import { describe, expect, it } from "vitest";
import { reportCodesCardVisible } from "./reportCodes.js";

describe("reportCodesCardVisible (enrollment.md §4 Report codes: view mode only with a value)", () => {
  it.each([
    ["editing, no values", [{ value: "" }, { value: null }], true, true],
    ["editing, no codes", [], true, true],
    ["view, one value", [{ value: "" }, { value: "NE" }], false, true],
    ["view, blanks only", [{ value: "  " }, { value: null }, {}], false, false],
    ["view, no codes", [], false, false],
  ])("%s", (_label, codes, editing, expected) => {
    expect(reportCodesCardVisible(codes, editing)).toBe(expected);
  });
});
