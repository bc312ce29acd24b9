import { randomBytes } from "node:crypto";
import { PASSWORD_RESET_TTL_MINUTES } from "@epr/domain";
import { tokenHash } from "../auth/sessions.js";
import type { Database, Queryable } from "../db/database.js";
import type { Mailer } from "../mail/mailer.js";

/** The portal page a reset link opens (apps/portal: /reset-password?token=…). */
export const RESET_PAGE_PATH = "/reset-password";

/**
 * A new link is not sent while one sent less than this long ago is unused (our choice): 'Forgot
 * password' pressed twice sends one e-mail, and nobody floods an address through it.
 */
export const RESET_RESEND_SECONDS = 60;

/**
 * 'Forgot password' (beyond the spec): a single-use link valid PASSWORD_RESET_TTL_MINUTES, e-mailed to
 * the administrator's address through the mail adapter. Only the token's SHA-256 is stored; the
 * e-mail is the one place the token exists. Answers whether a message was sent.
 */
export async function sendResetLink(
  deps: { db: Queryable; mailer: Mailer },
  admin: { id: number; email: string },
  portalOrigin: string,
  now: Date,
): Promise<boolean> {
  const { rows } = await deps.db.query<{ recent: boolean }>(
    `select exists (select 1 from password_resets
       where admin_id = $1 and used_at is null and created_at > $2::timestamptz - make_interval(secs => $3)) as recent`,
    [admin.id, now.toISOString(), RESET_RESEND_SECONDS],
  );
  if (rows[0]?.recent) return false;
  const token = randomBytes(32).toString("base64url");
  const expires = new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000);
  // A newer link ends every older one: only the latest e-mail sets the password.
  await endResetLinks(deps.db, admin.id, now);
  await deps.db.query(
    "insert into password_resets (token_hash, admin_id, created_at, expires_at) values ($1, $2, $3, $4)",
    [tokenHash(token), admin.id, now.toISOString(), expires.toISOString()],
  );
  const link = `${portalOrigin}${RESET_PAGE_PATH}?token=${token}`;
  await deps.mailer.send({
    to: admin.email,
    subject: "Reset your employer portal password",
    text: [
      "Someone asked to reset the password of your employer portal account.",
      `To choose a new password, open this link within ${PASSWORD_RESET_TTL_MINUTES} minutes. It works once:`,
      link,
      "If you did not ask for this, ignore this message: your password stays as it is.",
    ].join("\n\n"),
    secret: { until: expires, key: `reset:${admin.id}` },
  });
  return true;
}

/**
 * Ends every unused reset link of the administrator (marked used): a newer link, a completed reset
 * and any password change end the older ones, so an old e-mail never sets the password again.
 */
export async function endResetLinks(db: Queryable, adminId: number, now: Date): Promise<void> {
  await db.query("update password_resets set used_at = $2 where admin_id = $1 and used_at is null", [
    adminId,
    now.toISOString(),
  ]);
}

/** The administrator of a reset link that is unused and unexpired; null otherwise. Marks nothing. */
export async function findResetToken(db: Queryable, token: string, now: Date): Promise<number | null> {
  const { rows } = await db.query<{ admin_id: number }>(
    "select admin_id from password_resets where token_hash = $1 and used_at is null and expires_at > $2",
    [tokenHash(token), now.toISOString()],
  );
  return rows[0]?.admin_id ?? null;
}

/**
 * Redeems a reset link: marks it used if it is unused and unexpired, and answers its
 * administrator; null otherwise. The mark and the check are one statement, so two redemptions of
 * the same link cannot both succeed.
 */
export async function redeemResetToken(db: Database, token: string, now: Date): Promise<number | null> {
  const { rows } = await db.query<{ admin_id: number }>(
    `update password_resets set used_at = $2
      where token_hash = $1 and used_at is null and expires_at > $2
      returning admin_id`,
    [tokenHash(token), now.toISOString()],
  );
  return rows[0]?.admin_id ?? null;
}
