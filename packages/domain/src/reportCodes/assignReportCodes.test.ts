import { describe, expect, it } from "vitest";
import type { MemberCoverage } from "../entities/coverage.js";
import type { EmployeeRecord } from "../entities/employee.js";
import { assignReportCodes } from "./reportCodes.js";
import { type ReportCodeDefinition, reportCodesInEffect } from "./validateReportCodes.js";

const record = {
  subscriber: {
    memberCoverages: [
      { groupNumber: "100100", memberLobs: [] },
      { groupNumber: "100107", memberLobs: [], reportCodes: [{ type: "Union", value: "U1" }] },
    ] as unknown as MemberCoverage[],
  },
} as unknown as Pick<EmployeeRecord, "subscriber">;

describe("assignReportCodes (enrollment.md §3 reportCodes, stored upper-case)", () => {
  it.each([
    [
      "the group's coverage takes the codes, upper-cased",
      "100100",
      [{ type: "Department", abbreviatedType: "DEPT", value: "hr", required: true }],
      [
        [{ type: "Department", abbreviatedType: "DEPT", value: "HR", required: true }],
        [{ type: "Union", value: "U1" }],
      ],
    ],
    [
      "no value and no abbreviation are stored empty",
      "100107",
      [{ type: "Location", value: null }],
      [undefined, [{ type: "Location", abbreviatedType: null, value: "", required: false }]],
    ],
    [
      "a group the subscriber is not in changes nothing",
      "100999",
      [{ type: "X", value: "y" }],
      [undefined, [{ type: "Union", value: "U1" }]],
    ],
  ] as const)("%s", (_label, groupNumber, codes, expected) => {
    const result = assignReportCodes(record, groupNumber, codes);
    expect(result.subscriber.memberCoverages.map((c) => c.reportCodes)).toEqual(expected);
  });
});

const definition = (abbreviatedType: string, effectiveDate: string, cancelDate: string | null) =>
  ({
    abbreviatedType,
    type: abbreviatedType,
    required: true,
    maxLength: 5,
    allowedValues: [],
    effectiveDate,
    cancelDate,
  }) as ReportCodeDefinition;

describe("reportCodesInEffect (enrollment.md §4 Report codes, §7 Report codes for a group)", () => {
  const definitions = [
    definition("DEPT", "01/01/2020", null),
    definition("UN", "01/01/2020", "01/01/2026"),
    definition("DIV", "12/01/2026", null),
  ];
  it.each([
    ["12/01/2026", ["DEPT", "DIV"]],
    ["11/30/2026", ["DEPT"]],
    ["12/31/2025", ["DEPT", "UN"]],
    ["01/01/2026", ["DEPT"]],
    ["", ["DEPT", "UN", "DIV"]],
    [null, ["DEPT", "UN", "DIV"]],
  ])("on %s: %j", (date, expected) => {
    expect(reportCodesInEffect(definitions, date).map((d) => d.abbreviatedType)).toEqual(expected);
  });
});
