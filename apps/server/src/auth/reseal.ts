import type { Database } from "../db/database.js";
import type { SsnVault } from "./ssn.js";

const BATCH = 500;

/**
 * After a key rotation (a new EPR_SECRET, the old one in EPR_SECRET_PREVIOUS) every SSN sealed with
 * another key is opened and sealed again with the current one, and its lookup hash recomputed, so
 * searches (which hash with the current key only) find it. Safe to run at every start: it touches
 * only rows not yet under the current key. Returns how many rows it re-sealed.
 */
export async function resealSsns(db: Database, vault: SsnVault): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ umi: string; ssn_encrypted: string }>(
        `select umi, ssn_encrypted from employees where not starts_with(ssn_encrypted, $1)
          order by umi limit ${BATCH} for update`,
        [vault.prefix],
      );
      for (const row of rows) {
        // The sealed value is { subscriber, dependents }; the lookup hash is the subscriber's SSN's.
        const plain = vault.decrypt(row.ssn_encrypted);
        const { subscriber } = JSON.parse(plain) as { subscriber: string };
        await tx.query("update employees set ssn_encrypted = $2, ssn_hash = $3 where umi = $1", [
          row.umi,
          vault.encrypt(plain),
          vault.lookupHash(subscriber),
        ]);
      }
      return rows.length;
    });
    total += done;
    if (done < BATCH) return total;
  }
}
