import type { BrandRules } from "../brand/brandRules.js";
import { CANCEL_REASON, coverageTypeOfLine, UPDATE_ME } from "../codes/coverage.js";
import { isSameOrAfterDay, parseUsDate } from "../dates/dates.js";
import type { CancelReasonOption, CoverageChange, EditBookkeeping, MemberLob } from "../entities/coverage.js";
import type { EmployeeRecord, Member } from "../entities/employee.js";
import { isLineActive } from "./lineActivity.js";

const sameEntry = (a: CoverageChange, b: CoverageChange) =>
  a.groupNumber === b.groupNumber && a.lineOfBusiness === b.lineOfBusiness;

/** Result of {@link cancelLineOfBusiness}. */
export interface CancelLineResult {
  bookkeeping: EditBookkeeping;
  /** Entries actually added (the line plus any cascaded VIS/DEN lines). */
  added: CoverageChange[];
  /** True on the first cancellation: the portal then moves to the add-coverage page. */
  firstCancellation: boolean;
}

/** An empty edit bookkeeping (enrollment.md §3). */
export function emptyBookkeeping(): EditBookkeeping {
  return { coverages: { forAddition: [], forDeletion: [] } };
}

/**
 * Cancels a line of business (enrollment.md §4 Cancel line of business): adds it to the deletion
 * list without duplicates. With `cascadesVisionDentalOnMedicalCancel` (brand 6012; also keyed to
 * 9017, 9018), cancelling a medical line also cancels that group's VIS and DEN lines (from
 * `groupLines`) with the same reason and date.
 */
export function cancelLineOfBusiness(
  bookkeeping: EditBookkeeping,
  entry: CoverageChange,
  options: Pick<BrandRules, "cascadesVisionDentalOnMedicalCancel"> & { groupLines?: readonly string[] },
): CancelLineResult {
  const forDeletion = [...bookkeeping.coverages.forDeletion];
  const firstCancellation = forDeletion.length === 0;
  const candidates: CoverageChange[] = [entry];
  if (options.cascadesVisionDentalOnMedicalCancel && coverageTypeOfLine(entry.lineOfBusiness) === "MEDICAL") {
    for (const line of options.groupLines ?? []) {
      if (line === "VIS" || line === "DEN") candidates.push({ ...entry, lineOfBusiness: line });
    }
  }
  const added: CoverageChange[] = [];
  for (const candidate of candidates) {
    if (forDeletion.some((existing) => sameEntry(existing, candidate))) continue;
    forDeletion.push(candidate);
    added.push(candidate);
  }
  return {
    bookkeeping: { coverages: { ...bookkeeping.coverages, forDeletion } },
    added,
    firstCancellation: firstCancellation && added.length > 0,
  };
}

/**
 * Whether the cancel (trash) button shows on a line (enrollment.md §6): editing, the group can be
 * modified, the line is active, not already marked, and (brand 6012,
 * `hidesVisionDentalCancelAlongsideMedical`) not a VIS or DEN line alongside medical.
 */
export function canCancelLine(input: {
  editing: boolean;
  groupModifiable: boolean;
  lineActive: boolean;
  alreadyMarked: boolean;
  lineOfBusiness: string;
  groupHasMedical: boolean;
  brand: Pick<BrandRules, "hidesVisionDentalCancelAlongsideMedical">;
}): boolean {
  if (!input.editing || !input.groupModifiable || !input.lineActive || input.alreadyMarked) return false;
  const visionOrDental = input.lineOfBusiness === "VIS" || input.lineOfBusiness === "DEN";
  return !(input.brand.hidesVisionDentalCancelAlongsideMedical && visionOrDental && input.groupHasMedical);
}

/** Cancel reasons offered: reason 99 is excluded (enrollment.md §5, §9). */
export function cancelReasonOptions(options: readonly CancelReasonOption[]): CancelReasonOption[] {
  return options.filter((option) => option.value.trim() !== CANCEL_REASON.excluded);
}

/** Outcome of the cancel-coverage screen (enrollment.md §4). */
export type CancelOutcome = "Submitted" | "Partially Submitted" | "Error";

/**
 * Cancel-coverage outcome from the per-group save result (enrollment.md §4): Submitted on full
 * success; Partially Submitted if any group result is false; Error on failure (no result, or an
 * empty map).
 */
export function cancelOutcome(result: Record<string, boolean> | null | undefined): CancelOutcome {
  const values = Object.values(result ?? {});
  if (values.length === 0) return "Error";
  return values.every(Boolean) ? "Submitted" : "Partially Submitted";
}

/**
 * Whether a cancel date can be removed (enrollment.md §4 Remove cancel date, §6): the cancel date is
 * today or later, edit is on, and the group can be modified.
 */
export function canRemoveCancelDate(input: {
  cancelDate: string | null | undefined;
  today: Date;
  editing: boolean;
  groupModifiable: boolean;
}): boolean {
  const cancel = parseUsDate(input.cancelDate);
  return Boolean(cancel && isSameOrAfterDay(cancel, input.today) && input.editing && input.groupModifiable);
}

/**
 * Removes a cancel date from a line (enrollment.md §4): clears end date and cancel reason and sets
 * the effective date to the global effective date.
 */
export function removeCancelDate(lob: MemberLob, globalEffectiveDate: string | null | undefined): MemberLob {
  return {
    ...lob,
    coverageEndDate: null,
    cancelReasonCode: null,
    coverageEffectiveDate: globalEffectiveDate || UPDATE_ME,
  };
}

/**
 * Marks deleted products on a record before an edit save (enrollment.md §4 Pre-save in edit):
 * each line in `forDeletion` receives its cancel reason and its cancel date as end date, on every
 * member covered by it.
 */
export function applyDeletions<R extends Pick<EmployeeRecord, "subscriber" | "dependents">>(
  record: R,
  bookkeeping: EditBookkeeping,
): R {
  const update = <M extends Member>(member: M): M => ({
    ...member,
    memberCoverages: member.memberCoverages.map((coverage) => ({
      ...coverage,
      memberLobs: coverage.memberLobs.map((lob) => {
        const deletion = bookkeeping.coverages.forDeletion.find(
          (entry) =>
            entry.groupNumber === coverage.groupNumber && entry.lineOfBusiness === lob.lineOfBusiness,
        );
        return deletion
          ? {
              ...lob,
              cancelReasonCode: deletion.cancelReasonCode ?? null,
              coverageEndDate: deletion.cancelDate ?? null,
            }
          : lob;
      }),
    })),
  });
  return { ...record, subscriber: update(record.subscriber), dependents: record.dependents.map(update) };
}

/**
 * Prepares a cancelled employee for reinstatement (enrollment.md §4 Reinstate): coverages are
 * cleared, the global effective date comes from the reinstate date, Medicare and other insurance
 * are reset (indicators unknown, records removed). The add flow is then entered with umi and
 * reinstateDate.
 */
export function prepareReinstate<R extends EmployeeRecord>(record: R, reinstateDate: string): R {
  const reset = <M extends Member>(member: M): M => ({
    ...member,
    memberCoverages: [],
    otherInsuranceIndicator: "unknown",
    medicareEligibleIndicator: "unknown",
    otherInsurance: null,
    medicareEligible: null,
  });
  return {
    ...record,
    globalCoverageEffectiveDate: reinstateDate,
    subscriber: reset(record.subscriber),
    dependents: record.dependents.map(reset),
  };
}

/** The line whose cancel date is removed, and the effective date it takes (enrollment.md §4 Remove cancel date). */
export interface CancelDateRemoval {
  groupNumber: string;
  lineOfBusiness: string;
  /** MM/dd/yyyy: the edit's global effective date. */
  effectiveDate: string;
}

/**
 * Removes the cancel date of one line of business of one group on every member covered by it
 * (enrollment.md §4 Remove cancel date: "updates … dependents"): each such line whose cancel date may
 * be removed (`canRemoveCancelDate`: today or later, editing, the group modifiable) is cleared by
 * `removeCancelDate` and takes the removal's effective date. Answers the record and the latest cancel
 * date removed (what the §5 remove-cancel-date errors compare with), or null when no line of it has a
 * cancel date that may be removed.
 */
export function removeCancelDateOnRecord<R extends Pick<EmployeeRecord, "subscriber" | "dependents">>(
  record: R,
  removal: CancelDateRemoval,
  options: { today: Date; groupModifiable: boolean },
): { record: R; cancelDate: string } | null {
  let latest: { date: Date; text: string } | null = null;
  const update = <M extends Member>(member: M): M => ({
    ...member,
    memberCoverages: member.memberCoverages.map((coverage) =>
      coverage.groupNumber !== removal.groupNumber
        ? coverage
        : {
            ...coverage,
            memberLobs: coverage.memberLobs.map((lob) => {
              const cancelDate = lob.coverageEndDate;
              const removable =
                lob.lineOfBusiness === removal.lineOfBusiness &&
                canRemoveCancelDate({ cancelDate, editing: true, ...options });
              const date = parseUsDate(cancelDate);
              if (!removable || !cancelDate || !date) return lob;
              if (!latest || isSameOrAfterDay(date, latest.date)) latest = { date, text: cancelDate };
              return removeCancelDate(lob, removal.effectiveDate);
            }),
          },
    ),
  });
  const updated = {
    ...record,
    subscriber: update(record.subscriber),
    dependents: record.dependents.map(update),
  };
  const found = latest as { date: Date; text: string } | null;
  return found ? { record: updated, cancelDate: found.text } : null;
}

/**
 * The groups among `groups` in which the employee still has an active line (enrollment.md §4 line
 * activity: no end date or an end date after today). A reinstate applies only to ended coverage
 * (§6 Reinstate: employee cancelled), so a reinstate naming one of these groups is refused.
 */
export function groupsStillActive(
  record: Pick<EmployeeRecord, "subscriber" | "dependents">,
  groups: readonly string[],
  today: Date,
): string[] {
  const active = new Set<string>();
  for (const member of [record.subscriber, ...record.dependents])
    for (const coverage of member.memberCoverages)
      if (
        groups.includes(coverage.groupNumber) &&
        coverage.memberLobs.some((lob) => isLineActive(lob, today))
      )
        active.add(coverage.groupNumber);
  return groups.filter((group) => active.has(group));
}
