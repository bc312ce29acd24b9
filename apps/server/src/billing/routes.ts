import {
  billingAccountResponseSchema,
  billingGroupParamSchema,
  billingMessages,
  invoiceIdParamSchema,
  invoiceQuerySchema,
  invoiceResponseSchema,
  invoicesQuerySchema,
  invoicesResponseSchema,
  paymentRequestSchema,
  paymentResponseSchema,
} from "@epr/contract";
import { allocatePayment, isoDay, parseUsDate } from "@epr/domain";
import { audit } from "../http/audit.js";
import { clientSession } from "../http/client-session.js";
import { HttpError } from "../http/errors.js";
import { enforce, GuardedApi, guardedRoute } from "../http/guard.js";
import { errorAnswer, json, notFoundError, standardErrors } from "../http/responses.js";
import {
  mayPayBills,
  mayReadBillingGroup,
  mayReadInvoice,
  mayUseBills,
  policyMessages,
  readableGroupNumbers,
} from "../policy/index.js";
import { applyAllocations, openInvoices } from "./invoice.js";
import {
  billingAccount,
  invoiceDetail,
  invoiceLinesPage,
  invoicePage,
  paymentsOf,
  readInvoice,
} from "./queries.js";
import { sessionBillingUserType } from "./user-types.js";

const listRoute = guardedRoute({
  guard: { policy: "billing.read" },
  method: "get",
  path: "/billing/invoices",
  description:
    "The bills of the groups the session may read (the Bills access, session-and-admin.md §6 EP ViewBills), newest month first, 20 a page, each with its state: open, paid or past due.",
  request: { query: invoicesQuerySchema },
  responses: {
    200: { description: "One page of bills", content: json(invoicesResponseSchema) },
    ...standardErrors,
  },
});

const invoiceRoute = guardedRoute({
  guard: { policy: "billing.invoice" },
  method: "get",
  path: "/billing/invoices/{invoiceId}",
  description:
    "One bill: its totals by line of business, a page of premium lines (one per subscriber and line of business: tier, members, premium) and, apart, its adjustment lines and the changes listed to settle; searchable by a subscriber's or member's name or member ID, filtered by line of business.",
  request: { params: invoiceIdParamSchema, query: invoiceQuerySchema },
  responses: {
    200: { description: "The bill and its lines", content: json(invoiceResponseSchema) },
    ...standardErrors,
    ...notFoundError,
  },
});

const accountRoute = guardedRoute({
  guard: { policy: "billing.account" },
  method: "get",
  path: "/billing/groups/{groupNumber}/account",
  description:
    "A group's premium account: balance (every bill less every payment), money paid but not yet applied, past due, the next due date, the bills still open and the latest payments with the bills they paid.",
  request: { params: billingGroupParamSchema },
  responses: {
    200: { description: "The group's account", content: json(billingAccountResponseSchema) },
    ...standardErrors,
    ...notFoundError,
  },
});

const payRoute = guardedRoute({
  guard: { policy: "billing.pay", idempotencyKey: true },
  method: "post",
  path: "/billing/groups/{groupNumber}/payments",
  description:
    "Records a payment of a group (reference, date, amount in cents), spread over its open bills oldest first; what is left is carried forward to its next bills. Bills, the group readable and a billing user type that may pay (pay or manage); audited.",
  request: {
    params: billingGroupParamSchema,
    body: {
      required: true,
      content: json(paymentRequestSchema, {
        reference: "CHK-20260301",
        paidOn: "03/01/2026",
        amountCents: 150000,
      }),
    },
  },
  responses: {
    201: { description: "Recorded", content: json(paymentResponseSchema) },
    ...standardErrors,
    ...notFoundError,
    409: errorAnswer("A payment with this reference is recorded for the group already", [
      "duplicate_payment",
    ]),
  },
});

/** The group's name, of the session's client (the policy has checked it may be read). */
async function groupOf(db: Parameters<typeof billingAccount>[0], clientId: number, groupNumber: string) {
  const { rows } = await db.query<{ name: string }>(
    "select name from groups where group_number = $1 and client_id = $2",
    [groupNumber, clientId],
  );
  const row = rows[0];
  if (!row) throw new HttpError(404, policyMessages.groupNotFound, "not_found");
  return { groupNumber, groupName: row.name };
}

/** Premium billing, slice 1 (docs/features/billing.md). */
export const billingRoutes = new GuardedApi()
  .openapi(listRoute, async (c) => {
    const session = clientSession(c.get("session"));
    enforce(mayUseBills(session));
    const { db, now } = c.get("deps");
    const page = await invoicePage(
      db.replica,
      { clientId: session.clientId, groupNumbers: readableGroupNumbers(session) },
      c.req.valid("query").after,
      now(),
    );
    return c.json(page, 200);
  })
  .openapi(invoiceRoute, async (c) => {
    const session = clientSession(c.get("session"));
    const { invoiceId } = c.req.valid("param");
    const query = c.req.valid("query");
    const { db, now } = c.get("deps");
    const row = await readInvoice(db, invoiceId);
    enforce(mayReadInvoice(session, row ? { clientId: row.client_id, groupNumber: row.group_number } : null));
    if (!row) throw new HttpError(404, billingMessages.invoiceNotFound, "not_found");
    const lines = await invoiceLinesPage(db, invoiceId, query);
    // A bill names employees: its view is audited as an employee's is (DESIGN.md).
    await audit(db, session.adminId, "billing.invoice.view", `invoice:${invoiceId}`, {
      groupNumber: row.group_number,
    });
    return c.json({ invoice: invoiceDetail(row, now()), ...lines }, 200);
  })
  .openapi(accountRoute, async (c) => {
    const session = clientSession(c.get("session"));
    const { groupNumber } = c.req.valid("param");
    enforce(mayReadBillingGroup(session, groupNumber));
    const { db, now } = c.get("deps");
    const group = await groupOf(db, session.clientId, groupNumber);
    // The page offers the payment form by the policy's own answer, never a rule of its own.
    const mayPay = mayPayBills(session, groupNumber, await sessionBillingUserType(db, session)) === null;
    return c.json({ ...(await billingAccount(db, group, now())), mayPay }, 200);
  })
  .openapi(payRoute, async (c) => {
    const session = clientSession(c.get("session"));
    const { groupNumber } = c.req.valid("param");
    const body = c.req.valid("json");
    const { db, now } = c.get("deps");
    enforce(mayPayBills(session, groupNumber, await sessionBillingUserType(db, session)));
    const group = await groupOf(db, session.clientId, groupNumber);
    const paidOn = parseUsDate(body.paidOn);
    const paymentId = await db.transaction(async (tx) => {
      const inserted = await tx.query<{ id: string }>(
        `insert into payments (group_number, reference, paid_on, amount_cents, unapplied_cents, recorded_by)
         values ($1, $2, $3::date, $4, $4, $5)
         on conflict (group_number, reference) do nothing returning id::text as id`,
        [groupNumber, body.reference, paidOn ? isoDay(paidOn) : null, body.amountCents, session.adminId],
      );
      const id = inserted.rows[0]?.id;
      if (!id) throw new HttpError(409, billingMessages.duplicatePayment, "duplicate_payment");
      const { allocations, unappliedCents } = allocatePayment(
        await openInvoices(tx, groupNumber),
        body.amountCents,
      );
      await applyAllocations(tx, Number(id), allocations);
      await tx.query("update payments set unapplied_cents = $2 where id = $1", [id, unappliedCents]);
      await audit(tx, session.adminId, "billing.payment", `group:${groupNumber}`, {
        paymentId: id,
        reference: body.reference,
        amountCents: body.amountCents,
        allocations,
        unappliedCents,
      });
      return id;
    });
    const account = { ...(await billingAccount(db, group, now())), mayPay: true };
    const [payment] = await paymentsOf(db, { paymentId });
    if (!payment) throw new Error("The payment just recorded was not read back.");
    return c.json({ payment, account }, 201);
  });
