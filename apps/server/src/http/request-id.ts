import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { setAnswerHeaders } from "./answer-headers.js";

declare module "hono" {
  interface ContextVariableMap {
    /** Names one request in the log and in its answer, so support can find one from the other. */
    requestId: string;
  }
}

export const REQUEST_ID_HEADER = "X-Request-Id";

/**
 * Gives every request an id of our making (never the client's, which could forge log lines),
 * answered in X-Request-Id. The log names a failed request by it instead of by its data (no PII in logs).
 */
export const requestId: MiddlewareHandler = async (c, next) => {
  const id = randomUUID();
  c.set("requestId", id);
  await next();
  setAnswerHeaders(c, { [REQUEST_ID_HEADER]: id });
};
