import { lineOfBusinessCodes, stateCodes } from "@epr/domain";
import {
  genericMessages,
  isValidSsn,
  PROVIDER_NUMBER_MAX,
  providerDirectoryMessages,
  providerMessages,
  subscriberMessages,
  withoutControlCharacters,
} from "@epr/forms/schemas";
import * as z from "zod/mini";
import type { ApiCall } from "./call.js";
import { enrollmentMessages } from "./enrollments.js";
import { queryString } from "./query-string.js";
import { payloadDateSchema, zipCodeSchema } from "./reference.js";

/** Providers per page of the directory search (our choice: the spec names no page size). */
export const PROVIDER_PAGE_SIZE = 25;

/** Said for a directory search with no criterion: the directory card's words (@epr/forms). */
export const PROVIDER_SEARCH_EMPTY = providerDirectoryMessages.atLeastOne;
/** Said for a `listId` the server did not give (our wording). */
export const PROVIDER_LIST_ID_MESSAGE = "listId is not one this server gave.";

const searchText = (max: number) =>
  z.optional(
    withoutControlCharacters(
      z.string({ error: genericMessages.format }).check(z.trim(), z.maxLength(max, genericMessages.tooLong)),
    ),
  );

/**
 * GET /api/providers: the built-in provider directory (enrollment.md §7 Find a doctor:
 * city, state and 5-digit zip) searched by name (prefix), number, city, state and ZIP, within a
 * network (`productName`) when given, one page at a time; `listId` from the previous answer asks for the next page.
 */
export const providerSearchQuerySchema = z
  .object({
    name: searchText(60).check(z.meta({ example: "RIVER" })),
    number: searchText(PROVIDER_NUMBER_MAX),
    city: searchText(40),
    state: z.optional(z.enum(stateCodes, { error: genericMessages.format })),
    zipCode: z.optional(zipCodeSchema),
    /**
     * Narrows the search to one network: the group's product name from the group name service,
     * for brands whose rule uses it (enrollment.md §7 Group name by group number). Not a criterion
     * on its own.
     */
    productName: searchText(120).check(z.meta({ example: "Acme Salaried Plan" })),
    listId: z.optional(
      z
        .string({ error: PROVIDER_LIST_ID_MESSAGE })
        .check(
          z.maxLength(200, PROVIDER_LIST_ID_MESSAGE),
          z.regex(/^[A-Za-z0-9_-]+$/, PROVIDER_LIST_ID_MESSAGE),
        ),
    ),
  })
  .check(
    z.refine((q) => Boolean(q.name || q.number || q.city || q.state || q.zipCode), PROVIDER_SEARCH_EMPTY),
  );
export type ProviderSearchQuery = z.infer<typeof providerSearchQuerySchema>;

/** A provider of the directory. */
export const providerSchema = z.object({
  providerNumber: z.string(),
  name: z.string(),
  address1: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  phone: z.string(),
  acceptingNewPatients: z.boolean(),
  insuranceLines: z.array(z.string()),
  planAreaCodes: z.array(z.string()),
});
export type Provider = z.infer<typeof providerSchema>;

/** One page of providers, ordered by name then number; `listId` when there are more. */
export const providerSearchResponseSchema = z.object({
  providers: z.array(providerSchema),
  listId: z.optional(z.string()),
});
export type ProviderSearchResponse = z.infer<typeof providerSearchResponseSchema>;

/**
 * POST /api/providers/validate-pcp (enrollment.md §7 Validate PCP): pcpNum, ssn, planAreaCde, dob
 * (MM/dd/yyyy), contractId, insuranceLineCde, pcpEffDte (MM/dd/yyyy), existingPatient. A POST: the
 * body carries an SSN, which never goes in a URL. A resumed enrollment holds the SSN masked (the
 * server never sends it back whole): it names the enrollment in progress by its opaque id instead
 * (`enrollmentId`), and the server takes the SSN on file. Exactly one of the two.
 */
export const validatePcpRequestSchema = z
  .object({
    pcpNum: withoutControlCharacters(
      z
        .string({ error: providerMessages.physicianNumber })
        .check(
          z.trim(),
          z.minLength(1, providerMessages.physicianNumber),
          z.maxLength(PROVIDER_NUMBER_MAX, providerMessages.physicianNumber),
          z.regex(/^\S+$/, providerMessages.physicianNumber),
        ),
    ),
    ssn: z.optional(
      z
        .string({ error: subscriberMessages.ssn })
        .check(
          z.refine(
            (value) => /^\d{3}-?\d{2}-?\d{4}$/.test(value) && isValidSsn(value.replace(/-/g, "")),
            subscriberMessages.ssn,
          ),
        ),
    ),
    enrollmentId: z.optional(z.uuid({ error: enrollmentMessages.invalidId })),
    planAreaCde: z
      .string({ error: genericMessages.format })
      .check(z.regex(/^\d{3}$/, genericMessages.format)),
    dob: payloadDateSchema,
    contractId: z
      .string({ error: genericMessages.format })
      .check(z.trim(), z.regex(/^[A-Za-z0-9-]{1,20}$/, genericMessages.format)),
    insuranceLineCde: z.enum(lineOfBusinessCodes as [string, ...string[]], { error: genericMessages.format }),
    pcpEffDte: payloadDateSchema,
    existingPatient: z.boolean({ error: genericMessages.format }),
  })
  .check(
    z.refine((body) => (body.ssn === undefined) !== (body.enrollmentId === undefined), {
      path: ["ssn"],
      message: subscriberMessages.ssn,
    }),
  );
export type ValidatePcpRequest = z.infer<typeof validatePcpRequestSchema>;

/**
 * The validation's answer: the provider in payload when accepted (null for a no-PCP number);
 * otherwise payload null and the reason in returnCodeDescription, which the portal shows on the
 * field — 'Please enter a valid Provider Number.' when the number is unknown (enrollment.md §7).
 */
export const validatePcpResponseSchema = z.object({
  valid: z.boolean(),
  payload: z.nullable(z.object({ physicianNumber: z.string(), physicianName: z.string() })),
  returnCode: z.nullable(z.string()),
  returnCodeDescription: z.nullable(z.string()),
});
export type ValidatePcpResponse = z.infer<typeof validatePcpResponseSchema>;

/** The provider directory's search and the PCP check (enrollment.md §7 Providers). */
export function providerCalls(call: ApiCall) {
  return {
    searchProviders: (query: ProviderSearchQuery) =>
      call(`/api/providers${queryString(query)}`, providerSearchResponseSchema),
    /** A POST: the body carries the member's SSN. */
    validatePcp: (body: ValidatePcpRequest) =>
      call("/api/providers/validate-pcp", validatePcpResponseSchema, {
        method: "POST",
        body: JSON.stringify(body),
      }),
  };
}
