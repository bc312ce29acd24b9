import {
  billFileName,
  billingFileMessages,
  billingMessages,
  type InvoiceAdjustment,
  invoiceIdParamSchema,
  reconcileQuerySchema,
  reconcileResponseSchema,
} from "@epr/contract";
import { ELIGIBILITY_FILE_MAX_BYTES } from "@epr/domain";
import type { Context } from "hono";
import { z } from "zod";
import type { Queryable } from "../db/database.js";
import { jsonColumn } from "../db/json-column.js";
import { refusalMessages } from "../eligibility/file-type.js";
import { audit } from "../http/audit.js";
import { clientSession } from "../http/client-session.js";
import type { AppEnv } from "../http/env.js";
import { HttpError } from "../http/errors.js";
import { enforce, GuardedApi, guardedRoute } from "../http/guard.js";
import { readsGroup } from "../http/references.js";
import { errorAnswer, json, notFoundError, standardErrors } from "../http/responses.js";
import { mayReadBillingGroup, mayReadInvoice } from "../policy/index.js";
import { type BillFile, renderBillPdf } from "./pdf.js";
import { invoiceDetail, readInvoice } from "./queries.js";
import { readRosterFile, reconcileBill, rosterRefused } from "./reconcile.js";
import { billWorkbook } from "./xlsx.js";

/** A bill's files and Reconcile (docs/features/billing.md): the PDF, the .xlsx, a roster compared. */

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const binary = z.string().meta({ format: "binary" });

const pdfRoute = guardedRoute({
  guard: { policy: "billing.invoiceFile" },
  method: "get",
  path: "/billing/invoices/{invoiceId}/pdf",
  description:
    "The bill as a PDF in the brand's colours: the group, month, due date and state, totals by line of business, the premium lines, the adjustments apart (changes listed to settle outside the total), the payments applied and the balance. Attachment bill-<groupNumber>-<yyyy-mm>.pdf; audited as a view of the bill.",
  request: { params: invoiceIdParamSchema },
  responses: {
    200: { description: "The bill as a PDF", content: { "application/pdf": { schema: binary } } },
    ...standardErrors,
    ...notFoundError,
  },
});

const xlsxRoute = guardedRoute({
  guard: { policy: "billing.invoiceFile" },
  method: "get",
  path: "/billing/invoices/{invoiceId}/xlsx",
  description:
    "The bill's detail as .xlsx: a Summary sheet (totals by line of business, premium, adjustments, total, paid, balance), a Lines sheet (member, member ID, line of business, plan, tier, members covered, amount) and an Adjustments sheet (change, tiers, months covered, amount; changes to settle marked outside the total). Attachment bill-<groupNumber>-<yyyy-mm>.xlsx; audited as a view of the bill.",
  request: { params: invoiceIdParamSchema },
  responses: {
    200: { description: "The bill's detail", content: { [XLSX]: { schema: binary } } },
    ...standardErrors,
    ...notFoundError,
  },
});

/** The example roster: a member ID, a line of business, a tier and an amount (the matrix sends it). */
const exampleRoster = [
  "Member ID,Name,Line of Business,Tier,Amount",
  "M00000001,Avery Example,PPO,Employee,500.00",
  "",
].join("\r\n");

const reconcileRoute = guardedRoute({
  guard: {
    policy: "billing.reconcile",
    references: { "query.groupNumber": readsGroup },
    // A file, not a form: the bulk import's limit, refused as a file (422), not the forms' 1 MB (413).
    bodyLimit: {
      maxBytes: ELIGIBILITY_FILE_MAX_BYTES,
      refusal: () => rosterRefused(refusalMessages["too-big"], { reason: "too-big" }),
    },
  },
  method: "post",
  path: "/billing/reconcile",
  description:
    "Reconciles a group's bill for a month with the client's own roster or payroll deductions: the body is the file's raw bytes (an .xlsx or CSV, application/octet-stream, the bulk import's limits), rows matched by Member ID or Employee ID, optionally per Line of Business with a Tier and an Amount. Answers every difference member by member (billed and not on the roster, on the roster and not billed, billed at another tier or amount), each with the change on file that explains it and the employee's member ID. Nothing of the roster is stored. 404 for a group the session may not read or a month without a bill; 422 eligibility_file_refused for a file refused (details: reason, and problems with row and column).",
  request: {
    query: reconcileQuerySchema,
    body: {
      required: true,
      content: { "application/octet-stream": { schema: binary, example: exampleRoster } },
    },
  },
  responses: {
    200: { description: "The differences", content: json(reconcileResponseSchema) },
    ...standardErrors,
    ...notFoundError,
    422: errorAnswer(
      "The roster was refused (eligibility_file_refused): not an .xlsx or CSV, over the bulk import's size or rows, a workbook that unpacks too far, headings or rows out of shape (details.problems), or no member row",
      ["eligibility_file_refused"],
    ),
  },
});

/** The bill of a file route, after the policy: the summary, every line, the payments applied. */
async function billFile(
  db: Queryable,
  row: NonNullable<Awaited<ReturnType<typeof readInvoice>>>,
  today: Date,
) {
  const { rows: clients } = await db.query<{ name: string; brand_code: string }>(
    "select c.name, c.brand_code from clients c where c.id = $1",
    [row.client_id],
  );
  const { rows: lines } = await db.query<{
    kind: "premium" | "adjustment" | "toSettle";
    id: string;
    umi: string;
    subscriber_name: string;
    line_of_business: string;
    product_id: string | null;
    tier: InvoiceAdjustment["tier"];
    from_tier: InvoiceAdjustment["fromTier"];
    change: InvoiceAdjustment["change"] | null;
    months: string[];
    members: unknown;
    cents: string | number;
  }>(
    `select kind, id::text as id, umi, subscriber_name, line_of_business, product_id, tier, from_tier, change,
            array(select to_char(m, 'YYYY-MM') from unnest(months) as m order by m) as months, members, cents
       from invoice_lines where invoice_id = $1 order by line_of_business, lower(subscriber_name), id`,
    [row.id],
  );
  const { rows: payments } = await db.query<{ reference: string; paid_on: string; cents: string | number }>(
    `select p.reference, to_char(p.paid_on, 'MM/DD/YYYY') as paid_on, a.cents
       from payment_allocations a join payments p on p.id = a.payment_id
      where a.invoice_id = $1 order by p.paid_on, p.id`,
    [row.id],
  );
  const detail = invoiceDetail(row, today);
  const toLine = (l: (typeof lines)[number]) => ({
    lineId: l.id,
    umi: l.umi,
    subscriberName: l.subscriber_name,
    lineOfBusiness: l.line_of_business,
    productId: l.product_id,
    tier: l.tier,
    members: jsonColumn(l.members) as InvoiceAdjustment["members"],
    cents: Number(l.cents),
  });
  const toAdjustment = (l: (typeof lines)[number]): InvoiceAdjustment => ({
    ...toLine(l),
    change: l.change ?? "add",
    fromTier: l.from_tier,
    months: l.months,
  });
  const bill: BillFile = {
    invoiceId: detail.invoiceId,
    groupNumber: detail.groupNumber,
    groupName: detail.groupName,
    clientName: clients[0]?.name ?? "",
    brandCode: clients[0]?.brand_code ?? "",
    month: detail.month,
    dueDate: detail.dueDate,
    state: detail.state,
    premiumCents: detail.premiumCents,
    adjustmentCents: detail.adjustmentCents,
    totalCents: detail.totalCents,
    paidCents: detail.paidCents,
    balanceCents: detail.balanceCents,
    totals: detail.totals,
    lines: lines.filter((l) => l.kind === "premium").map(toLine),
    adjustments: lines.filter((l) => l.kind === "adjustment").map(toAdjustment),
    toSettle: lines.filter((l) => l.kind === "toSettle").map(toAdjustment),
    payments: payments.map((p) => ({ reference: p.reference, paidOn: p.paid_on, cents: Number(p.cents) })),
  };
  return bill;
}

/** The bill a file route names, once the policy lets the session read it (else 404 or 403). */
async function readableBill(c: Context<AppEnv>, invoiceId: string, action: string) {
  const session = clientSession(c.get("session"));
  const { db, now } = c.get("deps");
  const row = await readInvoice(db, invoiceId);
  enforce(mayReadInvoice(session, row ? { clientId: row.client_id, groupNumber: row.group_number } : null));
  if (!row) throw new HttpError(404, billingMessages.invoiceNotFound, "not_found");
  const bill = await billFile(db, row, now());
  // A bill names employees: its files are audited as its view is (DESIGN.md).
  await audit(db, session.adminId, action, `invoice:${invoiceId}`, { groupNumber: row.group_number });
  return bill;
}

/** A bill's files and Reconcile (docs/features/billing.md). */
export const billingFileRoutes = new GuardedApi()
  .openapi(pdfRoute, async (c) => {
    const bill = await readableBill(c, c.req.valid("param").invoiceId, "billing.invoice.pdf");
    const bytes = await renderBillPdf(bill);
    c.header("Content-Type", "application/pdf");
    c.header(
      "Content-Disposition",
      `attachment; filename="${billFileName(bill.groupNumber, bill.month, "pdf")}"`,
    );
    return c.body(new Uint8Array(bytes), 200) as never;
  })
  .openapi(xlsxRoute, async (c) => {
    const bill = await readableBill(c, c.req.valid("param").invoiceId, "billing.invoice.xlsx");
    const bytes = await billWorkbook(bill);
    c.header("Content-Type", XLSX);
    c.header(
      "Content-Disposition",
      `attachment; filename="${billFileName(bill.groupNumber, bill.month, "xlsx")}"`,
    );
    return c.body(new Uint8Array(bytes), 200) as never;
  })
  .openapi(reconcileRoute, async (c) => {
    const session = clientSession(c.get("session"));
    const { groupNumber, month } = c.req.valid("query");
    enforce(mayReadBillingGroup(session, groupNumber));
    const { db } = c.get("deps");
    const { rows } = await db.query<{ id: string; group_name: string }>(
      `select i.id::text as id, g.name as group_name from invoices i join groups g on g.group_number = i.group_number
        where i.group_number = $1 and g.client_id = $2 and i.month = $3::date`,
      [groupNumber, session.clientId, `${month}-01`],
    );
    const invoice = rows[0];
    if (!invoice) throw new HttpError(404, billingFileMessages.noBill, "not_found");
    // Held in this request's memory only: nothing of the roster is stored or logged.
    const roster = await readRosterFile(Buffer.from(await c.req.arrayBuffer()));
    const answer = await reconcileBill(
      db,
      { invoiceId: invoice.id, groupNumber, groupName: invoice.group_name, month },
      roster,
    );
    // Audited as a read of the bill: the group, the month and the counts, never a member.
    await audit(db, session.adminId, "billing.reconcile", `invoice:${invoice.id}`, {
      groupNumber,
      month,
      rosterRows: answer.rosterRows,
      ...answer.counts,
    });
    return c.json(answer, 200);
  });
