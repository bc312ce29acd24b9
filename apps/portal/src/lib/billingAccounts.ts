import {
  type BillingAccountRecord,
  type BillingAccountRequest,
  type BillingUserTypeRequest,
  createBillingAccountClient,
} from "@epr/contract";
import { queryOptions } from "@tanstack/react-query";
import { queryClient } from "./queryClient.js";
import { noteSessionResponse } from "./sessionClock.js";

/**
 * The ebill accounts and billing user types (session-and-admin.md §7 'ebill accounts and userTypes';
 * docs/features/billing.md), one query module for both: the plan administrator's Billing step reads
 * and sets a user type here, and the billing pages list and change accounts through the same keys.
 * A client of its own (@epr/contract `createBillingAccountClient`), so other pages do not carry it.
 */
export const billingAccountApi = createBillingAccountClient({ onResponse: noteSessionResponse });

/** Every billing account and user type query. */
export const billingAccountKeys = {
  accounts: ["billing-accounts"],
  userTypes: ["billing-user-types"],
} as const;

/**
 * The accounts of the groups the session may read, with the session's user type and the groups to
 * choose from; read fresh, another administrator may have changed them.
 */
export const billingAccountsQuery = queryOptions({
  queryKey: billingAccountKeys.accounts,
  queryFn: () => billingAccountApi.billingAccounts(),
  staleTime: 0,
});

/** A plan administrator's billing user type in the chosen client (the Billing step). */
export const billingUserTypeQuery = (loginId: string) =>
  queryOptions({
    queryKey: [...billingAccountKeys.userTypes, loginId.toLowerCase()],
    queryFn: () => billingAccountApi.billingUserType(loginId),
    staleTime: 0,
  });

/** Sets a plan administrator's user type and keeps the answer. */
export async function saveBillingUserType(loginId: string, body: BillingUserTypeRequest) {
  const saved = await billingAccountApi.setBillingUserType(loginId, body);
  queryClient.setQueryData(billingUserTypeQuery(loginId).queryKey, saved);
  return saved;
}

/**
 * Creates an account (`account` null) or changes one with the version it was read at (If-Match),
 * then lets the list read again.
 */
export async function saveBillingAccount(
  account: Pick<BillingAccountRecord, "accountId" | "version"> | null,
  body: BillingAccountRequest,
): Promise<BillingAccountRecord> {
  const saved = account
    ? await billingAccountApi.updateBillingAccount(account.accountId, account.version, body)
    : await billingAccountApi.createBillingAccount(body);
  await queryClient.invalidateQueries({ queryKey: billingAccountKeys.accounts });
  return saved;
}
