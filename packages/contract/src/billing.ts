import {
  adjustmentChangeSchema,
  billedMemberSchema,
  billingMonthSchema,
  coverageTierSchema,
  invoiceStateSchema,
} from "@epr/domain";
import { paymentFormSchema } from "@epr/forms/schemas";
import * as z from "zod/mini";

/**
 * Premium billing (the Bills access: session-and-admin.md §6 `EP ViewBills`, the `ebill`
 * entitlement), slice 1: the bills of the groups the session may read, one bill's lines, a group's
 * payments and balance, and recording a payment (docs/features/billing.md).
 *
 *   GET  /api/billing/invoices                          the bills, newest first (keyset), with their state
 *   GET  /api/billing/invoices/{invoiceId}              one bill: totals, lines (search, line of business), adjustments apart
 *   GET  /api/billing/groups/{groupNumber}/account      a group's balance, due date, open bills and payments
 *   POST /api/billing/groups/{groupNumber}/payments     records a payment, spread over the open bills
 */

/** Bills a page of the list. */
export const BILLING_INVOICES_PAGE_SIZE = 20;
/** Premium lines a page of one bill. */
export const BILLING_LINES_PAGE_SIZE = 200;
/** Payments the account shows, newest first. */
export const BILLING_PAYMENTS_SHOWN = 20;

/** Our wording (the spec names the Bills access only). */
export const billingMessages = {
  noBills: "You do not have access to bills.",
  invoiceNotFound: "We could not find that bill.",
  invoiceId: "invoiceId must be a bill number.",
  after: "after must be a value this server gave.",
  search: "Search by a name or a member ID: up to 60 characters, without control characters.",
  duplicatePayment: "A payment with this reference is already recorded for this group.",
} as const;

/** A money amount in whole cents. */
const cents = z.int();

/** One bill as the list shows it. */
export const invoiceSummarySchema = z.object({
  invoiceId: z.string(),
  groupNumber: z.string(),
  groupName: z.string(),
  month: billingMonthSchema,
  /** MM/dd/yyyy. */
  dueDate: z.string(),
  totalCents: cents,
  paidCents: cents,
  balanceCents: cents,
  state: invoiceStateSchema,
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoicesQuerySchema = z.object({
  after: z.optional(
    z.string().check(z.regex(/^\d{4}-\d{2}_[A-Za-z0-9-]{1,20}_[1-9][0-9]{0,17}$/, billingMessages.after)),
  ),
});
export const invoicesResponseSchema = z.object({
  invoices: z.array(invoiceSummarySchema),
  next: z.nullable(z.string()),
  pageSize: z.int(),
});

export const invoiceIdParamSchema = z.object({
  invoiceId: z
    .string({ error: billingMessages.invoiceId })
    .check(z.regex(/^[1-9][0-9]{0,17}$/, billingMessages.invoiceId)),
});

/** A premium line: one subscriber's line of business for the bill's month. */
export const invoiceLineSchema = z.object({
  lineId: z.string(),
  umi: z.string(),
  subscriberName: z.string(),
  lineOfBusiness: z.string(),
  productId: z.nullable(z.string()),
  tier: z.nullable(coverageTierSchema),
  members: z.array(billedMemberSchema),
  cents,
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/** An adjustment line (or a change listed to settle): the change, the months it covers and the amount. */
export const invoiceAdjustmentSchema = z.extend(invoiceLineSchema, {
  change: adjustmentChangeSchema,
  fromTier: z.nullable(coverageTierSchema),
  months: z.array(billingMonthSchema),
});
export type InvoiceAdjustment = z.infer<typeof invoiceAdjustmentSchema>;

export const invoiceQuerySchema = z.object({
  /** A subscriber's or a member's name (any part), or a member ID (umi). */
  search: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(60, billingMessages.search),
      // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
      z.regex(/^[^\u0000-\u001f\u007f]*$/, billingMessages.search),
    ),
  ),
  lineOfBusiness: z.optional(z.string().check(z.regex(/^[A-Z0-9]{1,5}$/))),
  /** The premium lines' page after this line id. */
  after: z.optional(z.string().check(z.regex(/^[1-9][0-9]{0,17}$/, billingMessages.after))),
});

export const invoiceResponseSchema = z.object({
  invoice: z.extend(invoiceSummarySchema, {
    premiumCents: cents,
    adjustmentCents: cents,
    totals: z.array(z.object({ lineOfBusiness: z.string(), cents })),
    lineCount: z.int(),
  }),
  /** A page of premium lines, filtered. */
  lines: z.array(invoiceLineSchema),
  next: z.nullable(z.string()),
  pageSize: z.int(),
  /** Every adjustment line of the bill, filtered as the lines are. */
  adjustments: z.array(invoiceAdjustmentSchema),
  /** Changes older than the retro window: not in the total, for the insurer to settle. */
  toSettle: z.array(invoiceAdjustmentSchema),
});
export type InvoiceResponse = z.infer<typeof invoiceResponseSchema>;

export const billingGroupParamSchema = z.object({
  groupNumber: z.string().check(z.regex(/^[A-Za-z0-9-]{1,20}$/)),
});

/** A payment as the account shows it, with the bills it paid. */
export const paymentSchema = z.object({
  paymentId: z.string(),
  reference: z.string(),
  /** MM/dd/yyyy. */
  paidOn: z.string(),
  amountCents: cents,
  /** What no bill has taken yet: carried forward to the group's next bills. */
  unappliedCents: cents,
  allocations: z.array(z.object({ invoiceId: z.string(), month: billingMonthSchema, cents })),
});
export type Payment = z.infer<typeof paymentSchema>;

export const billingAccountResponseSchema = z.object({
  groupNumber: z.string(),
  groupName: z.string(),
  /** Owed on every bill less every payment (negative: a credit). */
  balanceCents: cents,
  /** Paid but not yet taken by a bill. */
  unappliedCents: cents,
  pastDueCents: cents,
  /** The earliest due date of a bill still open, MM/dd/yyyy. */
  nextDueDate: z.nullable(z.string()),
  /** Bills not paid in full, oldest first. */
  openInvoices: z.array(invoiceSummarySchema),
  payments: z.array(paymentSchema),
  /** Whether this session may record a payment for the group (its billing user type; the server's policy). */
  mayPay: z.boolean(),
});
export type BillingAccountResponse = z.infer<typeof billingAccountResponseSchema>;

/** Recording a payment: the form's schema (@epr/forms). */
export const paymentRequestSchema = paymentFormSchema;
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;

export const paymentResponseSchema = z.object({
  payment: paymentSchema,
  account: billingAccountResponseSchema,
});
