import * as z from "zod/mini";
import { membersOf } from "../addFlow/steps.js";
import { isLineActive } from "../coverage/lineActivity.js";
import type { FullName } from "../entities/common.js";
import type { MemberCoverage } from "../entities/coverage.js";
import type { EmployeeRecord, Member } from "../entities/employee.js";
import { isMnloaOn } from "../members/specialStatus.js";
import { employeeStatuses } from "../search/searchResults.js";

/**
 * One group of an employee's summary, with what this administrator may do in it (enrollment.md §2
 * employee.find.review group switcher, §6 modifiable). The API answers it; the summary card shows it.
 */
export const summaryGroupSchema = z.object({
  groupNumber: z.string(),
  groupName: z.string(),
  status: z.enum(employeeStatuses),
  /** The administrator may modify this group (enrollment.md §6). */
  modifiable: z.boolean(),
});
/** A group of the employee summary. */
export type SummaryGroup = z.infer<typeof summaryGroupSchema>;

/**
 * A member's name as the summary shows it (enrollment.md §3 fullName): prefix, first, middle, last
 * and suffix, skipping empty parts and the suffix NONE (the "no suffix" choice of the form).
 */
export function memberDisplayName(name: Partial<FullName>): string {
  return [name.prefix, name.first, name.middle, name.last, name.suffix]
    .filter((part) => part && part !== "NONE")
    .join(" ");
}

/** A member and its coverage in one group. */
export interface MemberGroupCoverage {
  /** First and last name. */
  name: string;
  coverage: MemberCoverage;
}

/** The coverage of one group for every member who has it, subscriber first (enrollment.md §3 memberCoverages). */
export function membersWithCoverage(
  record: Pick<EmployeeRecord, "subscriber" | "dependents">,
  groupNumber: string,
): MemberGroupCoverage[] {
  return membersOf(record).flatMap((member) => {
    const coverage = member.memberCoverages.find((c) => c.groupNumber === groupNumber);
    const name = `${member.fullName.first ?? ""} ${member.fullName.last ?? ""}`.trim();
    return coverage ? [{ name, coverage }] : [];
  });
}

/**
 * First names of the dependents covered by a product in a group on `today`: their line of that
 * product is active or future-active (enrollment.md §4 Coverage line activity: a line with an end
 * date still ahead covers until then).
 */
export function coveredDependentNames(
  record: Pick<EmployeeRecord, "dependents">,
  groupNumber: string,
  productId: string | null | undefined,
  today: Date,
): string[] {
  return record.dependents
    .filter((d) =>
      d.memberCoverages.some(
        (c) =>
          c.groupNumber === groupNumber &&
          c.memberLobs.some((line) => line.productId === productId && isLineActive(line, today)),
      ),
    )
    .flatMap((d) => (d.fullName.first ? [d.fullName.first] : []));
}

/** Dependents on a medically necessary leave of absence: MNLOA is on only when the status is M (enrollment.md §4). */
export function mnloaDependents<D extends EmployeeRecord["dependents"][number]>(
  dependents: readonly D[],
): D[] {
  return dependents.filter(isMnloaOn);
}

/** Members whose other-insurance indicator is yes (enrollment.md §3 otherInsuranceIndicator). */
export function membersWithOtherInsurance(
  record: Pick<EmployeeRecord, "subscriber" | "dependents">,
): Member[] {
  return membersOf(record).filter((m) => m.otherInsuranceIndicator === "yes");
}

/** Members whose Medicare-eligible indicator is yes (enrollment.md §3 medicareEligibleIndicator). */
export function membersWithMedicare(record: Pick<EmployeeRecord, "subscriber" | "dependents">): Member[] {
  return membersOf(record).filter((m) => m.medicareEligibleIndicator === "yes");
}
