import { type ReportType, reportTypeSchema } from "@epr/contract";

/** Where the page remembers its reportType (session-and-admin.md §2: remembered in local storage). */
export const REPORT_TYPE_STORAGE_KEY = "reportType";

/** The address's reportType, else the remembered one, else census; the answer is remembered. */
export function resolveReportType(fromAddress: string | null): ReportType {
  const stored = readStored();
  const parsed = reportTypeSchema.safeParse(fromAddress ?? stored ?? "census");
  const type = parsed.success ? parsed.data : "census";
  try {
    localStorage.setItem(REPORT_TYPE_STORAGE_KEY, type);
  } catch {
    // Storage may be off (private mode): the address still says which report.
  }
  return type;
}

function readStored(): string | null {
  try {
    return localStorage.getItem(REPORT_TYPE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The page heading of each report type. */
export const reportTypeTitles: Record<ReportType, string> = {
  census: "Census Report",
  wellness: "Wellness Taxation Report",
};
