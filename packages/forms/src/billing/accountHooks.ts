import { type SchemaFormOptions, useSchemaForm } from "../hooks/useSchemaForm.js";
import { billingAccountFormSchema, billingStepFormSchema } from "./account.js";

// A module of their own: the pages that use other hooks do not carry these schemas (bundle size).

/** An ebill account's form (docs/features/billing.md, accounts). */
export function useBillingAccountForm(options?: SchemaFormOptions<typeof billingAccountFormSchema>) {
  return useSchemaForm(billingAccountFormSchema, options);
}

/** The Billing step: the Bills access and the billing user type together. */
export function useBillingStepForm(options?: SchemaFormOptions<typeof billingStepFormSchema>) {
  return useSchemaForm(billingStepFormSchema, options);
}
