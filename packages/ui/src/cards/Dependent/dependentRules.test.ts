import { describe, expect, it } from "vitest";
import { emptyDependent, showsSpecialStatus, statusAfterRelationshipChange } from "./dependentRules.js";

const today = new Date(2026, 5, 15, 8); // 06/15/2026
const child = { ...emptyDependent, relationshipCode: "02", birthDate: "06/16/2000" };

describe("showsSpecialStatus (enrollment.md §5 Dependents, the age-26 rule)", () => {
  it.each([
    ["a child of 25", child, false],
    ["a child turning 26 today", { ...child, birthDate: "06/15/2000" }, true],
    ["a spouse of 40", { ...child, relationshipCode: "01", birthDate: "01/01/1986" }, false],
    ["a partner of 40", { ...child, relationshipCode: "29", birthDate: "01/01/1986" }, false],
    ["a child of 25 with a status on file", { ...child, dependentStatus: "F" }, true],
    ["a child of 25 with status None", { ...child, dependentStatus: "N" }, false],
    ["a spouse with a status on file", { ...child, relationshipCode: "01", dependentStatus: "3" }, false],
    ["no birth date", { ...child, birthDate: "" }, false],
  ])("%s → %s", (_label, values, shown) => {
    expect(showsSpecialStatus(values, today)).toBe(shown);
  });
});

describe("statusAfterRelationshipChange (enrollment.md §4 Indicator changes)", () => {
  it.each([
    ["child → spouse clears", { ...child, relationshipCode: "01", dependentStatus: "F" }, "02", ""],
    ["M kept for a grandchild", { ...child, relationshipCode: "05", dependentStatus: "M" }, "02", "M"],
    ["M cleared for a ward", { ...child, relationshipCode: "15", dependentStatus: "M" }, "02", ""],
    [
      "26 or over: a new relationship asks again",
      { ...child, birthDate: "01/01/1990", relationshipCode: "17", dependentStatus: "3" },
      "02",
      "",
    ],
    ["under 26: kept", { ...child, relationshipCode: "17", dependentStatus: "3" }, "02", "3"],
  ])("%s", (_label, values, previous, status) => {
    expect(statusAfterRelationshipChange(values, previous, today)).toBe(status);
  });
});
