import { apiErrorSchema, type ErrorCode, policyRefusalCodes } from "@epr/contract";

/**
 * The one place a route's OpenAPI description is assembled from: route files take their bodies
 * and error answers from here and never build them by hand (responses.test.ts keeps it so).
 */

/** A JSON body of a route's OpenAPI description, with an example when the document shows one. */
export const json = <T>(
  schema: T,
  example?: unknown,
): { "application/json": { schema: T; example?: unknown } } =>
  example === undefined ? { "application/json": { schema } } : { "application/json": { schema, example } };

/** The codes an error answer may carry: at least one, each of the contract's `errorCodes`. */
export type ErrorCodes = readonly [ErrorCode, ...ErrorCode[]];

/**
 * One error answer: the contract's error body (its `code` the `ErrorCode` component), with what
 * the status means on this route and the codes it answers with there (`x-error-codes`, which
 * openapi.test.ts checks against the enum).
 */
export const errorAnswer = (description: string, codes: ErrorCodes) => ({
  description,
  content: json(apiErrorSchema),
  "x-error-codes": [...new Set(codes)],
});

/** The 403s of a signed-in route: the policy's denials, and a write from another site. */
export const refusalCodes = [...policyRefusalCodes, "foreign_origin"] as const satisfies ErrorCodes;

/** The error answers of a route that checks input and sign-in but no entitlement. */
export const signInErrors = {
  400: errorAnswer("Malformed input", ["invalid_request"]),
  401: errorAnswer("Not signed in", ["unauthenticated", "session_ended"]),
} as const;

/** The error answers every signed-in route may give (in the guard's order, http/guard.ts). */
export const standardErrors = {
  ...signInErrors,
  403: errorAnswer("Not entitled", refusalCodes),
} as const;

/** A 404 of a route naming a record. */
export const notFoundError = {
  404: errorAnswer("No such record", ["not_found"]),
} as const;
