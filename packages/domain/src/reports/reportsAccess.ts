import type { Entitlements } from "../entities/session.js";
import { sessionMessages } from "../messages.js";

/** The return code of 'enrollment reports not available' (session-and-admin.md §8). */
export const ENROLLMENT_REPORTS_UNAVAILABLE_CODE = "100212";

/** What the reports landing offers an administrator (session-and-admin.md §2 /reports, §6). */
export interface ReportsAccess {
  /** Enrollment reports with Download: the enrollment entitlement. */
  enrollment: boolean;
  /** Census reports: the CensusReports entitlement. */
  census: boolean;
  /** Wellness taxation reports: the WellnessReports entitlement. */
  wellness: boolean;
  /** Mede Analytics sign-on: the user-level Mede Analytics entitlement. */
  medeAnalytics: boolean;
  /** Reports at Hand (a new tab): the atHand entitlement. */
  atHand: boolean;
}

/**
 * The reports an administrator may use, from the session's entitlements (session-and-admin.md §6:
 * enrollment reports need the enrollment entitlement, Mede Analytics the user-level Mede Analytics
 * entitlement, census and wellness options their entitlements). Absent means not held.
 */
export function reportsAccess(entitlements: Pick<Entitlements, "reports">): ReportsAccess {
  const r = entitlements.reports;
  return {
    enrollment: r.enrollment === true,
    census: r.CensusReports === true,
    wellness: r.WellnessReports === true,
    medeAnalytics: r.medeAnalytics === true,
    atHand: r.atHand === true,
  };
}

/** Whether the administrator may request and read census or wellness reports (§6). */
export function mayUseReportType(access: ReportsAccess, reportType: "census" | "wellness"): boolean {
  return reportType === "census" ? access.census : access.wellness;
}

/**
 * The notice of the enrollment reports list (session-and-admin.md §8): return code 100212 says
 * 'Enrollment reports are currently not available at this time.' only when neither Mede Analytics
 * nor Reports at Hand is enabled; otherwise, and for any other answer, no notice.
 */
export function enrollmentReportsNotice(
  returnCode: string | number | null | undefined,
  access: Pick<ReportsAccess, "medeAnalytics" | "atHand">,
): string | null {
  if (String(returnCode ?? "").trim() !== ENROLLMENT_REPORTS_UNAVAILABLE_CODE) return null;
  if (access.medeAnalytics || access.atHand) return null;
  return sessionMessages.enrollmentReportsUnavailable;
}

/**
 * Whether the administrator is offered the reports landing at all (session-and-admin.md §2
 * /reports, §6): it holds one of the reports the landing offers. The header and the home quick
 * links lead there only then, as they lead only to what the administrator may do.
 */
export function offersReports(access: ReportsAccess): boolean {
  return access.enrollment || access.census || access.wellness || access.medeAnalytics || access.atHand;
}
