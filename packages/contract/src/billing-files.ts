import {
  adjustmentChangeSchema,
  billingMonthSchema,
  coverageTierSchema,
  reconcileKinds,
  reconcileReasons,
  rosterColumns,
} from "@epr/domain";
import * as z from "zod/mini";

/**
 * A bill's files and Reconcile (docs/features/billing.md "The bill as a PDF", "The bill as .xlsx",
 * "Reconcile"), beside billing.ts:
 *
 *   GET  /api/billing/invoices/{invoiceId}/pdf                       the bill as a PDF (attachment)
 *   GET  /api/billing/invoices/{invoiceId}/xlsx                      its lines, adjustments and totals (.xlsx)
 *   POST /api/billing/reconcile?groupNumber=<g>&month=<yyyy-mm>      the client's roster (.xlsx or CSV, raw bytes) → differences
 *
 * A refused roster answers 422 `eligibility_file_refused`: the bulk import's refusal, with the
 * same `details` (reason, and the rows and columns at fault), so a page shows both alike.
 */

/** Our wording (the spec names the Bills access only). */
export const billingFileMessages = {
  noBill: "This group has no bill for that month.",
  month: "month must be a month yyyy-mm.",
  groupNumber: "groupNumber must be a group number.",
  notRoster:
    "The file is not an Excel workbook (.xlsx) or a CSV file. Save it as one of these and upload it again.",
  rosterShape: "The roster could not be read: fix the rows and columns listed and upload it again.",
  noRows: "The roster has no member row.",
} as const;

/** A bill's PDF file name: bill-<group>-<yyyy-mm>.pdf (and .xlsx). */
export const billFileName = (groupNumber: string, month: string, extension: "pdf" | "xlsx") =>
  `bill-${groupNumber}-${month}.${extension}`;

export const reconcileQuerySchema = z.object({
  groupNumber: z
    .string({ error: billingFileMessages.groupNumber })
    .check(z.regex(/^[A-Za-z0-9-]{1,20}$/, billingFileMessages.groupNumber), z.meta({ example: "100100" })),
  month: z
    .string({ error: billingFileMessages.month })
    .check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, billingFileMessages.month), z.meta({ example: "2026-01" })),
});
export type ReconcileQuery = z.infer<typeof reconcileQuerySchema>;

/** The reasons a roster file is refused: the bulk import's file reasons, and the roster's own. */
export const rosterRefusalReasons = [
  "empty",
  "too-big",
  "too-many-rows",
  "unknown-type",
  "old-excel",
  "protected",
  "inflates-too-much",
  "broken",
  "roster-shape",
  "no-rows",
] as const;

/** The `details` of a refused roster (422 `eligibility_file_refused`): why, and where (never a value). */
export const rosterRefusalDetailsSchema = z.object({
  reason: z.enum(rosterRefusalReasons),
  row: z.optional(z.int()),
  problems: z.optional(z.array(z.object({ row: z.int(), column: z.string(), message: z.string() }))),
});
export type RosterRefusalDetails = z.infer<typeof rosterRefusalDetailsSchema>;

const cents = z.int();
const side = z.object({ tier: z.nullable(coverageTierSchema), cents: z.nullable(cents) });

/** One difference between the bill and the roster, with what explains it. */
export const reconcileDifferenceSchema = z.object({
  kind: z.enum(reconcileKinds),
  /** The employee's member ID for a link; null when the group has no such employee. */
  umi: z.nullable(z.string()),
  /** The id as the roster gave it (member ID or employee ID), or the bill's member ID. */
  memberId: z.string(),
  name: z.string(),
  /** Null: the member's whole bill. */
  lineOfBusiness: z.nullable(z.string()),
  billed: z.nullable(side),
  roster: z.nullable(z.extend(side, { rows: z.array(z.int()) })),
  differs: z.optional(z.array(z.enum(["tier", "amount"]))),
  explanation: z.nullable(
    z.object({
      reason: z.enum(reconcileReasons),
      change: adjustmentChangeSchema,
      /** MM/dd/yyyy: a term's last covered day, else the first day of the new coverage. */
      effectiveDate: z.nullable(z.string()),
      adjustment: z.optional(
        z.object({
          invoiceMonth: billingMonthSchema,
          months: z.array(billingMonthSchema),
          cents,
          toSettle: z.boolean(),
        }),
      ),
    }),
  ),
});
export type ReconcileDifferenceAnswer = z.infer<typeof reconcileDifferenceSchema>;

export const reconcileResponseSchema = z.object({
  groupNumber: z.string(),
  groupName: z.string(),
  month: billingMonthSchema,
  invoiceId: z.string(),
  /** The roster's columns read: field, heading as written, letter. */
  columns: z.array(
    z.object({
      field: z.enum(rosterColumns.map((c) => c.field) as [string, ...string[]]),
      heading: z.string(),
      column: z.string(),
    }),
  ),
  rosterRows: z.int(),
  billedLines: z.int(),
  /** Lines and roster rows that agree. */
  matched: z.int(),
  counts: z.object({
    notOnRoster: z.int(),
    notBilled: z.int(),
    mismatch: z.int(),
    explained: z.int(),
  }),
  differences: z.array(reconcileDifferenceSchema),
});
export type ReconcileResponse = z.infer<typeof reconcileResponseSchema>;
