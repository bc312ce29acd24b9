import { type ErrorCode, passwordErrorCodes, passwordServiceMessages } from "@epr/contract";
import { PASSWORD_HISTORY_COUNT } from "@epr/domain";
import { hashPassword, verifyPassword } from "../auth/password.js";
import type { Database, Queryable } from "../db/database.js";
import { forgetSecrets, passwordSecretKeys } from "../mail/mailer.js";
import { endResetLinks } from "./password-resets.js";

/** Why a new password was refused: the answer's status, code and sentence. */
export interface PasswordRefusal {
  status: 406 | 422;
  code: ErrorCode;
  message: string;
}

/**
 * Refuses a new password that is the current one (assist-employees.md §8: return code 406 with
 * PI-FOUND) or one of the last PASSWORD_HISTORY_COUNT before it (§5: the history message); null
 * when it may be used. Each check is an argon2 verify, so a handful at most.
 */
export async function refuseReuse(
  db: Queryable,
  adminId: number,
  currentHash: string,
  next: string,
): Promise<PasswordRefusal | null> {
  if (await verifyPassword(currentHash, next))
    return {
      status: 406,
      code: passwordErrorCodes.oldPasswordUsed,
      message: passwordServiceMessages.oldPasswordUsed,
    };
  const { rows } = await db.query<{ password_hash: string }>(
    "select password_hash from password_history where admin_id = $1 order by id desc limit $2",
    [adminId, PASSWORD_HISTORY_COUNT],
  );
  for (const row of rows) {
    if (await verifyPassword(row.password_hash, next))
      return {
        status: 406,
        code: passwordErrorCodes.previousPassword,
        message: passwordServiceMessages.previousPassword,
      };
  }
  return null;
}

/**
 * Stores a new password: the old hash joins the history (only the last PASSWORD_HISTORY_COUNT are
 * kept) and the temporary flag is cleared (assist-employees.md §4: on success with a temporary
 * password the temporary flags are cleared). Every reset link of the administrator ends with it,
 * and the outbox forgets the e-mailed links and temporary password. Answers whether the password
 * was temporary.
 */
export async function storeNewPassword(
  db: Database,
  adminId: number,
  next: string,
  now: Date = new Date(),
): Promise<boolean> {
  const nextHash = await hashPassword(next);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ password_hash: string; temporary_password: boolean }>(
      "select password_hash, temporary_password from plan_admins where id = $1 for update",
      [adminId],
    );
    const old = rows[0];
    if (!old) throw new Error(`administrator ${adminId} vanished during a password change`);
    await tx.query("insert into password_history (admin_id, password_hash) values ($1, $2)", [
      adminId,
      old.password_hash,
    ]);
    await tx.query(
      `delete from password_history where admin_id = $1 and id not in (
         select id from password_history where admin_id = $1 order by id desc limit $2)`,
      [adminId, PASSWORD_HISTORY_COUNT],
    );
    await tx.query(
      `update plan_admins set password_hash = $2, temporary_password = false, temporary_password_expires_at = null
        where id = $1`,
      [adminId, nextHash],
    );
    await endResetLinks(tx, adminId, now);
    await forgetSecrets(tx, passwordSecretKeys(adminId));
    return old.temporary_password;
  });
}
