import type { Session } from "@epr/contract";
import { assistMessages, heldSiteAccess } from "@epr/domain";

/**
 * Whether the session holds the Bills access (session-and-admin.md §6: EP ViewBills is Bills, from
 * the `ebill` entitlement): the Bills link and the billing pages show only then. The server decides
 * again on every call (403 without it).
 */
export function mayUseBills(session: Pick<Session, "entitlements"> | null | undefined): boolean {
  return session ? heldSiteAccess(session.entitlements).includes("bills") : false;
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
