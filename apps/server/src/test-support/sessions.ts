import { entitlementsSchema } from "@epr/domain";
import type { SessionContext } from "../auth/sessions.js";

type Value = "View" | "Modify" | "N/A";

/**
 * A session without a database, for policy and guard tests: client 1 with groups 100 (`group100`,
 * Modify by default), 200 (View) and 300 (N/A).
 */
export function fakeSession(
  loginId: string,
  options: { group100?: Value; view?: boolean; edit?: boolean; clientId?: number | null } = {},
): SessionContext {
  const value = (employeeData: Value, groupNumber: string) => ({
    groupNumber,
    employeeData,
    spendingAccount: "N/A" as const,
  });
  return {
    tokenHash: "t",
    adminId: 1,
    clientId: options.clientId === undefined ? 1 : options.clientId,
    factorPending: false,
    passwordChangeRequired: false,
    view: {
      admin: {
        loginId,
        firstName: "A",
        lastName: "B",
        email: "a@example.com",
        company: "",
        role: "plan_admin",
        viewOnly: false,
        multiClient: false,
      },
      employer: null,
      brandCode: "default",
      entitlements: entitlementsSchema.parse({
        employees: { view: options.view ?? true, edit: options.edit ?? true },
      }),
      groups: [value(options.group100 ?? "Modify", "100"), value("View", "200"), value("N/A", "300")],
    },
  };
}
