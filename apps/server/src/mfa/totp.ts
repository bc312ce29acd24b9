import {
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  TOTP_SECRET_BYTES,
  TOTP_WINDOW_STEPS,
  totpStepOf,
} from "@epr/domain";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import type { SsnVault } from "../auth/ssn.js";
import type { Queryable } from "../db/database.js";

/**
 * The authenticator app (TOTP, RFC 6238; beyond the spec): secrets made with `otpauth`,
 * kept sealed by the vault that seals SSNs (auth/ssn.ts), so a stolen table gives no codes; a code
 * is accepted within ±`TOTP_WINDOW_STEPS` steps and once (its step is remembered, a replay
 * refused). No code or secret is ever logged or audited.
 */

/** The otpauth:// parameters every authenticator app defaults to (SHA-1, 6 digits, 30 s). */
const totpOf = (base32: string, issuer: string, label: string) =>
  new TOTP({
    issuer,
    label,
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(base32),
  });

/** A new secret: its base32 text, the otpauth:// URI and that URI's QR code as an SVG data URL. */
export async function newAuthenticatorSecret(issuer: string, label: string) {
  const secret = new Secret({ size: TOTP_SECRET_BYTES }).base32;
  const uri = totpOf(secret, issuer, label).toString();
  const svg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { secret, uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
}

/** The step a code of `base32` matches at `now` (within the window), or null. */
export function matchingStep(base32: string, code: string, now: Date): number | null {
  const delta = totpOf(base32, "", "x").validate({
    token: code,
    timestamp: now.getTime(),
    window: TOTP_WINDOW_STEPS,
  });
  return delta === null ? null : totpStepOf(now.getTime()) + delta;
}

interface TotpRow {
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_enrolled_at: Date | string | null;
}

/** The administrator's authenticator columns. */
export async function authenticatorRow(db: Queryable, adminId: number): Promise<TotpRow | undefined> {
  const { rows } = await db.query<TotpRow>(
    "select totp_secret, totp_pending_secret, totp_enrolled_at from plan_admins where id = $1",
    [adminId],
  );
  return rows[0];
}

/** Whether an app is enrolled, and since when. */
export async function authenticatorStatus(db: Queryable, adminId: number) {
  const row = await authenticatorRow(db, adminId);
  return {
    enrolled: Boolean(row?.totp_secret),
    enrolledAt: row?.totp_enrolled_at ? new Date(row.totp_enrolled_at).toISOString() : null,
  };
}

/** Stores a new set-up sealed; an unconfirmed earlier one is replaced, an enrolled app stays until confirmed. */
export async function storePendingSecret(db: Queryable, vault: SsnVault, adminId: number, secret: string) {
  await db.query("update plan_admins set totp_pending_secret = $2 where id = $1", [
    adminId,
    vault.encrypt(secret),
  ]);
}

/**
 * Confirms the set-up with its first code: valid → the pending secret becomes the enrolled one,
 * its step used. Answers null when there is no set-up in progress, else whether the code was valid.
 */
export async function confirmPendingSecret(
  db: Queryable,
  vault: SsnVault,
  adminId: number,
  code: string,
  now: Date,
): Promise<boolean | null> {
  const sealed = (await authenticatorRow(db, adminId))?.totp_pending_secret;
  if (!sealed) return null;
  const step = matchingStep(vault.decrypt(sealed), code, now);
  if (step === null) return false;
  // The pending value read is the one enrolled: a set-up started again meanwhile is not confirmed by this code.
  const { rows } = await db.query(
    `update plan_admins set totp_secret = totp_pending_secret, totp_pending_secret = null,
            totp_enrolled_at = $3, totp_last_step = $4
      where id = $1 and totp_pending_secret = $2 returning 1`,
    [adminId, sealed, now, step],
  );
  return rows.length > 0;
}

/**
 * One sign-in code: valid when it matches the enrolled secret within the window AND its step is
 * later than the last one used (one conditional update, so two submissions of the same code cannot
 * both pass).
 */
export async function redeemSignInCode(
  db: Queryable,
  vault: SsnVault,
  adminId: number,
  code: string,
  now: Date,
): Promise<boolean> {
  const sealed = (await authenticatorRow(db, adminId))?.totp_secret;
  if (!sealed) return false;
  const step = matchingStep(vault.decrypt(sealed), code, now);
  if (step === null) return false;
  const { rows } = await db.query(
    `update plan_admins set totp_last_step = $3
      where id = $1 and totp_secret = $2 and (totp_last_step is null or totp_last_step < $3) returning 1`,
    [adminId, sealed, step],
  );
  return rows.length > 0;
}

/** Removes the app (and any set-up in progress): sign-in goes back to the e-mailed passcode. */
export async function removeAuthenticator(db: Queryable, adminId: number): Promise<boolean> {
  const { rows } = await db.query<{ had: boolean }>(
    `update plan_admins p set totp_secret = null, totp_pending_secret = null, totp_enrolled_at = null,
            totp_last_step = null
       from (select id, totp_secret is not null as had from plan_admins where id = $1) old
      where p.id = old.id returning old.had`,
    [adminId],
  );
  return Boolean(rows[0]?.had);
}

/**
 * Counts one code submitted in a factor-pending sign-in (before it is compared, so parallel
 * submissions cannot exceed the limit). Answers the submissions made, or null once `limit` were.
 */
export async function countFactorAttempt(db: Queryable, tokenHash: string, limit: number) {
  const { rows } = await db.query<{ factor_attempts: number }>(
    `update sessions set factor_attempts = factor_attempts + 1
      where token_hash = $1 and factor_attempts < $2 returning factor_attempts`,
    [tokenHash, limit],
  );
  return rows[0]?.factor_attempts ?? null;
}
