import {
  clientSearchFormSchema,
  conditionsMessages,
  employerSearchFields,
  refineEmployerSearch,
} from "@epr/forms/schemas";
import * as z from "zod/mini";
import type { ApiCall } from "./call.js";
import { clientListSchema, sessionSchema } from "./session.js";

/** Said when a page cursor is not one this server gave. */
export const CLIENT_LIST_ID_MESSAGE = "listId is not one this server gave.";

/**
 * GET /api/internal/clients: the internal 'Clients - Log in as an Employer' search
 * (session-and-admin.md §2 /clients) with the employer-search rules of assist-employees.md §5
 * (number or name, not both; number digits only, at least 6; a name at least 3 characters to begin
 * with, 5 to contain), the status filter (All by default) and the next page's `listId`.
 */
export const internalClientSearchQuerySchema = z
  .object({
    ...employerSearchFields,
    number: employerSearchFields.number.check(z.meta({ example: "100001" })),
    status: clientSearchFormSchema.shape.status,
    listId: z.optional(
      z
        .string({ error: CLIENT_LIST_ID_MESSAGE })
        .check(z.maxLength(200, CLIENT_LIST_ID_MESSAGE), z.regex(/^[A-Za-z0-9_-]+$/, CLIENT_LIST_ID_MESSAGE)),
    ),
  })
  .check(z.superRefine(refineEmployerSearch));
/** The internal clients search as sent. */
export type InternalClientSearchQuery = z.input<typeof internalClientSearchQuerySchema>;

/** One client of the internal list. */
export const internalClientSchema = z.object({
  clientNumber: z.string(),
  clientName: z.string(),
  clientStatus: z.enum(["active", "cancelled"]),
  brandCode: z.string(),
});
export type InternalClient = z.infer<typeof internalClientSchema>;

/** One page (25) of the internal clients list, by name then number; `listId` when more follow. */
export const internalClientSearchResponseSchema = z.object({
  clients: z.array(internalClientSchema),
  listId: z.nullable(z.string()),
});
export type InternalClientSearchResponse = z.infer<typeof internalClientSearchResponseSchema>;

/** POST /api/cancelled-conditions: the administrator agrees to the cancelled client's conditions. */
export const acceptConditionsSchema = z.strictObject({
  agree: z.literal(true, { error: conditionsMessages.agree }),
});

/**
 * The answer: when this administrator accepted (null when the client is not cancelled, so there
 * was nothing to accept), where the confirmation e-mail went (masked), and the session now.
 */
export const conditionsAcceptanceSchema = z.object({
  acceptedAt: z.nullable(z.string()),
  confirmationSentTo: z.nullable(z.string()),
  session: sessionSchema,
});
export type ConditionsAcceptance = z.infer<typeof conditionsAcceptanceSchema>;

/**
 * The client selection pages' calls (session-and-admin.md §2): the administrator's clients, the
 * internal clients list and the choice of one; apart from `createApiClient`, so only those pages
 * carry their schemas (docs/benchmarks.md, Size).
 */
export function clientSelectionCalls(call: ApiCall) {
  return {
    clients: () => call("/api/clients", clientListSchema),
    chooseClient: (clientNumber: string) =>
      call("/api/session/client", sessionSchema, { method: "PUT", body: JSON.stringify({ clientNumber }) }),
    /** The internal clients list, one page of 25 (session-and-admin.md §2 /clients). */
    internalClients: (query: InternalClientSearchQuery) => {
      const params = new URLSearchParams(
        Object.entries(query).flatMap(([key, value]) => (value ? [[key, String(value)]] : [])),
      );
      return call(`/api/internal/clients?${params}`, internalClientSearchResponseSchema);
    },
  };
}

/** The cancelled client's conditions page's call (session-and-admin.md §4 Cancelled client). */
export function cancelledConditionsCalls(call: ApiCall) {
  return {
    /** Agrees to the cancelled client's conditions. */
    acceptConditions: () =>
      call("/api/cancelled-conditions", conditionsAcceptanceSchema, {
        method: "POST",
        body: JSON.stringify({ agree: true }),
      }),
  };
}
