import { billingUserTypes } from "@epr/domain";
import * as z from "zod/mini";
import { genericMessages } from "../shared/messages.js";

/**
 * An ebill account and an administrator's billing user type (session-and-admin.md §7 "ebill
 * accounts and userTypes"; the spec names the services but no fields, so the fields and messages
 * are ours: docs/features/billing.md).
 */
export const billingAccountMessages = {
  groups: "Choose at least one group for the account (at most 100).",
  group: "A group number is 1 to 20 letters, digits or dashes.",
  payingGroup: "Choose the paying group among the account's groups.",
  recipientName: "Enter the name of who receives the bill (1 to 60 characters).",
  recipientEmail: genericMessages.email,
  delivery: "Choose how the bill is delivered: by e-mail or in the portal.",
  userType: "Choose a billing user type: view, pay or manage.",
} as const;

/** How an account's bill reaches its recipient. */
export const billingDeliveries = ["email", "portal"] as const;
export const billingDeliverySchema = z.enum(billingDeliveries, { error: billingAccountMessages.delivery });
export type BillingDelivery = z.infer<typeof billingDeliverySchema>;
/** How a delivery reads. */
export const billingDeliveryLabels: Record<BillingDelivery, string> = {
  email: "By e-mail",
  portal: "In the portal",
};

/** The most groups one account may bill together (our bound). */
export const BILLING_ACCOUNT_MAX_GROUPS = 100;

const groupNumber = z
  .string({ error: billingAccountMessages.group })
  .check(z.regex(/^[A-Za-z0-9-]{1,20}$/, billingAccountMessages.group));

/**
 * An account as created or changed: its groups (one or more of the client's), the paying group,
 * who receives the bill and how. A group may be in one account only (the server says so, 409).
 * The API takes these fields and checks the paying group is among the groups after the policy
 * has seen every group named (so a group the session may not read answers 404 first).
 */
export const billingAccountFieldsSchema = z.strictObject({
  groupNumbers: z
    .pipe(
      z
        .array(groupNumber, { error: billingAccountMessages.groups })
        .check(
          z.minLength(1, billingAccountMessages.groups),
          z.maxLength(BILLING_ACCOUNT_MAX_GROUPS, billingAccountMessages.groups),
        ),
      z.transform((groups) => [...new Set(groups)]),
    )
    .check(z.meta({ example: ["100100"] })),
  payingGroupNumber: z
    .string({ error: billingAccountMessages.payingGroup })
    .check(z.minLength(1, billingAccountMessages.payingGroup), z.meta({ example: "100100" })),
  recipientName: z
    .string({ error: billingAccountMessages.recipientName })
    .check(
      z.trim(),
      z.minLength(1, billingAccountMessages.recipientName),
      z.maxLength(60, billingAccountMessages.recipientName),
      z.regex(/^[^\p{Cc}]*$/u, genericMessages.format),
      z.meta({ example: "Pat Payer" }),
    ),
  recipientEmail: z
    .pipe(
      z
        .string({ error: billingAccountMessages.recipientEmail })
        .check(z.trim(), z.maxLength(100, genericMessages.tooLong)),
      z.email(billingAccountMessages.recipientEmail),
    )
    .check(z.meta({ example: "billing@example.com" })),
  delivery: billingDeliverySchema.check(z.meta({ example: "email" })),
});

/** Whether an account's paying group is among its groups. */
export const payingGroupIsBilled = (account: {
  groupNumbers: readonly string[];
  payingGroupNumber: string;
}) => account.groupNumbers.includes(account.payingGroupNumber);

/** The account form: the fields, and the paying group among the groups. */
export const billingAccountFormSchema = billingAccountFieldsSchema.check(
  z.refine(payingGroupIsBilled, {
    message: billingAccountMessages.payingGroup,
    path: ["payingGroupNumber"],
  }),
);
/** The account form's values. */
export type BillingAccountFormValues = z.output<typeof billingAccountFormSchema>;
/** What the form holds while editing. */
export type BillingAccountFormInput = z.input<typeof billingAccountFormSchema>;

/** An administrator's billing user type, as the Billing step sets it. */
export const billingUserTypeFormSchema = z.strictObject({
  userType: z
    .enum(billingUserTypes, { error: billingAccountMessages.userType })
    .check(z.meta({ example: "pay" })),
});
/** The user type form's values. */
export type BillingUserTypeFormValues = z.output<typeof billingUserTypeFormSchema>;

/**
 * The Billing step of a plan administrator (session-and-admin.md §2 add-plan-admin.billing-entitlements):
 * the Bills access (ebill, §6 EP ViewBills) and the billing user type in the chosen client. The user
 * type is kept while Bills is off; it gives nothing then.
 */
export const billingStepFormSchema = z.strictObject({
  ebill: z.boolean({ error: genericMessages.format }),
  userType: z.enum(billingUserTypes, { error: billingAccountMessages.userType }),
});
/** The Billing step's values. */
export type BillingStepFormValues = z.output<typeof billingStepFormSchema>;
