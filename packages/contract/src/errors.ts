import { z } from "zod";

/** Every error answer of the API: a sentence for people and, for bad input, the fields at fault. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** On a 500: names the request in the server's log, for support. */
  requestId: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** Thrown by the client for any non-2xx answer. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;
  /** The body's code, beside status and message, so @epr/domain's `failureMessage` reads it too. */
  readonly code: string | undefined;
  constructor(status: number, body: ApiErrorBody) {
    super(body.message);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
    this.code = body.code ?? undefined;
  }
}
