import { employeeRecordSchema, searchDataSchema, searchResultSchema, summaryGroupSchema } from "@epr/domain";
import { employeeSearchSchema, genericMessages } from "@epr/forms/schemas";
import * as z from "zod/mini";
import type { ApiCall } from "./call.js";

/**
 * POST /api/employees/search: employees by last name, group number or member ID
 * (enrollment.md §7 Employee search). `searchData.listId` in the answer means more results;
 * sending it back ('View next') returns the next page, which the portal appends. The answer never
 * echoes a member ID in full: `searchData.memberId` is masked (it may be an SSN).
 */
export const employeeSearchResponseSchema = z.object({
  employees: z.array(searchResultSchema),
  searchData: searchDataSchema,
});
export type EmployeeSearchResponse = z.infer<typeof employeeSearchResponseSchema>;

/**
 * GET /api/employees/{umi}: the employee record in data.payload (enrollment.md §7), and its groups
 * (the domain's `summaryGroupSchema`, which the summary card also takes).
 */
export const employeeSummaryResponseSchema = z.object({
  payload: employeeRecordSchema,
  groups: z.array(summaryGroupSchema),
  version: z.int(),
});
export type EmployeeSummaryResponse = z.infer<typeof employeeSummaryResponseSchema>;

/** A member ID (umi) in a path: letters and digits only. */
export const umiParamSchema = z.object({
  umi: z
    .string()
    .check(z.trim(), z.regex(/^[A-Za-z0-9]{1,20}$/, "A member ID has 1 to 20 letters and digits.")),
});

/** A `listId` the server did not give (our wording: the spec shows none). */
export const INVALID_LIST_ID = "listId is not one this server gave.";

/**
 * The search request, sent as a JSON body so a member ID (which may be an SSN) never appears in a
 * URL (URLs are logged): the find-employee panel's fields, validated by the same schema and messages the
 * portal uses (@epr/forms), plus the opaque `listId` of 'View next'.
 */
export const employeeSearchRequestSchema = z
  .object({
    lastName: z.optional(z.string({ error: genericMessages.format })),
    groupNumber: z.optional(z.string({ error: genericMessages.format })),
    memberId: z.optional(z.string({ error: genericMessages.format })),
    listId: z.optional(
      z
        .string({ error: INVALID_LIST_ID })
        .check(z.maxLength(200, INVALID_LIST_ID), z.regex(/^[A-Za-z0-9_-]+$/, INVALID_LIST_ID)),
    ),
  })
  .check(
    z.superRefine((values, ctx) => {
      const result = employeeSearchSchema.safeParse(values);
      if (result.success) return;
      for (const issue of result.error.issues)
        ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
    }),
  );
export type EmployeeSearchRequest = z.infer<typeof employeeSearchRequestSchema>;

/** Search fields as the form gives them, plus the paging key of 'View next'. */
export type EmployeeSearchQuery = z.output<typeof employeeSearchSchema> & { listId?: string | undefined };

/** The find page's call: its results' schema loads with the find page only (docs/benchmarks.md, Size). */
export function employeeSearchCalls(call: ApiCall) {
  return {
    /** A POST with the fields in the body: a member ID may be an SSN and never goes in a URL. */
    searchEmployees: (query: EmployeeSearchQuery): Promise<EmployeeSearchResponse> => {
      const body = Object.fromEntries(Object.entries(query).filter(([, value]) => value));
      return call("/api/employees/search", employeeSearchResponseSchema, {
        method: "POST",
        body: JSON.stringify(body),
      });
    },
  };
}

/** One employee's summary, read by the review page and the pages that change an employee. */
export function employeeSummaryCalls(call: ApiCall) {
  return {
    employeeSummary: (umi: string) =>
      call(`/api/employees/${encodeURIComponent(umi)}`, employeeSummaryResponseSchema),
  };
}
