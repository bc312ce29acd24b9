import type { Session } from "@epr/contract";
import type { EmployeeLinkActionId, SummaryGroup } from "@epr/domain";
import type { EmployeeActionRights, RenderLink } from "@epr/ui/cards/employee-summary";
import { Link } from "react-router";
import {
  builtEmployeeActionPages,
  type EmployeeActionTarget,
  employeeActionPaths,
} from "../../../../lib/paths.js";

/**
 * What the administrator may do with this employee, for the summary's actions menu (enrollment.md
 * §6): the session's entitlements and login, and the client's status. Which actions show is
 * @epr/domain `employeeActions`, which the card calls; the groups' `modifiable` comes with the
 * summary (the server's policy decides it).
 */
export function summaryActionRights(session: Session, groups: readonly SummaryGroup[]): EmployeeActionRights {
  const e = session.entitlements;
  const employeeGroups = new Set(groups.map((g) => g.groupNumber));
  return {
    clientActive: session.employer?.status === "active" && !e.clientStatus.cancelled,
    viewOnly: session.admin.viewOnly,
    entitlements: {
      employeesView: e.employees.view,
      employeesEdit: e.employees.edit,
      claims: e.claims,
      // The group-level Spending Account entitlement of one of the employee's groups (§6), as the
      // session's group access table gives it: View or Modify, not N/A.
      groupSpendingAccount: session.groups.some(
        (g) => employeeGroups.has(g.groupNumber) && g.spendingAccount !== "N/A",
      ),
      spendingAccountAccess: Boolean(e.spending.spendingAccountAccess),
      claimsView: Boolean(e.spending.claimsView),
    },
  };
}

/** The menu's link actions go through the router, so the portal's client-side navigation keeps its state. */
export const routerLink: RenderLink = ({ href, ...props }) => <Link to={href} {...props} />;

/**
 * The routes of the summary's link actions (Change PCP, ID Cards, Claims, Manage Spending Acct
 * Elections, View SBC) for the employee and the group shown: only those whose page the portal has,
 * so the menu never leads to Not Found; an action without a route is not offered.
 */
export function summaryActionHrefs(
  target: EmployeeActionTarget,
): Partial<Record<EmployeeLinkActionId, string>> {
  return Object.fromEntries(builtEmployeeActionPages.map((id) => [id, employeeActionPaths[id](target)]));
}
