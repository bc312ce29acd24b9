import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { loadSession, SESSION_COOKIE, type SessionContext } from "../auth/sessions.js";
import type { AppEnv } from "./env.js";
import { unauthorized } from "./errors.js";

/** Resolves the session cookie (if any) for every /api call. */
export const resolveSession = createMiddleware<AppEnv>(async (c, next) => {
  const token = getCookie(c, SESSION_COOKIE);
  const { db, config } = c.var.deps;
  const session = token ? await loadSession(db, token, config.sessionIdleMinutes, config.pinnedBrand) : null;
  // Until the factor is verified the session may call nothing else (issue 10): it is not one.
  const pending = session?.factorPending ? session : null;
  // With a temporary password it may call only the password change (session-and-admin.md §4).
  const password = !pending && session?.passwordChangeRequired ? session : null;
  c.set("session", pending || password ? null : session);
  c.set("pendingSession", pending);
  c.set("passwordSession", password);
  await next();
});

/** The session, or a 401: every call but login, logout, health and config needs one. */
export function requireSession(session: SessionContext | null): SessionContext {
  if (!session) throw unauthorized();
  return session;
}
