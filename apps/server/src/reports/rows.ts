import { maskSsn } from "@epr/domain";
import type { SsnVault } from "../auth/ssn.js";
import type { Queryable } from "../db/database.js";

/** One member line of a census or wellness report (our columns: the spec names none). */
export interface ReportRow {
  groupNumber: string;
  groupName: string;
  memberId: string;
  clientAssignedId: string;
  lastName: string;
  firstName: string;
  /** Masked (*****1234) unless the request asked for SSN display (ssnMask N). */
  ssn: string;
  status: string;
}

/** Column headings, in the order `rowCells` gives the cells. */
export const reportColumns = [
  "Group Number",
  "Group Name",
  "Member ID",
  "Client Assigned ID",
  "Last Name",
  "First Name",
  "SSN",
  "Status",
] as const;

/** A row's cells in `reportColumns` order. */
export const rowCells = (row: ReportRow): string[] => [
  row.groupNumber,
  row.groupName,
  row.memberId,
  row.clientAssignedId,
  row.lastName,
  row.firstName,
  row.ssn,
  row.status,
];

/** Rows read per statement: a census of 10,000 members never sits in memory at once. */
export const REPORT_PAGE_ROWS = 500;

/**
 * The members of the chosen groups, a page at a time from a keyset cursor on (group, member) —
 * the order of `employee_groups_group_idx` — so memory stays flat whatever the census size.
 * The SSN is opened only to mask it (last four) or, when asked, to show it (session-and-admin.md §5:
 * masked by default).
 */
export async function* reportRowPages(
  db: Queryable,
  vault: SsnVault,
  request: { clientId: number; groupNumbers: readonly string[]; ssnMask: boolean },
  pageRows = REPORT_PAGE_ROWS,
): AsyncGenerator<ReportRow[]> {
  let after = { groupNumber: "", umi: "" };
  for (;;) {
    const { rows } = await db.query<{
      group_number: string;
      group_name: string;
      umi: string;
      client_assigned_id: string;
      last_name: string;
      first_name: string;
      ssn_encrypted: string;
      status: string;
    }>(
      `select eg.group_number, g.name as group_name, e.umi, e.client_assigned_id, e.last_name,
              e.first_name, e.ssn_encrypted, eg.status
         from employee_groups eg
         join employees e on e.umi = eg.umi
         join groups g on g.group_number = eg.group_number
        where e.client_id = $1 and eg.group_number = any($2::text[])
          and (eg.group_number, eg.umi) > ($3, $4)
        order by eg.group_number, eg.umi
        limit $5`,
      [request.clientId, [...request.groupNumbers], after.groupNumber, after.umi, pageRows],
    );
    if (rows.length === 0) return;
    yield rows.map((r) => {
      // The sealed value holds the record's SSNs; the report line is the subscriber's.
      const ssn = (JSON.parse(vault.decrypt(r.ssn_encrypted)) as { subscriber?: string }).subscriber ?? "";
      return {
        groupNumber: r.group_number,
        groupName: r.group_name,
        memberId: r.umi,
        clientAssignedId: r.client_assigned_id,
        lastName: r.last_name,
        firstName: r.first_name,
        ssn: request.ssnMask ? maskSsn(ssn) : ssn,
        status: r.status === "active" ? "Active" : "Cancelled",
      };
    });
    const last = rows[rows.length - 1];
    if (!last || rows.length < pageRows) return;
    after = { groupNumber: last.group_number, umi: last.umi };
  }
}
