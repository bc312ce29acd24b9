import type { ReportType, Session } from "@epr/contract";
import { assistMessages, mayUseReportType, reportsAccess } from "@epr/domain";

/** Whether the session holds the census or wellness entitlement (session-and-admin.md §6). */
export function mayOpenReportType(session: Session | null, reportType: ReportType): boolean {
  return mayUseReportType(reportsAccess(session?.entitlements ?? { reports: {} }), reportType);
}

/**
 * A census or wellness page opened without its entitlement (session-and-admin.md §6: census and
 * wellness depend on their entitlements): the page's heading and the permission sentence of
 * assist-employees.md §6, instead of asking the server for what it would refuse.
 */
export function NoReportPermission({ title }: { title: string }) {
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <h1 className="mb-4 font-bold text-3xl">{title}</h1>
      <p role="alert" className="text-destructive">
        {assistMessages.noPermissionScreen}
      </p>
    </main>
  );
}
