import type { Session } from "@epr/contract";
import { entitlementsSchema, type SummaryGroup } from "@epr/domain";
import { describe, expect, it } from "vitest";
import { summaryActionRights } from "./summaryActions.js";
import { historyModalOf } from "./useSummaryHistory.js";

const session = (over: {
  status?: "active" | "cancelled";
  viewOnly?: boolean;
  spendingAccount?: "View" | "Modify" | "N/A";
}): Session => ({
  admin: {
    loginId: over.viewOnly ? "e2e.VIEW.1" : "e2e.admin.1",
    firstName: "Ada",
    lastName: "Admin",
    email: "ada@example.com",
    company: "Demo",
    role: "plan_admin",
    viewOnly: over.viewOnly ?? false,
    multiClient: false,
  },
  employer: {
    clientNumber: "1",
    clientName: "Demo",
    brandCode: "6008",
    status: over.status ?? "active",
    aso: false,
  },
  brandCode: "6008",
  entitlements: entitlementsSchema.parse({
    employees: { view: true, edit: true },
    claims: true,
    spending: { claimsView: true },
  }),
  groups: [{ groupNumber: "100107", employeeData: "Modify", spendingAccount: over.spendingAccount ?? "N/A" }],
});

const group: SummaryGroup = { groupNumber: "100107", groupName: "Main", status: "active", modifiable: true };
const groups = [group];

describe("summaryActionRights (enrollment.md §6)", () => {
  it.each([
    [{}, true, false, false],
    [{ status: "cancelled" as const }, false, false, false],
    [{ viewOnly: true }, true, true, false],
    [{ spendingAccount: "View" as const }, true, false, true],
    [{ spendingAccount: "Modify" as const }, true, false, true],
  ])(
    "%o → client active %s, view only %s, group spending account %s",
    (over, clientActive, viewOnly, spending) => {
      const rights = summaryActionRights(session(over), groups);
      expect(rights.clientActive).toBe(clientActive);
      expect(rights.viewOnly).toBe(viewOnly);
      expect(rights.entitlements).toEqual({
        employeesView: true,
        employeesEdit: true,
        claims: true,
        groupSpendingAccount: spending,
        spendingAccountAccess: false,
        claimsView: true,
      });
    },
  );

  it("reads the spending account entitlement of the employee's groups only", () => {
    const other: SummaryGroup[] = [{ ...group, groupNumber: "200200" }];
    expect(
      summaryActionRights(session({ spendingAccount: "Modify" }), other).entitlements.groupSpendingAccount,
    ).toBe(false);
  });
});

describe("historyModalOf (enrollment.md §2 history modals)", () => {
  it.each([
    ["plan", undefined, "plan"],
    ["pcp", undefined, "provider"],
    ["report_code", undefined, "reportCode"],
    ["cob", "medicare", "medicare"],
    ["cob", "otherInsurance", "otherInsurance"],
    ["cob", "otherInsuranceMedicare", "otherInsuranceMedicare"],
  ] as const)("%s %s → %s", (kind, cob, modal) => {
    expect(historyModalOf(kind, cob)).toBe(modal);
  });
});
