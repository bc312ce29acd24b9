import { waitPhrase } from "../auth/throttle.js";
import type { Database, Queryable } from "../db/database.js";
import { audit } from "../http/audit.js";
import type { Mailer } from "../mail/mailer.js";

/**
 * Wrong second-factor codes at sign-in, counted per administrator across sign-in attempts (each
 * right password gives an attempt of its own, so the attempt's three codes alone bound nothing)
 * and across server processes (the count is a row of `factor_throttle`). The authenticator app's
 * code and the e-mailed passcode share the count. The spec names no limit; ours: `FACTOR_LOCK.failures`
 * wrong codes in `FACTOR_LOCK.windowSeconds` (fixed from its first code) lock the factor for
 * `FACTOR_LOCK.lockSeconds` from the last of them: every code is refused then, the right one
 * too, the owner is e-mailed once, and the lock is audited. A code is counted before it is
 * compared (under the row lock), so parallel submissions cannot pass the limit; a right code,
 * or a submission that was not compared, gives its count back.
 */
export const FACTOR_LOCK = { failures: 10, windowSeconds: 15 * 60, lockSeconds: 15 * 60 } as const;

export type FactorGate = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface Row {
  failures: number;
  window_started_at: Date | string;
  locked_until: Date | string | null;
}

const secondsUntil = (at: Date, now: Date) => Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000));

/** Seconds the administrator's factor stays locked, or null when it is not. */
export async function factorLockedFor(db: Queryable, adminId: number, now: Date): Promise<number | null> {
  const { rows } = await db.query<{ locked_until: Date | string | null }>(
    "select locked_until from factor_throttle where admin_id = $1",
    [adminId],
  );
  const until = rows[0]?.locked_until;
  return until && new Date(until) > now ? secondsUntil(new Date(until), now) : null;
}

/** Counts one code of `adminId` as wrong before it is compared, unless the factor is locked or the window's codes are spent. */
export async function reserveFactorCode(db: Database, adminId: number, now: Date): Promise<FactorGate> {
  return db.transaction(async (tx): Promise<FactorGate> => {
    await tx.query(
      `insert into factor_throttle (admin_id, failures, window_started_at) values ($1, 0, $2)
       on conflict do nothing`,
      [adminId, now],
    );
    const { rows } = await tx.query<Row>(
      "select failures, window_started_at, locked_until from factor_throttle where admin_id = $1 for update",
      [adminId],
    );
    const row = rows[0];
    if (!row) throw new Error("factor_throttle row missing after insert");
    const lockedUntil = row.locked_until ? new Date(row.locked_until) : null;
    if (lockedUntil && lockedUntil > now)
      return { allowed: false, retryAfterSeconds: secondsUntil(lockedUntil, now) };
    const windowEnds = new Date(new Date(row.window_started_at).getTime() + FACTOR_LOCK.windowSeconds * 1000);
    // A lock that has passed, or a window that has ended, starts the count again.
    const fresh = lockedUntil !== null || windowEnds <= now;
    const failures = fresh ? 0 : row.failures;
    // The window's codes are all being compared (none wrong yet): wait for its end.
    if (failures >= FACTOR_LOCK.failures)
      return { allowed: false, retryAfterSeconds: secondsUntil(windowEnds, now) };
    await tx.query(
      `update factor_throttle set failures = $2, window_started_at = $3, locked_until = null
        where admin_id = $1`,
      [adminId, failures + 1, fresh ? now : row.window_started_at],
    );
    return { allowed: true };
  });
}

/** A reserved code was right, or was not compared after all: its count is given back. */
export async function releaseFactorCode(db: Queryable, adminId: number): Promise<void> {
  await db.query("update factor_throttle set failures = greatest(failures - 1, 0) where admin_id = $1", [
    adminId,
  ]);
}

/**
 * A reserved code was wrong: it stays counted, and the one that reaches the limit locks the factor,
 * audits the lock and e-mails the owner (once: only the code that sets the lock does).
 */
export async function factorCodeWrong(
  deps: { db: Database; mailer: Mailer },
  admin: { id: number; loginId: string; factor: "totp" | "email" },
  now: Date,
): Promise<{ lockedForSeconds: number | null }> {
  const lockedUntil = new Date(now.getTime() + FACTOR_LOCK.lockSeconds * 1000);
  const { rows } = await deps.db.query<{ email: string }>(
    `update factor_throttle t set locked_until = $3 from plan_admins p
      where t.admin_id = $1 and p.id = t.admin_id and t.failures >= $2
        and (t.locked_until is null or t.locked_until <= $4)
      returning p.email`,
    [admin.id, FACTOR_LOCK.failures, lockedUntil, now],
  );
  const owner = rows[0];
  if (!owner) return { lockedForSeconds: await factorLockedFor(deps.db, admin.id, now) };
  await audit(deps.db, admin.id, "session.factor.locked", admin.loginId, {
    factor: admin.factor,
    failures: FACTOR_LOCK.failures,
    lockedUntil: lockedUntil.toISOString(),
  });
  try {
    await deps.mailer.send({
      to: owner.email,
      subject: LOCK_MAIL_SUBJECT,
      text: lockMailText(admin.loginId, lockedUntil),
    });
  } catch {
    // The lock holds without its mail; the audit row says it was not sent.
    await audit(deps.db, admin.id, "session.factor.locked.mail_failed", admin.loginId);
  }
  return { lockedForSeconds: FACTOR_LOCK.lockSeconds };
}

/** The refusal's sentence while the factor is locked. */
export function factorLockedMessage(retryAfterSeconds: number): string {
  return `Too many wrong verification codes. For your security, signing in to this account is paused: please wait ${waitPhrase(retryAfterSeconds)} and try again.`;
}

const LOCK_MAIL_SUBJECT = "Sign-in paused after wrong verification codes";

/** The owner's e-mail: what happened and what to do; never a code. */
function lockMailText(loginId: string, lockedUntil: Date): string {
  return [
    `Someone signed in to the employer portal as ${loginId} with the right password, then entered ${FACTOR_LOCK.failures} wrong verification codes within ${FACTOR_LOCK.windowSeconds / 60} minutes.`,
    "",
    `Signing in to this account is paused until ${lockedUntil.toISOString().slice(11, 16)} UTC.`,
    "If this was not you, someone knows your password: change it as soon as you can sign in, and tell your Client Manager.",
  ].join("\n");
}
