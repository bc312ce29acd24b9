import * as z from "zod/mini";

/**
 * Billing user types (the spec's "ebill accounts and userTypes", session-and-admin.md §7; the spec
 * names the service but no values, so these are ours: docs/features/billing.md). Each type holds
 * the ones before it: `manage` (billing accounts) may pay, `pay` may view.
 */
export const billingUserTypes = ["view", "pay", "manage"] as const;
export const billingUserTypeSchema = z.enum(billingUserTypes);
/** A billing user type. */
export type BillingUserType = z.infer<typeof billingUserTypeSchema>;

/** What billing lets an administrator do: see bills, record payments, manage billing accounts. */
export const billingActions = ["view", "pay", "manage"] as const;
export type BillingAction = (typeof billingActions)[number];

/** How a user type reads (the Billing step, the accounts card). */
export const billingUserTypeLabels: Record<BillingUserType, string> = {
  view: "View bills",
  pay: "View and pay bills",
  manage: "View and pay bills, manage billing accounts",
};

/** The least user type an action needs. */
const leastTypeFor: Record<BillingAction, BillingUserType> = { view: "view", pay: "pay", manage: "manage" };

/**
 * Whether a user type allows an action: manage implies pay implies view. No user type (`null`: an
 * administrator without the Bills access) allows nothing.
 */
export function billingUserTypeAllows(userType: BillingUserType | null, action: BillingAction): boolean {
  if (userType === null) return false;
  return billingUserTypes.indexOf(userType) >= billingUserTypes.indexOf(leastTypeFor[action]);
}

/**
 * An administrator's billing user type in one client: none without the Bills access (`ebill`),
 * whatever is stored; with it, the stored type, or `view` when none was ever set.
 */
export function effectiveBillingUserType(
  ebill: boolean,
  stored: BillingUserType | null | undefined,
): BillingUserType | null {
  if (!ebill) return null;
  return stored ?? "view";
}
