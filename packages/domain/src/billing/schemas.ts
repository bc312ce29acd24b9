import * as z from "zod/mini";

/**
 * Premium billing's records (the Bills access, session-and-admin.md §6 `EP ViewBills`, the `ebill`
 * entitlement). The spec names the access and the ebill services but no fields: every shape here
 * is ours (docs/features/billing.md). Money is always whole cents.
 */

/** A billing month, `yyyy-MM`: a bill covers one calendar month, priced from its first day. */
export const billingMonthSchema = z
  .string()
  .check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Expected a month yyyy-MM"));
/** A billing month, `yyyy-MM`. */
export type BillingMonth = z.infer<typeof billingMonthSchema>;

/** A calendar day as `yyyy-MM-dd` (rating periods, due dates). */
export const isoDaySchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "Expected a date yyyy-MM-dd"));

/** Whole cents: every amount billing stores or adds up. */
export const centsSchema = z.int();

/**
 * Coverage tiers, from the members covered on a subscriber's line of business: the employee alone,
 * with a spouse or partner, with children (any other dependent), or with both.
 */
export const coverageTiers = ["employee", "employeeSpouse", "employeeChildren", "family"] as const;
export const coverageTierSchema = z.enum(coverageTiers);
/** A coverage tier. */
export type CoverageTier = z.infer<typeof coverageTierSchema>;

/** How a tier reads on a bill. */
export const coverageTierLabels: Record<CoverageTier, string> = {
  employee: "Employee",
  employeeSpouse: "Employee + Spouse",
  employeeChildren: "Employee + Children",
  family: "Family",
};

/**
 * A monthly premium of one plan (a group's product) for one tier over a rating period; `periodEnd`
 * is the period's last day, or null while the period runs on.
 */
export const rateSchema = z.object({
  groupNumber: z.string(),
  productId: z.string(),
  tier: coverageTierSchema,
  periodStart: isoDaySchema,
  periodEnd: z.nullable(isoDaySchema),
  monthlyCents: centsSchema.check(z.nonnegative()),
});
/** A rate. */
export type Rate = z.infer<typeof rateSchema>;

/** One coverage line of a billed member (the employee record's memberLob, in one group). */
export const rosterLineSchema = z.object({
  groupNumber: z.string(),
  lineOfBusiness: z.string(),
  productId: z.nullish(z.string()),
  /** MM/dd/yyyy as stored (enrollment.md §7 Dates). */
  coverageEffectiveDate: z.nullish(z.string()),
  coverageEndDate: z.nullish(z.string()),
});
/** A roster line. */
export type RosterLine = z.infer<typeof rosterLineSchema>;

/** A member as billing reads them: who, how related to the subscriber, and their lines. */
export const rosterMemberSchema = z.object({
  name: z.string(),
  /** The subscriber themself (the record's subscriber, whatever its code). */
  subscriber: z.boolean(),
  relationshipCode: z.nullish(z.string()),
  lines: z.array(rosterLineSchema),
});
/** A roster member. */
export type RosterMember = z.infer<typeof rosterMemberSchema>;

/** A subscriber and the members of their record. */
export const rosterSubscriberSchema = z.object({
  umi: z.string(),
  name: z.string(),
  members: z.array(rosterMemberSchema),
});
/** A roster subscriber. */
export type RosterSubscriber = z.infer<typeof rosterSubscriberSchema>;

/** A member named on a bill line. */
export const billedMemberSchema = z.object({
  name: z.string(),
  relationshipCode: z.nullish(z.string()),
});
/** A billed member. */
export type BilledMember = z.infer<typeof billedMemberSchema>;

/**
 * One subscriber's line of business priced for one month: the bill's premium line, and the
 * coverage as it now stands for a month already billed.
 */
export const priceLineSchema = z.object({
  umi: z.string(),
  subscriberName: z.string(),
  lineOfBusiness: z.string(),
  productId: z.string(),
  tier: coverageTierSchema,
  members: z.array(billedMemberSchema),
  cents: centsSchema,
});
/** A priced line. */
export type PriceLine = z.infer<typeof priceLineSchema>;

/**
 * What has been billed for one subscriber's line of business in one month, premium and every
 * adjustment since taken together. A line billed and then termed stays, with no tier and 0 cents,
 * so coverage given back later reads as a reinstatement, not an add.
 */
export const billedMonthSchema = z.object({
  umi: z.string(),
  subscriberName: z.string(),
  lineOfBusiness: z.string(),
  month: billingMonthSchema,
  productId: z.nullable(z.string()),
  tier: z.nullable(coverageTierSchema),
  members: z.array(billedMemberSchema),
  cents: centsSchema,
});
/** A billed month. */
export type BilledMonth = z.infer<typeof billedMonthSchema>;

/** The kinds of change a retroactive adjustment names. */
export const adjustmentChanges = [
  "add",
  "term",
  "tierChange",
  "planChange",
  "rateChange",
  "reinstate",
] as const;
export const adjustmentChangeSchema = z.enum(adjustmentChanges);
/** A kind of change. */
export type AdjustmentChange = z.infer<typeof adjustmentChangeSchema>;

/** How each change reads on a bill. */
export const adjustmentChangeLabels: Record<AdjustmentChange, string> = {
  add: "Added",
  term: "Terminated",
  tierChange: "Tier change",
  planChange: "Plan change",
  rateChange: "Rate change",
  reinstate: "Reinstated",
};

/**
 * An adjustment line: a change whose months were already billed, the months it covers (oldest
 * first) and the amount (a credit is negative). The tier and product are the coverage's now, or for
 * a term the ones that were billed.
 */
export const adjustmentLineSchema = z.object({
  umi: z.string(),
  subscriberName: z.string(),
  lineOfBusiness: z.string(),
  change: adjustmentChangeSchema,
  productId: z.nullable(z.string()),
  tier: z.nullable(coverageTierSchema),
  /** The tier billed before, where there was one. */
  fromTier: z.nullable(coverageTierSchema),
  members: z.array(billedMemberSchema),
  months: z.array(billingMonthSchema).check(z.minLength(1)),
  cents: centsSchema,
});
/** An adjustment line. */
export type AdjustmentLine = z.infer<typeof adjustmentLineSchema>;

/** What a bill is: open, paid, or open past its due date. */
export const invoiceStates = ["open", "paid", "pastDue"] as const;
export const invoiceStateSchema = z.enum(invoiceStates);
/** An invoice state. */
export type InvoiceState = z.infer<typeof invoiceStateSchema>;

/** How each state reads. */
export const invoiceStateLabels: Record<InvoiceState, string> = {
  open: "Open",
  paid: "Paid",
  pastDue: "Past due",
};

/** A bill with what is still owed on it, oldest first when payments are spread. */
export const openInvoiceSchema = z.object({
  id: z.int(),
  month: billingMonthSchema,
  balanceCents: centsSchema,
});
/** An open invoice. */
export type OpenInvoice = z.infer<typeof openInvoiceSchema>;

/** A share of a payment applied to one bill. */
export const allocationSchema = z.object({ invoiceId: z.int(), cents: centsSchema.check(z.positive()) });
/** An allocation. */
export type Allocation = z.infer<typeof allocationSchema>;
