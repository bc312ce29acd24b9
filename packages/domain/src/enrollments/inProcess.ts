import { ENROLLMENTS_EMBED_SIZE, ENROLLMENTS_PAGE_SIZE } from "../limits.js";
import { domainMessages } from "../messages.js";

/** A row of the enrollments-in-process list (enrollment.md §2). */
export interface EnrollmentInProcess {
  firstName?: string | null;
  lastName?: string | null;
  status?: string | null;
  ssn?: string | null;
}

/**
 * Masks a member ID for the list: five stars plus the last four digits (enrollment.md §2). Fewer
 * than four characters are shown as stars only.
 */
export function maskMemberId(value: string | null | undefined): string {
  const digits = (value ?? "").replace(/\s/g, "");
  return digits.length < 4 ? "*****" : `*****${digits.slice(-4)}`;
}

/** Masked SSN of the full-SSN toggle: asterisks plus last 4 when 9 characters (assist-employees.md §2.14). */
export function maskSsn(ssn: string | null | undefined): string {
  const value = ssn ?? "";
  return value.length === 9 ? `*****${value.slice(-4)}` : value;
}

/**
 * Whether an SSN is one on file as the server sends it (DESIGN.md: SSNs leave the server masked):
 * five asterisks and the last four digits, as `maskSsn` makes. Such a value stands for the stored
 * SSN; the server keeps the one on file whose last four agree.
 */
export function isMaskedSsn(value: string | null | undefined): boolean {
  return /^\*{5}\d{4}$/.test(value ?? "");
}

/** Rows ordered by last name (then first name), case-insensitive (enrollment.md §2). */
export function sortEnrollments<R extends EnrollmentInProcess>(rows: readonly R[]): R[] {
  const text = (value: string | null | undefined) => (value ?? "").toLowerCase();
  return [...rows].sort(
    (a, b) =>
      text(a.lastName).localeCompare(text(b.lastName)) || text(a.firstName).localeCompare(text(b.firstName)),
  );
}

/** One page of the list: page size 20, pages from 1 (enrollment.md §2, §9). */
export function pageEnrollments<R extends EnrollmentInProcess>(
  rows: readonly R[],
  page: number,
  pageSize = ENROLLMENTS_PAGE_SIZE,
): { rows: R[]; page: number; pageCount: number; total: number } {
  const sorted = sortEnrollments(rows);
  const pageCount = Math.max(1, Math.ceil(sorted.length / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  return {
    rows: sorted.slice((current - 1) * pageSize, current * pageSize),
    page: current,
    pageCount,
    total: sorted.length,
  };
}

/** The dashboard embed: 5 rows with a 'more' flag above 5 (enrollment.md §2, §9). */
export function embedEnrollments<R extends EnrollmentInProcess>(
  rows: readonly R[],
): { rows: R[]; more: boolean } {
  return {
    rows: sortEnrollments(rows).slice(0, ENROLLMENTS_EMBED_SIZE),
    more: rows.length > ENROLLMENTS_EMBED_SIZE,
  };
}

/** A row with status SAVED can be deleted; other statuses count as staged (enrollment.md §2). */
export function canDeleteEnrollment(row: EnrollmentInProcess): boolean {
  return (row.status ?? "").trim().toUpperCase() === "SAVED";
}

/** Counts of the list (enrollment.md §2): enrollSaved, enrollSubmitted, enrollPartialSubmit, enrollmentTotal. */
export function enrollmentCounts(rows: readonly EnrollmentInProcess[]) {
  const status = (row: EnrollmentInProcess) =>
    (row.status ?? "")
      .trim()
      .toUpperCase()
      .replace(/[\s-]+/g, "_");
  return {
    enrollSaved: rows.filter((row) => status(row) === "SAVED").length,
    enrollSubmitted: rows.filter((row) => status(row) === "SUBMITTED").length,
    enrollPartialSubmit: rows.filter((row) => /^PARTIAL/.test(status(row))).length,
    enrollmentTotal: rows.length,
  };
}

/** Return code meaning no pending enrollment (enrollment.md §7; session-and-admin.md §8). */
export const NO_PENDING_ENROLLMENT_CODE = "100231";

/**
 * Message of the enrollments-in-process list for a return code (enrollment.md §8): 10023 gives
 * 'We're sorry Something unexpected happened.'; 100231 (and an empty list) gives the empty message;
 * other codes give the generic message.
 */
export function enrollmentsListMessage(code: string | number | null | undefined): string {
  const value = String(code ?? "");
  if (value === "10023") return domainMessages.enrollmentsUnexpected;
  if (value === NO_PENDING_ENROLLMENT_CODE || value === "") return domainMessages.noEnrollments;
  return domainMessages.genericErrorText;
}

/**
 * Interprets the pending-transaction check (enrollment.md §7): return code 100231 means no pending
 * enrollment; another error propagates ("error"); otherwise the boolean answer.
 */
export function interpretPendingCheck(
  response: { pending: boolean } | { returnCode: string | number },
): "pending" | "clear" | "error" {
  if ("pending" in response) return response.pending ? "pending" : "clear";
  return String(response.returnCode) === NO_PENDING_ENROLLMENT_CODE ? "clear" : "error";
}

/**
 * Where the enrollment landing (/manage-employees/enrollment) sends an administrator instead of
 * showing (enrollment.md §2 employee.enrollment): home without the employees view entitlement; the
 * cancelled-client conditions page for a cancelled client who has not agreed; `null` to show it.
 */
export function enrollmentLandingRedirect(input: {
  viewEmployees: boolean;
  clientCancelled: boolean;
  agreedToConditions: boolean;
}): "home" | "cancelledConditions" | null {
  if (!input.viewEmployees) return "home";
  if (input.clientCancelled && !input.agreedToConditions) return "cancelledConditions";
  return null;
}
