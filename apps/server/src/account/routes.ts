import {
  passwordChangeRequestSchema,
  passwordChangeResponseSchema,
  passwordErrorCodes,
  passwordMessageSchema,
  passwordResetCompleteSchema,
  passwordResetMessages,
  passwordResetRequestSchema,
  passwordServiceMessages,
} from "@epr/contract";
import { PASSWORD_RESET_TTL_MINUTES } from "@epr/domain";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { verifyPassword } from "../auth/password.js";
import { endAdminSessions, loadSession, rotateSession, SESSION_COOKIE } from "../auth/sessions.js";
import {
  attemptSucceeded,
  clientAddress,
  holdAnswer,
  reserveAttempt,
  tooManyAttempts,
} from "../auth/throttle.js";
import { audit } from "../http/audit.js";
import type { AppEnv } from "../http/env.js";
import { HttpError, unauthorized } from "../http/errors.js";
import { GuardedApi, guardedRoute } from "../http/guard.js";
import { publicOrigin } from "../http/host-gate.js";
import { errorAnswer, json, signInErrors } from "../http/responses.js";
import { requireSession } from "../http/session-middleware.js";
import { type PasswordRefusal, refuseReuse, storeNewPassword } from "./password-change.js";
import { findResetToken, redeemResetToken, sendResetLink } from "./password-resets.js";

const refusals = {
  406: errorAnswer(
    "The new password is the current one (code old_password_used) or one of the previous ones (code previous_password)",
    ["old_password_used", "previous_password"],
  ),
};
/** A password of the examples that meets the policy; the matrix sends its own current password. */
const EXAMPLE_PASSWORD = "Example-Password-2026!";

const changeRoute = guardedRoute({
  guard: { policy: "account.password" },
  method: "put",
  path: "/account/password",
  description:
    "The administrator's own password change (assist-employees.md §4, §5). Also the only route a session signed in with a temporary password may call. Success: the temporary flag is cleared, the administrator's other sessions end and this one gets a new token.",
  request: {
    body: {
      content: json(passwordChangeRequestSchema, {
        currentPassword: "the-current-password",
        newPassword: EXAMPLE_PASSWORD,
      }),
      required: true,
    },
  },
  responses: {
    200: { description: "Changed; the session as it now is", content: json(passwordChangeResponseSchema) },
    ...signInErrors,
    ...refusals,
    422: errorAnswer("The current password is wrong (code incorrect_current_password)", [
      "incorrect_current_password",
    ]),
    429: errorAnswer("Too many wrong current passwords: wait, then try again", ["too_many_attempts"]),
  },
});

const requestResetRoute = guardedRoute({
  guard: { policy: "public" },
  method: "post",
  path: "/password-resets",
  description: `'Forgot password' on the login page: e-mails the administrator a single-use link, valid ${PASSWORD_RESET_TTL_MINUTES} minutes, to set a new password. Answers the same whether or not the user ID exists.`,
  request: {
    body: {
      content: json(passwordResetRequestSchema, { loginId: "nobody" }),
      required: true,
    },
  },
  responses: {
    200: { description: "Sent if the user ID is known", content: json(passwordMessageSchema) },
    400: signInErrors[400],
  },
});

const completeResetRoute = guardedRoute({
  guard: { policy: "public" },
  method: "post",
  path: "/password-resets/complete",
  description:
    "The reset link's new password: once per link, within its time. Every session of the administrator ends; they log in with the new password.",
  request: {
    body: {
      content: json(passwordResetCompleteSchema, { token: "A".repeat(43), newPassword: EXAMPLE_PASSWORD }),
      required: true,
    },
  },
  responses: {
    200: { description: "The password is changed", content: json(passwordMessageSchema) },
    400: signInErrors[400],
    ...refusals,
    410: errorAnswer("The link is unknown, expired or used (code reset_link_invalid)", [
      "reset_link_invalid",
    ]),
  },
});

/**
 * The portal's own address for the link: EPR_PUBLIC_URL, or the embedded demo's own address
 * (http/host-gate.ts), never the request's Host, which the sender of the request chooses.
 */
export function portalOrigin(c: Context<AppEnv>): string {
  return publicOrigin(c.get("deps"));
}

const refuse = (refusal: PasswordRefusal) => new HttpError(refusal.status, refusal.message, refusal.code);

export const accountRoutes = new GuardedApi()
  .openapi(changeRoute, async (c) => {
    const session = c.get("session") ?? c.get("passwordSession");
    if (!session) throw unauthorized();
    const { currentPassword, newPassword } = c.req.valid("json");
    const { db, config, now } = c.get("deps");
    const loginId = session.view.admin.loginId;
    const { rows } = await db.query<{ password_hash: string }>(
      "select password_hash from plan_admins where id = $1",
      [session.adminId],
    );
    const currentHash = rows[0]?.password_hash;
    // Guessing the current password here is guessing it at sign-in: the same throttle counts both.
    const address = clientAddress(c, config.trustProxy);
    const attempt = await reserveAttempt(db, loginId, address, now());
    if (!attempt.allowed) {
      await audit(db, session.adminId, "account.password.throttled", loginId);
      c.header("Retry-After", String(attempt.retryAfterSeconds));
      throw new HttpError(429, tooManyAttempts(attempt.retryAfterSeconds), "too_many_attempts");
    }
    // Slowed as a sign-in is, never refused (auth/throttle.ts).
    await holdAnswer(c.get("deps"), attempt);
    if (!currentHash || !(await verifyPassword(currentHash, currentPassword))) {
      await audit(db, session.adminId, "account.password.failed", loginId, { reason: "incorrect-current" });
      throw new HttpError(422, passwordServiceMessages.incorrectCurrent, passwordErrorCodes.incorrectCurrent);
    }
    await attemptSucceeded(db, loginId, address);
    const refusal = await refuseReuse(db, session.adminId, currentHash, newPassword);
    if (refusal) {
      await audit(db, session.adminId, "account.password.failed", loginId, { reason: refusal.code });
      throw refuse(refusal);
    }
    const wasTemporary = await storeNewPassword(db, session.adminId, newPassword, now());
    // A password change ends every other session, and this one's privilege changes.
    const ended = await endAdminSessions(db, session.adminId, session.tokenHash);
    const token = await rotateSession(db, session.tokenHash);
    if (!token) throw unauthorized();
    setCookie(c, SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: "Lax",
      secure: config.secureCookies,
      path: "/",
    });
    await audit(db, session.adminId, "account.password.changed", loginId, {
      temporary: wasTemporary,
      otherSessionsEnded: ended,
    });
    const updated = requireSession(
      await loadSession(db, token, config.sessionIdleSeconds, config.pinnedBrand),
    );
    return c.json({ wasTemporary, session: updated.view }, 200);
  })
  .openapi(requestResetRoute, async (c) => {
    const { loginId } = c.req.valid("json");
    const { db, mailer, now } = c.get("deps");
    const { rows } = await db.query<{ id: number; email: string }>(
      "select id, email from plan_admins where lower(login_id) = lower($1)",
      [loginId],
    );
    const admin = rows[0];
    if (admin) {
      const sent = await sendResetLink({ db, mailer }, admin, portalOrigin(c), now());
      await audit(
        db,
        admin.id,
        sent ? "account.password.reset.sent" : "account.password.reset.repeated",
        loginId,
      );
    }
    return c.json({ message: passwordResetMessages.sent }, 200);
  })
  .openapi(completeResetRoute, async (c) => {
    const { token, newPassword } = c.req.valid("json");
    const { db, now } = c.get("deps");
    const invalid = new HttpError(
      410,
      passwordResetMessages.linkInvalid,
      passwordErrorCodes.resetLinkInvalid,
    );
    const adminId = await findResetToken(db, token, now());
    if (adminId === null) throw invalid;
    const { rows } = await db.query<{ password_hash: string; login_id: string }>(
      "select password_hash, login_id from plan_admins where id = $1",
      [adminId],
    );
    const admin = rows[0];
    if (!admin) throw invalid;
    // Refused before the link is spent, so the administrator may try another password with it.
    const refusal = await refuseReuse(db, adminId, admin.password_hash, newPassword);
    if (refusal) {
      await audit(db, adminId, "account.password.failed", admin.login_id, {
        reason: refusal.code,
        reset: true,
      });
      throw refuse(refusal);
    }
    if ((await redeemResetToken(db, token, now())) !== adminId) throw invalid;
    const wasTemporary = await storeNewPassword(db, adminId, newPassword, now());
    const ended = await endAdminSessions(db, adminId);
    await audit(db, adminId, "account.password.changed", admin.login_id, {
      temporary: wasTemporary,
      reset: true,
      otherSessionsEnded: ended,
    });
    // A cookie of this browser named a session that has just ended.
    if (getCookie(c, SESSION_COOKIE)) setCookie(c, SESSION_COOKIE, "", { path: "/", maxAge: 0 });
    return c.json({ message: passwordResetMessages.done }, 200);
  });
