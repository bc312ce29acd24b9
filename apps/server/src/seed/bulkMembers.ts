import type { SsnVault } from "../auth/ssn.js";
import type { Queryable } from "../db/database.js";

/**
 * Adds a group of `count` active members to a client in three statements (generate_series), for
 * scale tests and benches (a census of 10,000 members). Every member shares one sealed
 * SSN, so no per-row encryption slows the insert; answers the new group's number.
 */
export async function insertBulkGroup(
  db: Queryable,
  vault: SsnVault,
  options: { clientNumber: string; groupNumber: string; count: number },
): Promise<string> {
  const { clientNumber, groupNumber, count } = options;
  await db.query(
    `insert into groups (group_number, client_id, name, status)
     select $2, id, 'Bulk Census Plan', 'active' from clients where client_number = $1`,
    [clientNumber, groupNumber],
  );
  const sealed = vault.encrypt(JSON.stringify({ subscriber: "123456789", dependents: [] }));
  await db.query(
    `insert into employees (umi, client_id, client_assigned_id, first_name, last_name, ssn_hash, ssn_encrypted, status, record)
     select $2 || lpad(i::text, 6, '0'), c.id, 'BULK' || i, 'Member', 'Bulk' || lpad(i::text, 6, '0'),
            'bulk-hash', $3, 'active', '{}'::jsonb
       from clients c, generate_series(1, $4::int) as i where c.client_number = $1`,
    [clientNumber, `B${groupNumber}`, sealed, count],
  );
  await db.query(
    `insert into employee_groups (umi, group_number, status)
     select $1 || lpad(i::text, 6, '0'), $2, 'active' from generate_series(1, $3::int) as i`,
    [`B${groupNumber}`, groupNumber, count],
  );
  return groupNumber;
}
