import { spendingAccountTypeGroupOf } from "../codes/claims.js";
import { isDayBefore, parseUsDate } from "../dates/dates.js";

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
 * Whether a group's Spending Account entitlement (session-and-admin.md §3: View, Modify, N/A) lets
 * the administrator change elections: Modify, case-insensitive (assist-employees.md §6 "modify on
 * the group").
 */
export function isSpendingGroupModifiable(spendingAccount: string | null | undefined): boolean {
  return (spendingAccount ?? "").trim().toLowerCase() === "modify";
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

/** Group selection for spending elections: 12 groups a page (assist-employees.md §9). */
export const SPENDING_GROUP_PAGE_SIZE = 12;

/**
 * The pay class list (assist-employees.md §7 spendingAccountPayClass): how often the employee is
 * paid, which spreads the annual election over the paychecks. Codes are paychecks a year (our
 * choice; the spec does not list them).
 */
export const spendingPayFrequencies = [
  { code: "52", label: "Weekly" },
  { code: "26", label: "Bi-Weekly" },
  { code: "24", label: "Semi-Monthly" },
  { code: "12", label: "Monthly" },
] as const;

/** The label of a pay frequency code, or the code itself when unknown. */
export function payFrequencyLabel(code: string | null | undefined): string {
  return spendingPayFrequencies.find((f) => f.code === code)?.label ?? (code || "Not selected");
}

/**
 * A plan period is read-only once its contract has ended (our rule where the spec is silent: the
 * period's `readOnly` of §3): an election for a year that is over cannot change. A period without
 * a contract end date stays editable.
 */
export function isSpendingPlanPeriodReadOnly(
  contractEndDate: string | null | undefined,
  today: Date,
): boolean {
  const end = parseUsDate(contractEndDate);
  return end !== null && isDayBefore(end, today);
}

/**
 * The vendor rollout view (assist-employees.md §2.7, §4 AcclarisRolloutError): shown when the first
 * account description marks a vendor rollout, i.e. names a rollout.
 */
export function isSpendingVendorRollout(
  lists: readonly { accountDescription?: string | null | undefined }[],
): boolean {
  return /\brollout\b/i.test(lists[0]?.accountDescription ?? "");
}

/**
 * The contribution labels per type group (§3 "with label changes per group"; the wording is ours):
 * an FSA holds an annual election, parking and transit a pre-tax commuter election, an HRA is
 * funded by the employer.
 */
export function spendingContributionLabels(type: string | null | undefined): {
  employee: string;
  total: string;
} {
  switch (spendingAccountTypeGroupOf(type)) {
    case "TRANSIT":
      return { employee: "Employee Commuter Election", total: "Total Commuter Election" };
    case "HRA":
      return { employee: "Employee HRA Contribution", total: "Total HRA Funding" };
    default:
      return { employee: "Employee Annual Contribution", total: "Total Annual Contribution" };
  }
}

/** Employee plus employer contribution, to the cent (the card's total, §3). */
export function totalAnnualContribution(
  employee: number | string | null | undefined,
  employer: number | string | null | undefined,
): number {
  return Math.round(((amount(employee) ?? 0) + (amount(employer) ?? 0)) * 100) / 100;
}
