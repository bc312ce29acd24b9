import * as z from "zod/mini";
import { dateText, withoutControlCharacters } from "../shared/fields.js";

/**
 * Recording a premium payment (docs/features/billing.md; the spec names the ebill services but no
 * fields, so these messages are our wording).
 */
export const paymentMessages = {
  reference: "Enter the payment's reference (1 to 40 letters, digits, spaces or - _ / . #).",
  paidOn: "Enter the date the payment was made (MM/DD/YYYY).",
  amount: "Enter the amount paid in cents: a whole number from 1 to 100,000,000,000.",
  /** The screen's amount, typed in dollars. */
  amountEntry: "Enter the amount paid in dollars and cents, from $0.01 to $1,000,000,000.00.",
} as const;

/** The most one payment may carry: a billion dollars, in cents (our bound, far above any premium). */
export const PAYMENT_MAX_CENTS = 100_000_000_000;

/**
 * A payment: its reference (the check or transfer number; unique per group), the day it was made and
 * the amount in whole cents.
 */
export const paymentFormSchema = z.object({
  reference: z
    .pipe(
      withoutControlCharacters(z.string({ error: paymentMessages.reference }).check(z.trim())),
      z.string().check(z.regex(/^[A-Za-z0-9][A-Za-z0-9 _/.#-]{0,39}$/, paymentMessages.reference)),
    )
    .check(z.meta({ example: "CHK-20260301" })),
  paidOn: z
    .pipe(dateText(paymentMessages.paidOn), z.string().check(z.minLength(1, paymentMessages.paidOn)))
    .check(z.meta({ example: "03/01/2026" })),
  amountCents: z
    .number({ error: paymentMessages.amount })
    .check(
      z.int(paymentMessages.amount),
      z.gte(1, paymentMessages.amount),
      z.lte(PAYMENT_MAX_CENTS, paymentMessages.amount),
      z.meta({ example: 150000 }),
    ),
});
/** The payment form's values. */
export type PaymentFormValues = z.infer<typeof paymentFormSchema>;

/**
 * An amount as a person types it, in dollars: digits with or without thousands commas, up to two
 * decimals, a leading $ allowed ("1,500", "$1500.5", "0.07").
 */
const DOLLARS = /^\$?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?$/;

/** Dollars text to whole cents, by its digits (never through a binary fraction). */
export function centsFromDollars(text: string): number | null {
  const trimmed = text.trim();
  if (!DOLLARS.test(trimmed)) return null;
  const [whole = "", fraction = ""] = trimmed.replace(/[$,]/g, "").split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/**
 * The payment form on the screen: the same payment with the amount typed in dollars; its output is
 * what the API takes (`paymentFormSchema`: the amount in whole cents).
 */
export const paymentEntrySchema = z.pipe(
  z.object({
    reference: paymentFormSchema.shape.reference,
    paidOn: paymentFormSchema.shape.paidOn,
    amount: z.string({ error: paymentMessages.amountEntry }).check(
      z.refine((text) => {
        const cents = centsFromDollars(text);
        return cents !== null && cents >= 1 && cents <= PAYMENT_MAX_CENTS;
      }, paymentMessages.amountEntry),
    ),
  }),
  // Every field is valid here: the amount reads as cents.
  z.transform(({ amount, ...rest }) => ({ ...rest, amountCents: centsFromDollars(amount) ?? 0 })),
);
/** What the screen's payment form holds while it is typed. */
export type PaymentEntryValues = z.input<typeof paymentEntrySchema>;
