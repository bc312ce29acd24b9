import { addDays, endOfMonth } from "date-fns";
import { formatUsDate, isDayAfter, parseUsDate } from "../dates/dates.js";
import { coveredLines, monthStart } from "./billing.js";
import type { AdjustmentChange, BillingMonth, CoverageTier, RosterSubscriber } from "./schemas.js";

/**
 * Reconcile (docs/features/billing.md "Reconcile"): a bill's premium lines against the client's own
 * roster or payroll deductions, member by member. The spec names the Bills access only, so every
 * rule here is ours. Pure: the server reads the bill, the roster file, the records and the later
 * bills' adjustments, and answers what these return.
 *
 * Three kinds of difference: billed and not on the roster (`notOnRoster`), on the roster and not
 * billed (`notBilled`), billed at another tier or amount (`mismatch`). Each carries the change on
 * file that explains it, when there is one, and the employee's member ID (umi) for a link.
 */

/**
 * A line of business as Reconcile compares it: without regard to case or spacing, so a roster's
 * "ucci  dental" names the bill's "UCCI Dental" (docs/features/billing.md "Reconcile").
 */
export function lineOfBusinessKey(lineOfBusiness: string): string {
  return lineOfBusiness.replace(/\s+/g, " ").toUpperCase();
}

/** The kinds of difference. */
export const reconcileKinds = ["notOnRoster", "notBilled", "mismatch"] as const;
export type ReconcileKind = (typeof reconcileKinds)[number];

/** One premium line of the bill being reconciled. */
export interface ReconcileBillLine {
  umi: string;
  subscriberName: string;
  lineOfBusiness: string;
  productId?: string | null;
  tier: CoverageTier | null;
  cents: number;
}

/**
 * One roster row, its member resolved: `umi` is the member ID of the group's employee it names, or
 * null when it names none of them (an id the group does not know); `memberId` is the id as the
 * roster wrote it (member ID or employee ID), shown back.
 */
export interface ReconcileRosterRow {
  row: number;
  umi: string | null;
  memberId: string;
  name?: string | undefined;
  /** Null: the member's whole bill (every line of business together). */
  lineOfBusiness: string | null;
  tier?: CoverageTier | undefined;
  cents?: number | undefined;
}

/** What was billed of a difference: one line's tier and amount, or a member's lines summed (tier null). */
export interface ReconcileSide {
  tier: CoverageTier | null;
  cents: number | null;
}

/** A difference before it is explained. */
export interface ReconcileDifference {
  kind: ReconcileKind;
  /** The employee's member ID for a link, or null when the group has no such employee. */
  umi: string | null;
  /** The id the roster gave, or the bill's member ID for a line the roster lacks. */
  memberId: string;
  name: string;
  /** The line of business, or null for the member's whole bill. */
  lineOfBusiness: string | null;
  billed: ReconcileSide | null;
  roster: (ReconcileSide & { rows: number[] }) | null;
  /** For a mismatch: what differs. */
  differs?: ("tier" | "amount")[];
}

/**
 * Why a difference is there, from what is on file:
 * - `adjusted`: a later bill adjusts the month (its adjustment line covers it);
 * - `changedSinceBill`: the coverage on file for the month's first day is no longer what was billed
 *   (a retroactive change the next bill will adjust, or list to settle past the retro window);
 * - `duringMonth`: a change effective after the month's first day (the bill prices the whole month
 *   as covered on its first day: no proration);
 * - `endedBefore`: coverage on file ended before the month (the roster still lists the member);
 * - `startsLater`: coverage on file starts after the month.
 */
export const reconcileReasons = [
  "adjusted",
  "changedSinceBill",
  "duringMonth",
  "endedBefore",
  "startsLater",
] as const;
export type ReconcileReason = (typeof reconcileReasons)[number];

/** The change on file that explains a difference. */
export interface ReconcileExplanation {
  reason: ReconcileReason;
  change: AdjustmentChange;
  /** The change's date as on file, MM/dd/yyyy: a term's last covered day, else the first day of the new coverage. */
  effectiveDate: string | null;
  /** For `adjusted`: the bill that adjusts it, the months its line covers and its amount. */
  adjustment?: { invoiceMonth: BillingMonth; months: BillingMonth[]; cents: number; toSettle: boolean };
}

/** A difference with its explanation (null: nothing on file explains it). */
export interface ExplainedDifference extends ReconcileDifference {
  explanation: ReconcileExplanation | null;
}

/** An adjustment line of a bill made after the one reconciled (or listed there to settle). */
export interface LaterAdjustment {
  invoiceMonth: BillingMonth;
  umi: string;
  lineOfBusiness: string;
  change: AdjustmentChange;
  months: readonly BillingMonth[];
  cents: number;
  toSettle?: boolean;
}

const key = (umi: string, line: string) => `${umi}\u0000${line}`;

interface Roster {
  rows: number[];
  name?: string | undefined;
  memberId: string;
  tier?: CoverageTier | undefined;
  cents?: number | undefined;
}

/** Roster rows of one member and line taken together: amounts add up (two deductions of one plan), the first tier given counts. */
function merge(into: Roster | undefined, row: ReconcileRosterRow): Roster {
  if (!into)
    return { rows: [row.row], name: row.name, memberId: row.memberId, tier: row.tier, cents: row.cents };
  into.rows.push(row.row);
  into.name ??= row.name;
  into.tier ??= row.tier;
  if (row.cents !== undefined) into.cents = (into.cents ?? 0) + row.cents;
  return into;
}

const rosterSide = (roster: Roster) => ({
  tier: roster.tier ?? null,
  cents: roster.cents ?? null,
  rows: roster.rows,
});

/**
 * The differences between a bill's premium lines and a roster, member by member (unexplained).
 *
 * A roster row naming a line of business is compared with that line: absent from the bill is
 * `notBilled`; a tier or an amount given and not the billed one is a `mismatch`. A row naming none is
 * the member's whole bill: absent is `notBilled`; a tier given is compared with each line not named
 * by a row of its own; an amount with those lines' sum. A billed line of a member the roster does
 * not list, or whose line the roster names on no row (and gives no whole-bill row), is `notOnRoster`.
 * Rows naming an id the group does not know are `notBilled`, with no link.
 */
export function rosterDifferences(
  bill: Iterable<ReconcileBillLine>,
  roster: Iterable<ReconcileRosterRow>,
): { differences: ReconcileDifference[]; matched: number } {
  const billed = new Map<string, ReconcileBillLine[]>();
  // A roster's line of business in the bill's own spelling when it names one of the bill's lines
  // ("ucci  dental" is the bill's "UCCI Dental"); the reader hands it on upper-cased.
  const spelling = new Map<string, string>();
  for (const line of bill) {
    billed.set(line.umi, [...(billed.get(line.umi) ?? []), line]);
    spelling.set(lineOfBusinessKey(line.lineOfBusiness), line.lineOfBusiness);
  }
  const byLine = new Map<string, Roster>();
  const whole = new Map<string, Roster>();
  const unknown = new Map<string, Roster>();
  const listed = new Set<string>();
  for (const typed of roster) {
    const row =
      typed.lineOfBusiness === null
        ? typed
        : {
            ...typed,
            lineOfBusiness: spelling.get(lineOfBusinessKey(typed.lineOfBusiness)) ?? typed.lineOfBusiness,
          };
    if (row.umi === null) {
      unknown.set(row.memberId, merge(unknown.get(row.memberId), row));
      continue;
    }
    listed.add(row.umi);
    if (row.lineOfBusiness === null) whole.set(row.umi, merge(whole.get(row.umi), row));
    else
      byLine.set(key(row.umi, row.lineOfBusiness), merge(byLine.get(key(row.umi, row.lineOfBusiness)), row));
  }

  const differences: ReconcileDifference[] = [];
  let matched = 0;
  const compare = (
    base: Omit<ReconcileDifference, "kind" | "differs" | "billed" | "roster">,
    billedSide: ReconcileSide,
    entry: Roster,
  ) => {
    const differs: ("tier" | "amount")[] = [];
    if (entry.tier !== undefined && billedSide.tier !== null && entry.tier !== billedSide.tier)
      differs.push("tier");
    if (entry.cents !== undefined && entry.cents !== billedSide.cents) differs.push("amount");
    if (differs.length === 0) {
      matched += 1;
      return;
    }
    differences.push({ ...base, kind: "mismatch", billed: billedSide, roster: rosterSide(entry), differs });
  };

  const umis = [...new Set([...billed.keys(), ...listed])].sort();
  for (const umi of umis) {
    const lines = (billed.get(umi) ?? []).sort((a, b) => a.lineOfBusiness.localeCompare(b.lineOfBusiness));
    const wholeRow = whole.get(umi);
    const name = lines[0]?.subscriberName ?? wholeRow?.name ?? "";
    const unnamed: ReconcileBillLine[] = [];
    for (const line of lines) {
      const entry = byLine.get(key(umi, line.lineOfBusiness));
      const base = { umi, memberId: umi, name, lineOfBusiness: line.lineOfBusiness };
      if (entry)
        compare({ ...base, memberId: entry.memberId }, { tier: line.tier, cents: line.cents }, entry);
      else if (wholeRow) unnamed.push(line);
      else
        differences.push({
          ...base,
          kind: "notOnRoster",
          billed: { tier: line.tier, cents: line.cents },
          roster: null,
        });
    }
    for (const [lineKey, entry] of byLine) {
      const [rowUmi, lineOfBusiness = ""] = lineKey.split("\u0000");
      if (rowUmi !== umi || lines.some((l) => l.lineOfBusiness === lineOfBusiness)) continue;
      differences.push({
        kind: "notBilled",
        umi,
        memberId: entry.memberId,
        name: name || entry.name || "",
        lineOfBusiness,
        billed: null,
        roster: rosterSide(entry),
      });
    }
    if (!wholeRow) continue;
    const base = { umi, memberId: wholeRow.memberId, name: name || wholeRow.name || "" };
    if (lines.length === 0) {
      differences.push({
        ...base,
        kind: "notBilled",
        lineOfBusiness: null,
        billed: null,
        roster: rosterSide(wholeRow),
      });
      continue;
    }
    if (unnamed.length === 0) continue;
    // A tier given for the whole bill is each line's; an amount is their sum's.
    const tierRow = { ...wholeRow, cents: undefined };
    for (const line of unnamed)
      compare(
        { ...base, lineOfBusiness: line.lineOfBusiness },
        { tier: line.tier, cents: line.cents },
        tierRow,
      );
    if (wholeRow.cents !== undefined)
      compare(
        { ...base, lineOfBusiness: null },
        { tier: null, cents: unnamed.reduce((sum, line) => sum + line.cents, 0) },
        { ...wholeRow, tier: undefined },
      );
  }
  for (const entry of unknown.values())
    differences.push({
      kind: "notBilled",
      umi: null,
      memberId: entry.memberId,
      name: entry.name ?? "",
      lineOfBusiness: null,
      billed: null,
      roster: rosterSide(entry),
    });
  return { differences, matched };
}

/** A line's state on a day: covered or not, at which tier, with which plan. */
type LineState = { tier: CoverageTier; productId: string } | null;

function stateOn(
  subscriber: RosterSubscriber,
  groupNumber: string,
  line: string | null,
  day: Date,
): LineState {
  const lines = coveredLines(subscriber, groupNumber, day);
  const found = line === null ? lines[0] : lines.find((l) => l.lineOfBusiness === line);
  return found ? { tier: found.tier, productId: found.productId } : null;
}

/** The change from one state to the next, or null when they agree. */
function changeBetween(before: LineState, after: LineState): AdjustmentChange | null {
  if (!before && !after) return null;
  if (!before) return "add";
  if (!after) return "term";
  if (before.tier !== after.tier) return "tierChange";
  return before.productId !== after.productId ? "planChange" : null;
}

/** The days a subscriber's coverage of a line may change: each line's first day and the day after its last. */
function boundaryDays(subscriber: RosterSubscriber, groupNumber: string, line: string | null): Date[] {
  const days = new Map<number, Date>();
  for (const member of subscriber.members)
    for (const l of member.lines) {
      if (l.groupNumber !== groupNumber || (line !== null && l.lineOfBusiness !== line)) continue;
      const from = parseUsDate(l.coverageEffectiveDate);
      const to = parseUsDate(l.coverageEndDate);
      if (from) days.set(from.getTime(), from);
      if (to) {
        const after = addDays(to, 1);
        days.set(after.getTime(), after);
      }
    }
  return [...days.values()].sort((a, b) => a.getTime() - b.getTime());
}

/** The date a change reads as: a term's last covered day, else the first day of the new coverage. */
const dateOf = (change: AdjustmentChange, day: Date) =>
  formatUsDate(change === "term" ? addDays(day, -1) : day);

/** The changes that can explain each kind of difference. */
const explains: Record<ReconcileKind, ReadonlySet<AdjustmentChange>> = {
  notOnRoster: new Set(["term"]),
  notBilled: new Set(["add", "reinstate", "term"]),
  mismatch: new Set(["tierChange", "planChange", "rateChange"]),
};

/**
 * The change on file explaining one difference, or null: first a later bill's adjustment of the
 * month, then the coverage on file for the month's first day against what was billed, then a change
 * during the month; for a member on the roster and not billed, coverage that ended before the month
 * or starts after it. Only a change that could make that kind of difference explains it (a term
 * never explains a tier mismatch).
 */
export function explainDifference(
  difference: ReconcileDifference,
  context: {
    groupNumber: string;
    month: BillingMonth;
    /** The employee's record as billing reads it, if the group has them. */
    record: RosterSubscriber | undefined;
    /** Adjustment lines of later bills for this employee. */
    adjustments: readonly LaterAdjustment[];
  },
): ReconcileExplanation | null {
  const allowed = explains[difference.kind];
  const line = difference.lineOfBusiness;
  for (const adjustment of context.adjustments) {
    if (adjustment.umi !== difference.umi || !adjustment.months.includes(context.month)) continue;
    if (line !== null && adjustment.lineOfBusiness !== line) continue;
    if (!allowed.has(adjustment.change)) continue;
    return {
      reason: "adjusted",
      change: adjustment.change,
      effectiveDate: null,
      adjustment: {
        invoiceMonth: adjustment.invoiceMonth,
        months: [...adjustment.months],
        cents: adjustment.cents,
        toSettle: adjustment.toSettle ?? false,
      },
    };
  }
  const record = context.record;
  if (!record || difference.umi === null) return null;
  const first = monthStart(context.month);
  const last = endOfMonth(first);
  const days = boundaryDays(record, context.groupNumber, line);
  const on = (day: Date) => stateOn(record, context.groupNumber, line, day);
  const onFirst = on(first);
  /** The last day on or before the first on which coverage changed as `change` says. */
  const lastChange = (change: AdjustmentChange) =>
    [...days]
      .reverse()
      .find((d) => !isDayAfter(d, first) && changeBetween(on(addDays(d, -1)), on(d)) === change);

  // What was billed for the month, against the coverage on file for its first day now.
  const billedState: LineState =
    difference.billed && difference.billed.tier !== null
      ? { tier: difference.billed.tier, productId: onFirst?.productId ?? "" }
      : difference.billed
        ? onFirst // a member's whole bill: its lines' tiers are compared one by one
        : null;
  const since = changeBetween(billedState, onFirst);
  if (since && allowed.has(since)) {
    const day = lastChange(since);
    return { reason: "changedSinceBill", change: since, effectiveDate: day ? dateOf(since, day) : null };
  }
  // A change after the first day: the month is billed as covered on its first day.
  let state = onFirst;
  for (const day of days) {
    if (!isDayAfter(day, first) || isDayAfter(day, last)) continue;
    const next = on(day);
    const change = changeBetween(state, next);
    if (change && allowed.has(change))
      return { reason: "duringMonth", change, effectiveDate: dateOf(change, day) };
    state = next;
  }
  if (difference.kind === "notBilled" && !onFirst) {
    const ended = lastChange("term");
    if (ended) return { reason: "endedBefore", change: "term", effectiveDate: dateOf("term", ended) };
    const starts = days.find((d) => isDayAfter(d, last));
    if (starts && on(starts))
      return { reason: "startsLater", change: "add", effectiveDate: dateOf("add", starts) };
  }
  return null;
}

/**
 * Differences explained: each with the change on file that explains it (`explainDifference`), from
 * the records of the employees they name and later bills' adjustment lines.
 */
export function explainDifferences(
  differences: readonly ReconcileDifference[],
  context: {
    groupNumber: string;
    month: BillingMonth;
    records: ReadonlyMap<string, RosterSubscriber>;
    adjustments: Iterable<LaterAdjustment>;
  },
): ExplainedDifference[] {
  const adjustments = new Map<string, LaterAdjustment[]>();
  for (const a of context.adjustments) adjustments.set(a.umi, [...(adjustments.get(a.umi) ?? []), a]);
  for (const list of adjustments.values()) list.sort((a, b) => a.invoiceMonth.localeCompare(b.invoiceMonth));
  return differences.map((difference) => ({
    ...difference,
    explanation: explainDifference(difference, {
      groupNumber: context.groupNumber,
      month: context.month,
      record: difference.umi === null ? undefined : context.records.get(difference.umi),
      adjustments: difference.umi === null ? [] : (adjustments.get(difference.umi) ?? []),
    }),
  }));
}

/** The bill reconciled with a roster: every difference explained where something on file explains it. */
export function reconcile(input: {
  groupNumber: string;
  month: BillingMonth;
  bill: Iterable<ReconcileBillLine>;
  roster: Iterable<ReconcileRosterRow>;
  records: ReadonlyMap<string, RosterSubscriber>;
  adjustments: Iterable<LaterAdjustment>;
}): { differences: ExplainedDifference[]; matched: number } {
  const { differences, matched } = rosterDifferences(input.bill, input.roster);
  return { matched, differences: explainDifferences(differences, input) };
}
