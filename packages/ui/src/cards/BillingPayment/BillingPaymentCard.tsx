import { type PaymentFormValues, paymentEntrySchema, useSchemaForm } from "@epr/forms";
import { useEffect, useId } from "react";
import { Button } from "../../primitives/Button/Button.js";
import { ErrorSummary } from "../../primitives/ErrorSummary/ErrorSummary.js";
import { FeedbackBar } from "../../primitives/FeedbackBar/FeedbackBar.js";
import { Field } from "../../primitives/Field/Field.js";
import { TextInput } from "../../primitives/TextInput/TextInput.js";
import { formatCents } from "../BillingInvoices/billingFormat.js";
import { FormDateField } from "../shared/FormFields.js";
import { TitledSection } from "../shared/TitledSection.js";

/** The form's words (our wording; the field messages are @epr/forms' `paymentMessages`). */
export const defaultBillingPaymentCopy = {
  title: "Record a payment",
  intro: "The payment is applied to the group's open bills, oldest first; anything over is carried forward.",
  reference: "Payment reference",
  referenceHint: "The check or transfer number, as it appears on the payment.",
  paidOn: "Date paid",
  amount: "Amount paid",
  amountHint: "In dollars and cents, for example 1,500.00.",
  submit: "Record payment",
  submitting: "Recording…",
  recorded: "Payment {reference} of {amount} is recorded.",
};
/** The words of `BillingPaymentCard`. */
export type BillingPaymentCopy = typeof defaultBillingPaymentCopy;

/** Props of `BillingPaymentCard`. */
export interface BillingPaymentCardProps {
  /**
   * Whether the administrator may record a payment for this group (a billing user type that may pay:
   * the server's answer, docs/features/billing.md). Without it the card renders nothing.
   */
  mayPay: boolean;
  /** A valid payment: the caller records it (the schema's output: the date as stored, cents as a number). */
  onSubmit: (values: PaymentFormValues) => void;
  /** The payment is being recorded: the button waits. */
  submitting?: boolean;
  /** The server refused the payment: its sentence, announced above the form. */
  failure?: string;
  /** The server refused the reference (recorded already for this group): shown at the field. */
  referenceError?: string;
  /** The last payment recorded, said as a success above the form. */
  recorded?: { reference: string; amountCents: number };
  copy?: Partial<BillingPaymentCopy>;
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/**
 * Recording a payment against a group's bills (docs/features/billing.md, Payments): reference, date
 * paid and amount in dollars, validated by @epr/forms' `paymentEntrySchema` with its messages (at
 * each field and in the error summary after a refused submit). Shown only when the card is told the
 * administrator may pay. The server's refusal of the reference (a duplicate) is set on that field and
 * clears when it is edited. Fetches nothing.
 */
export function BillingPaymentCard({
  mayPay,
  onSubmit,
  submitting = false,
  failure,
  referenceError,
  recorded,
  copy,
}: BillingPaymentCardProps) {
  const words = { ...defaultBillingPaymentCopy, ...copy };
  const id = useId().replace(/:/g, "");
  const ids = { reference: `${id}-reference`, paidOn: `${id}-paid-on`, amount: `${id}-amount` };
  const form = useSchemaForm(paymentEntrySchema, {
    mode: "onSubmit",
    defaultValues: { reference: "", paidOn: "", amount: "" },
    shouldFocusError: false,
  });
  const { errors, submitCount } = form.formState;
  // The server's word on the reference sits on the field until the person changes it.
  useEffect(() => {
    if (referenceError) form.setError("reference", { type: "server", message: referenceError });
  }, [referenceError, form]);
  if (!mayPay) return null;
  const summary = [
    errors.reference?.message ? { fieldId: ids.reference, message: errors.reference.message } : null,
    errors.paidOn?.message ? { fieldId: ids.paidOn, message: errors.paidOn.message } : null,
    errors.amount?.message ? { fieldId: ids.amount, message: errors.amount.message } : null,
  ].filter((item) => item !== null);
  return (
    <TitledSection slot="billing-payment" busy={submitting} title={words.title}>
      <div className="grid gap-4">
        <p className="m-0 text-muted-foreground text-sm">{words.intro}</p>
        {recorded ? (
          <FeedbackBar variant="success">
            {fill(words.recorded, {
              reference: recorded.reference,
              amount: formatCents(recorded.amountCents),
            })}
          </FeedbackBar>
        ) : null}
        {failure !== undefined ? <FeedbackBar variant="failure">{failure}</FeedbackBar> : null}
        <ErrorSummary focusKey={submitCount} errors={summary} />
        <form
          noValidate
          onSubmit={form.handleSubmit((values) => onSubmit(values))}
          className="flex flex-wrap items-start gap-4"
        >
          <Field
            id={ids.reference}
            label={words.reference}
            hint={words.referenceHint}
            error={errors.reference?.message}
            required
          >
            <TextInput
              autoComplete="off"
              maxLength={40}
              {...form.register("reference", {
                onChange: () => {
                  if (errors.reference?.type === "server") form.clearErrors("reference");
                },
              })}
            />
          </Field>
          <FormDateField
            control={form.control}
            name="paidOn"
            id={ids.paidOn}
            label={words.paidOn}
            error={errors.paidOn?.message}
            required
          />
          <Field
            id={ids.amount}
            label={words.amount}
            hint={words.amountHint}
            error={errors.amount?.message}
            required
          >
            <TextInput inputMode="decimal" autoComplete="off" width="medium" {...form.register("amount")} />
          </Field>
          <div className="basis-full">
            <Button type="submit" disabled={submitting} aria-busy={submitting}>
              {submitting ? words.submitting : words.submit}
            </Button>
          </div>
        </form>
      </div>
    </TitledSection>
  );
}
