import {
  contributionBoundFailures,
  contributionBoundMessage,
  isDayAfter,
  isDayBefore,
  parseUsDate,
} from "@epr/domain";
import { addDays } from "date-fns";
import * as z from "zod/mini";
import { code, dateText, issue, readFormDate, text } from "../shared/fields.js";
import { genericMessages } from "../shared/messages.js";

/** Messages of the spending account forms (assist-employees.md §5; wording ours except pay frequency). */
export const spendingMessages = {
  payFrequency: "Please select pay frequency",
  beginRequired: "Please enter a begin date",
  endRequired: "Please enter an end date",
  beginAfterContractEnd: "The begin date cannot be later than the contract end date",
  endAfterContractEnd: "The end date cannot be later than the day after the contract end date",
  endBeforeBegin: "The end date cannot be before the begin date",
  amount: "Please enter an amount with up to 2 decimals",
  date: genericMessages.invalidDate,
} as const;

/** An amount with up to 2 decimals (assist-employees.md §5). */
export const AMOUNT_PATTERN = /^\d{1,9}(\.\d{1,2})?$/;

/**
 * A spending plan period card (assist-employees.md §5): begin date required when Elected; end date
 * required when Canceled; begin not later than the contract end; end not later than the day after
 * the contract end; end not before begin; contributions are numbers with up to 2 decimals.
 */
export function spendingPlanFormSchema(ctx: { contractEndDate?: string | null }) {
  return z.object(planPeriodFields).check(z.superRefine((values, rc) => refinePlanPeriod(values, rc, ctx)));
}

const planPeriodFields = {
  status: code(["Elected", "Canceled"] as const),
  beginDate: dateText(spendingMessages.date),
  endDate: dateText(spendingMessages.date),
  employeeAnnualContribution: text(spendingMessages.amount),
  totalAnnualContribution: text(spendingMessages.amount),
};

/** The §5 plan period rules, shared by the card's schema and the election form's. */
function refinePlanPeriod(
  values: {
    status?: string | null | undefined;
    beginDate?: string | null | undefined;
    endDate?: string | null | undefined;
    employeeAnnualContribution?: string | null | undefined;
    totalAnnualContribution?: string | null | undefined;
  },
  rc: z.core.$RefinementCtx,
  ctx: { contractEndDate?: string | null },
) {
  if (values.status && !["Elected", "Canceled"].includes(values.status))
    issue(rc, ["status"], genericMessages.format);
  const begin = readFormDate(values.beginDate ?? "");
  const end = readFormDate(values.endDate ?? "");
  const contractEnd = parseUsDate(ctx.contractEndDate);
  if (values.status === "Elected" && !begin) issue(rc, ["beginDate"], spendingMessages.beginRequired);
  if (values.status === "Canceled" && !end) issue(rc, ["endDate"], spendingMessages.endRequired);
  if (begin && contractEnd && isDayAfter(begin, contractEnd))
    issue(rc, ["beginDate"], spendingMessages.beginAfterContractEnd);
  if (end && contractEnd && isDayAfter(end, addDays(contractEnd, 1)))
    issue(rc, ["endDate"], spendingMessages.endAfterContractEnd);
  else if (end && begin && isDayBefore(end, begin)) issue(rc, ["endDate"], spendingMessages.endBeforeBegin);
  for (const field of ["employeeAnnualContribution", "totalAnnualContribution"] as const) {
    const value = values[field];
    if (value && !AMOUNT_PATTERN.test(value)) issue(rc, [field], spendingMessages.amount);
  }
}

/**
 * The plan period card's edit form (assist-employees.md §5): the plan period rules of
 * `spendingPlanFormSchema` and the pay frequency, which is required (Please select pay frequency).
 * The contribution bounds are checked apart, for the save modal (`contributionBoundFailures`).
 */
export function spendingElectionFormSchema(ctx: { contractEndDate?: string | null }) {
  return z.object({ ...planPeriodFields, payFrequency: text(spendingMessages.payFrequency) }).check(
    z.superRefine((values, rc) => {
      if (!values.payFrequency) issue(rc, ["payFrequency"], spendingMessages.payFrequency);
      refinePlanPeriod(values, rc, ctx);
    }),
  );
}

/** The election form's values (input side). */
export type SpendingElectionFormInput = z.input<ReturnType<typeof spendingElectionFormSchema>>;

/** Spending plan card values (input side). */
export type SpendingPlanFormInput = z.input<ReturnType<typeof spendingPlanFormSchema>>;

/**
 * Spending contributions (assist-employees.md §5): pay frequency required; each active account's
 * employee plus employer contribution within its bounds — a failure is reported on
 * `accounts.{index}.employeeAnnualContribution` naming the plan and bounds.
 */
export function spendingContributionsFormSchema() {
  return z
    .object({
      payFrequency: text(spendingMessages.payFrequency),
      accounts: z._default(
        z.array(
          z.object({
            accountDescription: text(),
            status: text(),
            employeeAnnualContribution: text(spendingMessages.amount),
            employerAnnualContribution: z.nullish(z.union([z.number(), z.string()])),
            minAnnualContribution: z.nullish(z.union([z.number(), z.string()])),
            maxAnnualContribution: z.nullish(z.union([z.number(), z.string()])),
          }),
          { error: genericMessages.format },
        ),
        [],
      ),
    })
    .check(
      z.superRefine((values, rc) => {
        if (!values.payFrequency) issue(rc, ["payFrequency"], spendingMessages.payFrequency);
        values.accounts.forEach((account, index) => {
          if (
            account.employeeAnnualContribution &&
            !AMOUNT_PATTERN.test(account.employeeAnnualContribution)
          ) {
            issue(rc, ["accounts", index, "employeeAnnualContribution"], spendingMessages.amount);
            return;
          }
          const [failure] = contributionBoundFailures([account]);
          if (failure)
            issue(rc, ["accounts", index, "employeeAnnualContribution"], contributionBoundMessage(failure));
        });
      }),
    );
}

/** Spending contribution values (input side). */
export type SpendingContributionsFormInput = z.input<ReturnType<typeof spendingContributionsFormSchema>>;
