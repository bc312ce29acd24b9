import {
  BACKGROUND_HEADER,
  BACKGROUND_HEADER_VALUE,
  SESSION_EXPIRES_HEADER,
  SESSION_IDLE_EXPIRES_HEADER,
} from "@epr/contract";
import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { loadSession, SESSION_COOKIE, type SessionContext } from "../auth/sessions.js";
import { setAnswerHeaders } from "./answer-headers.js";
import type { AppDeps, AppEnv } from "./env.js";
import { unauthorized } from "./errors.js";

/**
 * Resolves the session cookie (if any) for every /api call. A background refresh (header
 * `X-Background: 1`, the portal's polling) reads the session without moving its idle end (a page
 * left open must still time out); every answer with a live session tells its idle and absolute ends.
 */
export const resolveSession = createMiddleware<AppEnv>(async (c, next) => {
  const token = getCookie(c, SESSION_COOKIE);
  const background = c.req.header(BACKGROUND_HEADER) === BACKGROUND_HEADER_VALUE;
  const session = token ? await loadSessionFor(c.get("deps"), token, { background }) : null;
  // Until the factor is verified the session may call nothing else: it is not one.
  const pending = session?.factorPending ? session : null;
  // With a temporary password it may call only the password change (session-and-admin.md §4).
  const password = !pending && session?.passwordChangeRequired ? session : null;
  c.set("session", pending || password ? null : session);
  c.set("pendingSession", pending);
  c.set("passwordSession", password);
  c.set("sessionEnded", Boolean(token) && !session);
  await next();
  // A temporary password's session has its idle warning too (Verify & Agree, the change).
  const live = c.get("session") ?? c.get("passwordSession");
  // A call that set or cleared the cookie (sign-in, sign-out) answers for another session, or none.
  if (live?.view.idleExpiresAt && live.view.expiresAt && !c.res.headers.has("set-cookie")) {
    setAnswerHeaders(c, {
      [SESSION_IDLE_EXPIRES_HEADER]: live.view.idleExpiresAt,
      [SESSION_EXPIRES_HEADER]: live.view.expiresAt,
    });
  }
});

/** Loads a session with the server's configured lifetimes and clock (a sign-in answers with it). */
export function loadSessionFor(
  deps: AppDeps,
  token: string,
  options: { background?: boolean } = {},
): Promise<SessionContext | null> {
  const { db, config, now, sessionCache } = deps;
  return loadSession(db, token, config.sessionIdleSeconds, config.pinnedBrand, {
    cache: sessionCache,
    now: now(),
    background: options.background ?? false,
    absoluteMinutes: config.sessionAbsoluteMinutes,
  });
}

/** The session, or a 401: every call but login, logout, health and config needs one. */
export function requireSession(session: SessionContext | null): SessionContext {
  if (!session) throw unauthorized();
  return session;
}
