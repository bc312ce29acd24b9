import { indicatorValues, medicareEligibleSchema, otherInsuranceSchema } from "@epr/domain";
import * as z from "zod/mini";
import type { ApiCall } from "./call.js";
import { umiParamSchema } from "./employees.js";
import { groupNumberSchema } from "./reference.js";

/**
 * The four history services (enrollment.md §7 History: memberCOBHistory, memberPlanHistory,
 * memberPCPHistory, memberReportCodeHistory, each with {umi, groupNo}), one route each:
 * GET /api/employees/{umi}/history/{cob|plan|pcp|report-code}?groupNumber=…&limit=…&after=…
 * The answer's `payload` is the list of records (§7 "response data.payload list"), newest first.
 */
export const historyKindPaths = ["cob", "plan", "pcp", "report-code"] as const;
/** A history service, as its path names it. */
export type HistoryKindPath = (typeof historyKindPaths)[number];

/** Records per page when the caller names none, and the most one page holds (our choice). */
export const HISTORY_PAGE_SIZE = 20;
export const HISTORY_MAX_PAGE_SIZE = 100;

/** Our wording for malformed history queries (the spec names none). */
export const historyMessages = {
  limit: `limit must be a whole number from 1 to ${HISTORY_MAX_PAGE_SIZE}.`,
  invalidCursor: "after is not one this server gave.",
} as const;

/** The path of a history service. */
export const historyParamSchema = umiParamSchema;

/**
 * `groupNumber`: the group whose history is read (COB rows have no group and show in every
 * group's COB history); without it, every group of the employee this administrator may read.
 * `after`: the `next` of the previous page (an opaque keyset cursor).
 */
export const historyQuerySchema = z.object({
  groupNumber: z.optional(groupNumberSchema),
  limit: z._default(
    z.coerce
      .number({ error: historyMessages.limit })
      .check(
        z.int(historyMessages.limit),
        z.gte(1, historyMessages.limit),
        z.lte(HISTORY_MAX_PAGE_SIZE, historyMessages.limit),
      ),
    HISTORY_PAGE_SIZE,
  ),
  after: z.optional(
    z
      .string({ error: historyMessages.invalidCursor })
      .check(
        z.maxLength(200, historyMessages.invalidCursor),
        z.regex(/^[A-Za-z0-9_-]+$/, historyMessages.invalidCursor),
      ),
  ),
});
export type HistoryQuery = z.input<typeof historyQuerySchema>;

/** The transactions that write history (enrollment.md §7 reads history; which writes add to it is ours). */
export const historyTransactionTypeSchema = z.enum([
  "ADD",
  "EDIT",
  "CANCEL",
  "REINSTATE",
  "REMOVE_CANCEL_DATE",
  "PCP_CHANGE",
]);
export type HistoryTransactionType = z.infer<typeof historyTransactionTypeSchema>;

/**
 * One change of one subject of one member (enrollment.md §3 History records, "including groupId").
 * `before`/`after` hold the subject's values as the record held them, null when it was added or
 * removed: a memberLob (plan), a providerInformation (PCP), a report code, or a
 * {@link cobHistoryValueSchema} (COB).
 */
export const historyRecordSchema = z.object({
  id: z.string(),
  /** Null for COB, which belongs to the member. */
  groupId: z.nullable(z.string()),
  /** When, in UTC (ISO 8601). */
  when: z.string(),
  /** Who: the administrator's name. */
  who: z.string(),
  memberName: z.string(),
  /** 'subscriber' or 'dependent:<sequence>'. */
  memberKey: z.string(),
  transactionType: historyTransactionTypeSchema,
  before: z.nullable(z.unknown()),
  after: z.nullable(z.unknown()),
});
export type HistoryRecord = z.infer<typeof historyRecordSchema>;

/** One page of a history service: `next` is there when an older page exists. */
export const historyResponseSchema = z.object({
  payload: z.array(historyRecordSchema),
  next: z.nullable(z.string()),
});
export type HistoryResponse = z.infer<typeof historyResponseSchema>;

/**
 * The values a COB history row holds on each side: the member's answers (the other insurance and
 * Medicare indicators, always there) and their other insurance and Medicare details (enrollment.md
 * §3), null when the member has none. The writers (employees/history-diff.ts, the seed) send this
 * shape; the history modals (@epr/ui historyColumns) read these keys.
 */
export const cobHistoryValueSchema = z.object({
  otherInsuranceIndicator: z.nullish(z.enum(indicatorValues)),
  medicareEligibleIndicator: z.nullish(z.enum(indicatorValues)),
  otherInsurance: z.nullish(otherInsuranceSchema),
  medicareEligible: z.nullish(medicareEligibleSchema),
});
export type CobHistoryValue = z.infer<typeof cobHistoryValueSchema>;

/** The typed client's history calls (`createApiClient().employeeHistory`). */
export function historyCalls(call: ApiCall) {
  return {
    /** One page of one history service, newest first. */
    employeeHistory: (umi: string, kind: HistoryKindPath, query: HistoryQuery = {}) => {
      const params = new URLSearchParams();
      if (query.groupNumber) params.set("groupNumber", query.groupNumber);
      if (query.limit !== undefined) params.set("limit", String(query.limit));
      if (query.after) params.set("after", query.after);
      const search = params.size ? `?${params}` : "";
      return call(
        `/api/employees/${encodeURIComponent(umi)}/history/${kind}${search}`,
        historyResponseSchema,
      );
    },
  };
}
