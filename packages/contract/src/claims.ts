import { claimSources } from "@epr/domain";
import * as z from "zod/mini";
import type { ApiCall } from "./call.js";
import { umiParamSchema } from "./employees.js";
import { groupNumberSchema } from "./reference.js";

/**
 * An employee's claims (assist-employees.md §2.9, §7 claimSummary with umi, groupNumber, startDate,
 * endDate; claimDetailsSupplement; the claims download):
 *   GET /api/employees/{umi}/claims?groupNumber=…&startDate=…&endDate=…&status=…&planType=…&member=…&after=…
 *   GET /api/claims/{claimNumber}
 *   GET /api/employees/{umi}/claims.xlsx?(the list's filters)
 * Filters with several values are comma-separated (status=1,3).
 */

/** Our wording for malformed claims queries (the spec names none). */
export const claimsQueryMessages = {
  date: "Dates are 8 digits, yyyyMMdd.",
  status: "status is a comma-separated list of status codes 1 to 5.",
  planType: `planType is a comma-separated list of ${claimSources.join(", ")}.`,
  member: "member is a comma-separated list of subscriber or dependent:<pin>.",
  invalidCursor: "after is not one this server gave.",
  claimNumber: "A claim number has 1 to 30 letters and digits.",
} as const;

const commaList = <T extends string>(item: RegExp, message: string) =>
  z.pipe(
    z
      .string({ error: message })
      .check(
        z.maxLength(400, message),
        z.regex(new RegExp(`^(${item.source})(,(${item.source}))*$`), message),
      ),
    z.transform((value) => [...new Set(value.split(","))] as T[]),
  );

const compactDate = z
  .string({ error: claimsQueryMessages.date })
  .check(z.regex(/^\d{8}$/, claimsQueryMessages.date));

/** A member of the claims, as the filters name them: the subscriber or a dependent by pin. */
export const claimMemberKeySchema = z.string().check(z.regex(/^(subscriber|dependent:\d{2})$/));

/** The filters of the summary and the download (assist-employees.md §2.9 refine panel). */
export const claimsFilterSchema = z.object({
  /** The group (the claims page's groupNumber, §2.1); without it, every group of the employee the administrator may read. */
  groupNumber: z.optional(groupNumberSchema),
  /** yyyyMMdd; without them, the last year (§9 default range). */
  startDate: z.optional(compactDate),
  endDate: z.optional(compactDate),
  status: z.optional(commaList<"1" | "2" | "3" | "4" | "5">(/[1-5]/, claimsQueryMessages.status)),
  planType: z.optional(
    commaList<(typeof claimSources)[number]>(
      new RegExp(claimSources.join("|")),
      claimsQueryMessages.planType,
    ),
  ),
  member: z.optional(commaList<string>(/subscriber|dependent:\d{2}/, claimsQueryMessages.member)),
});
/** The filters as the portal gives them. */
export type ClaimsFilter = z.input<typeof claimsFilterSchema>;

/** The summary's query: the filters and the keyset cursor of the page (10 a page, §9). */
export const claimsQuerySchema = z.extend(claimsFilterSchema, {
  after: z.optional(
    z
      .string({ error: claimsQueryMessages.invalidCursor })
      .check(
        z.maxLength(200, claimsQueryMessages.invalidCursor),
        z.regex(/^[A-Za-z0-9_-]+$/, claimsQueryMessages.invalidCursor),
      ),
  ),
});
export type ClaimsQuery = z.input<typeof claimsQuerySchema>;

export const claimsParamSchema = umiParamSchema;
export const claimParamSchema = z.object({
  claimNumber: z.string().check(z.regex(/^[A-Za-z0-9]{1,30}$/, claimsQueryMessages.claimNumber)),
});

/** One claim of the summary (assist-employees.md §3 Claim summary; §2.9 claim status row). */
export const claimRowSchema = z.object({
  claimNumber: z.string(),
  memberKey: z.string(),
  mbrFirstNm: z.string(),
  mbrLastNm: z.string(),
  /** MM/dd/yyyy */
  mbrBirthDate: z.nullable(z.string()),
  /** The claim source code: medical, dental, vision or ods. */
  sysSrcCode: z.enum(claimSources),
  /** The status code, 1 to 5 (§4). */
  bilgProvClmStaCd: z.int(),
  providerName: z.string(),
  /** MM/dd/yyyy */
  serviceDate: z.string(),
  billedAmount: z.number(),
  paidAmount: z.number(),
});
export type ClaimRow = z.infer<typeof claimRowSchema>;

/** How many claims hold one value of a filter, the other filters applied (the refine panel's counts). */
export const claimFilterCountSchema = z.object({
  value: z.string(),
  label: z.string(),
  count: z.int(),
});
export type ClaimFilterCount = z.infer<typeof claimFilterCountSchema>;

/** One page of the summary, with the counts of the refine panel and the range read. */
export const claimsPageSchema = z.object({
  claims: z.array(claimRowSchema),
  /** Claims matching every filter. */
  total: z.int(),
  next: z.nullable(z.string()),
  startDate: z.string(),
  endDate: z.string(),
  counts: z.object({
    status: z.array(claimFilterCountSchema),
    planType: z.array(claimFilterCountSchema),
    member: z.array(claimFilterCountSchema),
  }),
});
export type ClaimsPage = z.infer<typeof claimsPageSchema>;

/** One claim's detail (§7 claimDetailsSupplement): the row and its amounts and dates. */
export const claimDetailSchema = z.extend(claimRowSchema, {
  groupNumber: z.string(),
  allowedAmount: z.number(),
  memberResponsibility: z.number(),
  /** MM/dd/yyyy, null while in process. */
  processedDate: z.nullable(z.string()),
});
export type ClaimDetail = z.infer<typeof claimDetailSchema>;

/** The query string of the filters (and cursor), as the server reads it. */
export function claimsSearch(query: ClaimsQuery): string {
  const params = new URLSearchParams();
  if (query.groupNumber) params.set("groupNumber", query.groupNumber);
  if (query.startDate) params.set("startDate", query.startDate);
  if (query.endDate) params.set("endDate", query.endDate);
  if (query.status?.length) params.set("status", query.status);
  if (query.planType?.length) params.set("planType", query.planType);
  if (query.member?.length) params.set("member", query.member);
  if (query.after) params.set("after", query.after);
  return params.toString();
}

/** Where the Excel download of the filtered claims is (§7 claims download, opened by the browser). */
export function claimsDownloadPath(umi: string, filter: ClaimsFilter): string {
  return `/api/employees/${encodeURIComponent(umi)}/claims.xlsx?${claimsSearch(filter)}`;
}

/** The typed client's claims calls. */
export function claimsCalls(call: ApiCall) {
  return {
    /** One page (10) of an employee's claims in one group, newest service date first. */
    claims: (umi: string, query: ClaimsQuery) =>
      call(`/api/employees/${encodeURIComponent(umi)}/claims?${claimsSearch(query)}`, claimsPageSchema),
    /** One claim's detail. */
    claim: (claimNumber: string) => call(`/api/claims/${encodeURIComponent(claimNumber)}`, claimDetailSchema),
  };
}
