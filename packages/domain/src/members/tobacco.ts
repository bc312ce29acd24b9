import { differenceInCalendarDays } from "date-fns";
import type { TobaccoStatus } from "../codes/coverage.js";
import { SUBSCRIBER_KEY } from "../coverage/planSelection.js";
import { parseUsDate } from "../dates/dates.js";
import type { MemberCoverage } from "../entities/coverage.js";
import type { EmployeeRecord, Member } from "../entities/employee.js";

/** Normalises a tobacco status: U (unknown) becomes N (enrollment.md §3 memberCoverage). */
export function normalizeTobaccoStatus(status: string | null | undefined): "T" | "N" | null {
  if (status === "T") return "T";
  if (status === "N" || status === "U") return "N";
  return null;
}

/**
 * Whether a member is old enough for the tobacco question (enrollment.md §5 Tobacco): age in
 * 365-day years (days since birth ÷ 365, rounded down) at least the group's minimum age; if the
 * group gives no minimum age no one qualifies.
 */
export function meetsTobaccoMinimumAge(
  birthDate: string | null | undefined,
  minimumAge: number | null | undefined,
  today: Date,
): boolean {
  const birth = parseUsDate(birthDate);
  if (!birth || minimumAge === null || minimumAge === undefined) return false;
  return Math.floor(differenceInCalendarDays(today, birth) / 365) >= minimumAge;
}

/** Tobacco questions apply only to participants with medical coverage (enrollment.md §4 Tobacco). */
export function hasMedicalCoverage(member: Pick<Member, "memberCoverages">, groupNumber?: string): boolean {
  return member.memberCoverages.some(
    (coverage) =>
      (groupNumber === undefined || coverage.groupNumber === groupNumber) &&
      coverage.memberLobs.some((lob) => lob.coverageType === "MEDICAL"),
  );
}

/**
 * Whether the tobacco card shows on review (enrollment.md §4 Tobacco): in edit mode with the
 * question required, a medical-coverage participant always shows it; otherwise only when a status
 * exists.
 */
export function tobaccoCardVisible(input: {
  editMode: boolean;
  questionRequired: boolean;
  hasMedicalCoverage: boolean;
  status: string | null | undefined;
}): boolean {
  if (input.editMode && input.questionRequired && input.hasMedicalCoverage) return true;
  return Boolean(input.status);
}

/**
 * Assigns a tobacco answer (enrollment.md §4 Tobacco): copies status and usage date into the member
 * coverage of `groupNumber`; the usage date is kept only when the status is T. U becomes N.
 */
export function assignTobacco(
  coverages: readonly MemberCoverage[],
  groupNumber: string,
  answer: { status: TobaccoStatus | null | undefined; usageDate?: string | null },
): MemberCoverage[] {
  const status = normalizeTobaccoStatus(answer.status);
  return coverages.map((coverage) =>
    coverage.groupNumber === groupNumber
      ? {
          ...coverage,
          tobaccoStatus: status,
          tobaccoUsageDate: status === "T" ? (answer.usageDate ?? null) : null,
        }
      : coverage,
  );
}

/**
 * Assigns tobacco answers to a set of members by participant pin (enrollment.md §4 Tobacco): for
 * each answer, the member whose pin matches gets the status in the group's member coverage.
 */
export function assignTobaccoByPin<M extends Member>(
  members: readonly M[],
  groupNumber: string,
  answers: Record<string, { status: TobaccoStatus | null | undefined; usageDate?: string | null }>,
): M[] {
  return members.map((member) => {
    const answer = member.pin ? answers[member.pin] : undefined;
    return answer
      ? { ...member, memberCoverages: assignTobacco(member.memberCoverages, groupNumber, answer) }
      : member;
  });
}

/**
 * Whether a participant must answer the tobacco question (enrollment.md §4, §5 Tobacco): the group
 * asks it (`tobaccoQuestionRequired`), the participant has medical coverage, and is at least the
 * group's minimum age on a 365-day year (no minimum age: no one qualifies).
 */
export function tobaccoAnswerRequired(input: {
  questionRequired: boolean | null | undefined;
  hasMedicalCoverage: boolean;
  birthDate: string | null | undefined;
  minimumAge: number | null | undefined;
  today: Date;
}): boolean {
  return (
    Boolean(input.questionRequired) &&
    input.hasMedicalCoverage &&
    meetsTobaccoMinimumAge(input.birthDate, input.minimumAge, input.today)
  );
}

/**
 * Assigns the add flow's tobacco answers (enrollment.md §4 Tobacco, Plan Coverage step order: after
 * the providers): each member's coverage in `groupNumber` (the medical plan's group) takes
 * `answers[key]`; a member not asked (no medical coverage, under the group's minimum age, or the
 * group does not ask) has no status there. Keys are `SUBSCRIBER_KEY`, then `dependentKeys`.
 */
export function assignTobaccoAnswers<R extends Pick<EmployeeRecord, "subscriber" | "dependents">>(
  record: R,
  groupNumber: string | null,
  answers: Readonly<Record<string, { status: TobaccoStatus | null | undefined; usageDate?: string | null }>>,
  dependentKeys: readonly string[],
): R {
  if (!groupNumber) return record;
  const assign = <M extends Member>(member: M, key: string): M => ({
    ...member,
    memberCoverages: assignTobacco(member.memberCoverages, groupNumber, answers[key] ?? { status: null }),
  });
  return {
    ...record,
    subscriber: assign(record.subscriber, SUBSCRIBER_KEY),
    dependents: record.dependents.map((dependent, index) => assign(dependent, dependentKeys[index] ?? "")),
  };
}
