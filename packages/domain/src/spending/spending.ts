/** A spending account as read from spending account info (assist-employees.md §3). */
export interface SpendingAccount {
  status?: string | null;
  accountDescription?: string | null;
  employeeAnnualContribution?: number | string | null;
  employerAnnualContribution?: number | string | null;
  minAnnualContribution?: number | string | null;
  maxAnnualContribution?: number | string | null;
}

const amount = (value: number | string | null | undefined) => {
  const n = typeof value === "number" ? value : Number.parseFloat(String(value ?? ""));
  return Number.isFinite(n) ? n : null;
};

/** A contribution bound failure reported in the save modal. */
export interface ContributionBoundFailure {
  planName: string;
  total: number;
  min: number | null;
  max: number | null;
}

/**
 * Checks contribution bounds (assist-employees.md §5 Spending contributions): for each active
 * account, employee plus employer contribution must be at least the minimum and, if a maximum
 * exists, at most the maximum. Inactive accounts (status Canceled) are skipped. Returns failures
 * with the plan name and bounds.
 */
export function contributionBoundFailures(accounts: readonly SpendingAccount[]): ContributionBoundFailure[] {
  const failures: ContributionBoundFailure[] = [];
  for (const account of accounts) {
    if ((account.status ?? "").toLowerCase().startsWith("cancel")) continue;
    const total =
      (amount(account.employeeAnnualContribution) ?? 0) + (amount(account.employerAnnualContribution) ?? 0);
    const min = amount(account.minAnnualContribution);
    const max = amount(account.maxAnnualContribution);
    if ((min !== null && total < min) || (max !== null && max > 0 && total > max)) {
      failures.push({ planName: account.accountDescription ?? "", total, min, max });
    }
  }
  return failures;
}

/** Message of one contribution bound failure, naming the plan and bounds (our wording; the spec gives none). */
export function contributionBoundMessage(failure: ContributionBoundFailure): string {
  const max = failure.max !== null && failure.max > 0 ? ` and at most $${failure.max.toFixed(2)}` : "";
  return `${failure.planName}: the total annual contribution must be at least $${(failure.min ?? 0).toFixed(2)}${max}.`;
}

/**
 * Editing spending accounts requires modify permission on the group, systemDepositIndicator y and
 * not blacked out (assist-employees.md §5, §6).
 */
export function canEditSpendingAccounts(input: {
  groupModifiable: boolean;
  systemDepositIndicator: string | null | undefined;
  blackedOut: boolean;
}): boolean {
  return (
    input.groupModifiable && (input.systemDepositIndicator ?? "").toLowerCase() === "y" && !input.blackedOut
  );
}

/** External spending vendor link: Super User Role or Research Only Role and a vendor with code 12 (assist-employees.md §6). */
export function showsSpendingVendorLink(input: {
  superUserRole: boolean;
  researchOnlyRole: boolean;
  vendorCodes: readonly (string | number)[];
}): boolean {
  return (
    (input.superUserRole || input.researchOnlyRole) && input.vendorCodes.some((code) => String(code) === "12")
  );
}

/** Spending plan statuses (assist-employees.md §4). */
export const spendingPlanStatuses = ["Elected", "Canceled", ""] as const;
/** A spending plan status. */
export type SpendingPlanStatus = (typeof spendingPlanStatuses)[number];
