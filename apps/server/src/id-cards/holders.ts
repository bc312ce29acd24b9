import { type EmployeeRecord, employeeRecordSchema, type IdCardHolder, idCardHolders } from "@epr/domain";
import type { Queryable } from "../db/database.js";
import type { EmployeeSubject } from "../policy/index.js";

/** An employee as the ID card routes read them: the policy's subject, the record and its cards. */
export interface IdCardEmployee {
  umi: string;
  subject: EmployeeSubject;
  brandCode: string;
  record: EmployeeRecord;
  holders: IdCardHolder[];
  groupNames: Map<string, string>;
}

/**
 * Reads an employee and their members' ID cards on `today` (assist-employees.md §7 idcardMembers by
 * umi), or null when there is none. The brand is the employee's client's, whose card it is.
 */
export async function loadIdCardEmployee(
  db: Queryable,
  umi: string,
  today: Date,
): Promise<IdCardEmployee | null> {
  const { rows } = await db.query<{ client_id: number; record: unknown; brand_code: string }>(
    `select e.client_id, e.record, c.brand_code from employees e join clients c on c.id = e.client_id
      where e.umi = $1`,
    [umi],
  );
  const row = rows[0];
  if (!row) return null;
  const groups = await db.query<{ group_number: string; name: string }>(
    `select g.group_number, gr.name from employee_groups g join groups gr on gr.group_number = g.group_number
      where g.umi = $1 order by g.group_number`,
    [umi],
  );
  const record = employeeRecordSchema.parse(row.record);
  return {
    umi,
    subject: { clientId: row.client_id, groupNumbers: groups.rows.map((g) => g.group_number) },
    brandCode: row.brand_code,
    record,
    holders: idCardHolders(umi, record, today),
    groupNames: new Map(groups.rows.map((g) => [g.group_number, g.name])),
  };
}

/** The subscriber's address, where ordered cards are mailed (§3 Order request address fields). */
export function mailingAddress(record: EmployeeRecord) {
  const a = record.subscriber.address;
  return {
    address: a?.address1 ?? "",
    address2: a?.address2 ?? "",
    city: a?.city ?? "",
    state: a?.state ?? "",
    zip: a?.zipCode?.base ?? "",
  };
}
