import { REPORTS_TABLE_PAGE_SIZE, reportFormats } from "@epr/domain";
import * as z from "zod/mini";
import type { ApiCall } from "./call.js";

/**
 * Census and wellness taxation reports as durable jobs (session-and-admin.md §2
 * /cenOrWell-reports and /requested-reports, §3, §5, §7, §9):
 *
 *   GET  /api/reports/{reportType}/groups          the picker's groups (Employee Data View or Modify)
 *   POST /api/reports/{reportType}/requests        a request, stored and generated in the background
 *   GET  /api/reports/{reportType}/requests        requested reports with their state, 10 a page
 *   GET  /api/reports/requests/{reportId}/file     the finished .xlsx or .pdf
 *
 * The request body is checked with @epr/forms `censusReportFormSchema` (its messages).
 */

/** Answers of the report routes the spec gives no wording for (our wording). */
/**
 * Census and wellness reports one administrator may have waiting or being made at once (our
 * choice: the spec sets no limit; the job queue is shared by every client).
 */
export const REPORT_REQUESTS_IN_QUEUE_PER_ADMIN = 3;

export const reportMessages = {
  /** What the request page says to a view-only login instead of offering Request (our wording). */
  viewOnly:
    "Your user ID is view-only, so it cannot request reports. You can still view and download the reports already requested.",
  tooManyInQueue: `You already have ${REPORT_REQUESTS_IN_QUEUE_PER_ADMIN} reports waiting to be made. Please request another once one of them is ready.`,
  reportType: "reportType must be census or wellness.",
  reportId: "reportId must be a report number.",
  notFound: "We could not find that report.",
  notReady: "This report is not ready yet. Please try again when it shows Ready.",
  groupNotListed: "One of the chosen groups is not one you may request a report for.",
  noGroups: "There are no groups you may request a report for.",
  after: "after must be a report number this server gave.",
} as const;

/** census or wellness (§2: the page's reportType parameter). */
export const reportTypeSchema = z.enum(["census", "wellness"], { error: reportMessages.reportType });
export type ReportType = z.infer<typeof reportTypeSchema>;

/** The path of the per-type routes. */
export const reportTypeParamSchema = z.object({
  reportType: reportTypeSchema.check(z.meta({ example: "census" })),
});

/** The path of one requested report. */
export const reportIdParamSchema = z.object({
  reportId: z
    .string({ error: reportMessages.reportId })
    .check(z.regex(/^[1-9][0-9]{0,17}$/, reportMessages.reportId)),
});

/** A group of the census/wellness picker (§5: only Employee Data View or Modify). */
export const reportGroupSchema = z.object({
  groupNumber: z.string(),
  groupName: z.string(),
  employeeData: z.enum(["View", "Modify"]),
});
export type ReportGroup = z.infer<typeof reportGroupSchema>;
export const reportGroupsResponseSchema = z.object({ groups: z.array(reportGroupSchema) });
export type ReportGroupsResponse = z.infer<typeof reportGroupsResponseSchema>;

/**
 * The request as the page sends it (§3 Census/wellness request, before the shared form schema's
 * transform): reportFormat Excel or PDF, ssnMask true (masked, the default), the chosen groups
 * (none: all listed groups), reportName for wellness.
 */
export const reportRequestBodySchema = z.object({
  reportFormat: z.optional(z.string()),
  ssnMask: z.nullish(z.boolean()),
  groupNumbers: z.optional(z.array(z.string()).check(z.maxLength(1000))),
  reportName: z.optional(z.string()),
});
export type ReportRequestBody = z.infer<typeof reportRequestBodySchema>;

/** A requested report's state: the job's queued, running, done with a file, or failed. */
export const reportStates = ["requested", "running", "ready", "failed"] as const;
export const reportStateSchema = z.enum(reportStates);
export type ReportState = z.infer<typeof reportStateSchema>;

/** A requested report row (§3: requestDate, reportType, groupNumbers, reportFormat, reportId) and its state. */
export const requestedReportSchema = z.object({
  reportId: z.string(),
  reportType: reportTypeSchema,
  /** ISO time of the request (UTC). */
  requestDate: z.string(),
  /** Comma-joined, as the spec's groupNumbersList. */
  groupNumbers: z.string(),
  reportFormat: z.enum(reportFormats),
  ssnMask: z.enum(["Y", "N"]),
  reportName: z.nullable(z.string()),
  state: reportStateSchema,
  /** ISO time the file was ready, when it is. */
  completedAt: z.nullable(z.string()),
  /** The download's file name, when ready. */
  fileName: z.nullable(z.string()),
});
export type RequestedReport = z.infer<typeof requestedReportSchema>;

export const requestedReportsQuerySchema = z.object({
  after: z
    .optional(z.string().check(z.regex(/^[1-9][0-9]{0,17}$/, reportMessages.after)))
    .check(z.meta({ example: "999999" })),
});
export const requestedReportsResponseSchema = z.object({
  reports: z.array(requestedReportSchema),
  /** The `after` of the next page (10 a page, §9), or null on the last. */
  next: z.nullable(z.string()),
  pageSize: z.literal(REPORTS_TABLE_PAGE_SIZE),
});
export type RequestedReportsResponse = z.infer<typeof requestedReportsResponseSchema>;

/** Where a requested report's file is downloaded. */
export const reportFileUrl = (reportId: string) =>
  `/api/reports/requests/${encodeURIComponent(reportId)}/file`;

/** The typed calls of the report routes. */
export function reportCalls(call: ApiCall) {
  return {
    reportGroups: (reportType: ReportType) =>
      call(`/api/reports/${reportType}/groups`, reportGroupsResponseSchema),
    requestReport: (reportType: ReportType, body: ReportRequestBody) =>
      call(`/api/reports/${reportType}/requests`, requestedReportSchema, {
        method: "POST",
        body: JSON.stringify(body),
      }),
    requestedReports: (reportType: ReportType, after?: string, init: RequestInit = {}) =>
      call(
        `/api/reports/${reportType}/requests${after ? `?after=${encodeURIComponent(after)}` : ""}`,
        requestedReportsResponseSchema,
        init,
      ),
  };
}

/**
 * Enrollment reports of the chosen client (session-and-admin.md §2 /reports, §3 Enrollment report
 * row, §7 reports/v1/enrollments, §8 100212):
 *
 *   GET  /api/reports/enrollments                    the rows, or returnCode 100212 with none
 *   GET  /api/reports/enrollments/{reportFile}/file  the file, generated from the client's data
 *   POST /api/reports/mede-analytics                 the Mede Analytics sign-on (status true: open url)
 */
export const enrollmentReportRowSchema = z.object({
  reportType: z.string(),
  taxYear: z.string(),
  /** ISO date of the latest run. */
  lastRunDate: z.string(),
  fileType: z.literal("xlsx"),
  /** The file's name: what the download path names. */
  reportFile: z.string(),
});
export type EnrollmentReportRow = z.infer<typeof enrollmentReportRowSchema>;

export const enrollmentReportsResponseSchema = z.object({
  reports: z.array(enrollmentReportRowSchema),
  /** The service's return code when no report is available (100212, §8); null otherwise. */
  returnCode: z.nullable(z.string()),
  /** Reports at Hand's address when the administrator holds it (opens in a new tab). */
  atHandUrl: z.nullable(z.string()),
});
export type EnrollmentReportsResponse = z.infer<typeof enrollmentReportsResponseSchema>;

/** The path of one enrollment report file. */
export const enrollmentReportFileParamSchema = z.object({
  reportFile: z
    .string()
    .check(
      z.regex(/^enrollment-report-[0-9]{4}\.xlsx$/, "reportFile must name an enrollment report."),
      z.meta({ example: "enrollment-report-2026.xlsx" }),
    ),
});

/** Where an enrollment report file is downloaded. */
export const enrollmentReportFileUrl = (reportFile: string) =>
  `/api/reports/enrollments/${encodeURIComponent(reportFile)}/file`;

/** The Mede Analytics sign-on's answer (§7: status true opens the analytics sign-on). */
export const medeAnalyticsResponseSchema = z.object({
  status: z.boolean(),
  /** Where the sign-on continues, when status is true. */
  url: z.nullable(z.string()),
});
export type MedeAnalyticsResponse = z.infer<typeof medeAnalyticsResponseSchema>;

/** The typed calls of the reports landing. */
export function reportsLandingCalls(call: ApiCall) {
  return {
    enrollmentReports: () => call("/api/reports/enrollments", enrollmentReportsResponseSchema),
    medeAnalyticsSignOn: () =>
      call("/api/reports/mede-analytics", medeAnalyticsResponseSchema, { method: "POST", body: "{}" }),
  };
}
