import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { loadSession, SESSION_COOKIE, type SessionContext } from "../auth/sessions.js";
import type { AppEnv } from "./env.js";
import { unauthorized } from "./errors.js";

/** Resolves the session cookie (if any) for every /api call. */
export const resolveSession = createMiddleware<AppEnv>(async (c, next) => {
  const token = getCookie(c, SESSION_COOKIE);
  const { db, config } = c.var.deps;
  c.set(
    "session",
    token ? await loadSession(db, token, config.sessionIdleMinutes, config.pinnedBrand) : null,
  );
  await next();
});

/** The session, or a 401: every call but login, logout, health and config needs one. */
export function requireSession(session: SessionContext | null): SessionContext {
  if (!session) throw unauthorized();
  return session;
}
