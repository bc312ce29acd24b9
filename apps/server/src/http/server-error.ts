import type { Context } from "hono";
import { routePath } from "hono/route";
import { errorFields, processLog } from "../observability/log.js";

/**
 * What the log may say of an unexpected error: one JSON line through the request's
 * logger (so it carries the request's id), with the method and route pattern (not the path, which
 * can carry data) and the error's class, code and stack frames (`errorFields`). Never its message,
 * detail, SQL or parameters.
 */
export function logServerError(c: Context, error: unknown): void {
  const log = c.get("log") ?? processLog();
  log.error({ method: c.req.method, route: routePath(c) || "?", ...errorFields(error) }, "request failed");
}

/** The same description as one string: class, code and stack frames only. */
export function describeError(error: unknown): string {
  const { errorKind, errorCode, stack } = errorFields(error);
  return `${errorKind}${errorCode ? ` (code ${errorCode})` : ""}\n${stack ?? ""}`;
}
