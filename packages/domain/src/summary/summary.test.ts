import { describe, expect, it } from "vitest";
import { mayAddEmployees } from "../permissions/permissions.js";
import { dependent, lob, record, subscriber } from "../test-fixtures.js";
import {
  coveredDependentNames,
  memberDisplayName,
  membersWithCoverage,
  membersWithMedicare,
  membersWithOtherInsurance,
  mnloaDependents,
  summaryGroupSchema,
} from "./summary.js";

const today = new Date(2026, 10, 22);
const family = record({
  subscriber: subscriber({
    fullName: { first: "Elena", last: "Lind" },
    otherInsuranceIndicator: "yes",
    memberCoverages: [{ groupNumber: "100107", memberLobs: [lob("HMO", { productId: "P1" })] }],
  }),
  dependents: [
    dependent({
      fullName: { first: "Marco", last: "Lind" },
      dependentStatus: "M",
      medicareEligibleIndicator: "yes",
      memberCoverages: [{ groupNumber: "100107", memberLobs: [lob("HMO", { productId: "P1" })] }],
    }),
    dependent({
      fullName: { first: "Ada", last: "Lind" },
      dependentStatus: "N",
      memberCoverages: [
        {
          groupNumber: "100107",
          memberLobs: [lob("HMO", { productId: "P1", coverageEndDate: "12/31/2026" })],
        },
      ],
    }),
    dependent({
      fullName: { first: "Ivo", last: "Lind" },
      memberCoverages: [
        {
          groupNumber: "100107",
          memberLobs: [lob("HMO", { productId: "P1", coverageEndDate: "10/31/2026" })],
        },
      ],
    }),
    dependent({ fullName: { last: "Lind" }, memberCoverages: [] }),
  ],
});

describe("the employee summary's rules (enrollment.md §2 employee.find.review)", () => {
  it("names a member without empty parts or the suffix NONE", () => {
    expect(
      memberDisplayName({ prefix: "DR", first: "Elena", middle: null, last: "Lind", suffix: "NONE" }),
    ).toBe("DR Elena Lind");
    expect(memberDisplayName({ first: "Elena", last: "Lind", suffix: "JR" })).toBe("Elena Lind JR");
  });

  it("lists each member's coverage of a group, subscriber first", () => {
    expect(membersWithCoverage(family, "100107").map((m) => m.name)).toEqual([
      "Elena Lind",
      "Marco Lind",
      "Ada Lind",
      "Ivo Lind",
    ]);
    expect(membersWithCoverage(family, "999999")).toEqual([]);
  });

  it("counts a dependent covered while the line is active: a future end date still covers, a past one not (§4)", () => {
    expect(coveredDependentNames(family, "100107", "P1", today)).toEqual(["Marco", "Ada"]);
    expect(coveredDependentNames(family, "100107", "P2", today)).toEqual([]);
    expect(coveredDependentNames(family, "100121", "P1", today)).toEqual([]);
  });

  it("shows MNLOA only for dependents whose status is M (§4)", () => {
    expect(mnloaDependents(family.dependents).map((d) => d.fullName.first)).toEqual(["Marco"]);
  });

  it("lists members with other insurance or Medicare marked yes", () => {
    expect(membersWithOtherInsurance(family).map((m) => m.fullName.first)).toEqual(["Elena"]);
    expect(membersWithMedicare(family).map((m) => m.fullName.first)).toEqual(["Marco"]);
  });

  it("reads a summary group", () => {
    const group = { groupNumber: "100107", groupName: "Hourly", status: "active", modifiable: true };
    expect(summaryGroupSchema.parse(group)).toEqual(group);
    expect(summaryGroupSchema.safeParse({ ...group, status: "pending" }).success).toBe(false);
  });
});

describe("mayAddEmployees (enrollment.md §6)", () => {
  it.each([
    [true, false, true],
    [true, true, false],
    [false, false, false],
  ])("employees.edit %s, view only %s → %s", (employeesEdit, viewOnly, expected) => {
    expect(mayAddEmployees({ employeesEdit, viewOnly, groups: [{ employeeData: "Modify" }] })).toBe(expected);
  });
});
