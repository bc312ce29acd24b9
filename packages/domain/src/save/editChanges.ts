import type { MemberCoverage } from "../entities/coverage.js";
import type { EmployeeRecord, Member } from "../entities/employee.js";
import { sameJson } from "./sameJson.js";

/**
 * What an edit changed in an employee's record, compared with the record on file (enrollment.md §4
 * Edit save, §5 Validation rules): the add flow's rules are judged again only on these, so a record
 * enrolled years ago (a hire date after its first coverage, lines dated outside today's window, no
 * life event) can still be edited, while whatever the edit adds or changes meets every rule.
 * Paths are the record's own (`subscriber…`, `dependents.<index>…`, indexes of the edited record).
 */
export interface EditChanges {
  /** The subscriber's own data (everything but coverages) differs. */
  subscriber: boolean;
  /** Dependents (by index) that are new or whose own data differs. */
  dependents: number[];
  /** Dependents (by index) the edit adds: no member on file has their key. */
  addedDependents: number[];
  /** Coverages (`<member>.memberCoverages.<i>`) with anything new or different: a line, the provider, tobacco, report codes. */
  coverages: string[];
  /** Lines (`<member>.memberCoverages.<i>.memberLobs.<j>`) new or different from the member's line of that group and line of business on file. */
  lines: string[];
  /** Groups with at least one line in `lines`. */
  lineGroups: string[];
  /** Groups where a member's report codes differ (enrollment.md §4 Report codes). */
  reportCodeGroups: string[];
}

/**
 * The key a member is matched by between the record on file and the edited one: the pin, else
 * (a member who has none yet) name and position. The same matching as `cleanCoverage`.
 */
export const editMemberKey = (member: Member, index: number): string =>
  member.pin || `${member.fullName?.first ?? ""}|${member.fullName?.last ?? ""}|${index}`;

/**
 * A member's own data as compared between versions: everything but coverages and the SSN (SSNs
 * rest sealed beside the record, so the record on file never carries one to compare with).
 */
export const ownMemberData = (member: Member): string =>
  sameJson({ ...member, memberCoverages: undefined, ssn: undefined });

const same = (a: unknown, b: unknown) => sameJson(a ?? null) === sameJson(b ?? null);

/** {@link EditChanges} of `edited` against `original` (enrollment.md §4 Edit save). */
export function editChanges(
  edited: Pick<EmployeeRecord, "subscriber" | "dependents">,
  original: Pick<EmployeeRecord, "subscriber" | "dependents">,
): EditChanges {
  const before = new Map<string, Member>(
    [original.subscriber, ...original.dependents].map((member, index) => [
      index === 0 ? "subscriber" : editMemberKey(member, index),
      member,
    ]),
  );
  const changes: EditChanges = {
    subscriber: false,
    dependents: [],
    addedDependents: [],
    coverages: [],
    lines: [],
    lineGroups: [],
    reportCodeGroups: [],
  };
  const addOnce = (list: string[], group: string) => {
    if (!list.includes(group)) list.push(group);
  };
  const members = [
    { member: edited.subscriber as Member, at: "subscriber", key: "subscriber", index: -1 },
    ...edited.dependents.map((member, i) => ({
      member: member as Member,
      at: `dependents.${i}`,
      key: editMemberKey(member, i + 1),
      index: i,
    })),
  ];
  for (const { member, at, key, index } of members) {
    const old = before.get(key);
    if (index < 0) changes.subscriber = !old || ownMemberData(member) !== ownMemberData(old);
    else {
      if (!old) changes.addedDependents.push(index);
      if (!old || ownMemberData(member) !== ownMemberData(old)) changes.dependents.push(index);
    }
    member.memberCoverages.forEach((coverage, ci) => {
      const was: MemberCoverage | undefined = old?.memberCoverages.find(
        (c) => c.groupNumber === coverage.groupNumber,
      );
      if (!same(coverage, was)) changes.coverages.push(`${at}.memberCoverages.${ci}`);
      if (!same(coverage.reportCodes ?? [], was?.reportCodes ?? []))
        addOnce(changes.reportCodeGroups, coverage.groupNumber);
      coverage.memberLobs.forEach((lob, li) => {
        const line = was?.memberLobs.find((l) => l.lineOfBusiness === lob.lineOfBusiness);
        if (same(lob, line)) return;
        changes.lines.push(`${at}.memberCoverages.${ci}.memberLobs.${li}`);
        addOnce(changes.lineGroups, coverage.groupNumber);
      });
    });
  }
  return changes;
}
