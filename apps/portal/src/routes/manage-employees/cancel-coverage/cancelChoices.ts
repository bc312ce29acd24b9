import type { GroupCancellation } from "@epr/contract";
import {
  type BrandRules,
  cancelLineOfBusiness,
  type EmployeeRecord,
  emptyBookkeeping,
  isDayAfter,
  isLineActive,
  parseUsDate,
  type SummaryGroup,
} from "@epr/domain";
import type { CancelLine } from "@epr/forms";

/** The choice "the whole group" among a group's lines (enrollment.md §4: per group, or a line of business). */
export const WHOLE_GROUP = "ALL";

/** A group the administrator may cancel coverage in, with its active lines. */
export interface CancellableGroup {
  groupNumber: string;
  groupName: string;
  /** One per active line of business, with the latest effective date any member has on it. */
  lines: CancelLine[];
}

/**
 * The employee's active groups the administrator may modify (enrollment.md §2 employee.cancelCoverage,
 * §6: the summary's `modifiable` is the server's policy), each with its active lines (§4 line activity).
 * A group whose lines have all ended is left out: there is nothing to cancel.
 */
export function cancellableGroups(
  record: Pick<EmployeeRecord, "subscriber" | "dependents">,
  groups: readonly SummaryGroup[],
  today: Date,
): CancellableGroup[] {
  return groups
    .filter((group) => group.status === "active" && group.modifiable)
    .map((group) => {
      const lines = new Map<string, CancelLine>();
      for (const member of [record.subscriber, ...record.dependents])
        for (const coverage of member.memberCoverages)
          if (coverage.groupNumber === group.groupNumber)
            for (const lob of coverage.memberLobs) {
              if (!isLineActive(lob, today)) continue;
              const known = lines.get(lob.lineOfBusiness);
              const date = parseUsDate(lob.coverageEffectiveDate);
              const knownDate = parseUsDate(known?.effectiveDate);
              if (!known || (date && (!knownDate || isDayAfter(date, knownDate))))
                lines.set(lob.lineOfBusiness, {
                  groupNumber: group.groupNumber,
                  lineOfBusiness: lob.lineOfBusiness,
                  effectiveDate: lob.coverageEffectiveDate ?? "",
                });
            }
      return { groupNumber: group.groupNumber, groupName: group.groupName, lines: [...lines.values()] };
    })
    .filter((group) => group.lines.length > 0);
}

/**
 * The lines one choice cancels (enrollment.md §4 Cancel line of business): the whole group's, or the
 * line chosen plus, for brands whose record says `cascadesVisionDentalOnMedicalCancel` (6012), the
 * group's vision and dental lines with a medical one (@epr/domain `cancelLineOfBusiness`).
 */
export function linesOfChoice(
  group: CancellableGroup,
  choice: string,
  brand: Pick<BrandRules, "cascadesVisionDentalOnMedicalCancel">,
): CancelLine[] {
  if (choice === WHOLE_GROUP) return group.lines;
  const { added } = cancelLineOfBusiness(
    emptyBookkeeping(),
    { groupNumber: group.groupNumber, lineOfBusiness: choice },
    {
      cascadesVisionDentalOnMedicalCancel: brand.cascadesVisionDentalOnMedicalCancel,
      groupLines: group.lines.map((line) => line.lineOfBusiness),
    },
  );
  return added.flatMap((entry) => group.lines.filter((line) => line.lineOfBusiness === entry.lineOfBusiness));
}

/** One group's cancellation as the page keeps it until Submit: the request and the lines it names. */
export interface ChosenCancellation {
  request: GroupCancellation;
  lines: CancelLine[];
}

/** The request of one group's choice, reason and date (the server cascades the same way, cancel.ts). */
export function cancellationOf(
  groupNumber: string,
  choice: string,
  values: { cancelReason: string; cancelDate: string },
): GroupCancellation {
  return {
    groupNumber,
    ...(choice === WHOLE_GROUP ? {} : { lineOfBusiness: choice }),
    cancelReasonCode: values.cancelReason,
    cancelDate: values.cancelDate,
  };
}
