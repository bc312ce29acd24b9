import { DATE_FORMATS, groupAdditionalInformationSchema, parseDate } from "@epr/domain";
import { genericMessages, withoutControlCharacters } from "@epr/forms/schemas";
import * as z from "zod/mini";
import type { ApiCall } from "./call.js";
import { queryString } from "./query-string.js";
import { groupNumberSchema, payloadDateSchema } from "./reference.js";

/** A group number in a path. */
export const groupParamSchema = z.object({
  groupNumber: groupNumberSchema.check(z.meta({ example: "100100" })),
});

/** Said for an effective date in neither query format (our wording). */
export const GROUP_DATE_MESSAGE = `Please send the date as ${DATE_FORMATS.usDash} or ${DATE_FORMATS.iso}.`;

/**
 * GET /api/groups/{groupNumber}/additional-information: the effective date is yyyy-MM-dd in one
 * caller and MM-dd-yyyy in another (enrollment.md §7), so both are read.
 */
export const groupInformationQuerySchema = z.object({
  effectiveDate: z.string({ error: GROUP_DATE_MESSAGE }).check(
    z.trim(),
    z.refine((v) => parseDate(v, "usDash") !== null || parseDate(v, "iso") !== null, GROUP_DATE_MESSAGE),
    z.meta({ example: "01-01-2026" }),
  ),
});

/**
 * Group additional information (enrollment.md §3) in payload, with the group number and whether
 * its client is ASO (self-funded; the COBRA checkbox and the ASO lookback depend on it).
 */
export const groupInformationResponseSchema = z.object({
  payload: z.extend(groupAdditionalInformationSchema, { groupNumber: z.string(), aso: z.boolean() }),
});
export type GroupInformationResponse = z.infer<typeof groupInformationResponseSchema>;

/** GET /api/groups/{groupNumber}/name: read at payload.providerDataList.providerDataRecord[0].productName (§7). */
export const groupNameResponseSchema = z.object({
  payload: z.object({
    providerDataList: z.object({ providerDataRecord: z.array(z.object({ productName: z.string() })) }),
  }),
});
export type GroupNameResponse = z.infer<typeof groupNameResponseSchema>;

/** A report code a group defines (enrollment.md §7 "Report codes for a group": code definitions). */
export const reportCodeDefinitionSchema = z.object({
  type: z.string(),
  abbreviatedType: z.string(),
  required: z.boolean(),
  maxLength: z.int(),
  allowedValues: z.array(z.string()),
  effectiveDate: z.string(),
  cancelDate: z.nullable(z.string()),
});

/** GET /api/groups/{groupNumber}/report-codes: the group's code definitions in payload. */
export const reportCodeDefinitionsResponseSchema = z.object({ payload: z.array(reportCodeDefinitionSchema) });
export type ReportCodeDefinitionsResponse = z.infer<typeof reportCodeDefinitionsResponseSchema>;

/** A report code text: no control characters (PostgreSQL refuses NUL); at most `max` characters (ours). */
const codeText = (max: number) =>
  withoutControlCharacters(
    z.string({ error: genericMessages.format }).check(z.maxLength(max, genericMessages.tooLong)),
  );

/**
 * POST /api/report-codes/validate (enrollment.md §7): a list of {groupNumber, coverageStartDate
 * MM/dd/yyyy, reportCodes[{abbreviatedType, type, value, required}]}.
 */
export const validateReportCodesRequestSchema = z
  .array(
    z.object({
      groupNumber: groupNumberSchema,
      coverageStartDate: payloadDateSchema,
      reportCodes: z
        .array(
          z.object({
            abbreviatedType: codeText(10).check(z.refine((v) => v.trim() !== "", genericMessages.required)),
            type: codeText(60),
            value: codeText(60),
            required: z.boolean(),
          }),
        )
        .check(z.maxLength(50, genericMessages.tooLong)),
    }),
  )
  .check(z.minLength(1, genericMessages.required), z.maxLength(25, genericMessages.tooLong));
export type ValidateReportCodesRequest = z.infer<typeof validateReportCodesRequestSchema>;

/** The errors as 'Group N: … (abbr)' lines; empty means valid (§7). */
export const validateReportCodesResponseSchema = z.object({ payload: z.array(z.string()) });
export type ValidateReportCodesResponse = z.infer<typeof validateReportCodesResponseSchema>;

/** A group's information, name and report codes, and the report codes' check. */
export function groupCalls(call: ApiCall) {
  return {
    groupInformation: (groupNumber: string, effectiveDate: string) =>
      call(
        `/api/groups/${encodeURIComponent(groupNumber)}/additional-information${queryString({ effectiveDate })}`,
        groupInformationResponseSchema,
      ),
    groupName: (groupNumber: string) =>
      call(`/api/groups/${encodeURIComponent(groupNumber)}/name`, groupNameResponseSchema),
    groupReportCodes: (groupNumber: string) =>
      call(
        `/api/groups/${encodeURIComponent(groupNumber)}/report-codes`,
        reportCodeDefinitionsResponseSchema,
      ),
    validateReportCodes: (body: ValidateReportCodesRequest) =>
      call("/api/report-codes/validate", validateReportCodesResponseSchema, {
        method: "POST",
        body: JSON.stringify(body),
      }),
  };
}
