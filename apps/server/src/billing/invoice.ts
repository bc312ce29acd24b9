import {
  type AdjustmentLine,
  allocatePayment,
  type BilledMonth,
  type BillingMonth,
  DEFAULT_RETRO_WINDOW_DAYS,
  invoiceDueDate,
  invoiceLines,
  invoiceTotals,
  type PriceLine,
  type Rate,
  type RosterSubscriber,
  rateLookup,
  retroAdjustments,
  retroMonths,
  rosterFromRecord,
} from "@epr/domain";
import type { Database, Queryable } from "../db/database.js";
import { jsonColumn } from "../db/json-column.js";
import { audit } from "../http/audit.js";

/**
 * Making bills (docs/features/billing.md): one group's bill for one month in one transaction, from
 * the coverage on file read in keyset batches, priced by @epr/domain's rules. A group that has its
 * bill already is left alone (invoices are unique per group and month), so a run cut short and run
 * again makes none twice.
 */

/** Subscribers read per statement (keyset on umi): a group of any size costs the same per batch. */
export const ROSTER_BATCH = 1000;

/** The first day of a month as the database takes it. */
export const monthDate = (month: BillingMonth) => `${month}-01`;

/** Every subscriber of a group, a batch at a time, in umi order (employee_groups' own index). */
export async function* groupRoster(
  db: Queryable,
  groupNumber: string,
  batch = ROSTER_BATCH,
): AsyncGenerator<RosterSubscriber[]> {
  let after = "";
  for (;;) {
    const { rows } = await db.query<{ umi: string; record: unknown }>(
      `select eg.umi, e.record
         from employee_groups eg join employees e on e.umi = eg.umi
        where eg.group_number = $1 and eg.umi > $2
        order by eg.umi limit $3`,
      [groupNumber, after, batch],
    );
    if (rows.length === 0) return;
    yield rows.map((row) =>
      rosterFromRecord(row.umi, jsonColumn(row.record) as Parameters<typeof rosterFromRecord>[1]),
    );
    after = rows[rows.length - 1]?.umi ?? after;
    if (rows.length < batch) return;
  }
}

/** A group's rates as @epr/domain reads them. */
export async function groupRates(db: Queryable, groupNumber: string): Promise<Rate[]> {
  const { rows } = await db.query<{
    product_id: string;
    tier: Rate["tier"];
    period_start: string;
    period_end: string | null;
    monthly_cents: string | number;
  }>(
    `select product_id, tier, to_char(period_start, 'YYYY-MM-DD') as period_start,
            to_char(period_end, 'YYYY-MM-DD') as period_end, monthly_cents
       from billing_rates where group_number = $1`,
    [groupNumber],
  );
  return rows.map((r) => ({
    groupNumber,
    productId: r.product_id,
    tier: r.tier,
    periodStart: r.period_start,
    periodEnd: r.period_end,
    monthlyCents: Number(r.monthly_cents),
  }));
}

/** What one group's run did. */
export type GroupRunOutcome =
  | { made: true; invoiceId: number; lines: number; totalCents: number }
  | { made: false; reason: "exists" };

/**
 * Makes a group's bill for `month` in one transaction: premium lines from the coverage on the
 * month's first day, retroactive adjustments for the months billed in the last year (those older
 * than the client's retro window listed to settle), what has been billed brought up to date, and
 * the group's unapplied payments (over-payments carried forward) spread over its open bills. The bill
 * is claimed first (unique per group and month: a second run, or a second server, finds it and
 * leaves), then filled a roster batch at a time, each batch's lines, adjustments and billed months
 * written as it is priced, so a group of any size holds one batch in memory; its totals last.
 */
export async function invoiceGroup(
  db: Database,
  groupNumber: string,
  month: BillingMonth,
  madeOn: Date,
  rosterBatch = ROSTER_BATCH,
): Promise<GroupRunOutcome> {
  return db.transaction(async (tx) => {
    const claimed = await tx.query<{ id: number | string }>(
      `insert into invoices (group_number, month, due_date, premium_cents, adjustment_cents, total_cents)
       values ($1, $2::date, $3::date, 0, 0, 0)
       on conflict (group_number, month) do nothing returning id`,
      [groupNumber, monthDate(month), invoiceDueDate(month, madeOn)],
    );
    const invoiceId = Number(claimed.rows[0]?.id ?? 0);
    if (!invoiceId) return { made: false, reason: "exists" } as const;
    const { rows: clientRows } = await tx.query<{ retro_window_days: number }>(
      "select c.retro_window_days from groups g join clients c on c.id = g.client_id where g.group_number = $1",
      [groupNumber],
    );
    const retroDays = clientRows[0]?.retro_window_days ?? DEFAULT_RETRO_WINDOW_DAYS;
    const rates = rateLookup(await groupRates(tx, groupNumber));
    const lookback = retroMonths(month);
    const { rows: billedRows } = await tx.query<{ month: string }>(
      `select to_char(month, 'YYYY-MM') as month from invoices
        where group_number = $1 and month >= $2::date and month < $3::date order by month`,
      [groupNumber, monthDate(lookback[0] ?? month), monthDate(month)],
    );
    const billedMonths = billedRows.map((r) => r.month);

    const premiumTotals = new Map<string, number>();
    const adjustmentTotals = new Map<string, number>();
    const counts = { premium: 0, adjustments: 0, toSettle: 0 };
    const unrated: ReturnType<typeof invoiceLines>["unrated"] = [];
    /**
     * Prices one batch of subscribers (umi after `lower`, up to `upper`; the last call, with no
     * roster, finds what was billed to subscribers no longer in the group) and writes what it made.
     */
    const fill = async (batch: RosterSubscriber[], lower: string, upper: string | null) => {
      const priced = invoiceLines({ groupNumber, month, roster: batch, rates });
      unrated.push(...priced.unrated);
      let retro: ReturnType<typeof retroAdjustments> = { adjustments: [], toSettle: [], billed: [] };
      if (billedMonths.length > 0) {
        const current: (PriceLine & { month: BillingMonth })[] = [];
        for (const past of billedMonths)
          for (const line of invoiceLines({ groupNumber, month: past, roster: batch, rates }).lines)
            current.push({ ...line, month: past });
        const billed = await billedOf(tx, groupNumber, billedMonths, lower, upper);
        retro = retroAdjustments({ billMonth: month, billed, billedMonths, current, retroDays });
      }
      for (const [lines, totals] of [
        [priced.lines, premiumTotals],
        [retro.adjustments, adjustmentTotals],
      ] as const)
        for (const line of lines)
          totals.set(line.lineOfBusiness, (totals.get(line.lineOfBusiness) ?? 0) + line.cents);
      counts.premium += priced.lines.length;
      counts.adjustments += retro.adjustments.length;
      counts.toSettle += retro.toSettle.length;
      await insertLines(tx, invoiceId, [
        ...priced.lines.map((l) => lineRow("premium", l, [month])),
        ...retro.adjustments.map((l) => lineRow("adjustment", l, l.months)),
        ...retro.toSettle.map((l) => lineRow("toSettle", l, l.months)),
      ]);
      await writeBilled(tx, groupNumber, invoiceId, [
        ...priced.lines.map((l) => ({ ...l, month })),
        ...retro.billed,
      ]);
    };
    let lower = "";
    for await (const batch of groupRoster(tx, groupNumber, rosterBatch)) {
      const upper = batch[batch.length - 1]?.umi ?? lower;
      await fill(batch, lower, upper);
      lower = upper;
    }
    if (billedMonths.length > 0) await fill([], lower, null);

    const sum = (totals: Map<string, number>) => [...totals.values()].reduce((a, b) => a + b, 0);
    const totals = invoiceTotals(
      [...premiumTotals, ...adjustmentTotals].map(([lineOfBusiness, cents]) => ({ lineOfBusiness, cents })),
    );
    await tx.query(
      `update invoices set premium_cents = $2, adjustment_cents = $3, total_cents = $4, totals = $5, unrated = $6,
                           line_count = $7
        where id = $1`,
      [
        invoiceId,
        sum(premiumTotals),
        sum(adjustmentTotals),
        totals.totalCents,
        JSON.stringify(totals.byLineOfBusiness),
        JSON.stringify(unrated),
        counts.premium + counts.adjustments + counts.toSettle,
      ],
    );
    await carryForward(tx, groupNumber);
    await audit(tx, null, "billing.invoice", `group:${groupNumber}`, {
      month,
      invoiceId,
      totalCents: totals.totalCents,
      adjustments: counts.adjustments,
      toSettle: counts.toSettle,
    });
    return { made: true, invoiceId, lines: counts.premium, totalCents: totals.totalCents } as const;
  });
}

/**
 * What has been billed of a group in the given months, to the subscribers whose umi comes after
 * `lower` and up to `upper` (to the end when null): the roster batch's, in the roster's order.
 */
async function billedOf(
  tx: Queryable,
  groupNumber: string,
  months: BillingMonth[],
  lower: string,
  upper: string | null,
): Promise<BilledMonth[]> {
  const { rows } = await tx.query<{
    month: string;
    umi: string;
    line_of_business: string;
    product_id: string | null;
    tier: BilledMonth["tier"];
    subscriber_name: string;
    members: unknown;
    cents: string | number;
  }>(
    `select to_char(month, 'YYYY-MM') as month, umi, line_of_business, product_id, tier, subscriber_name,
            members, cents
       from billed_months
      where group_number = $1 and month = any($2::date[]) and umi > $3 and ($4::text is null or umi <= $4)`,
    [groupNumber, months.map(monthDate), lower, upper],
  );
  return rows.map((r) => ({
    umi: r.umi,
    subscriberName: r.subscriber_name,
    lineOfBusiness: r.line_of_business,
    month: r.month,
    productId: r.product_id,
    tier: r.tier,
    members: jsonColumn(r.members) as BilledMonth["members"],
    cents: Number(r.cents),
  }));
}

type LineRow = [
  kind: string,
  umi: string,
  subscriberName: string,
  lineOfBusiness: string,
  productId: string | null,
  tier: string | null,
  fromTier: string | null,
  change: string | null,
  months: string[],
  members: unknown,
  memberCount: number,
  cents: number,
];

function lineRow(
  kind: "premium" | "adjustment" | "toSettle",
  line: PriceLine | AdjustmentLine,
  months: BillingMonth[],
): LineRow {
  const adjustment = "change" in line ? line : null;
  return [
    kind,
    line.umi,
    line.subscriberName,
    line.lineOfBusiness,
    line.productId,
    line.tier,
    adjustment?.fromTier ?? null,
    adjustment?.change ?? null,
    months.map(monthDate),
    line.members,
    line.members.length,
    line.cents,
  ];
}

/** Rows a statement writes (the lines travel as one JSON array, as the seed writes rows). */
const WRITE_BATCH = 2000;

async function insertLines(tx: Queryable, invoiceId: number, rows: LineRow[]) {
  for (let i = 0; i < rows.length; i += WRITE_BATCH) {
    await tx.query(
      `insert into invoice_lines (invoice_id, kind, umi, subscriber_name, line_of_business, product_id, tier,
                                  from_tier, change, months, members, member_count, cents)
       select $1, r->>0, r->>1, r->>2, r->>3, r->>4, r->>5, r->>6, r->>7,
              array(select jsonb_array_elements_text(r->8))::date[], r->9, (r->>10)::int, (r->>11)::bigint
         from jsonb_array_elements($2::jsonb) as r`,
      [invoiceId, JSON.stringify(rows.slice(i, i + WRITE_BATCH))],
    );
  }
}

/** Brings what has been billed up to date: the new month's premium lines and every adjusted month. */
async function writeBilled(tx: Queryable, groupNumber: string, invoiceId: number, rows: BilledMonth[]) {
  for (let i = 0; i < rows.length; i += WRITE_BATCH) {
    const chunk = rows
      .slice(i, i + WRITE_BATCH)
      .map((r) => [
        monthDate(r.month),
        r.umi,
        r.lineOfBusiness,
        r.productId,
        r.tier,
        r.subscriberName,
        r.members,
        r.cents,
      ]);
    await tx.query(
      `insert into billed_months (group_number, month, umi, line_of_business, product_id, tier, subscriber_name,
                                  members, cents, invoice_id)
       select $1, (r->>0)::date, r->>1, r->>2, r->>3, r->>4, r->>5, r->6, (r->>7)::bigint, $2
         from jsonb_array_elements($3::jsonb) as r
       on conflict (group_number, month, umi, line_of_business) do update
          set product_id = excluded.product_id, tier = excluded.tier, subscriber_name = excluded.subscriber_name,
              members = excluded.members, cents = excluded.cents, invoice_id = excluded.invoice_id`,
      [groupNumber, invoiceId, JSON.stringify(chunk)],
    );
  }
}

/** A group's open bills, oldest first, with what each still owes. */
export async function openInvoices(tx: Queryable, groupNumber: string) {
  const { rows } = await tx.query<{ id: number | string; month: string; balance: string | number }>(
    `select id, to_char(month, 'YYYY-MM') as month, total_cents - paid_cents as balance
       from invoices where group_number = $1 and paid_cents < total_cents
      order by month, id for update`,
    [groupNumber],
  );
  return rows.map((r) => ({ id: Number(r.id), month: r.month, balanceCents: Number(r.balance) }));
}

/** Applies allocations: each bill's paid amount and the payment's share of it. */
export async function applyAllocations(
  tx: Queryable,
  paymentId: number,
  allocations: readonly { invoiceId: number; cents: number }[],
) {
  for (const a of allocations) {
    await tx.query(
      `insert into payment_allocations (payment_id, invoice_id, cents) values ($1, $2, $3)
       on conflict (payment_id, invoice_id) do update set cents = payment_allocations.cents + excluded.cents`,
      [paymentId, a.invoiceId, a.cents],
    );
    await tx.query("update invoices set paid_cents = paid_cents + $2 where id = $1", [a.invoiceId, a.cents]);
  }
}

/** The group's money not yet applied (over-payments), oldest payment first, spread over its open bills. */
export async function carryForward(tx: Queryable, groupNumber: string) {
  const { rows } = await tx.query<{ id: number | string; unapplied: string | number }>(
    `select id, unapplied_cents as unapplied from payments
      where group_number = $1 and unapplied_cents > 0 order by id for update`,
    [groupNumber],
  );
  for (const payment of rows) {
    const open = await openInvoices(tx, groupNumber);
    if (open.length === 0) return;
    const { allocations, unappliedCents } = allocatePayment(open, Number(payment.unapplied));
    await applyAllocations(tx, Number(payment.id), allocations);
    await tx.query("update payments set unapplied_cents = $2 where id = $1", [payment.id, unappliedCents]);
  }
}
