import { billingUserTypeSchema } from "@epr/domain";
import {
  billingAccountFieldsSchema,
  billingDeliverySchema,
  billingUserTypeFormSchema,
} from "@epr/forms/schemas";
import * as z from "zod/mini";
import { type ApiCall, type ApiClientOptions, createCall } from "./call.js";

/**
 * ebill accounts and billing user types (session-and-admin.md §7 "ebill accounts and userTypes
 * (GET, PUT, POST)"; the fields are ours: docs/features/billing.md). Accounts are read by an
 * administrator holding Bills, created and changed with the `manage` user type; a plan
 * administrator's user type in the chosen client is read and set by who may edit their entitlements
 * (a super user of the client).
 *
 *   GET  /api/billing/accounts                   the accounts of the groups the session may read, the session's user type, the groups to choose from
 *   POST /api/billing/accounts                   a new account (manage): groups, paying group, recipient, delivery
 *   PUT  /api/billing/accounts/{accountId}       changes an account (manage); If-Match with its version
 *   GET  /api/billing/user-types/{loginId}       a plan administrator's billing user type in the chosen client
 *   PUT  /api/billing/user-types/{loginId}       sets it (the Billing step of add-plan-admin.*)
 */

/** Our wording (the spec names the services only). */
export const billingAccountApiMessages = {
  accountNotFound: "We could not find that billing account.",
  accountId: "accountId must be a billing account number.",
  groupInAccount: "A group you chose is billed to another account already: remove it there first.",
  noManage: "Your billing user type does not let you manage billing accounts.",
  noPay: "Your billing user type does not let you pay bills.",
  noBillsHeld:
    "This administrator does not have the Bills access: give it in Overall Entitlements first, then choose a billing user type.",
} as const;

export const billingAccountIdParamSchema = z.object({
  accountId: z
    .string({ error: billingAccountApiMessages.accountId })
    .check(z.regex(/^[1-9][0-9]{0,17}$/, billingAccountApiMessages.accountId)),
});

/** One ebill account as stored. */
export const billingAccountRecordSchema = z.object({
  accountId: z.string(),
  groups: z.array(z.object({ groupNumber: z.string(), groupName: z.string() })),
  payingGroupNumber: z.string(),
  recipientName: z.string(),
  recipientEmail: z.string(),
  delivery: billingDeliverySchema,
  /** Sent back as If-Match by a change. */
  version: z.int(),
});
export type BillingAccountRecord = z.infer<typeof billingAccountRecordSchema>;

/** A group the session may read, to choose for an account, with the account billing it (if any). */
export const billingAccountGroupChoiceSchema = z.object({
  groupNumber: z.string(),
  groupName: z.string(),
  accountId: z.nullable(z.string()),
});
export type BillingAccountGroupChoice = z.infer<typeof billingAccountGroupChoiceSchema>;

export const billingAccountsResponseSchema = z.object({
  accounts: z.array(billingAccountRecordSchema),
  /** The session's billing user type in the chosen client (what it may do here). */
  userType: billingUserTypeSchema,
  groups: z.array(billingAccountGroupChoiceSchema),
});
export type BillingAccountsResponse = z.infer<typeof billingAccountsResponseSchema>;

/**
 * Creating or changing an account: the form's fields (@epr/forms); the paying group among the
 * groups is checked by the server after the policy (400 with the form's message).
 */
export const billingAccountRequestSchema = billingAccountFieldsSchema;
export type BillingAccountRequest = z.input<typeof billingAccountRequestSchema>;

/** A plan administrator's billing user type in the chosen client. */
export const billingUserTypeResponseSchema = z.object({
  loginId: z.string(),
  /** Whether they hold the Bills access (ebill): without it, no user type. */
  bills: z.boolean(),
  userType: z.nullable(billingUserTypeSchema),
});
export type BillingUserTypeResponse = z.infer<typeof billingUserTypeResponseSchema>;

/** Setting it: the form's schema (@epr/forms). */
export const billingUserTypeRequestSchema = billingUserTypeFormSchema;
export type BillingUserTypeRequest = z.input<typeof billingUserTypeRequestSchema>;

/** The ebill account and user type calls of a typed client. */
export function billingAccountCalls(call: ApiCall) {
  const send = (body: unknown, method: string, headers: Record<string, string> = {}): RequestInit => ({
    method,
    body: JSON.stringify(body),
    headers,
  });
  const userTypePath = (loginId: string) => `/api/billing/user-types/${encodeURIComponent(loginId)}`;
  return {
    billingAccounts: () => call("/api/billing/accounts", billingAccountsResponseSchema),
    createBillingAccount: (body: BillingAccountRequest) =>
      call("/api/billing/accounts", billingAccountRecordSchema, send(body, "POST")),
    updateBillingAccount: (accountId: string, version: number, body: BillingAccountRequest) =>
      call(
        `/api/billing/accounts/${encodeURIComponent(accountId)}`,
        billingAccountRecordSchema,
        send(body, "PUT", { "if-match": `"${version}"` }),
      ),
    billingUserType: (loginId: string) => call(userTypePath(loginId), billingUserTypeResponseSchema),
    setBillingUserType: (loginId: string, body: BillingUserTypeRequest) =>
      call(userTypePath(loginId), billingUserTypeResponseSchema, send(body, "PUT")),
  };
}

/** A client of only these calls, for the pages that use them (each route's bundle stays small). */
export function createBillingAccountClient(options: ApiClientOptions = {}) {
  return billingAccountCalls(createCall(options));
}
