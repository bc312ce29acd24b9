import { describe, expect, it } from "vitest";
import { claimSourceLabel, claimStatusLabel, spendingAccountTypeGroupOf } from "./claims.js";
import {
  coverageTypeLabel,
  coverageTypeOfLine,
  coverageTypes,
  isMajorMedicalLine,
  lineOfBusinessCodes,
  productNameOf,
} from "./coverage.js";
import { normalizeSpecialStatus } from "./members.js";
import { nameSuffixes } from "./names.js";
import {
  dependentRelationshipOptions,
  isSpouseOrPartner,
  relationshipCodes,
  relationshipLabels,
} from "./relationships.js";
import { stateCodes } from "./states.js";

describe("code lists (enrollment.md §3 Option lists)", () => {
  it("has 50 states plus DC", () => {
    expect(stateCodes).toHaveLength(51);
    expect(stateCodes).toContain("DC");
  });
  it("has the name suffixes I to VIII", () => {
    expect(nameSuffixes).toEqual(expect.arrayContaining(["NONE", "I", "VIII", "PHD"]));
    expect(nameSuffixes).toHaveLength(18);
  });
  it("has the relationship codes", () => {
    expect(relationshipCodes).toHaveLength(34);
    expect(relationshipLabels["29"]).toBe("Domestic Partner");
    expect(isSpouseOrPartner("01")).toBe(true);
    expect(isSpouseOrPartner("29")).toBe(true);
    expect(isSpouseOrPartner("02")).toBe(false);
  });
  it("lists the relationship codes ascending", () => {
    expect(relationshipCodes.slice(0, 3)).toEqual(["01", "02", "03"]);
    expect(relationshipCodes.at(-1)).toBe("50");
    expect([...relationshipCodes].sort()).toEqual(relationshipCodes);
  });
});

describe("dependentRelationshipOptions (enrollment.md §5 Dependents: the relationship select)", () => {
  const offered = dependentRelationshipOptions();
  const labels = offered.map((code) => relationshipLabels[code]);
  it("puts the common relationships first", () => {
    expect(labels.slice(0, 8)).toEqual([
      "Spouse",
      "Domestic Partner",
      "Son or Daughter",
      "Stepson or Stepdaughter",
      "Adopted",
      "Foster Child",
      "Grandchild",
      "Ward",
    ]);
  });
  it("then the others by label", () => {
    const rest = labels.slice(8);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b)));
    expect(rest[0]).toBe("Both Parents");
  });
  it.each([
    ["18", "Self: the subscriber's own"],
    ["20", "Employee: the subscriber's own"],
    ["19", "Child: 02 Son or Daughter"],
    ["33", "Father/Mother: 03 Father or Mother"],
  ])("does not offer %s (%s)", (code) => {
    expect(offered).not.toContain(code);
  });
  it("offers each code once, every other code of the spec", () => {
    expect(new Set(offered).size).toBe(offered.length);
    expect(offered).toHaveLength(relationshipCodes.length - 4);
  });
  it.each([
    ["19", true],
    ["33", true],
    ["02", false],
    ["", false],
    [null, false],
    ["99", false],
  ])("keeps a held code %j at the end when not offered: %s", (held, added) => {
    const list = dependentRelationshipOptions(held);
    expect(list.at(-1) === held).toBe(added);
    expect(list.length).toBe(offered.length + (added ? 1 : 0));
  });
});

describe("code lists, lines of business", () => {
  it.each([
    ["PPO", "MEDICAL"],
    ["DEN", "DENTAL"],
    ["PDG", "DRUG"],
    ["WB3", "SERVICE"],
    ["VIS", "VISION"],
    ["UCCI", "UCCIDENTAL"],
    ["ZZZ", undefined],
  ])("line %s is %s", (line, type) => {
    expect(coverageTypeOfLine(line)).toBe(type);
  });
  it("lists every line of business", () => {
    expect(lineOfBusinessCodes).toHaveLength(10 + 1 + 1 + 13 + 1 + 1);
  });
  it.each([
    ["MM", true],
    ["FA", true],
    ["PR", true],
    ["PPO", false],
    [null, false],
  ])("major medical %s is %s", (line, expected) => {
    expect(isMajorMedicalLine(line)).toBe(expected);
  });
  it.each([
    ["FA", undefined, "Facility"],
    ["PR", undefined, "Professional"],
    ["MM", undefined, "Major Medical"],
    ["DEN", undefined, "Dental"],
    ["UCCI", undefined, "Dental"],
    ["PDG", undefined, "Drug"],
    ["PPO", undefined, "Medical"],
    ["AG", undefined, "Service"],
    ["VIS", undefined, "Vision"],
    [null, undefined, "Medical"],
    ["X", "VISION", "Vision"],
  ] as const)("product name of %s (%s) is %s", (line, type, name) => {
    expect(productNameOf(line, type)).toBe(name);
  });
  it.each([
    ["3", "3"],
    ["F", "F"],
    ["M", "M"],
    ["N", "N"],
    ["X", "N"],
    [null, "N"],
  ])("special status %s normalises to %s", (value, expected) => {
    expect(normalizeSpecialStatus(value)).toBe(expected);
  });
});

describe("claims (assist-employees.md §3, §4)", () => {
  it.each([
    [1, "Approved"],
    ["2", "Partially Approved"],
    ["3", "Denied"],
    [4, "Adjusted"],
    ["5", "In Process"],
    ["6", "Info Not Available"],
    [null, "Info Not Available"],
    ["toString", "Info Not Available"],
  ])("status %s is %s", (code, label) => {
    expect(claimStatusLabel(code)).toBe(label);
  });
  it.each([
    ["medical", "Medical"],
    ["DENTAL", "Dental"],
    ["vision", "Vision"],
    ["ods", "Drug"],
    ["other", "other"],
    [null, ""],
  ])("source %s is %s", (code, label) => {
    expect(claimSourceLabel(code)).toBe(label);
  });
  it.each([
    ["dcare", "FSA"],
    ["LFSA", "FSA"],
    ["PKG", "TRANSIT"],
    ["HRAI", "HRA"],
    ["XYZ", undefined],
    [undefined, undefined],
  ])("spending type %s is in %s", (code, group) => {
    expect(spendingAccountTypeGroupOf(code)).toBe(group);
  });
});

describe("coverageTypeLabel (enrollment.md §3 memberLob coverageType): names, never codes", () => {
  it.each([
    ["MEDICAL", "Medical"],
    ["DENTAL", "Dental"],
    ["UCCIDENTAL", "UCCI Dental"],
    ["VISION", "Vision"],
    ["DRUG", "Drug"],
    ["SERVICE", "Service"],
    ["uccidental", "UCCI Dental"],
    ["LIFE", "LIFE"],
    ["", ""],
    [null, ""],
    [undefined, ""],
  ])("%s reads %j", (code, label) => {
    expect(coverageTypeLabel(code)).toBe(label);
  });

  it("names every coverage type in words that are not its code", () => {
    for (const type of coverageTypes) expect(coverageTypeLabel(type)).not.toBe(type);
  });
});
