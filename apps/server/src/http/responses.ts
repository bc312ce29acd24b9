import { apiErrorSchema } from "@epr/contract";

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

/** One error answer: the contract's error body, with what the status means on this route. */
export const errorAnswer = (description: string) => ({ description, content: json(apiErrorSchema) });

/** The error answers of a route that checks input and sign-in but no entitlement. */
export const signInErrors = {
  400: errorAnswer("Malformed input"),
  401: errorAnswer("Not signed in"),
} as const;

/** The error answers every signed-in route may give (in the guard's order, http/guard.ts). */
export const standardErrors = {
  ...signInErrors,
  403: errorAnswer("Not entitled"),
} as const;

/** A 404 of a route naming a record. */
export const notFoundError = {
  404: errorAnswer("No such record"),
} as const;
