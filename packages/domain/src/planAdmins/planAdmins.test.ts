import { describe, expect, it } from "vitest";
import { entitlementsSchema } from "../entities/session.js";
import {
  GROUP_ENTITLEMENTS_PAGE_SIZE,
  groupCountLabel,
  groupEntitlementRows,
  mayManagePlanAdmins,
  planAdminSteps,
  planAdminUserEntitlementKeys,
  planAdminUserEntitlementLabels,
  selectAllGroupNumbers,
  userEntitlementsOf,
  withUserEntitlements,
} from "./planAdmins.js";

describe("planAdminSteps (session-and-admin.md §2 sidebar)", () => {
  it.each([
    [{ isAnEdit: false, ucdDental: true, billing: true }, ["demographics"]],
    [
      { isAnEdit: true, ucdDental: false, billing: false },
      ["demographics", "userEntitlements", "groupEntitlements"],
    ],
    [
      { isAnEdit: true, ucdDental: true, billing: false },
      ["demographics", "userEntitlements", "groupEntitlements", "dentalEntitlements"],
    ],
    [
      { isAnEdit: true, ucdDental: false, billing: true },
      ["demographics", "userEntitlements", "groupEntitlements", "billingEntitlements"],
    ],
  ])("%o shows %o", (input, steps) => {
    expect(planAdminSteps(input)).toEqual(steps);
  });
});

describe("groupCountLabel (§2: Group or Groups)", () => {
  it.each([
    [0, "0 Groups"],
    [1, "1 Group"],
    [2, "2 Groups"],
  ])("%i → %s", (n, label) => {
    expect(groupCountLabel(n)).toBe(label);
  });
});

describe("groupEntitlementRows (§2 filter, sorted, §9 1000 rows)", () => {
  const groups = ["300", "100", "210", "200"].map((groupNumber) => ({ groupNumber }));
  it.each([
    ["", ["100", "200", "210", "300"]],
    ["2", ["200", "210"]],
    [" 21 ", ["210"]],
    ["9", []],
  ])("filter %j → %o", (filter, numbers) => {
    expect(groupEntitlementRows(groups, filter).map((g) => g.groupNumber)).toEqual(numbers);
  });
  it("keeps at most 1000 rows", () => {
    const many = Array.from({ length: 1001 }, (_, i) => ({ groupNumber: String(i).padStart(5, "0") }));
    const rows = groupEntitlementRows(many);
    expect(rows).toHaveLength(GROUP_ENTITLEMENTS_PAGE_SIZE);
    expect(rows.at(-1)?.groupNumber).toBe("00999");
  });
});

describe("selectAllGroupNumbers (§2: Medicare-flagged groups cannot be selected)", () => {
  it("leaves out Medicare groups", () => {
    expect(
      selectAllGroupNumbers([
        { groupNumber: "1", medicare: false },
        { groupNumber: "2", medicare: true },
        { groupNumber: "3", medicare: false },
      ]),
    ).toEqual(["1", "3"]);
  });
});

describe("userEntitlementsOf / withUserEntitlements (§3 Entitlements)", () => {
  const held = entitlementsSchema.parse({
    employees: { view: true, edit: false },
    reports: { enrollment: true },
    clientQualifiers: { ucdDental: true },
  });
  it("reads what is held and writes the step back, keeping the rest", () => {
    const values = userEntitlementsOf(held);
    expect(values).toMatchObject({
      employeesView: true,
      employeesEdit: false,
      enrollmentReports: true,
      claims: false,
    });
    const next = withUserEntitlements(held, { ...values, employeesEdit: true, superUserRole: true });
    expect(next.employees).toEqual({ view: true, edit: true });
    expect(next.superUserRole).toBe(true);
    expect(next.clientQualifiers.ucdDental).toBe(true);
    expect(userEntitlementsOf(next)).toEqual({ ...values, employeesEdit: true, superUserRole: true });
  });
});

describe("mayManagePlanAdmins: only a super user manages others (beyond the spec)", () => {
  it.each([
    [{ clientChosen: true, viewOnly: false, superUserRole: true }, true],
    [{ clientChosen: false, viewOnly: false, superUserRole: true }, false],
    [{ clientChosen: true, viewOnly: true, superUserRole: true }, false],
    [{ clientChosen: true, viewOnly: false, superUserRole: false }, false],
  ])("%o → %s", (input, allowed) => {
    expect(mayManagePlanAdmins(input)).toBe(allowed);
  });
});

describe("planAdminUserEntitlementLabels (§6 site access labels)", () => {
  it.each([
    ["enrollmentReports", "Enrollment Reports"],
    ["medeAnalytics", "Mede Analytics"],
    ["idTheft", "ID Theft protection"],
    ["reportsAtHand", "Reports"],
    ["ebill", "Bills"],
    ["wellnessReports", "Wellness"],
    ["superUserRole", "Super User Role"],
  ] as const)("%s is labelled %s", (key, label) => {
    expect(planAdminUserEntitlementLabels[key]).toBe(label);
  });
  it("labels every key of the step", () => {
    expect(Object.keys(planAdminUserEntitlementLabels).sort()).toEqual(
      [...planAdminUserEntitlementKeys].sort(),
    );
  });
});
