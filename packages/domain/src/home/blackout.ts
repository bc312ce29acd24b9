import type { Entitlements } from "../entities/session.js";

/** What the home page says about the spending account's blackout (session-and-admin.md §2 /home, §3). */
export type SpendingAccountBlackout = {
  state: "blackedOut" | "preBlackout";
  startDate: string | null;
  endDate: string | null;
} | null;

/**
 * The spending-account blackout to show on home, from the client qualifiers (session-and-admin.md
 * §3 Entitlements: spendingAccount, spendingAccountBlackedOut, spendingAccountPreBlackedOut,
 * blackout start and end dates). Nothing without a spending account; a blackout in force wins over
 * one announced.
 */
export function spendingAccountBlackout(
  qualifiers: Entitlements["clientQualifiers"],
): SpendingAccountBlackout {
  if (!qualifiers.spendingAccount) return null;
  const dates = {
    startDate: qualifiers.blackoutStartDate || null,
    endDate: qualifiers.blackoutEndDate || null,
  };
  if (qualifiers.spendingAccountBlackedOut) return { state: "blackedOut", ...dates };
  if (qualifiers.spendingAccountPreBlackedOut) return { state: "preBlackout", ...dates };
  return null;
}
