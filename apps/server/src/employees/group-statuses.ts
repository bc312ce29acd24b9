import { type EmployeeRecord, type EmployeeStatus, groupStatus } from "@epr/domain";
import type { Queryable } from "../db/database.js";

/** Each group's status from the lines its members hold in it (only `groups` when named). */
export function groupStatuses(
  record: EmployeeRecord,
  today: Date,
  groups?: readonly string[],
): (readonly [group: string, status: EmployeeStatus])[] {
  const lines = new Map<string, EmployeeRecord["subscriber"]["memberCoverages"][number]["memberLobs"]>(
    groups?.map((g) => [g, []]),
  );
  for (const member of [record.subscriber, ...record.dependents])
    for (const coverage of member.memberCoverages)
      if (!groups || groups.includes(coverage.groupNumber))
        lines.set(coverage.groupNumber, [...(lines.get(coverage.groupNumber) ?? []), ...coverage.memberLobs]);
  return [...lines].map(([group, lobs]) => [group, groupStatus(lobs, today)] as const);
}

/** The employee's groups with their statuses, every group in one statement. */
export async function writeGroupStatuses(
  tx: Queryable,
  umi: string,
  statuses: readonly (readonly [string, EmployeeStatus])[],
): Promise<void> {
  if (!statuses.length) return;
  await tx.query(
    `insert into employee_groups (umi, group_number, status)
     select $1, g.group_number, g.status from unnest($2::text[], $3::text[]) as g(group_number, status)
     on conflict (umi, group_number) do update set status = excluded.status`,
    [umi, statuses.map(([group]) => group), statuses.map(([, status]) => status)],
  );
}
