import { mfaMessages } from "@epr/contract";
import { FRESH_FACTOR_MINUTES } from "@epr/domain";
import type { Context } from "hono";
import type { Queryable } from "../db/database.js";
import { audit } from "../http/audit.js";
import type { AppEnv } from "../http/env.js";
import { HttpError } from "../http/errors.js";
import { verifyPassword } from "./password.js";
import type { SessionContext } from "./sessions.js";
import { attemptSucceeded, clientAddress, reserveAttempt, tooManyAttempts } from "./throttle.js";

/**
 * Records that this session has just verified a second factor (the sign-in's passcode or
 * authenticator code, or a passcode checked on the profile), so that for FRESH_FACTOR_MINUTES it
 * stands for the current password in {@link requireReauthentication}.
 */
export async function markFactorVerified(db: Queryable, sessionTokenHash: string, now: Date): Promise<void> {
  await db.query("update sessions set factor_verified_at = $2 where token_hash = $1", [
    sessionTokenHash,
    now,
  ]);
}

/**
 * A change that would let whoever holds the session keep the account (turning MFA off, removing a
 * factor, changing the e-mail) needs more than the session: the current password, or a second
 * factor this session verified in the last FRESH_FACTOR_MINUTES (NIST SP 800-63B §6.1.2
 * asks the same before a factor is bound or removed). The password is checked as at sign-in and
 * counted by the same throttle, so this is no side door for guessing it. Refusals are audited as
 * `reauth.refused` with the action and the reason, never the password.
 *
 * Answers how the session proved itself ("password" or "factor") for the caller's audit row.
 */
export async function requireReauthentication(
  c: Context<AppEnv>,
  session: SessionContext,
  action: string,
  currentPassword: string | undefined,
): Promise<"password" | "factor"> {
  const { db, config, now } = c.get("deps");
  const loginId = session.view.admin.loginId;
  if (currentPassword === undefined) {
    const { rows } = await db.query<{ fresh: boolean }>(
      `select factor_verified_at is not null
              and factor_verified_at > $2::timestamptz - make_interval(mins => $3) as fresh
         from sessions where token_hash = $1`,
      [session.tokenHash, now(), FRESH_FACTOR_MINUTES],
    );
    if (rows[0]?.fresh) return "factor";
    await audit(db, session.adminId, "reauth.refused", loginId, { action, reason: "password-required" });
    throw new HttpError(403, mfaMessages.passwordRequired, "password_required");
  }
  const address = clientAddress(c, config.trustProxy);
  const attempt = await reserveAttempt(db, loginId, address, now());
  if (!attempt.allowed) {
    await audit(db, session.adminId, "reauth.throttled", loginId, { action });
    c.header("Retry-After", String(attempt.retryAfterSeconds));
    throw new HttpError(429, tooManyAttempts(attempt.retryAfterSeconds), "too_many_attempts");
  }
  const { rows } = await db.query<{ password_hash: string }>(
    "select password_hash from plan_admins where id = $1",
    [session.adminId],
  );
  if (!(await verifyPassword(rows[0]?.password_hash, currentPassword))) {
    await audit(db, session.adminId, "reauth.refused", loginId, { action, reason: "wrong-password" });
    throw new HttpError(403, mfaMessages.wrongPassword, "wrong_password");
  }
  await attemptSucceeded(db, loginId, address);
  return "password";
}
