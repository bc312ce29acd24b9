import { isDayAfter, isDayBefore, parseUsDate } from "../dates/dates.js";
import type { MemberLob } from "../entities/coverage.js";
import type { EmployeeRecord, Member } from "../entities/employee.js";
import type { EmployeeStatus } from "../search/searchResults.js";
import { compareGroupNumbers } from "../search/searchResults.js";

/** Activity of a coverage line (enrollment.md §4 Coverage line activity). */
export type LineActivity = "active" | "future-active" | "cancelled";

/** The dates of a line that decide its activity. */
export type LineDates = Pick<MemberLob, "coverageEffectiveDate" | "coverageEndDate">;

/**
 * Activity of a coverage line on `today` (enrollment.md §4 Coverage line activity), day level:
 * - an end date before today → "cancelled";
 * - otherwise an effective date after today → "future-active" (with or without a cancel date ahead);
 * - otherwise (no end date, or one today or later) → "active".
 * The spec's "cancelled means an end date exists" is read together with "active means … end date
 * after today (not past)": a line with a future end date is still active (and shows a cancel date).
 * An end date that is not a real date counts as no end date.
 */
export function lineActivity(lob: LineDates, today: Date): LineActivity {
  const end = parseUsDate(lob.coverageEndDate);
  if (end && isDayBefore(end, today)) return "cancelled";
  // A line that starts later is future-active, also when its cancel date is already set.
  const effective = parseUsDate(lob.coverageEffectiveDate);
  return effective && isDayAfter(effective, today) ? "future-active" : "active";
}

/**
 * What a coverage line's status says to a person (the summary's Status column): its activity, and
 * "ending" for a line that is active or future-active with a cancel date set (enrollment.md §4:
 * cancelled means an end date exists, though the line runs until that date). So a line cancelled
 * with a date ahead never reads plain "Active" beside lines without one.
 */
export type LineStatus = LineActivity | "ending";

/** {@link LineStatus} of a line on `today`. */
export function lineStatus(lob: LineDates, today: Date): LineStatus {
  const activity = lineActivity(lob, today);
  return activity !== "cancelled" && hasEndDate(lob) ? "ending" : activity;
}

/** Whether a line has an end date at all (enrollment.md §4: "cancelled means an end date exists"). */
export function hasEndDate(lob: LineDates): boolean {
  return parseUsDate(lob.coverageEndDate) !== null;
}

/** Whether a line counts as active for groups and employees: active or future-active. */
export function isLineActive(lob: LineDates, today: Date): boolean {
  return lineActivity(lob, today) !== "cancelled";
}

/**
 * Status of a group from its lines (enrollment.md §4): Active if any line is active (future-active
 * counts), else Cancelled. A group with no lines is cancelled.
 */
export function groupStatus(lines: readonly LineDates[], today: Date): EmployeeStatus {
  return lines.some((line) => isLineActive(line, today)) ? "active" : "cancelled";
}

/** A group of an employee with its status, as the group switcher lists it (enrollment.md §2). */
export interface GroupWithStatus {
  groupNumber: string;
  status: EmployeeStatus;
}

/**
 * Orders groups for the group switcher (enrollment.md §2 employee.find.review): active first, then
 * cancelled, each sorted numerically. Returns a new array.
 */
export function sortGroupsForSwitcher<T extends GroupWithStatus>(groups: readonly T[]): T[] {
  return [...groups].sort((a, b) => {
    if (a.status !== b.status) return a.status === "active" ? -1 : 1;
    return compareGroupNumbers(a.groupNumber, b.groupNumber);
  });
}

/**
 * Groups of an employee record with their status, from the subscriber's member coverages
 * (enrollment.md §4), ordered for the switcher.
 */
export function employeeGroups(record: Pick<EmployeeRecord, "subscriber">, today: Date): GroupWithStatus[] {
  const byGroup = new Map<string, LineDates[]>();
  for (const coverage of record.subscriber.memberCoverages) {
    const lines = byGroup.get(coverage.groupNumber) ?? [];
    lines.push(...coverage.memberLobs);
    byGroup.set(coverage.groupNumber, lines);
  }
  return sortGroupsForSwitcher(
    [...byGroup].map(([groupNumber, lines]) => ({ groupNumber, status: groupStatus(lines, today) })),
  );
}

/** Numbers of a member's groups that are active on `today`. */
export function activeGroupNumbersOf(member: Pick<Member, "memberCoverages">, today: Date): string[] {
  return member.memberCoverages
    .filter((coverage) => groupStatus(coverage.memberLobs, today) === "active")
    .map((coverage) => coverage.groupNumber);
}

/**
 * Whether an employee is active (enrollment.md §4): its status is active or it has active groups.
 */
export function isEmployeeActive(employee: {
  status?: string | null;
  activeGroupNumbers?: readonly string[] | null;
}): boolean {
  return employee.status?.toLowerCase() === "active" || (employee.activeGroupNumbers?.length ?? 0) > 0;
}
