import { type ApiErrorBody, type ErrorCode, SESSION_ENDED_MESSAGE } from "@epr/contract";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ZodError } from "zod";

/**
 * An error a handler throws to answer with a status, a sentence for people and one of the
 * contract's error codes (a code outside `errorCodes` does not typecheck).
 */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly code?: ErrorCode,
    /** Bad input: each field at fault with its message (as the guard's 400s carry them). */
    readonly issues?: { path: string; message: string }[],
    /** What the refusal carries beyond its sentence (an eligibility file's: where, the 999). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** The body of an HttpError's answer (app.ts onError; stored for replay by http/idempotency.ts). */
export const httpErrorBody = (error: HttpError): ApiErrorBody => ({
  ...errorBody(error.message, error.code, error.issues),
  ...(error.details ? { details: error.details } : {}),
});

/** An error answer's body: the contract's shape, with a code of its enum. */
export const errorBody = (
  message: string,
  code?: ErrorCode,
  issues?: { path: string; message: string }[],
  extra: Pick<ApiErrorBody, "requestId"> = {},
): ApiErrorBody => ({
  message,
  ...(code ? { code } : {}),
  ...(issues?.length ? { issues } : {}),
  ...extra,
});

export const unauthorized = () => new HttpError(401, "Please log in to continue.", "unauthenticated");
/** A 401 to a call whose session cookie names a session that ended (idle, lifetime, signed out). */
export const sessionEnded = () => new HttpError(401, SESSION_ENDED_MESSAGE, "session_ended");
export const forbidden = (message = "You do not have access to this information.") =>
  new HttpError(403, message, "forbidden");

/** A 400 that names each field at fault with the shared schema's message. */
export function badRequest(c: Context, error: ZodError) {
  const issues = error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
  const first = issues[0];
  const message = first
    ? first.path
      ? `${first.path}: ${first.message}`
      : first.message
    : "Invalid request.";
  return c.json(errorBody(message, "invalid_request", issues), 400);
}
