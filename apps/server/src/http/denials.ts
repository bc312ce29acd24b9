import type { Context } from "hono";
import { routePath } from "hono/route";
import { audit } from "./audit.js";
import type { AppEnv } from "./env.js";
import type { HttpError } from "./errors.js";
import { logServerError } from "./server-error.js";

/** The audit action of a refused call (the audit log records every denial). */
export const ACCESS_DENIED_ACTION = "access.denied";

/**
 * Records a 403 (every denial is audited, beyond the spec): who (the session's
 * administrator, if any), the method and route pattern (never the path, which can carry data) and
 * the refusal's code. A denial stays a denial if its row cannot be written; that failure is logged.
 */
export async function auditDenial(c: Context<AppEnv>, error: HttpError): Promise<void> {
  const session = c.get("session") ?? c.get("passwordSession") ?? c.get("pendingSession");
  try {
    await audit(
      c.get("deps").db,
      session?.adminId ?? null,
      ACCESS_DENIED_ACTION,
      `${c.req.method} ${routePath(c) || "?"}`,
      error.code ? { code: error.code } : {},
    );
  } catch (failure) {
    logServerError(c, failure);
  }
}
