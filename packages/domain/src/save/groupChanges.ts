import type { MemberCoverage } from "../entities/coverage.js";
import type { EmployeeRecord, Member } from "../entities/employee.js";
import { editMemberKey } from "./editChanges.js";

type Members = Pick<EmployeeRecord, "subscriber" | "dependents">;

/** Members by the key an edit matches them by (`editMemberKey`: the pin, else name and place). */
const keyed = (record: Members): Map<string, Member> =>
  new Map(
    [record.subscriber, ...record.dependents].map((member, index) => [
      index === 0 ? "subscriber" : editMemberKey(member, index),
      member,
    ]),
  );

const coveragesIn = (member: Member | undefined, group: string): MemberCoverage[] =>
  (member?.memberCoverages ?? []).filter((coverage) => coverage.groupNumber === group);

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * A member's coverages in one group as compared between versions: keys sorted, empty values
 * (null, undefined) dropped and lines in line-of-business order, so only a difference of meaning
 * counts as a change.
 */
function canonical(coverages: readonly MemberCoverage[]): string {
  const sorted = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(sorted);
    if (value === null || typeof value !== "object") return value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== null && v !== undefined)
        .sort(([a], [b]) => byText(a, b))
        .map(([k, v]) => [k, sorted(v)]),
    );
  };
  return JSON.stringify(
    coverages.map((coverage) =>
      sorted({
        ...coverage,
        memberLobs: [...coverage.memberLobs].sort((a, b) => byText(a.lineOfBusiness, b.lineOfBusiness)),
      }),
    ),
  );
}

/**
 * The groups a write changes, compared with the record as stored (a change is what differs from
 * the stored record; enrollment.md §6: every group it touches must be modifiable). A group is
 * changed where a member's coverage in it differs: a line added, changed, ended or left out, the
 * provider, tobacco answers or report codes; a member added or removed changes every group they
 * are covered in. Members are matched as an edit matches them. Groups in order of first appearance.
 */
export function groupChanges(stored: Members, written: Members): string[] {
  const before = keyed(stored);
  const after = keyed(written);
  const changed = new Set<string>();
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    const was = before.get(key);
    const is = after.get(key);
    const groups = new Set(
      [...(was?.memberCoverages ?? []), ...(is?.memberCoverages ?? [])].map((c) => c.groupNumber),
    );
    for (const group of groups)
      if (canonical(coveragesIn(was, group)) !== canonical(coveragesIn(is, group))) changed.add(group);
  }
  return [...changed];
}

/**
 * `written` with the coverages of `groups` taken from `stored` for every member both records have
 * (matched as {@link groupChanges} matches them), whatever `written` says of those groups: the
 * parts of a record an administrator may not modify stay as stored. A stored member missing from
 * `written` is not brought back, so {@link groupChanges} of the result then names their groups: a
 * member covered in such a group cannot be removed.
 */
export function keepGroupsAsStored<R extends Members>(
  written: R,
  stored: Members,
  groups: readonly string[],
): R {
  if (!groups.length) return written;
  const before = keyed(stored);
  const keep = <M extends Member>(member: M, key: string): M => ({
    ...member,
    memberCoverages: [
      ...member.memberCoverages.filter((coverage) => !groups.includes(coverage.groupNumber)),
      ...(before.get(key)?.memberCoverages ?? []).filter((coverage) => groups.includes(coverage.groupNumber)),
    ],
  });
  return {
    ...written,
    subscriber: keep(written.subscriber, "subscriber"),
    dependents: written.dependents.map((dependent, i) => keep(dependent, editMemberKey(dependent, i + 1))),
  };
}

/** Every group any member of the record has a coverage in, in order of first appearance. */
export function groupsCovered(record: Members): string[] {
  return [
    ...new Set(
      [record.subscriber, ...record.dependents].flatMap((m) => m.memberCoverages.map((c) => c.groupNumber)),
    ),
  ];
}
