import { apiErrorSchema } from "@epr/contract";

/** A JSON body of a route's OpenAPI description. */
export const json = <T>(schema: T) => ({ "application/json": { schema } });

/** The error answers every signed-in route may give (issue 7 §6 order). */
export const standardErrors = {
  400: { description: "Malformed input", content: json(apiErrorSchema) },
  401: { description: "Not signed in", content: json(apiErrorSchema) },
  403: { description: "Not entitled", content: json(apiErrorSchema) },
} as const;

/** A 404 of a route naming a record. */
export const notFoundError = {
  404: { description: "No such record", content: json(apiErrorSchema) },
} as const;
