import {
  type EmployeeRecord,
  type Member,
  type MemberCoverage,
  memberHistoryKey,
  sameJson,
} from "@epr/domain";
import type { HistoryEntry, HistoryKind, HistoryTransactionType } from "../history/record.js";

/**
 * The history rows of one change (ours: history on every change of COB, plan coverage,
 * PCP and report codes; enrollment.md §7 History), derived by comparing the record before and after.
 * Members are matched by pin ('subscriber', 'dependent:<pin>'); a member added or removed compares
 * with nothing (null). COB (other insurance and Medicare) belongs to the member: groupNumber null.
 * Plan coverage lines, PCP and report codes are per group. Only subjects whose values differ give a
 * row, so a change that touches nothing of these writes no history.
 */
export function historyEntries(
  before: EmployeeRecord | null,
  after: EmployeeRecord,
  meta: { umi: string; transactionType: HistoryTransactionType },
): HistoryEntry[] {
  const entries: HistoryEntry[] = [];
  const old = new Map(membersOf(before).map((m) => [m.key, m]));
  const now = new Map(membersOf(after).map((m) => [m.key, m]));
  const keys = [...new Set([...now.keys(), ...old.keys()])];
  const push = (key: string, kind: HistoryKind, groupNumber: string | null, from: unknown, to: unknown) => {
    // Compared whatever the order of their keys (a body parsed asynchronously has its own: sameJson).
    if (sameJson(from ?? null) === sameJson(to ?? null)) return;
    const member = now.get(key) ?? old.get(key);
    entries.push({
      umi: meta.umi,
      groupNumber,
      kind,
      memberKey: key,
      memberName: member?.name ?? "",
      transactionType: meta.transactionType,
      before: from ?? null,
      after: to ?? null,
    });
  };
  for (const key of keys) {
    const a = old.get(key)?.member;
    const b = now.get(key)?.member;
    push(key, "cob", null, a && cobOf(a), b && cobOf(b));
    const groups = [...new Set([...groupNumbers(a), ...groupNumbers(b)])];
    for (const group of groups) {
      const ca = coverageIn(a, group);
      const cb = coverageIn(b, group);
      // One row per line and per report code: the history modals describe one memberLob, one
      // providerInformation or one report code per row (packages/ui modals/History).
      for (const [from, to] of pairs(ca?.memberLobs, cb?.memberLobs, (l) => l.lineOfBusiness))
        push(key, "plan", group, from, to);
      push(key, "pcp", group, ca?.providerInformation, cb?.providerInformation);
      for (const [from, to] of pairs(ca?.reportCodes, cb?.reportCodes, (c) => c.abbreviatedType || c.type))
        push(key, "report_code", group, from, to);
    }
  }
  return entries;
}

/** A member's key in history: 'subscriber', or the dependent's pin (its position when it has none yet). */
export function memberKeyOf(member: Member, index: number | null): string {
  return memberHistoryKey(member, index);
}

function membersOf(record: EmployeeRecord | null) {
  if (!record) return [];
  const name = (m: Member) => [m.fullName?.first, m.fullName?.last].filter(Boolean).join(" ");
  return [
    {
      key: memberKeyOf(record.subscriber, null),
      member: record.subscriber as Member,
      name: name(record.subscriber),
    },
    ...record.dependents.map((d, i) => ({ key: memberKeyOf(d, i), member: d as Member, name: name(d) })),
  ];
}

/** What the COB history shows of a member: other insurance and Medicare with their indicators. */
function cobOf(member: Member) {
  return {
    otherInsuranceIndicator: member.otherInsuranceIndicator ?? "unknown",
    otherInsurance: member.otherInsurance ?? null,
    medicareEligibleIndicator: member.medicareEligibleIndicator ?? "unknown",
    medicareEligible: member.medicareEligible ?? null,
  };
}

const groupNumbers = (member: Member | undefined) =>
  (member?.memberCoverages ?? []).map((c) => c.groupNumber);
const coverageIn = (member: Member | undefined, group: string): MemberCoverage | undefined =>
  member?.memberCoverages.find((c) => c.groupNumber === group);
/** The items of two lists matched by key, in the order they appear (an item on one side only pairs with undefined). */
function pairs<T>(
  before: readonly T[] | null | undefined,
  after: readonly T[] | null | undefined,
  keyOf: (item: T) => string | null | undefined,
): [T | undefined, T | undefined][] {
  const was = new Map((before ?? []).map((item) => [keyOf(item) ?? "", item]));
  const is = new Map((after ?? []).map((item) => [keyOf(item) ?? "", item]));
  return [...new Set([...is.keys(), ...was.keys()])].map((k) => [was.get(k), is.get(k)]);
}
