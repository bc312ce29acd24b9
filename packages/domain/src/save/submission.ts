import type { CoverageType } from "../codes/coverage.js";
import type { EmployeeRecord, Member } from "../entities/employee.js";
import { fillMessage } from "../messages.js";
import type { GroupSaveResult } from "./save.js";

/**
 * The status an enrollment in progress takes after its final save (enrollment.md §2 statuses):
 * 'APPLIED' when every group is applied (the enrollment is then removed), 'PARTIAL_SUBMIT' when some
 * are, 'SUBMITTED' when none is yet.
 */
export function submissionStatus(
  groups: Readonly<Record<string, GroupSaveResult>>,
): "APPLIED" | "PARTIAL_SUBMIT" | "SUBMITTED" {
  const values = Object.values(groups);
  const applied = values.filter((value) => value === true).length;
  if (values.length > 0 && applied === values.length) return "APPLIED";
  return applied > 0 ? "PARTIAL_SUBMIT" : "SUBMITTED";
}

/** Whether any group still waits for delayed processing: the employee has a pending transaction (enrollment.md §4, §8). */
export function hasPendingGroup(groups: Readonly<Record<string, GroupSaveResult | null>>): boolean {
  return Object.values(groups).some((value) => value === "pending" || value === null);
}

/** Messages of the vision and dental product validation (our wording: the spec names the check only). */
export const visionDentalMessages = {
  needsMedical:
    "{name}: vision and dental coverage in group {group} can be added only with medical coverage in the same group.",
} as const;

const VISION_DENTAL: readonly CoverageType[] = ["VISION", "DENTAL"];

const memberName = (member: Member) =>
  [member.fullName?.first, member.fullName?.last].filter(Boolean).join(" ") || "Member";

/**
 * The vision and dental product validation on save, for brands whose record says
 * `validatesVisionDentalOnSave` (enrollment.md §4: 6012, 9017, 9018). The same brands cascade a
 * medical cancel to the group's vision and dental lines (§4 Cancel line of business), so there a
 * vision or dental line rides on medical: a member's VISION or DENTAL line in a group needs a
 * MEDICAL line of that member in the same group. Returns the failures per group number (a group
 * absent from the answer passed); the save answers these groups false (validateProductsResponse).
 */
export function visionDentalFailures(
  record: Pick<EmployeeRecord, "subscriber" | "dependents">,
): Record<string, string[]> {
  const failures: Record<string, string[]> = {};
  for (const member of [record.subscriber, ...record.dependents]) {
    for (const coverage of member.memberCoverages) {
      const types = coverage.memberLobs.map((lob) => lob.coverageType);
      if (!types.some((type) => VISION_DENTAL.includes(type)) || types.includes("MEDICAL")) continue;
      const messages = failures[coverage.groupNumber] ?? [];
      messages.push(
        fillMessage(visionDentalMessages.needsMedical, {
          name: memberName(member),
          group: coverage.groupNumber,
        }),
      );
      failures[coverage.groupNumber] = messages;
    }
  }
  return failures;
}

/** The group numbers a record's coverage lines touch, in order of first appearance. */
export function groupsOfRecord(record: Pick<EmployeeRecord, "subscriber" | "dependents">): string[] {
  const groups = new Set<string>();
  for (const member of [record.subscriber, ...record.dependents])
    for (const coverage of member.memberCoverages)
      if (coverage.memberLobs.length) groups.add(coverage.groupNumber);
  return [...groups];
}

/**
 * The part of a record that belongs to some groups only: every member keeps only the coverages of
 * `groups` (a group applied now, or later by delayed processing).
 */
export function recordForGroups<R extends Pick<EmployeeRecord, "subscriber" | "dependents">>(
  record: R,
  groups: readonly string[],
): R {
  const keep = <M extends Member>(member: M): M => ({
    ...member,
    memberCoverages: member.memberCoverages.filter((coverage) => groups.includes(coverage.groupNumber)),
  });
  return { ...record, subscriber: keep(record.subscriber), dependents: record.dependents.map(keep) };
}

/**
 * Adds the coverages of `groups` from `submitted` onto `current` (delayed processing applying a
 * group later): members are matched by position, which a final save fixes (dependents are
 * created with the employee, so positions never change between the save and the apply).
 */
export function mergeGroupsInto<R extends Pick<EmployeeRecord, "subscriber" | "dependents">>(
  current: R,
  submitted: Pick<EmployeeRecord, "subscriber" | "dependents">,
  groups: readonly string[],
): R {
  const add = <M extends Member>(member: M, from: Member | undefined): M => ({
    ...member,
    memberCoverages: [
      ...member.memberCoverages.filter((coverage) => !groups.includes(coverage.groupNumber)),
      ...(from?.memberCoverages ?? []).filter((coverage) => groups.includes(coverage.groupNumber)),
    ],
  });
  return {
    ...current,
    subscriber: add(current.subscriber, submitted.subscriber),
    dependents: current.dependents.map((dependent, index) => add(dependent, submitted.dependents[index])),
  };
}
