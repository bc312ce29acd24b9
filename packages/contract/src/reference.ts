import {
  cancelReasonOptionSchema,
  DATE_FORMATS,
  lifeEventRuleSchema,
  namePrefixes,
  parseDate,
  relationshipCodes,
  specialStatuses,
} from "@epr/domain";
import { genericMessages, searchLimits, searchMessages, subscriberMessages } from "@epr/forms/schemas";
import * as z from "zod/mini";
import type { ApiCall } from "./call.js";
import { queryString } from "./query-string.js";

/** Said for a query date not written MM-dd-yyyy (enrollment.md §7 Dates; our wording). */
export const QUERY_DATE_MESSAGE = `Please send the date as ${DATE_FORMATS.usDash}.`;

/** A date in a query: MM-dd-yyyy (enrollment.md §7 "MM-dd-yyyy for queries"). */
export const queryDateSchema = z.string({ error: QUERY_DATE_MESSAGE }).check(
  z.trim(),
  z.refine((value) => parseDate(value, "usDash") !== null, QUERY_DATE_MESSAGE),
);

/** A date in a payload: MM/dd/yyyy (enrollment.md §7 "MM/dd/yyyy for stored values and payloads"). */
export const payloadDateSchema = z.string({ error: genericMessages.invalidDate }).check(
  z.trim(),
  z.refine((value) => parseDate(value, "us") !== null, genericMessages.invalidDate),
);

/** A group number: digits, 6 to 15 (the find panel's rule and messages, enrollment.md §5 Search). */
export const groupNumberSchema = z
  .string({ error: searchMessages.groupNumberDigits })
  .check(
    z.trim(),
    z.regex(/^\d*$/, searchMessages.groupNumberDigits),
    z.minLength(6, searchMessages.groupNumberMin),
    z.maxLength(searchLimits.groupNumber, searchMessages.tooLong),
  );

/** A subscriber's ZIP code: 5 digits (enrollment.md §9), with the subscriber form's message. */
export const zipCodeSchema = z
  .string({ error: subscriberMessages.zip })
  .check(z.trim(), z.regex(/^\d{5}$/, subscriberMessages.zip));

/** An option of a select: code and label. */
export const optionSchema = z.object({ value: z.string(), label: z.string() });
export type Option = z.infer<typeof optionSchema>;

/**
 * GET /api/reference/prefixes-and-relationships (enrollment.md §3 Option lists, §7 "prefix-and-
 * relationship values (response prefixes and relationships)"), from the @epr/domain code lists.
 */
export const prefixesAndRelationshipsSchema = z.object({
  prefixes: z.array(z.extend(optionSchema, { value: z.enum(namePrefixes) })),
  relationships: z.array(z.extend(optionSchema, { value: z.enum(relationshipCodes) })),
});
export type PrefixesAndRelationships = z.infer<typeof prefixesAndRelationshipsSchema>;

/** GET /api/reference/special-statuses: an array of value and label (enrollment.md §7). */
export const specialStatusOptionsSchema = z.array(z.extend(optionSchema, { value: z.enum(specialStatuses) }));
export type SpecialStatusOptions = z.infer<typeof specialStatusOptionsSchema>;

/** GET /api/life-events/rules (only with SEP on, enrollment.md §7): the rules in payload. */
export const lifeEventRulesResponseSchema = z.object({ payload: z.array(lifeEventRuleSchema) });
export type LifeEventRulesResponse = z.infer<typeof lifeEventRulesResponseSchema>;

/**
 * GET /api/life-events/open-enrollment: the group and the day asked about (default today). Without a
 * group, the client's: in open enrollment when any of its active groups is (an add flow asks before
 * its groups are chosen; enrollment.md §4 Special enrollment).
 */
export const openEnrollmentQuerySchema = z.object({
  groupNumber: z.optional(groupNumberSchema).check(z.meta({ example: "100100" })),
  date: z.optional(queryDateSchema),
});

/**
 * Whether the day lies in the group's open enrollment window (session-and-admin.md §9: start and end
 * compared with the date), with the window (MM/dd/yyyy) when the group has one.
 */
export const openEnrollmentResponseSchema = z.object({
  payload: z.object({
    /** Null when the client's groups were asked about. */
    groupNumber: z.nullable(z.string()),
    openEnrollment: z.boolean(),
    startDate: z.nullable(z.string()),
    endDate: z.nullable(z.string()),
  }),
});
export type OpenEnrollmentResponse = z.infer<typeof openEnrollmentResponseSchema>;

/**
 * GET /api/reference/cancel-reasons (enrollment.md §7 "Cancel reason codes: payload list of {value,
 * label}"): the reasons an administrator may choose, reason 99 left out (§5, §9).
 */
export const cancelReasonsResponseSchema = z.object({ payload: z.array(cancelReasonOptionSchema) });
export type CancelReasonsResponse = z.infer<typeof cancelReasonsResponseSchema>;

/** The add flow's life event calls (enrollment.md §7 Special enrollment). */
export function lifeEventCalls(call: ApiCall) {
  return {
    /** Life event rules; the server answers 404 while the SEP flag is off. */
    lifeEventRules: () => call("/api/life-events/rules", lifeEventRulesResponseSchema),
    /** Whether `date` (MM-dd-yyyy, default today) is in open enrollment: the group's, or without one the client's. */
    openEnrollment: (groupNumber?: string, date?: string) =>
      call(
        `/api/life-events/open-enrollment${queryString({ groupNumber, date })}`,
        openEnrollmentResponseSchema,
      ),
  };
}

/** The reference lists (prefixes and relationships, special statuses, cancel reasons). */
export function referenceCalls(call: ApiCall) {
  return {
    prefixesAndRelationships: () =>
      call("/api/reference/prefixes-and-relationships", prefixesAndRelationshipsSchema),
    specialStatuses: () => call("/api/reference/special-statuses", specialStatusOptionsSchema),
    /** The cancel reasons to offer (enrollment.md §7), reason 99 already left out by the server. */
    cancelReasons: () => call("/api/reference/cancel-reasons", cancelReasonsResponseSchema),
  };
}
