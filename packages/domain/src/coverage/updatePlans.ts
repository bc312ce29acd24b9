import { isMajorMedicalLine } from "../codes/coverage.js";
import { isDayAfter, isSameOrAfterDay } from "../dates/dates.js";
import type { CoverageChange, EditBookkeeping } from "../entities/coverage.js";

/** A line chosen on the add-coverage page of the edit flow. */
export interface PlanAddition {
  groupNumber: string;
  lineOfBusiness: string;
}

/**
 * Updating plans in the edit flow (enrollment.md §4 Plan selection): each chosen line is added to
 * `forAddition` unless already there or already present on the employee (`presentLines` as
 * "group|line"); a matching deletion mark is removed instead of adding (the line is kept); lines of
 * major-medical groups (MM, FA, PR) are skipped here because the major-medical step rebuilds them.
 */
export function updatePlans(
  bookkeeping: EditBookkeeping,
  additions: readonly PlanAddition[],
  presentLines: ReadonlySet<string>,
): EditBookkeeping {
  const forAddition: CoverageChange[] = [...bookkeeping.coverages.forAddition];
  let forDeletion: CoverageChange[] = [...bookkeeping.coverages.forDeletion];
  const same = (a: PlanAddition, b: PlanAddition) =>
    a.groupNumber === b.groupNumber && a.lineOfBusiness === b.lineOfBusiness;
  for (const addition of additions) {
    if (isMajorMedicalLine(addition.lineOfBusiness)) continue;
    if (forDeletion.some((entry) => same(entry, addition))) {
      forDeletion = forDeletion.filter((entry) => !same(entry, addition));
      continue;
    }
    if (presentLines.has(`${addition.groupNumber}|${addition.lineOfBusiness}`)) continue;
    if (forAddition.some((entry) => same(entry, addition))) continue;
    forAddition.push({ groupNumber: addition.groupNumber, lineOfBusiness: addition.lineOfBusiness });
  }
  return { coverages: { forAddition, forDeletion } };
}

/** An open enrollment period (session-and-admin.md §9: start and end compared against the current date). */
export interface OpenEnrollmentPeriod {
  startDate: Date | null;
  endDate: Date | null;
}

/** Whether today is outside the open enrollment period (enrollment.md §4 Special enrollment). No period: outside. */
export function isOutsideOpenEnrollment(
  period: OpenEnrollmentPeriod | null | undefined,
  today: Date,
): boolean {
  if (!period?.startDate || !period.endDate) return true;
  return !(isSameOrAfterDay(today, period.startDate) && !isDayAfter(today, period.endDate));
}
