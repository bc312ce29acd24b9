import { addDays, addMonths, differenceInCalendarDays, lightFormat } from "date-fns";
import { isSpouseOrPartner } from "../codes/relationships.js";
import { lineActivity } from "../coverage/lineActivity.js";
import { parseDate } from "../dates/dates.js";
import type { MemberLob } from "../entities/coverage.js";
import type { EmployeeRecord, Member } from "../entities/employee.js";
import type {
  AdjustmentChange,
  AdjustmentLine,
  Allocation,
  BilledMember,
  BilledMonth,
  BillingMonth,
  CoverageTier,
  InvoiceState,
  OpenInvoice,
  PriceLine,
  Rate,
  RosterMember,
  RosterSubscriber,
} from "./schemas.js";

/**
 * Premium billing's rules (the Bills access, session-and-admin.md §6; the spec names no billing
 * rule, so each here is ours and docs/features/billing.md says why). Pure: the server reads the
 * roster, rates and what was billed, and stores what these answer.
 */

/** The retro window when the client's record sets none: 60 days. */
export const DEFAULT_RETRO_WINDOW_DAYS = 60;
/** Months back a bill looks for changes to months already billed (our bound: a year). */
export const RETRO_LOOKBACK_MONTHS = 12;
/** A bill made on or after its month's first day is due this many days after it is made. */
export const LATE_BILL_DUE_DAYS = 15;

/** A month's first day (local midnight). */
export function monthStart(month: BillingMonth): Date {
  const [year, mm] = month.split("-").map(Number);
  return new Date(year ?? 1970, (mm ?? 1) - 1, 1);
}

/** The month a day falls in. */
export function monthOf(day: Date): BillingMonth {
  return lightFormat(day, "yyyy-MM");
}

/** The month `count` months after `month` (before, when negative). */
export function shiftMonth(month: BillingMonth, count: number): BillingMonth {
  return monthOf(addMonths(monthStart(month), count));
}

/** A day as yyyy-MM-dd. */
export const isoDay = (day: Date): string => lightFormat(day, "yyyy-MM-dd");

/**
 * The tier of a line of business from the members covered on it: a spouse or partner (codes 01
 * and 29, `isSpouseOrPartner`; a civil union partner is recorded as a domestic partner) makes
 * "spouse", any other dependent "children", both "family". The subscriber is the employee whether
 * or not they are covered themself (a dependents-only line is billed at the tier its dependents make).
 */
export function coverageTier(
  members: readonly Pick<RosterMember, "subscriber" | "relationshipCode">[],
): CoverageTier {
  let spouse = false;
  let children = false;
  for (const member of members) {
    if (member.subscriber) continue;
    if (isSpouseOrPartner(member.relationshipCode)) spouse = true;
    else children = true;
  }
  if (spouse && children) return "family";
  if (spouse) return "employeeSpouse";
  return children ? "employeeChildren" : "employee";
}

/** A member of a stored record, as billing reads it (lists a stored record may lack read as empty). */
type StoredMember = Pick<Member, "fullName" | "relationshipCode"> & {
  memberCoverages?: readonly {
    groupNumber: string;
    memberLobs?: readonly Pick<
      MemberLob,
      "lineOfBusiness" | "productId" | "coverageEffectiveDate" | "coverageEndDate"
    >[];
  }[];
};

const fullName = (member: StoredMember) =>
  [member.fullName?.first, member.fullName?.last].filter(Boolean).join(" ");

/** A stored employee record as billing reads it: its members and their lines in every group. */
export function rosterFromRecord(
  umi: string,
  record: { subscriber: StoredMember; dependents?: readonly StoredMember[] } | EmployeeRecord,
): RosterSubscriber {
  const member = (m: StoredMember, subscriber: boolean): RosterMember => ({
    name: fullName(m),
    subscriber,
    relationshipCode: m.relationshipCode ?? null,
    lines: (m.memberCoverages ?? []).flatMap((coverage) =>
      (coverage.memberLobs ?? []).map((lob) => ({
        groupNumber: coverage.groupNumber,
        lineOfBusiness: lob.lineOfBusiness,
        productId: lob.productId ?? null,
        coverageEffectiveDate: lob.coverageEffectiveDate ?? null,
        coverageEndDate: lob.coverageEndDate ?? null,
      })),
    ),
  });
  return {
    umi,
    name: fullName(record.subscriber),
    members: [member(record.subscriber, true), ...(record.dependents ?? []).map((d) => member(d, false))],
  };
}

/** A subscriber's line of business as covered on one day, before it is priced. */
export interface CoveredLine {
  lineOfBusiness: string;
  productId: string;
  tier: CoverageTier;
  members: BilledMember[];
}

/**
 * The lines of business a subscriber is covered by in a group on `day` (enrollment.md §4 Coverage
 * line activity: a line with an end date before the day, or an effective date after it, does not
 * count), each with its members and tier. A line's plan is the subscriber's, or the first covered
 * member's when the subscriber is not on it. A line without a product cannot be priced and is left out.
 */
export function coveredLines(subscriber: RosterSubscriber, groupNumber: string, day: Date): CoveredLine[] {
  const byLine = new Map<string, { productId: string | null; covered: RosterMember[] }>();
  for (const member of subscriber.members) {
    for (const line of member.lines) {
      if (line.groupNumber !== groupNumber || lineActivity(line, day) !== "active") continue;
      const entry = byLine.get(line.lineOfBusiness) ?? { productId: null, covered: [] };
      if (!entry.covered.includes(member)) entry.covered.push(member);
      if (line.productId && (member.subscriber || !entry.productId)) entry.productId = line.productId;
      byLine.set(line.lineOfBusiness, entry);
    }
  }
  const lines: CoveredLine[] = [];
  for (const [lineOfBusiness, { productId, covered }] of byLine) {
    if (!productId) continue;
    lines.push({
      lineOfBusiness,
      productId,
      tier: coverageTier(covered),
      members: covered.map((m) => ({ name: m.name, relationshipCode: m.relationshipCode ?? null })),
    });
  }
  return lines.sort((a, b) => a.lineOfBusiness.localeCompare(b.lineOfBusiness));
}

/** Finds a plan's rate for a tier on a day. */
export type RateLookup = (query: {
  groupNumber: string;
  productId: string;
  tier: CoverageTier;
  on: Date;
}) => Rate | undefined;

/**
 * The rate of a plan (a group's product) for a tier on a day: the rating period whose first day is
 * on or before it and whose last day (if any) is on or after it; of overlapping periods, the one
 * that started last. Built once over many lookups.
 */
export function rateLookup(rates: readonly Rate[]): RateLookup {
  const byPlan = new Map<string, Rate[]>();
  for (const rate of rates) {
    const key = `${rate.groupNumber}\u0000${rate.productId}\u0000${rate.tier}`;
    const list = byPlan.get(key) ?? [];
    list.push(rate);
    byPlan.set(key, list);
  }
  for (const list of byPlan.values()) list.sort((a, b) => b.periodStart.localeCompare(a.periodStart));
  return ({ groupNumber, productId, tier, on }) => {
    const day = isoDay(on);
    return byPlan
      .get(`${groupNumber}\u0000${productId}\u0000${tier}`)
      ?.find((rate) => rate.periodStart <= day && (rate.periodEnd === null || rate.periodEnd >= day));
  };
}

/** A covered line no rate prices: left off the bill and reported. */
export interface UnratedLine {
  umi: string;
  lineOfBusiness: string;
  productId: string;
  tier: CoverageTier;
}

/**
 * A group's premium lines for a month: one per subscriber and line of business covered on the
 * month's first day, priced at the plan's rate for its tier on that day (a whole month's premium;
 * no proration, our choice). Lines no rate prices are returned apart.
 */
export function invoiceLines(input: {
  groupNumber: string;
  month: BillingMonth;
  roster: Iterable<RosterSubscriber>;
  rates: RateLookup;
}): { lines: PriceLine[]; unrated: UnratedLine[] } {
  const day = monthStart(input.month);
  const lines: PriceLine[] = [];
  const unrated: UnratedLine[] = [];
  for (const subscriber of input.roster) {
    for (const covered of coveredLines(subscriber, input.groupNumber, day)) {
      const rate = input.rates({
        groupNumber: input.groupNumber,
        productId: covered.productId,
        tier: covered.tier,
        on: day,
      });
      if (!rate) {
        unrated.push({ umi: subscriber.umi, ...covered });
        continue;
      }
      lines.push({
        umi: subscriber.umi,
        subscriberName: subscriber.name,
        lineOfBusiness: covered.lineOfBusiness,
        productId: covered.productId,
        tier: covered.tier,
        members: covered.members,
        cents: rate.monthlyCents,
      });
    }
  }
  return { lines, unrated };
}

/** A bill's totals: per line of business (in code order) and in all. */
export interface InvoiceTotals {
  byLineOfBusiness: { lineOfBusiness: string; cents: number }[];
  totalCents: number;
}

/** Adds up a bill's lines, premium and adjustments alike, in whole cents. */
export function invoiceTotals(lines: Iterable<{ lineOfBusiness: string; cents: number }>): InvoiceTotals {
  const byLine = new Map<string, number>();
  let totalCents = 0;
  for (const line of lines) {
    byLine.set(line.lineOfBusiness, (byLine.get(line.lineOfBusiness) ?? 0) + line.cents);
    totalCents += line.cents;
  }
  return {
    byLineOfBusiness: [...byLine]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([lineOfBusiness, cents]) => ({ lineOfBusiness, cents })),
    totalCents,
  };
}

/** What retroactive adjustments answer: lines for the bill, changes to settle, and the new billed state. */
export interface RetroResult {
  /** Changes within the window: lines of the bill, amounts in its total. */
  adjustments: AdjustmentLine[];
  /** Changes older than the window: not billed, listed for the insurer to settle. */
  toSettle: AdjustmentLine[];
  /** The billed months these change, as they now stand (both kinds, so no change is named twice). */
  billed: BilledMonth[];
}

const lineKey = (umi: string, lineOfBusiness: string) => `${umi}\u0000${lineOfBusiness}`;

/** Which change a month's difference is, or null when the month was billed as it stands. */
function changeOf(
  billed: BilledMonth | undefined,
  now: PriceLine | undefined,
  everBilled: boolean,
): AdjustmentChange | null {
  const wasBilled = billed !== undefined && billed.tier !== null;
  if (!wasBilled && !now) return null;
  if (!wasBilled) return everBilled ? "reinstate" : "add";
  if (!now) return "term";
  if (billed.tier !== now.tier) return "tierChange";
  if (billed.productId !== now.productId) return "planChange";
  return billed.cents !== now.cents ? "rateChange" : null;
}

/**
 * Retroactive adjustments for the bill of `billMonth`: every month already billed (`billed`, as it
 * stands with earlier adjustments) is compared with the coverage as it is now for that month
 * (`current`, priced by `invoiceLines`). Each difference is an add, a term, a tier, plan or rate
 * change or a reinstatement (coverage back on a line billed before in the months compared); consecutive months of one subscriber's line with the same change
 * and the same coverage make one line, naming its months and the amount (now minus billed). A
 * change whose first month began more than `retroDays` days before the bill's first day is not
 * billed but listed to settle. Both update the billed state, so a change made again, or compared
 * again next month, never adjusts twice.
 */
export function retroAdjustments(input: {
  billMonth: BillingMonth;
  billed: Iterable<BilledMonth>;
  current: Iterable<PriceLine & { month: BillingMonth }>;
  /** The months the group was billed, also those that billed this subscriber nothing. */
  billedMonths?: Iterable<BillingMonth>;
  retroDays?: number;
}): RetroResult {
  const retroDays = input.retroDays ?? DEFAULT_RETRO_WINDOW_DAYS;
  const cutoff = addDays(monthStart(input.billMonth), -retroDays);
  const billedBy = new Map<string, Map<BillingMonth, BilledMonth>>();
  const currentBy = new Map<string, Map<BillingMonth, PriceLine>>();
  const months = new Set<BillingMonth>([...(input.billedMonths ?? [])].filter((m) => m < input.billMonth));
  for (const row of input.billed) {
    if (row.month >= input.billMonth) continue;
    months.add(row.month);
    const key = lineKey(row.umi, row.lineOfBusiness);
    const byMonth = billedBy.get(key) ?? new Map();
    byMonth.set(row.month, row);
    billedBy.set(key, byMonth);
  }
  for (const row of input.current) {
    const key = lineKey(row.umi, row.lineOfBusiness);
    const byMonth = currentBy.get(key) ?? new Map();
    byMonth.set(row.month, row);
    currentBy.set(key, byMonth);
  }
  const result: RetroResult = { adjustments: [], toSettle: [], billed: [] };
  const orderedMonths = [...months].sort();
  const keys = [...new Set([...billedBy.keys(), ...currentBy.keys()])].sort();
  for (const key of keys) {
    let open: { line: AdjustmentLine; signature: string; last: BillingMonth } | null = null;
    const close = () => {
      if (!open) return;
      const target =
        monthStart(open.line.months[0] ?? input.billMonth) < cutoff ? result.toSettle : result.adjustments;
      target.push(open.line);
      open = null;
    };
    // Coverage given back on a line billed in any month compared (then termed) is a reinstatement.
    const everBilled = billedBy.has(key);
    for (const month of orderedMonths) {
      const was = billedBy.get(key)?.get(month);
      const now = currentBy.get(key)?.get(month);
      const change = changeOf(was, now, everBilled);
      if (!change) {
        close();
        continue;
      }
      const wasCents = was?.cents ?? 0;
      const nowCents = now?.cents ?? 0;
      const signature = [
        change,
        was?.productId,
        was?.tier,
        now?.productId,
        now?.tier,
        nowCents - wasCents,
      ].join("|");
      const subject = (now ?? was) as PriceLine | BilledMonth;
      if (!open || open.signature !== signature || shiftMonth(open.last, 1) !== month) {
        close();
        open = {
          signature,
          last: month,
          line: {
            umi: subject.umi,
            subscriberName: subject.subscriberName,
            lineOfBusiness: subject.lineOfBusiness,
            change,
            productId: now?.productId ?? was?.productId ?? null,
            tier: now?.tier ?? was?.tier ?? null,
            fromTier: was?.tier ?? null,
            members: now?.members ?? was?.members ?? [],
            months: [],
            cents: 0,
          },
        };
      }
      open.line.months.push(month);
      open.line.cents += nowCents - wasCents;
      open.last = month;
      result.billed.push({
        umi: subject.umi,
        subscriberName: subject.subscriberName,
        lineOfBusiness: subject.lineOfBusiness,
        month,
        productId: now?.productId ?? null,
        tier: now?.tier ?? null,
        members: now?.members ?? [],
        cents: nowCents,
      });
    }
    close();
  }
  return result;
}

/** The months a bill compares for retroactive changes: up to RETRO_LOOKBACK_MONTHS before it, oldest first. */
export function retroMonths(billMonth: BillingMonth, lookback = RETRO_LOOKBACK_MONTHS): BillingMonth[] {
  return Array.from({ length: lookback }, (_, i) => shiftMonth(billMonth, i - lookback));
}

/**
 * A bill's due date: its month's first day, or when the bill is made on or after that day (a run on
 * demand) LATE_BILL_DUE_DAYS after it is made.
 */
export function invoiceDueDate(month: BillingMonth, madeOn: Date): string {
  const first = monthStart(month);
  return isoDay(differenceInCalendarDays(madeOn, first) >= 0 ? addDays(madeOn, LATE_BILL_DUE_DAYS) : first);
}

/**
 * A bill's state: paid once what was paid covers its total (a bill of no charge or a credit is
 * paid), past due when still owed after its due date, else open.
 */
export function invoiceState(
  invoice: { totalCents: number; paidCents: number; dueDate: string },
  today: Date,
): InvoiceState {
  if (invoice.paidCents >= invoice.totalCents) return "paid";
  const due = parseDate(invoice.dueDate, "iso");
  return due && differenceInCalendarDays(today, due) > 0 ? "pastDue" : "open";
}

/**
 * Spreads a payment over the open bills, oldest month first, each up to what it still owes; what
 * is left (an over-payment) is carried forward to the next bills.
 */
export function allocatePayment(
  openInvoices: readonly OpenInvoice[],
  amountCents: number,
): { allocations: Allocation[]; unappliedCents: number } {
  let left = amountCents;
  const allocations: Allocation[] = [];
  for (const invoice of [...openInvoices].sort((a, b) => a.month.localeCompare(b.month) || a.id - b.id)) {
    if (left <= 0) break;
    if (invoice.balanceCents <= 0) continue;
    const cents = Math.min(left, invoice.balanceCents);
    allocations.push({ invoiceId: invoice.id, cents });
    left -= cents;
  }
  return { allocations, unappliedCents: left };
}
