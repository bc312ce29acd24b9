import { type ReportType, reportCalls, reportsLandingCalls } from "@epr/contract";
import { queryOptions } from "@tanstack/react-query";
import { featureApi } from "../../lib/featureApi.js";

/** The census and wellness calls, a client of their own (each route under 100 kB). */
export const reportApi = featureApi(reportCalls);
/** The reports landing's calls: the enrollment reports and the MedeAnalytics sign-on. */
export const reportsLandingApi = featureApi(reportsLandingCalls);
/** The requested reports list polls: a background client (no activity for the idle timeout), of these calls only. */
const pollingReportApi = featureApi(reportCalls, { background: true });

/** Every reports query starts with this key. */
export const reportsKey = ["reports"] as const;

/** The enrollment reports of the landing (session-and-admin.md §2 /reports). */
export const enrollmentReportsQuery = queryOptions({
  queryKey: [...reportsKey, "enrollments"],
  queryFn: () => reportsLandingApi.enrollmentReports(),
});

/** The groups a census or wellness report may be requested for. */
export const reportGroupsQuery = (reportType: ReportType) =>
  queryOptions({
    queryKey: [...reportsKey, reportType, "groups"],
    queryFn: () => reportApi.reportGroups(reportType),
  });

/** Every page of one report type's requested reports: a new request refreshes them. */
export const requestedReportsKey = (reportType: ReportType) =>
  [...reportsKey, reportType, "requested"] as const;

/**
 * One page of the requested reports (`after`: the previous page's cursor), through the background
 * client: waiting on a report is no activity that keeps an idle session alive.
 */
export const requestedReportsQuery = (reportType: ReportType, after: string | undefined) =>
  queryOptions({
    queryKey: [...requestedReportsKey(reportType), after ?? null],
    queryFn: () => pollingReportApi.requestedReports(reportType, after),
  });
