import { randomInt, randomUUID } from "node:crypto";
import type { MfaOutcome } from "@epr/contract";
import { MFA_CODE_DIGITS, MFA_CODE_TTL_MINUTES, MFA_MAX_ATTEMPTS } from "@epr/domain";
import { hashPassword, verifyPassword } from "../auth/password.js";
import { PAIR } from "../auth/throttle.js";
import type { Database, Queryable } from "../db/database.js";
import type { Mailer } from "../mail/mailer.js";

/**
 * E-mailed one-time passcodes (session-and-admin.md §3 OTP create / validate, §5, §9).
 * A code is `MFA_CODE_DIGITS` random digits, kept only as an argon2 hash (the password's, so a
 * stolen table cannot be searched in the code's 10 minutes), bound to the attempt that asked for
 * it: its correlation id, the session and the purpose. It is valid for `MFA_CODE_TTL_MINUTES`,
 * once; `MFA_MAX_ATTEMPTS` failed or empty submissions lock the attempt, and only a new code,
 * which also ends every older code of the administrator, unlocks. Every time comes from the
 * caller's clock (`deps.now`), so tests pin it.
 */

/** Why a code is asked for: enrolment on the profile, or the sign-in step. */
export type PasscodePurpose = "enroll" | "sign-in";

/**
 * New codes per administrator: as many and in the same window as failed sign-ins from one address
 * before the sign-in throttle answers 429 (auth/throttle.ts PAIR; the spec names no limit).
 */
export const PASSCODE_LIMIT = { codes: PAIR.failures, windowSeconds: PAIR.windowSeconds } as const;

/** Attempts older than this are deleted when a new code is made, so the table holds recent ones only. */
const KEEP_HOURS = 24;

const minutes = (n: number) => n * 60_000;

/** A fresh code: uniform over every `MFA_CODE_DIGITS`-digit string, leading zeros included. */
export const newPasscode = () => String(randomInt(0, 10 ** MFA_CODE_DIGITS)).padStart(MFA_CODE_DIGITS, "0");

/** "d***n@example.com": enough for the administrator to recognise the address, no more. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  const local = email.slice(0, at);
  const last = local.length > 2 ? local.slice(-1) : "";
  return `${local[0]}***${last}${email.slice(at)}`;
}

export type IssueResult =
  | { issued: true; correlationId: string; expiresAt: Date }
  | { issued: false; retryAfterSeconds: number };

/**
 * Makes a code for `admin` in `sessionHash` and e-mails it to `email`; every older code of the
 * administrator for the purpose stops working. Refused (with the wait) once `PASSCODE_LIMIT.codes`
 * were made in the window; the count and the insert are one step under the administrator's row
 * lock, so parallel requests cannot pass it.
 */
export async function issuePasscode(
  deps: { db: Database; mailer: Mailer },
  request: { adminId: number; sessionHash: string; purpose: PasscodePurpose; email: string; now: Date },
): Promise<IssueResult> {
  const { adminId, sessionHash, purpose, email, now } = request;
  const code = newPasscode();
  const codeHash = await hashPassword(code);
  const correlationId = randomUUID();
  const expiresAt = new Date(now.getTime() + minutes(MFA_CODE_TTL_MINUTES));
  const windowStart = new Date(now.getTime() - PASSCODE_LIMIT.windowSeconds * 1000);
  const result = await deps.db.transaction(async (tx): Promise<IssueResult> => {
    await tx.query("select id from plan_admins where id = $1 for update", [adminId]);
    const { rows } = await tx.query<{ n: number; first: Date | string | null }>(
      "select count(*)::int as n, min(created_at) as first from mfa_passcodes where admin_id = $1 and created_at > $2",
      [adminId, windowStart],
    );
    const recent = rows[0];
    if (recent && recent.n >= PASSCODE_LIMIT.codes && recent.first) {
      const reopens = new Date(recent.first).getTime() + PASSCODE_LIMIT.windowSeconds * 1000;
      return { issued: false, retryAfterSeconds: Math.max(1, Math.ceil((reopens - now.getTime()) / 1000)) };
    }
    await tx.query("delete from mfa_passcodes where admin_id = $1 and created_at < $2", [
      adminId,
      new Date(now.getTime() - KEEP_HOURS * 3_600_000),
    ]);
    await tx.query(
      "update mfa_passcodes set closed_at = $3 where admin_id = $1 and purpose = $2 and closed_at is null",
      [adminId, purpose, now],
    );
    await tx.query(
      `insert into mfa_passcodes (correlation_id, admin_id, session_hash, purpose, email, code_hash, created_at, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [correlationId, adminId, sessionHash, purpose, email, codeHash, now, expiresAt],
    );
    return { issued: true, correlationId, expiresAt };
  });
  if (!result.issued) return result;
  try {
    await deps.mailer.send({
      to: email,
      subject: "Your verification code",
      text: passcodeText(code, expiresAt),
      // A newer code of the same purpose ends this one, as the update above does.
      secret: { until: expiresAt, key: `passcode:${adminId}:${purpose}` },
    });
  } catch (error) {
    // A code nobody received must not stay live.
    await deps.db.query("update mfa_passcodes set closed_at = $2 where correlation_id = $1", [
      correlationId,
      now,
    ]);
    throw error;
  }
  return result;
}

/** The e-mail's text: the code, how long it lasts, and what to do if it was not asked for. */
function passcodeText(code: string, expiresAt: Date): string {
  return [
    `Your employer portal verification code is ${code}.`,
    "",
    `It can be used once and expires in ${MFA_CODE_TTL_MINUTES} minutes (at ${expiresAt.toISOString().slice(11, 16)} UTC).`,
    "If you did not ask for it, someone may know your password: change it and tell your Client Manager.",
  ].join("\n");
}

/** The attempt a request names: its correlation id, in this administrator's session, for this purpose. */
export interface AttemptRef {
  correlationId: string;
  adminId: number;
  sessionHash: string;
  purpose: PasscodePurpose;
  now: Date;
}

/** The condition on mfa_passcodes naming the attempt of `ref`, with its parameters as $1–$4 (the rest follow). */
const ATTEMPT = "correlation_id = $1 and admin_id = $2 and session_hash = $3 and purpose = $4";
const attemptParams = (ref: AttemptRef) => [ref.correlationId, ref.adminId, ref.sessionHash, ref.purpose];

interface AttemptRow {
  attempts: number;
  code_hash: string;
  expires_at: Date | string;
  verified_at: Date | string | null;
  closed_at: Date | string | null;
}

/** What one submission did, and how many submissions the attempt has left. */
export interface CheckResult {
  outcome: MfaOutcome;
  attemptsLeft: number;
  /** Whether this submission was counted (a live attempt took it); false for a locked or expired one. */
  counted: boolean;
}

/**
 * One submission of `code` for the attempt `correlationId` (§5): counted before the code is
 * compared (one conditional update, so parallel submissions cannot exceed the limit), then
 * `valid` (the attempt is now used), `required` (empty), `invalid`, `locked` (the limit reached,
 * now or before) or `expired` (past its time, used, replaced, or not this session's attempt).
 */
export async function checkPasscode(
  db: Queryable,
  request: AttemptRef & { code: string },
): Promise<CheckResult> {
  const { correlationId, code, now } = request;
  const counted = await db.query<AttemptRow>(
    `update mfa_passcodes set attempts = attempts + 1
      where ${ATTEMPT} and attempts < $5 and verified_at is null and closed_at is null and expires_at > $6
      returning attempts, code_hash, expires_at, verified_at, closed_at`,
    [...attemptParams(request), MFA_MAX_ATTEMPTS, now],
  );
  const row = counted.rows[0];
  if (!row) return notLive(db, request);
  const attemptsLeft = MFA_MAX_ATTEMPTS - row.attempts;
  const failed = (outcome: "required" | "invalid"): CheckResult => ({
    outcome: attemptsLeft === 0 ? "locked" : outcome,
    attemptsLeft,
    counted: true,
  });
  if (code.trim() === "") return failed("required");
  if (!(await verifyPassword(row.code_hash, code.trim()))) return failed("invalid");
  // Single use: only one submission may mark it verified, however many raced with the right code.
  const used = await db.query(
    "update mfa_passcodes set verified_at = $2 where correlation_id = $1 and verified_at is null and closed_at is null returning 1",
    [correlationId, now],
  );
  return used.rows.length
    ? { outcome: "valid", attemptsLeft, counted: true }
    : { outcome: "expired", attemptsLeft: 0, counted: true };
}

/** Why an attempt took no submission: locked if its submissions are spent and it is still current, else expired. */
async function notLive(db: Queryable, request: AttemptRef): Promise<CheckResult> {
  const { rows } = await db.query<AttemptRow>(
    `select attempts, code_hash, expires_at, verified_at, closed_at from mfa_passcodes where ${ATTEMPT}`,
    attemptParams(request),
  );
  const row = rows[0];
  const current =
    row && row.closed_at === null && row.verified_at === null && new Date(row.expires_at) > request.now;
  return current && row.attempts >= MFA_MAX_ATTEMPTS
    ? { outcome: "locked", attemptsLeft: 0, counted: false }
    : { outcome: "expired", attemptsLeft: 0, counted: false };
}

/**
 * Redeems the attempt verified in this session for `purpose` within the code's time: it is then
 * closed, so one verification enrols once. Answers the address the code went to, or null.
 */
export async function redeemVerified(db: Queryable, request: AttemptRef): Promise<string | null> {
  const { rows } = await db.query<{ email: string }>(
    `update mfa_passcodes set closed_at = $5
      where ${ATTEMPT} and verified_at is not null and closed_at is null and verified_at > $6
      returning email`,
    [...attemptParams(request), request.now, new Date(request.now.getTime() - minutes(MFA_CODE_TTL_MINUTES))],
  );
  return rows[0]?.email ?? null;
}
