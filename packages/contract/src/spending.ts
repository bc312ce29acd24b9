import { assistMessages, spendingPlanStatuses } from "@epr/domain";
import { genericMessages, spendingMessages } from "@epr/forms/schemas";
import * as z from "zod/mini";
import type { ApiCall } from "./call.js";
import { umiParamSchema } from "./employees.js";
import { groupNumberSchema } from "./reference.js";

/**
 * An employee's spending accounts (assist-employees.md §2.7, §7 spendingAccountInformation,
 * spendingAccountPayClass, spendingAccountVendors, saveSpendingAccountInformation):
 *   GET /api/employees/{umi}/spending-accounts?groupNumber=…
 *   PUT /api/employees/{umi}/spending-accounts   (If-Match, Idempotency-Key: one plan period's election)
 */

/** Our wording for malformed spending requests (the spec names none). */
export const spendingRequestMessages = {
  accountType: "An account type is 2 to 6 capital letters.",
  planPeriod: "A plan period is a 4-digit year.",
  status: "The status is Elected, Canceled or empty.",
  notFound: "We could not find that plan period.",
  readOnly: "This plan period has ended and cannot be changed.",
  notEditable: "You cannot change this employee's spending account elections.",
  noAccounts: assistMessages.noSpendingAccounts,
} as const;

export const spendingParamSchema = umiParamSchema;

/** The page's query: the group (§2.1 groupNumber); without it, the employee's only spending group. */
export const spendingQuerySchema = z.object({ groupNumber: z.optional(groupNumberSchema) });
export type SpendingQuery = z.input<typeof spendingQuerySchema>;

/** A plan period of one account (assist-employees.md §3 Spending plan period), dates MM/dd/yyyy. */
export const spendingPlanPeriodSchema = z.object({
  planPeriod: z.string(),
  status: z.enum(spendingPlanStatuses),
  beginDate: z.string(),
  endDate: z.string(),
  contractBeginDate: z.string(),
  contractEndDate: z.string(),
  employeeAnnualContribution: z.number(),
  employerAnnualContribution: z.number(),
  totalAnnualContribution: z.number(),
  minAnnualContribution: z.nullable(z.number()),
  maxAnnualContribution: z.nullable(z.number()),
  /** The contract has ended (our rule, @epr/domain isSpendingPlanPeriodReadOnly). */
  readOnly: z.boolean(),
});
export type SpendingPlanPeriodView = z.infer<typeof spendingPlanPeriodSchema>;

/** One account of the employee in the group, with its plan periods, newest first. */
export const spendingAccountListSchema = z.object({
  accountType: z.string(),
  /** The plan name the save modal reports (§5). */
  accountDescription: z.string(),
  spendingAccounts: z.array(spendingPlanPeriodSchema),
});
export type SpendingAccountList = z.infer<typeof spendingAccountListSchema>;

const vendorSchema = z.object({ code: z.string(), name: z.string() });

/** GET /api/employees/{umi}/spending-accounts. */
export const spendingAccountsResponseSchema = z.object({
  umi: z.string(),
  /** The employee's version, sent back as If-Match on a save. */
  version: z.int(),
  /** The group shown; null when the employee has several and none was chosen (the group selection). */
  groupNumber: z.nullable(z.string()),
  /** The employee's groups that hold spending accounts and that this administrator may see. */
  groups: z.array(z.object({ groupNumber: z.string(), groupName: z.string() })),
  systemDepositIndicator: z.nullable(z.string()),
  payFrequency: z.nullable(z.string()),
  payClasses: z.array(z.object({ code: z.string(), label: z.string() })),
  spendingAccountLists: z.array(spendingAccountListSchema),
  vendors: z.object({
    currentVendors: z.array(vendorSchema),
    previousVendors: z.array(vendorSchema),
    futureVendors: z.array(vendorSchema),
  }),
  /** Modify on the group, system deposit y and no blackout (§5, §6), decided by the server's policy. */
  editable: z.boolean(),
  /** The external vendor tool, only for the two roles and a vendor with code 12 (§6). */
  vendorToolUrl: z.nullable(z.string()),
  /** The first account description marks a vendor rollout (§2.7 AcclarisRolloutError). */
  rollout: z.boolean(),
});
export type SpendingAccountsResponse = z.infer<typeof spendingAccountsResponseSchema>;

const dateOrEmpty = z
  .string({ error: genericMessages.invalidDate })
  .check(
    z.maxLength(10, genericMessages.invalidDate),
    z.regex(/^(\d{2}\/\d{2}\/\d{4})?$/, genericMessages.invalidDate),
  );

/**
 * PUT /api/employees/{umi}/spending-accounts: one plan period's election and the pay frequency
 * (§7 saveSpendingAccountInformation). The server checks it with @epr/forms' spending schemas (§5).
 */
export const spendingElectionSaveRequestSchema = z.strictObject({
  groupNumber: groupNumberSchema,
  payFrequency: z
    .string({ error: spendingMessages.payFrequency })
    .check(z.maxLength(2, spendingMessages.payFrequency), z.regex(/^\d*$/, spendingMessages.payFrequency)),
  accountType: z.string().check(z.regex(/^[A-Z]{2,6}$/, spendingRequestMessages.accountType)),
  planPeriod: z.string().check(z.regex(/^\d{4}$/, spendingRequestMessages.planPeriod)),
  status: z.enum(spendingPlanStatuses, { error: spendingRequestMessages.status }),
  beginDate: dateOrEmpty,
  endDate: dateOrEmpty,
  employeeAnnualContribution: z
    .string({ error: spendingMessages.amount })
    .check(z.maxLength(13, spendingMessages.amount), z.regex(/^[\d.]*$/, spendingMessages.amount)),
});
export type SpendingElectionSaveRequest = z.infer<typeof spendingElectionSaveRequestSchema>;

/**
 * The save's answer as the page reads it: the employee's new version (the write pipeline's
 * EmployeeChangeResponse, whose other fields the page does not use). Its own schema, so the page's
 * chunk does not pull the employee changes' schemas out of the shared client chunk.
 */
export const spendingSaveResponseSchema = z.looseObject({ umi: z.string(), version: z.int() });
export type SpendingSaveResponse = z.infer<typeof spendingSaveResponseSchema>;

/** The path of an employee's spending accounts. */
const spendingPath = (umi: string) => `/api/employees/${encodeURIComponent(umi)}/spending-accounts`;

/**
 * The spending calls over a client's `call` (createCall). Apart from `createApiClient`, so only the
 * spending page's chunk carries these schemas (every route shares the client's chunk, and the
 * largest routes sit at the 100 kB budget).
 */
export function spendingCalls(call: ApiCall) {
  return {
    /** The employee's spending accounts in a group (or the group list when none was chosen). */
    spendingAccounts: (umi: string, query: SpendingQuery) =>
      call(
        `${spendingPath(umi)}${query.groupNumber ? `?${new URLSearchParams({ groupNumber: query.groupNumber })}` : ""}`,
        spendingAccountsResponseSchema,
      ),
    /** Saves one plan period's election through the employee write pipeline (If-Match, Idempotency-Key). */
    saveSpendingElection: (
      umi: string,
      body: SpendingElectionSaveRequest,
      version: number,
      idempotencyKey: string,
    ): Promise<SpendingSaveResponse> =>
      call(spendingPath(umi), spendingSaveResponseSchema, {
        method: "PUT",
        body: JSON.stringify(body),
        headers: { "if-match": `"${version}"`, "idempotency-key": idempotencyKey },
      }),
  };
}
