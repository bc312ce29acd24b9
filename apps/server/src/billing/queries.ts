import {
  BILLING_INVOICES_PAGE_SIZE,
  BILLING_LINES_PAGE_SIZE,
  BILLING_PAYMENTS_SHOWN,
  type BillingAccountResponse,
  type InvoiceAdjustment,
  type InvoiceLine,
  type InvoiceSummary,
  type Payment,
} from "@epr/contract";
import { invoiceState } from "@epr/domain";
import type { Queryable } from "../db/database.js";
import { jsonColumn } from "../db/json-column.js";

/** The reads of billing's routes (docs/features/billing.md): bills, lines, a group's account. */

interface InvoiceRow {
  id: string;
  group_number: string;
  group_name: string;
  client_id: number;
  month: string;
  due_iso: string;
  due_us: string;
  total_cents: string | number;
  paid_cents: string | number;
  premium_cents: string | number;
  adjustment_cents: string | number;
  totals: unknown;
  line_count: number;
}

const INVOICE_COLUMNS = `i.id::text as id, i.group_number, g.name as group_name, g.client_id,
  to_char(i.month, 'YYYY-MM') as month, to_char(i.due_date, 'YYYY-MM-DD') as due_iso,
  to_char(i.due_date, 'MM/DD/YYYY') as due_us, i.total_cents, i.paid_cents, i.premium_cents,
  i.adjustment_cents, i.totals, i.line_count`;

function toSummary(row: InvoiceRow, today: Date): InvoiceSummary {
  const totalCents = Number(row.total_cents);
  const paidCents = Number(row.paid_cents);
  return {
    invoiceId: row.id,
    groupNumber: row.group_number,
    groupName: row.group_name,
    month: row.month,
    dueDate: row.due_us,
    totalCents,
    paidCents,
    balanceCents: totalCents - paidCents,
    state: invoiceState({ totalCents, paidCents, dueDate: row.due_iso }, today),
  };
}

/** A page of bills of the given groups of a client, newest month first (keyset: month, group, id). */
export async function invoicePage(
  db: Queryable,
  scope: { clientId: number; groupNumbers: readonly string[] },
  after: string | undefined,
  today: Date,
) {
  const [month, group, id] = after ? after.split("_") : [null, null, null];
  const { rows } = await db.query<InvoiceRow>(
    `select ${INVOICE_COLUMNS}
       from invoices i join groups g on g.group_number = i.group_number
      where g.client_id = $1 and i.group_number = any($2::text[])
        and ($3::date is null or i.month < $3::date
             or (i.month = $3::date and (i.group_number, i.id) > ($4::text, $5::bigint)))
      order by i.month desc, i.group_number, i.id
      limit $6`,
    [
      scope.clientId,
      [...scope.groupNumbers],
      month ? `${month}-01` : null,
      group ?? "",
      id ?? "0",
      BILLING_INVOICES_PAGE_SIZE + 1,
    ],
  );
  const page = rows.slice(0, BILLING_INVOICES_PAGE_SIZE);
  const last = page[page.length - 1];
  return {
    invoices: page.map((row) => toSummary(row, today)),
    next:
      rows.length > BILLING_INVOICES_PAGE_SIZE && last
        ? `${last.month}_${last.group_number}_${last.id}`
        : null,
    pageSize: BILLING_INVOICES_PAGE_SIZE,
  };
}

/** One bill with what the policy needs of it (its client and group), or null. */
export async function readInvoice(db: Queryable, invoiceId: string) {
  const { rows } = await db.query<InvoiceRow>(
    `select ${INVOICE_COLUMNS} from invoices i join groups g on g.group_number = i.group_number where i.id = $1`,
    [invoiceId],
  );
  return rows[0] ?? null;
}

/** A LIKE pattern matching `text` anywhere, its own wildcards taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

interface LineRow {
  id: string;
  kind: "premium" | "adjustment" | "toSettle";
  umi: string;
  subscriber_name: string;
  line_of_business: string;
  product_id: string | null;
  tier: InvoiceLine["tier"];
  from_tier: InvoiceAdjustment["fromTier"];
  change: InvoiceAdjustment["change"] | null;
  months: string[];
  members: unknown;
  cents: string | number;
}

const toLine = (row: LineRow): InvoiceLine => ({
  lineId: row.id,
  umi: row.umi,
  subscriberName: row.subscriber_name,
  lineOfBusiness: row.line_of_business,
  productId: row.product_id,
  tier: row.tier,
  members: jsonColumn(row.members) as InvoiceLine["members"],
  cents: Number(row.cents),
});

const toAdjustment = (row: LineRow): InvoiceAdjustment => ({
  ...toLine(row),
  change: row.change ?? "add",
  fromTier: row.from_tier,
  months: row.months,
});

/**
 * A bill's lines: a page of premium lines (keyset on id) and every adjustment and change to settle,
 * each filtered alike by line of business and by a search on the subscriber's or a member's name
 * (any part, any case) or the member ID.
 */
export async function invoiceLinesPage(
  db: Queryable,
  invoiceId: string,
  filter: { search?: string | undefined; lineOfBusiness?: string | undefined; after?: string | undefined },
) {
  const search = filter.search?.trim() || null;
  const { rows } = await db.query<LineRow>(
    `select id::text as id, kind, umi, subscriber_name, line_of_business, product_id, tier, from_tier, change,
            array(select to_char(m, 'YYYY-MM') from unnest(months) as m order by m) as months, members, cents
       from invoice_lines
      where invoice_id = $1
        and ($2::text is null or line_of_business = $2)
        and ($3::text is null or umi = $3 or lower(subscriber_name) like $4
             or exists (select 1 from jsonb_array_elements(members) as m where lower(m->>'name') like $4))
        and (kind <> 'premium' or id > $5::bigint)
      order by kind <> 'premium', id
      limit $6`,
    [
      invoiceId,
      filter.lineOfBusiness ?? null,
      search,
      search ? containing(search) : null,
      filter.after ?? "0",
      // The premium page and one more, then every adjustment: a bill's adjustments are few.
      BILLING_LINES_PAGE_SIZE + 1 + 10_000,
    ],
  );
  const premium = rows.filter((r) => r.kind === "premium");
  const page = premium.slice(0, BILLING_LINES_PAGE_SIZE);
  const last = page[page.length - 1];
  return {
    lines: page.map(toLine),
    next: premium.length > BILLING_LINES_PAGE_SIZE && last ? last.id : null,
    pageSize: BILLING_LINES_PAGE_SIZE,
    adjustments: rows.filter((r) => r.kind === "adjustment").map(toAdjustment),
    toSettle: rows.filter((r) => r.kind === "toSettle").map(toAdjustment),
  };
}

/** The summary of one bill as read for its page. */
export function invoiceDetail(row: InvoiceRow, today: Date) {
  return {
    ...toSummary(row, today),
    premiumCents: Number(row.premium_cents),
    adjustmentCents: Number(row.adjustment_cents),
    totals: jsonColumn(row.totals) as { lineOfBusiness: string; cents: number }[],
    lineCount: row.line_count,
  };
}

/** A group's account: balance, what is unapplied, past due, the next due date, open bills and payments. */
export async function billingAccount(
  db: Queryable,
  group: { groupNumber: string; groupName: string },
  today: Date,
): Promise<Omit<BillingAccountResponse, "mayPay">> {
  const { rows: open } = await db.query<InvoiceRow>(
    `select ${INVOICE_COLUMNS} from invoices i join groups g on g.group_number = i.group_number
      where i.group_number = $1 and i.paid_cents < i.total_cents order by i.month, i.id`,
    [group.groupNumber],
  );
  const { rows: sums } = await db.query<{ billed: string; paid: string; unapplied: string }>(
    `select (select coalesce(sum(total_cents), 0) from invoices where group_number = $1)::text as billed,
            (select coalesce(sum(amount_cents), 0) from payments where group_number = $1)::text as paid,
            (select coalesce(sum(unapplied_cents), 0) from payments where group_number = $1)::text as unapplied`,
    [group.groupNumber],
  );
  const payments = await paymentsOf(db, { groupNumber: group.groupNumber });
  const openInvoices = open.map((row) => toSummary(row, today));
  const sum = sums[0];
  return {
    groupNumber: group.groupNumber,
    groupName: group.groupName,
    balanceCents: Number(sum?.billed ?? 0) - Number(sum?.paid ?? 0),
    unappliedCents: Number(sum?.unapplied ?? 0),
    pastDueCents: openInvoices.filter((i) => i.state === "pastDue").reduce((s, i) => s + i.balanceCents, 0),
    nextDueDate: openInvoices[0]?.dueDate ?? null,
    openInvoices,
    payments,
  };
}

/** A group's latest payments (newest first), or one payment, each with the bills it paid. */
export async function paymentsOf(
  db: Queryable,
  which: { groupNumber: string } | { paymentId: string },
): Promise<Payment[]> {
  const byGroup = "groupNumber" in which;
  const { rows } = await db.query<{
    id: string;
    reference: string;
    paid_on: string;
    amount_cents: string | number;
    unapplied_cents: string | number;
    allocations: unknown;
  }>(
    `select p.id::text as id, p.reference, to_char(p.paid_on, 'MM/DD/YYYY') as paid_on, p.amount_cents,
            p.unapplied_cents,
            coalesce((select jsonb_agg(jsonb_build_object('invoiceId', a.invoice_id::text,
                                                          'month', to_char(i.month, 'YYYY-MM'), 'cents', a.cents)
                                       order by i.month)
                        from payment_allocations a join invoices i on i.id = a.invoice_id
                       where a.payment_id = p.id), '[]'::jsonb) as allocations
       from payments p where ${byGroup ? "p.group_number = $1" : "p.id = $1::bigint"}
      order by p.paid_on desc, p.id desc limit $2`,
    [byGroup ? which.groupNumber : which.paymentId, BILLING_PAYMENTS_SHOWN],
  );
  return rows.map((p) => ({
    paymentId: p.id,
    reference: p.reference,
    paidOn: p.paid_on,
    amountCents: Number(p.amount_cents),
    unappliedCents: Number(p.unapplied_cents),
    allocations: (
      jsonColumn(p.allocations) as { invoiceId: string; month: string; cents: number | string }[]
    ).map((a) => ({ ...a, cents: Number(a.cents) })),
  }));
}
