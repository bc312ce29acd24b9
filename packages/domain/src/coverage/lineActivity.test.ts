import { describe, expect, it } from "vitest";
import {
  activeGroupNumbersOf,
  employeeGroups,
  groupStatus,
  hasEndDate,
  isEmployeeActive,
  lineActivity,
  lineStatus,
  sortGroupsForSwitcher,
} from "./lineActivity.js";

const today = new Date(2024, 5, 15, 13);

describe("lineActivity (enrollment.md §4 Coverage line activity)", () => {
  it.each([
    [{ coverageEffectiveDate: "01/01/2024" }, "active"],
    [{ coverageEffectiveDate: "06/15/2024" }, "active"],
    [{ coverageEffectiveDate: "06/16/2024" }, "future-active"],
    [{ coverageEffectiveDate: "updateMe" }, "active"],
    [{ coverageEffectiveDate: "01/01/2024", coverageEndDate: "06/16/2024" }, "active"],
    [{ coverageEffectiveDate: "01/01/2024", coverageEndDate: "06/15/2024" }, "active"],
    [{ coverageEffectiveDate: "01/01/2024", coverageEndDate: "06/14/2024" }, "cancelled"],
    [{ coverageEffectiveDate: "01/01/2024", coverageEndDate: "" }, "active"],
    [{ coverageEffectiveDate: "07/01/2024", coverageEndDate: "07/31/2024" }, "future-active"],
  ])("%o is %s", (lob, expected) => {
    expect(lineActivity(lob, today)).toBe(expected);
  });

  it.each([
    [{ coverageEffectiveDate: "01/01/2024" }, "active"],
    [{ coverageEffectiveDate: "07/01/2024" }, "future-active"],
    [{ coverageEffectiveDate: "01/01/2024", coverageEndDate: "06/30/2024" }, "ending"],
    [{ coverageEffectiveDate: "01/01/2024", coverageEndDate: "06/15/2024" }, "ending"],
    [{ coverageEffectiveDate: "07/01/2024", coverageEndDate: "07/31/2024" }, "ending"],
    [{ coverageEffectiveDate: "01/01/2024", coverageEndDate: "06/14/2024" }, "cancelled"],
  ])("status of %o: %s", (lob, expected) => {
    expect(lineStatus(lob, today)).toBe(expected);
  });

  it("knows whether an end date exists", () => {
    expect(hasEndDate({ coverageEndDate: "06/16/2024" })).toBe(true);
    expect(hasEndDate({ coverageEndDate: null })).toBe(false);
  });
});

describe("groupStatus", () => {
  it.each([
    [[{ coverageEndDate: "01/01/2024" }, { coverageEffectiveDate: "07/01/2024" }], "active"],
    [[{ coverageEndDate: "01/01/2024" }], "cancelled"],
    [[], "cancelled"],
  ])("%o → %s", (lines, expected) => {
    expect(groupStatus(lines, today)).toBe(expected);
  });
});

describe("employee status and groups", () => {
  it.each([
    [{ status: "active" }, true],
    [{ status: "ACTIVE", activeGroupNumbers: [] }, true],
    [{ status: "cancelled", activeGroupNumbers: ["1"] }, true],
    [{ status: "cancelled", activeGroupNumbers: [] }, false],
    [{}, false],
  ])("%o active is %s", (employee, expected) => {
    expect(isEmployeeActive(employee)).toBe(expected);
  });

  it("sorts groups for the switcher: active first, then cancelled, numerically", () => {
    const sorted = sortGroupsForSwitcher([
      { groupNumber: "300", status: "cancelled" as const },
      { groupNumber: "20", status: "active" as const },
      { groupNumber: "100", status: "cancelled" as const },
      { groupNumber: "3", status: "active" as const },
    ]);
    expect(sorted.map((group) => group.groupNumber)).toEqual(["3", "20", "100", "300"]);
  });

  it("reads the groups of a record", () => {
    const subscriber = {
      memberCoverages: [
        { groupNumber: "200", memberLobs: [{ coverageEndDate: "01/01/2020" }] },
        { groupNumber: "100", memberLobs: [{ coverageEffectiveDate: "01/01/2020" }] },
        { groupNumber: "100", memberLobs: [] },
      ],
    } as never;
    expect(employeeGroups({ subscriber }, today)).toEqual([
      { groupNumber: "100", status: "active" },
      { groupNumber: "200", status: "cancelled" },
    ]);
    expect(activeGroupNumbersOf(subscriber, today)).toEqual(["100"]);
  });
});
