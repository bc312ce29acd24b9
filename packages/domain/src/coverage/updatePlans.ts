import { type CoverageType, isMajorMedicalLine } from "../codes/coverage.js";
import { isDayAfter, isSameOrAfterDay } from "../dates/dates.js";
import type { CoverageChange, EditBookkeeping, MemberCoverage, MemberLob } from "../entities/coverage.js";
import type { EmployeeRecord, Member } from "../entities/employee.js";
import { coverageOfGroup, lineOfAssignment, type PlanAssignment } from "./assignPlans.js";
import { recomputeCoverageCategories } from "./coverageCategory.js";
import { SUBSCRIBER_KEY } from "./planSelection.js";

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

/**
 * Writes the plans chosen on the edit flow's add-coverage page on the record (enrollment.md §4
 * Updating plans, edit flow): unlike the add flow's `assignPlans`, the lines on file (`original`)
 * stay, since a line being cancelled is kept with its end date until the save. For each coverage
 * type chosen, the lines this edit added earlier (not in `original`) are replaced, so choosing again
 * replaces rather than adds; each checked member gets the plan's line unless they already hold the
 * same product in the same group with no end date. Coverage category codes are then recomputed.
 * `dependentKeys[i]` is the key of `record.dependents[i]` in the selections' `members`.
 */
export function addPlanLines<R extends Pick<EmployeeRecord, "subscriber" | "dependents">>(
  record: R,
  original: Pick<EmployeeRecord, "subscriber" | "dependents">,
  assignments: readonly PlanAssignment[],
  dependentKeys: readonly string[],
  today: Date,
): R {
  const types = new Set<CoverageType>(assignments.map((assignment) => assignment.coverageType));
  const onFile = new Set(
    [original.subscriber, ...original.dependents].flatMap((member) =>
      member.memberCoverages.flatMap((coverage) =>
        coverage.memberLobs.map((lob) => lineKey(member, coverage.groupNumber, lob)),
      ),
    ),
  );
  const assign = <M extends Member>(member: M, key: string): M => {
    const coverages: MemberCoverage[] = member.memberCoverages.map((coverage) => ({
      ...coverage,
      memberLobs: coverage.memberLobs.filter(
        (lob) => !types.has(lob.coverageType) || onFile.has(lineKey(member, coverage.groupNumber, lob)),
      ),
    }));
    for (const assignment of assignments) {
      if (!assignment.groupNumber || !assignment.productId || !assignment.members[key]) continue;
      const coverage = coverageOfGroup(coverages, assignment.groupNumber);
      const held = coverage.memberLobs.some(
        (lob) => lob.productId === assignment.productId && !lob.coverageEndDate,
      );
      if (held) continue;
      coverage.memberLobs = [...coverage.memberLobs, lineOfAssignment(assignment)];
    }
    return { ...member, memberCoverages: coverages.filter((coverage) => coverage.memberLobs.length > 0) };
  };
  return recomputeCoverageCategories(
    {
      ...record,
      subscriber: assign(record.subscriber, SUBSCRIBER_KEY),
      dependents: record.dependents.map((dependent, index) => assign(dependent, dependentKeys[index] ?? "")),
    },
    today,
  );
}

/** A line on file of one member: who (pin, else name and birth date), group, product, effective date. */
const lineKey = (
  member: Pick<Member, "pin" | "fullName" | "birthDate">,
  groupNumber: string,
  lob: Pick<MemberLob, "productId" | "coverageEffectiveDate">,
) =>
  [
    member.pin || `${member.fullName.first}|${member.fullName.last}|${member.birthDate}`,
    groupNumber,
    lob.productId,
    lob.coverageEffectiveDate,
  ].join("\u0000");
