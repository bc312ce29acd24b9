import { describe, expect, it } from "vitest";
import { coverageTypes } from "../../codes/coverage.js";
import { relationshipCodes } from "../../codes/relationships.js";
import { eligibilityActions } from "../memberRow.js";
import {
  coverageTypeFromInsuranceLine,
  d8FromDate,
  dateFromD8,
  insMaintenanceActions,
  insMaintenanceCodeOfAction,
  insuranceLineOfCoverageType,
  relationshipFromX12,
  relationshipToX12,
} from "./codes.js";

/** INS02's code list in 005010X220A1. */
const ins02Codes = [
  "01",
  "03",
  "04",
  "05",
  "06",
  "07",
  "08",
  "09",
  "10",
  "11",
  "12",
  "13",
  "14",
  "15",
  "16",
  "17",
  "18",
  "19",
  "23",
  "24",
  "25",
  "26",
  "31",
  "38",
  "53",
  "60",
  "D2",
  "G8",
  "G9",
];

describe("relationship codes: INS02 and the spec's", () => {
  it("reads every INS02 code the guide allows, onto one of the spec's codes", () => {
    expect(Object.keys(relationshipFromX12).sort()).toEqual([...ins02Codes].sort());
    for (const ours of Object.values(relationshipFromX12)) expect(relationshipCodes).toContain(ours);
  });

  it("writes every code of the spec's as an INS02 code the guide allows", () => {
    expect(Object.keys(relationshipToX12).sort()).toEqual([...relationshipCodes].sort());
    for (const x12 of Object.values(relationshipToX12)) expect(ins02Codes).toContain(x12);
  });

  it.each([
    ["18", "18", "self"],
    ["01", "01", "spouse"],
    ["19", "02", "child: the spec's dependent code, Son or Daughter"],
    ["12", "13", "brother- or sister-in-law"],
    ["13", "12", "mother- or father-in-law"],
    ["16", "48", "stepparent"],
    ["53", "29", "life partner: domestic partner"],
    ["38", "23", "collateral dependent: sponsored dependent"],
    ["60", "21", "annuitant: unknown"],
    ["D2", "21", "trustee: unknown"],
    ["G8", "21", "other relationship: unknown"],
    ["G9", "21", "other relative: unknown"],
  ])("INS02 %s is our %s (%s)", (x12, ours) => {
    expect(relationshipFromX12[x12]).toBe(ours);
  });

  it("reads back what it writes, except the codes the 834 has none for", () => {
    const changed = Object.entries(relationshipToX12)
      .filter(([ours, x12]) => relationshipFromX12[x12] !== ours)
      .map(([ours, x12]) => `${ours}→${x12}→${relationshipFromX12[x12]}`);
    expect(changed).toEqual([
      "19→19→02",
      "20→18→18",
      "28→G8→21",
      "30→03→03",
      "33→03→03",
      "34→G8→21",
      "36→G8→21",
      "45→G8→21",
      "50→G8→21",
    ]);
  });
});

describe("coverage types: HD03 and ours", () => {
  it("writes every coverage type, and reads each back but UCCI dental (as dental)", () => {
    expect(Object.keys(insuranceLineOfCoverageType).sort()).toEqual([...coverageTypes].sort());
    const back = coverageTypes.map(
      (type) => coverageTypeFromInsuranceLine[insuranceLineOfCoverageType[type] as string],
    );
    expect(back).toEqual(["MEDICAL", "DENTAL", "DENTAL", "VISION", "DRUG", "SERVICE"]);
  });

  it.each([
    ["HLT", "MEDICAL"],
    ["HMO", "MEDICAL"],
    ["PPO", "MEDICAL"],
    ["DEN", "DENTAL"],
    ["VIS", "VISION"],
    ["PDG", "DRUG"],
    ["MOD", "DRUG"],
  ])("HD03 %s is %s", (line, type) => {
    expect(coverageTypeFromInsuranceLine[line]).toBe(type);
  });
});

describe("maintenance types: INS03 and our actions", () => {
  it.each([
    ["001", "change"],
    ["021", "add"],
    ["024", "terminate"],
    ["025", "reinstate"],
    ["030", "audit"],
  ])("INS03 %s asks to %s, and is written for it", (code, action) => {
    expect(insMaintenanceActions[code as keyof typeof insMaintenanceActions]).toBe(action);
    expect(insMaintenanceCodeOfAction[action as (typeof eligibilityActions)[number]]).toBe(code);
  });

  it("has a code for every action", () => {
    expect(Object.keys(insMaintenanceCodeOfAction).sort()).toEqual([...eligibilityActions].sort());
  });
});

describe("D8 dates", () => {
  it.each([
    ["20240229", "02/29/2024"],
    ["19991231", "12/31/1999"],
    ["20250229", undefined],
    ["20241301", undefined],
    ["20240100", undefined],
    ["20240431", undefined],
    ["2024011", undefined],
    ["2024-01-01", undefined],
  ])("%s is %s", (d8, date) => {
    expect(dateFromD8(d8)).toBe(date);
  });

  it.each([
    ["02/29/2024", "20240229"],
    ["02/29/2025", undefined],
    ["2/9/2024", undefined],
    ["2024-02-09", undefined],
  ])("%s is written %s", (date, d8) => {
    expect(d8FromDate(date)).toBe(d8);
  });
});
