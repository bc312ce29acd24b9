import { billingFileMessages, type ReconcileResponse, type RosterRefusalDetails } from "@epr/contract";
import {
  type CensusProblem,
  explainDifferences,
  type LaterAdjustment,
  type ReconcileBillLine,
  type ReconcileRosterRow,
  type RosterFileRow,
  type RosterHeadingReading,
  type RosterSubscriber,
  readRosterHeadings,
  rosterDifferences,
  rosterFromRecord,
} from "@epr/domain";
import type { Queryable } from "../db/database.js";
import { jsonColumn } from "../db/json-column.js";
import { EligibilityFileRefused } from "../eligibility/file-type.js";
import { openEligibilityFile } from "../eligibility/read-file.js";
import { HttpError } from "../http/errors.js";

/**
 * Reconcile on the server (docs/features/billing.md "Reconcile"): the roster file read with the
 * bulk import's reader and limits (read-file.ts: content-decided kind, size, rows, zip bombs), the
 * group's bill and its employees read, and @epr/domain's `reconcile` answered. Nothing of the roster
 * is stored or logged: it is held in this request's memory only (the audit names the group, the
 * month and the counts, never a member).
 */

/** How many problems a refusal lists (the first ones), as the bulk import's. */
const LISTED = 100;

/** A refused roster: 422 `eligibility_file_refused`, the bulk import's refusal and details shape. */
export function rosterRefused(message: string, details: RosterRefusalDetails): HttpError {
  return new HttpError(422, message, "eligibility_file_refused", undefined, details);
}

/** A roster as read: its columns and rows (held in memory: a roster is at most the import's rows). */
export interface RosterFile {
  columns: Extract<RosterHeadingReading, { ok: true }>["columns"];
  rows: RosterFileRow[];
}

/**
 * Reads a roster (.xlsx or CSV) whole, or throws its 422: the file's own refusals (empty, too big,
 * too many rows, not a workbook or CSV, a zip bomb, damaged), headings it cannot read, rows out of
 * shape (every problem listed with its row and column, at most LISTED: a row left out silently
 * would be a difference without a cause), or no member row.
 */
export async function readRosterFile(bytes: Buffer): Promise<RosterFile> {
  const problems: CensusProblem[] = [];
  const rows: RosterFileRow[] = [];
  let reading: RosterHeadingReading | undefined;
  try {
    const file = await openEligibilityFile(bytes);
    // An 834 is the bulk import's, not a roster.
    if (file.kind === "834") throw rosterRefused(billingFileMessages.notRoster, { reason: "unknown-type" });
    for await (const { number, cells } of file.rows) {
      if (!reading) {
        reading = readRosterHeadings(number === 1 ? cells : []);
        if (!reading.ok) break;
        if (number === 1) continue;
      }
      if (!reading.ok || problems.length >= LISTED) continue;
      const read = reading.readRow(cells, number);
      if (read.kind === "problem") problems.push(read.problem);
      else if (read.kind === "row") rows.push(read.row);
    }
  } catch (error) {
    if (!(error instanceof EligibilityFileRefused)) throw error;
    throw rosterRefused(error.reason === "unknown-type" ? billingFileMessages.notRoster : error.message, {
      reason: error.reason,
      ...(error.row ? { row: error.row } : {}),
    });
  }
  reading ??= readRosterHeadings([]);
  if (!reading.ok) problems.unshift(...reading.problems);
  const first = problems[0];
  if (first)
    throw rosterRefused(
      first.row === 1
        ? `${billingFileMessages.rosterShape} ${first.message}`
        : billingFileMessages.rosterShape,
      { reason: "roster-shape", problems: problems.slice(0, LISTED) },
    );
  if (!reading.ok || rows.length === 0)
    throw rosterRefused(billingFileMessages.noRows, { reason: "no-rows" });
  return { columns: reading.columns, rows };
}

/** The bill reconciled: its id, group and month, and its premium lines. */
export interface ReconciledBill {
  invoiceId: string;
  groupNumber: string;
  groupName: string;
  month: string;
}

/**
 * The roster's members resolved to the group's employees: a member ID names one of the group's
 * employees (employee_groups), an employee ID one of the client's employees in the group by its
 * client-assigned ID. Any other id stays unresolved (no link, a member the bill does not know).
 */
async function resolveMembers(db: Queryable, groupNumber: string, rows: readonly RosterFileRow[]) {
  const memberIds = [...new Set(rows.flatMap((r) => (r.memberId ? [r.memberId] : [])))];
  const employeeIds = [...new Set(rows.flatMap((r) => (!r.memberId && r.employeeId ? [r.employeeId] : [])))];
  const { rows: found } = await db.query<{ umi: string; client_assigned_id: string | null }>(
    `select e.umi, e.client_assigned_id from employees e join employee_groups eg on eg.umi = e.umi
      where eg.group_number = $1 and (e.umi = any($2::text[]) or e.client_assigned_id = any($3::text[]))`,
    [groupNumber, memberIds, employeeIds],
  );
  const byMemberId = new Set(found.map((f) => f.umi));
  const byEmployeeId = new Map(
    found.flatMap((f) => (f.client_assigned_id ? [[f.client_assigned_id, f.umi]] : [])),
  );
  return rows.map(
    (r): ReconcileRosterRow => ({
      row: r.row,
      umi: r.memberId
        ? byMemberId.has(r.memberId)
          ? r.memberId
          : null
        : (byEmployeeId.get(r.employeeId ?? "") ?? null),
      memberId: r.memberId ?? r.employeeId ?? "",
      name: r.name,
      lineOfBusiness: r.lineOfBusiness,
      tier: r.tier,
      cents: r.cents,
    }),
  );
}

/** A bill's premium lines. */
async function billLines(db: Queryable, invoiceId: string): Promise<ReconcileBillLine[]> {
  const { rows } = await db.query<{
    umi: string;
    subscriber_name: string;
    line_of_business: string;
    product_id: string | null;
    tier: ReconcileBillLine["tier"];
    cents: string | number;
  }>(
    `select umi, subscriber_name, line_of_business, product_id, tier, cents from invoice_lines
      where invoice_id = $1 and kind = 'premium' order by id`,
    [invoiceId],
  );
  return rows.map((r) => ({
    umi: r.umi,
    subscriberName: r.subscriber_name,
    lineOfBusiness: r.line_of_business,
    productId: r.product_id,
    tier: r.tier,
    cents: Number(r.cents),
  }));
}

/** The records of the given employees of the group, as billing reads them. */
async function recordsOf(db: Queryable, groupNumber: string, umis: readonly string[]) {
  const { rows } = await db.query<{ umi: string; record: unknown }>(
    `select e.umi, e.record from employees e join employee_groups eg on eg.umi = e.umi
      where eg.group_number = $1 and e.umi = any($2::text[])`,
    [groupNumber, [...umis]],
  );
  return new Map<string, RosterSubscriber>(
    rows.map((r) => [
      r.umi,
      rosterFromRecord(r.umi, jsonColumn(r.record) as Parameters<typeof rosterFromRecord>[1]),
    ]),
  );
}

/** Adjustment lines (and changes listed to settle) of the group's later bills covering the month. */
async function laterAdjustments(
  db: Queryable,
  groupNumber: string,
  month: string,
  umis: readonly string[],
): Promise<LaterAdjustment[]> {
  const { rows } = await db.query<{
    invoice_month: string;
    umi: string;
    line_of_business: string;
    change: LaterAdjustment["change"];
    months: string[];
    cents: string | number;
    kind: string;
  }>(
    `select to_char(i.month, 'YYYY-MM') as invoice_month, l.umi, l.line_of_business, l.change, l.kind,
            array(select to_char(m, 'YYYY-MM') from unnest(l.months) as m order by m) as months, l.cents
       from invoice_lines l join invoices i on i.id = l.invoice_id
      where i.group_number = $1 and i.month > $2::date and l.kind <> 'premium'
        and l.umi = any($3::text[]) and $2::date = any(l.months)
      order by i.month, l.id`,
    [groupNumber, `${month}-01`, [...umis]],
  );
  return rows.map((r) => ({
    invoiceMonth: r.invoice_month,
    umi: r.umi,
    lineOfBusiness: r.line_of_business,
    change: r.change,
    months: r.months,
    cents: Number(r.cents),
    toSettle: r.kind === "toSettle",
  }));
}

/**
 * The bill reconciled with a roster read: the differences of @epr/domain's `reconcile`, the records
 * and later adjustments read only for the employees a difference names (a group's every record is
 * never read for a roster that agrees).
 */
export async function reconcileBill(
  db: Queryable,
  bill: ReconciledBill,
  roster: RosterFile,
): Promise<ReconcileResponse> {
  const lines = await billLines(db, bill.invoiceId);
  const rows = await resolveMembers(db, bill.groupNumber, roster.rows);
  // Which employees differ is known from the bill and roster alone; only their records are read.
  const { differences, matched } = rosterDifferences(lines, rows);
  const named = [...new Set(differences.flatMap((d) => (d.umi ? [d.umi] : [])))];
  const result = {
    matched,
    differences: explainDifferences(differences, {
      groupNumber: bill.groupNumber,
      month: bill.month,
      records: await recordsOf(db, bill.groupNumber, named),
      adjustments: await laterAdjustments(db, bill.groupNumber, bill.month, named),
    }),
  };
  const count = (kind: string) => result.differences.filter((d) => d.kind === kind).length;
  return {
    ...bill,
    columns: roster.columns,
    rosterRows: roster.rows.length,
    billedLines: lines.length,
    matched: result.matched,
    counts: {
      notOnRoster: count("notOnRoster"),
      notBilled: count("notBilled"),
      mismatch: count("mismatch"),
      explained: result.differences.filter((d) => d.explanation !== null).length,
    },
    differences: result.differences,
  };
}
