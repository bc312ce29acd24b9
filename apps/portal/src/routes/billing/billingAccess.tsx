import type { Session } from "@epr/contract";
import { assistMessages, heldSiteAccess, isGroupModifiable } from "@epr/domain";

/**
 * Whether the session holds the Bills access (session-and-admin.md §6: EP ViewBills is Bills, from
 * the `ebill` entitlement): the Bills link and the billing pages show only then. The server decides
 * again on every call (403 without it).
 */
export function mayUseBills(session: Pick<Session, "entitlements"> | null | undefined): boolean {
  return session ? heldSiteAccess(session.entitlements).includes("bills") : false;
}

/**
 * Whether the payment form shows for a group: Bills, not a view-only login, and the group modifiable
 * (docs/features/billing.md, Who: until the billing user types arrive, paying takes Bills and Modify
 * on the group). Only what the page offers: the server's policy refuses anything else.
 */
export function mayPayForGroup(session: Session | null | undefined, groupNumber: string): boolean {
  if (!session || !mayUseBills(session) || session.admin.viewOnly) return false;
  const group = session.groups.find((g) => g.groupNumber === groupNumber);
  return isGroupModifiable({
    employeeData: group?.employeeData,
    employeesEdit: session.entitlements.employees.edit,
    inUcciList: false,
  });
}

/**
 * A billing page opened without the Bills access: the page's heading and the portal's permission
 * sentence (assist-employees.md §6), instead of asking the server for what it would refuse.
 */
export function NoBillsPermission() {
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <h1 className="mb-4 font-bold text-3xl">Bills</h1>
      <p role="alert" className="text-destructive">
        {assistMessages.noPermissionScreen}
      </p>
    </main>
  );
}
