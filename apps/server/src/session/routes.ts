import {
  chooseClientSchema,
  currentSessionSchema,
  mfaOutcomeMessages,
  mfaValidateRequestSchema,
  planAdminActionMessages,
  sessionSchema,
  signInAuthenticatorSchema,
  signInFactorResultSchema,
  signInFactorSchema,
} from "@epr/contract";
import { isInternalUser, isMultiClientAdmin, MFA_CODE_TTL_MINUTES, MULTI_CLIENT_COOKIE } from "@epr/domain";
import { loginSchema } from "@epr/forms/schemas";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { z } from "zod";
import { verifyPassword } from "../auth/password.js";
import { markFactorVerified } from "../auth/reauth.js";
import {
  createSession,
  destroySession,
  purgeExpiredSessions,
  rotateSession,
  SESSION_COOKIE,
  tokenHash,
} from "../auth/sessions.js";
import {
  attemptSucceeded,
  clientAddress,
  holdAnswer,
  reserveAttempt,
  throttleKey,
  tooManyAttempts,
} from "../auth/throttle.js";
import type { Queryable } from "../db/database.js";
import { audit } from "../http/audit.js";
import type { AppEnv } from "../http/env.js";
import { HttpError, unauthorized } from "../http/errors.js";
import { enforce, GuardedApi, guardedRoute } from "../http/guard.js";
import { errorAnswer, json, signInErrors } from "../http/responses.js";
import { loadSessionFor, requireSession } from "../http/session-middleware.js";
import {
  factorCodeWrong,
  factorLockedFor,
  factorLockedMessage,
  releaseFactorCode,
  reserveFactorCode,
} from "../mfa/factor-throttle.js";
import { checkPasscode, issuePasscode, maskEmail } from "../mfa/passcodes.js";
import { mayChooseClient } from "../policy/index.js";

const sessionErrors = {
  ...signInErrors,
  401: errorAnswer("Not signed in or wrong credentials", [
    "unauthenticated",
    "session_ended",
    "wrong_credentials",
  ]),
  429: errorAnswer(
    "Too many failed logins (code too_many_attempts), or too many wrong second-factor codes (code factor_locked): wait, then try again",
    ["too_many_attempts", "factor_locked"],
  ),
} as const;

const loginRoute = guardedRoute({
  guard: { policy: "public" },
  method: "post",
  path: "/session",
  request: { body: { content: json(loginSchema), required: true } },
  responses: {
    200: { description: "Signed in", content: json(sessionSchema) },
    202: {
      description: "Password right, MFA enrolled: a code was e-mailed; the session is factor pending",
      content: json(z.union([signInFactorSchema, signInAuthenticatorSchema])),
    },
    ...sessionErrors,
    403: errorAnswer(
      "Password right, but a super user disabled the account (code account_disabled) or the temporary password has expired (code temporary_password_expired)",
      ["account_disabled", "temporary_password_expired", "foreign_origin"],
    ),
  },
});
/** The sign-in's passcode step (beyond the spec): only a factor-pending session may call it. */
const factorRoute = guardedRoute({
  guard: { policy: "session.factor" },
  method: "post",
  path: "/session/factor",
  description:
    "The code e-mailed at sign-in. Valid: the session is signed in (a new token). Wrong or empty: 200 with the outcome. The third failure, or an expired attempt, ends the sign-in attempt.",
  request: {
    body: {
      content: json(mfaValidateRequestSchema, {
        correlationId: "00000000-0000-4000-8000-000000000000",
        otpCode: "123456",
      }),
      required: true,
    },
  },
  responses: {
    200: { description: "The submission's outcome", content: json(signInFactorResultSchema) },
    ...sessionErrors,
  },
});
/** "Am I signed in?" is a question, not a failure: 200 either way, so it needs no session. */
const currentRoute = guardedRoute({
  guard: { policy: "public" },
  method: "get",
  path: "/session",
  description:
    "Whether anyone is signed in. Without a live session it answers 200 with signedIn false, never 401; every other route that needs a session answers 401 without one.",
  responses: {
    200: { description: "The current session, or signedIn false", content: json(currentSessionSchema) },
  },
});
const logoutRoute = guardedRoute({
  guard: { policy: "public" },
  method: "delete",
  path: "/session",
  responses: { 204: { description: "Signed out" } },
});
const chooseClientRoute = guardedRoute({
  guard: { policy: "session" },
  method: "put",
  path: "/session/client",
  request: {
    body: {
      content: json(chooseClientSchema, { clientNumber: "100001" }),
      required: true,
    },
  },
  responses: {
    200: { description: "Acting for the chosen client", content: json(sessionSchema) },
    404: errorAnswer("Not one of the administrator's clients", ["not_found"]),
    ...sessionErrors,
  },
});

const WRONG_CREDENTIALS = "The user ID or password you entered is incorrect.";

export const sessionRoutes = new GuardedApi()
  .openapi(loginRoute, async (c) => {
    const { loginId, password } = c.req.valid("json");
    const { db, config } = c.get("deps");
    const { rows } = await db.query<{
      id: number;
      password_hash: string;
      role: string;
      mfa_enrolled: boolean;
      mfa_email: string | null;
      totp: boolean;
      disabled: boolean;
      temporary_ended: boolean;
    }>(
      `select id, password_hash, role, mfa_enrolled, mfa_email, totp_secret is not null as totp,
              disabled_at is not null as disabled,
              temporary_password and coalesce(temporary_password_expires_at, '-infinity') <= $2 as temporary_ended
         from plan_admins where lower(login_id) = lower($1)`,
      [loginId, c.get("deps").now().toISOString()],
    );
    const admin = rows[0];
    // Counted before the password is verified, known ID or not (auth/throttle.ts).
    const address = clientAddress(c, config.trustProxy);
    const attempt = await reserveAttempt(db, loginId, address, c.get("deps").now());
    if (!attempt.allowed) {
      await auditAttempt(db, admin?.id, "session.login.throttled", loginId);
      c.header("Retry-After", String(attempt.retryAfterSeconds));
      throw new HttpError(429, tooManyAttempts(attempt.retryAfterSeconds), "too_many_attempts");
    }
    // Guesses at this login ID from many addresses are slowed, never refused (auth/throttle.ts).
    await holdAnswer(c.get("deps"), attempt);
    // An unknown ID is verified against a decoy hash and audited like a known one, so both paths
    // do the same work and take as long.
    if (!(await verifyPassword(admin?.password_hash, password)) || !admin) {
      await auditAttempt(db, admin?.id, "session.login.failed", loginId);
      throw new HttpError(401, WRONG_CREDENTIALS, "wrong_credentials");
    }
    await attemptSucceeded(db, loginId, address);
    // A super user disabled the account: told only once the password is right.
    if (admin.disabled) {
      await audit(db, admin.id, "session.login.disabled", loginId);
      throw new HttpError(403, planAdminActionMessages.disabledSignIn, "account_disabled");
    }
    // A temporary password ends TEMPORARY_PASSWORD_TTL_DAYS after it was issued (one without an end
    // counts as ended): told, like a disabled account, only once the password is right.
    if (admin.temporary_ended) {
      await audit(db, admin.id, "session.login.temporaryExpired", loginId);
      throw new HttpError(
        403,
        planAdminActionMessages.temporaryPasswordExpired,
        "temporary_password_expired",
      );
    }
    // A single-client administrator works for that client at once; a multi-client one chooses first.
    const clients = await db.query<{ client_id: number }>(
      "select client_id from admin_clients where admin_id = $1 order by client_id",
      [admin.id],
    );
    // Internal staff choose from every client on /clients (session-and-admin.md §6).
    const multiClient = isMultiClientAdmin(admin.role) || isInternalUser(admin.role);
    const clientId = !multiClient && clients.rows.length === 1 ? (clients.rows[0]?.client_id ?? null) : null;
    // The token is replaced at sign-in: whatever cookie came in ends here, so a token
    // planted before sign-in never becomes a signed-in one (session fixation).
    const old = getCookie(c, SESSION_COOKIE);
    if (old) await destroySession(db, old);
    await purgeExpiredSessions(db, c.get("deps").now(), config.sessionAbsoluteMinutes);
    // Too many wrong codes locked the factor (mfa/factor-throttle.ts): no new attempt, no new code.
    const lockedFor =
      admin.totp || (admin.mfa_enrolled && admin.mfa_email)
        ? await factorLockedFor(db, admin.id, c.get("deps").now())
        : null;
    if (lockedFor !== null) {
      await audit(db, admin.id, "session.factor.refused", loginId, { step: "password" });
      c.header("Retry-After", String(lockedFor));
      throw new HttpError(429, factorLockedMessage(lockedFor), "factor_locked");
    }
    if (admin.totp) {
      // TOTP: an enrolled authenticator app is the stronger factor, asked instead of an
      // e-mailed passcode; the pending session lasts as long as a passcode would.
      const pending = await createSession(db, admin.id, clientId, MFA_CODE_TTL_MINUTES * 60, {
        factorPending: true,
        now: c.get("deps").now(),
      });
      await audit(db, admin.id, "session.factor.asked", loginId, { factor: "totp" });
      setSessionCookie(c, pending);
      const expiresAt = new Date(c.get("deps").now().getTime() + MFA_CODE_TTL_MINUTES * 60_000);
      return c.json(
        { factorPending: true as const, factor: "totp" as const, expiresAt: expiresAt.toISOString() },
        202,
      );
    }
    if (admin.mfa_enrolled && admin.mfa_email) {
      // The factor after the password; until it is verified the session is no session.
      const pending = await createSession(db, admin.id, clientId, MFA_CODE_TTL_MINUTES * 60, {
        factorPending: true,
        now: c.get("deps").now(),
      });
      const issued = await issuePasscode(
        { db, mailer: c.get("deps").mailer },
        {
          adminId: admin.id,
          sessionHash: tokenHash(pending),
          purpose: "sign-in",
          email: admin.mfa_email,
          now: c.get("deps").now(),
        },
      );
      if (!issued.issued) {
        await destroySession(db, pending);
        await audit(db, admin.id, "session.factor.throttled", loginId);
        c.header("Retry-After", String(issued.retryAfterSeconds));
        throw new HttpError(429, tooManyAttempts(issued.retryAfterSeconds), "too_many_attempts");
      }
      await audit(db, admin.id, "session.factor.sent", loginId, { correlationId: issued.correlationId });
      setSessionCookie(c, pending);
      return c.json(
        {
          factorPending: true as const,
          correlationId: issued.correlationId,
          minorCode: null,
          destination: maskEmail(admin.mfa_email),
          expiresAt: issued.expiresAt.toISOString(),
        },
        202,
      );
    }
    const token = await createSession(db, admin.id, clientId, config.sessionIdleSeconds, {
      now: c.get("deps").now(),
    });
    await audit(db, admin.id, "session.login", loginId);
    setSessionCookie(c, token);
    const session = await loadSessionFor(c.get("deps"), token);
    return c.json(requireSession(session).view, 200);
  })
  .openapi(factorRoute, async (c) => {
    const pending = c.get("pendingSession");
    if (!pending) throw unauthorized();
    const { correlationId, otpCode } = c.req.valid("json");
    const { db, now, mailer } = c.get("deps");
    const loginId = pending.view.admin.loginId;
    // Counted per administrator across sign-in attempts before it is compared (mfa/factor-throttle.ts).
    const guess = otpCode.trim() !== "";
    if (guess) await reserveSignInCode(c, pending.adminId, loginId, "email");
    const result = await checkPasscode(db, {
      correlationId,
      adminId: pending.adminId,
      sessionHash: pending.tokenHash,
      purpose: "sign-in",
      code: otpCode,
      now: now(),
    });
    const detail = { correlationId, outcome: result.outcome, attemptsLeft: result.attemptsLeft };
    const answer = {
      valid: result.outcome === "valid",
      outcome: result.outcome,
      message: mfaOutcomeMessages[result.outcome],
      attemptsLeft: result.attemptsLeft,
    };
    const token = getCookie(c, SESSION_COOKIE) ?? "";
    if (guess) {
      const wrong = result.counted && (result.outcome === "invalid" || result.outcome === "locked");
      if (wrong)
        await factorCodeWrong({ db, mailer }, { id: pending.adminId, loginId, factor: "email" }, now());
      else await releaseFactorCode(db, pending.adminId);
    }
    if (result.outcome === "valid") {
      // The privilege changes, so the token does (session fixation): the pending token is dead from here;
      // the session keeps its start, so the absolute lifetime counts from the password.
      const signedIn = await rotateSession(db, pending.tokenHash, { factorPending: false });
      if (!signedIn) throw unauthorized();
      await markFactorVerified(db, tokenHash(signedIn), now());
      await audit(db, pending.adminId, "session.factor.verified", loginId, detail);
      await audit(db, pending.adminId, "session.login", loginId, { factor: "email" });
      setSessionCookie(c, signedIn);
      // Loading it moves the idle end from the code's few minutes to the configured idle time.
      const session = await loadSessionFor(c.get("deps"), signedIn);
      return c.json({ ...answer, session: requireSession(session).view }, 200);
    }
    await audit(db, pending.adminId, "session.factor.failed", loginId, detail);
    if (result.outcome === "locked" || result.outcome === "expired") {
      // Three failures (or a code past its time) end this sign-in attempt: sign in again.
      await destroySession(db, token);
      deleteCookie(c, SESSION_COOKIE, { path: "/" });
      await audit(db, pending.adminId, "session.factor.ended", loginId, { correlationId });
    }
    return c.json({ ...answer, session: null }, 200);
  })
  .openapi(currentRoute, (c) => {
    // A temporary password's session is signed in, bound for Verify & Agree (session-and-admin.md §4).
    const session = c.get("session") ?? c.get("passwordSession");
    return c.json(
      session ? { signedIn: true as const, session: session.view } : { signedIn: false as const },
      200,
    );
  })
  .openapi(logoutRoute, async (c) => {
    const token = getCookie(c, SESSION_COOKIE);
    if (token) await destroySession(c.get("deps").db, token);
    deleteCookie(c, SESSION_COOKIE, { path: "/" });
    deleteCookie(c, MULTI_CLIENT_COOKIE, { path: "/" });
    return c.body(null, 204);
  })
  .openapi(chooseClientRoute, async (c) => {
    const session = requireSession(c.get("session"));
    const { clientNumber } = c.req.valid("json");
    const { db } = c.get("deps");
    const { rows } = await db.query<{ id: number; administered: boolean }>(
      `select c.id, exists (select 1 from admin_clients ac where ac.admin_id = $1 and ac.client_id = c.id) as administered
         from clients c where c.client_number = $2`,
      [session.adminId, clientNumber],
    );
    const client = rows[0];
    enforce(mayChooseClient(session, client ?? null));
    // A change of privilege: the token is replaced (session fixation), then the employer session starts
    // with the multiClientID cookie, path / (session-and-admin.md §4, §9), which marks a producer.
    const token = await rotateSession(db, session.tokenHash, { clientId: client?.id ?? null });
    if (!token) throw unauthorized();
    setSessionCookie(c, token);
    setCookie(c, MULTI_CLIENT_COOKIE, String(client?.id ?? ""), {
      path: "/",
      sameSite: "Lax",
      secure: c.get("deps").config.secureCookies,
    });
    await audit(db, session.adminId, "session.client", clientNumber, {
      internal: isInternalUser(session.view.admin.role),
    });
    const updated = await loadSessionFor(c.get("deps"), token);
    return c.json(requireSession(updated).view, 200);
  });

/**
 * Audits a sign-in attempt: a known login ID by its administrator, an unknown one by the
 * throttle's hash of it (never in clear: it may be a password typed in the wrong field).
 */
async function auditAttempt(db: Queryable, adminId: number | undefined, action: string, loginId: string) {
  if (adminId !== undefined) await audit(db, adminId, action, loginId);
  else await audit(db, null, action, null, { unknownLogin: throttleKey(loginId) });
}

/**
 * Reserves a second-factor code of the sign-in (mfa/factor-throttle.ts), or refuses it — the right
 * code too — while the factor is locked: 429 with the wait, audited.
 */
export async function reserveSignInCode(
  c: Context<AppEnv>,
  adminId: number,
  loginId: string,
  factor: "totp" | "email",
): Promise<void> {
  const { db, now } = c.get("deps");
  const gate = await reserveFactorCode(db, adminId, now());
  if (gate.allowed) return;
  await audit(db, adminId, "session.factor.refused", loginId, { factor, step: "code" });
  c.header("Retry-After", String(gate.retryAfterSeconds));
  throw new HttpError(429, factorLockedMessage(gate.retryAfterSeconds), "factor_locked");
}

/** Sets the session cookie (httpOnly, Lax, path /). */
export function setSessionCookie(c: Context<AppEnv>, token: string) {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "Lax",
    secure: c.get("deps").config.secureCookies,
    path: "/",
  });
}
