import { memberDisplayName } from "@epr/domain";
import type { SsnVault } from "../auth/ssn.js";
import type { Queryable } from "../db/database.js";
import { insertEnrollment } from "../enrollments/queries.js";
import { type HistoryEntry, recordHistory } from "../history/record.js";
import { type ChangeCase, HISTORY_REPORT_CODES, historyDates } from "./changeCases.js";
import type { SeedData, SeedEmployee } from "./generate.js";

/**
 * Writes the database side of the change cases (changeCases.ts): the pending transactions as
 * SUBMITTED enrollments whose group waits for delayed processing (enrollment.md §4, §8: no job is
 * queued, so they stay pending), and the history rows through the history writer.
 */
export async function insertChangeCases(
  tx: Queryable,
  vault: SsnVault,
  data: SeedData,
  cases: readonly ChangeCase[],
  clientIds: ReadonlyMap<string, number>,
  today: Date,
) {
  const byUmi = new Map(data.employees.map((e) => [e.umi, e]));
  for (const c of cases) {
    const employee = byUmi.get(c.umi);
    if (!employee) throw new Error(`No employee ${c.umi} for the ${c.kind} case.`);
    if (c.kind === "pending") await insertPending(tx, vault, employee, c, clientIds);
    if (c.kind === "history") await insertHistory(tx, employee, c, today);
  }
}

async function insertPending(
  tx: Queryable,
  vault: SsnVault,
  employee: SeedEmployee,
  c: ChangeCase,
  clientIds: ReadonlyMap<string, number>,
) {
  const clientId = clientIds.get(c.clientNumber);
  if (clientId === undefined) throw new Error(`No client ${c.clientNumber}.`);
  const made = await insertEnrollment(tx, vault, {
    clientId,
    record: employee.record,
    ssns: { subscriber: employee.ssn, dependents: employee.dependentSsns },
    approvedSteps: [],
    status: "SUBMITTED",
    groupResults: { [c.groupNumber]: null },
    adminId: null,
  });
  await tx.query("update enrollments set umi = $1 where id = $2", [employee.umi, made.id]);
}

/** Who made the seeded changes: the demo login serving the client, by name (DESIGN.md history). */
async function authorOf(tx: Queryable, clientNumber: string) {
  const { rows } = await tx.query<{ id: number; name: string }>(
    `select p.id, p.first_name || ' ' || p.last_name as name
       from plan_admins p join admin_clients ac on ac.admin_id = p.id join clients c on c.id = ac.client_id
      where c.client_number = $1 and p.login_id in ('demo.admin', 'demo.mcu')
      order by p.login_id limit 1`,
    [clientNumber],
  );
  const row = rows[0];
  return row ? { adminId: row.id, adminName: row.name } : { adminId: null, adminName: "Benefits Office" };
}

/**
 * The employee's history in its group: the ADD of every line, its COB answers, PCP and report
 * codes, then an EDIT that changed the report codes and the PCP (enrollment.md §7 History).
 */
async function insertHistory(tx: Queryable, employee: SeedEmployee, c: ChangeCase, today: Date) {
  const author = await authorOf(tx, c.clientNumber);
  const s = employee.record.subscriber;
  const coverage = s.memberCoverages.find((m) => m.groupNumber === c.groupNumber);
  const base = {
    umi: employee.umi,
    memberKey: "subscriber",
    memberName: memberDisplayName(s.fullName),
  };
  const cob = {
    otherInsuranceIndicator: s.otherInsuranceIndicator,
    medicareEligibleIndicator: s.medicareEligibleIndicator,
  };
  const earlierPcp = { physicianNumber: "1000001", physicianName: "HARBOR POINT PEDIATRICS" };
  const added: HistoryEntry[] = [
    ...(coverage?.memberLobs ?? []).map(
      (line): HistoryEntry => ({
        ...base,
        groupNumber: c.groupNumber,
        kind: "plan",
        transactionType: "ADD",
        before: null,
        after: line,
      }),
    ),
    { ...base, groupNumber: null, kind: "cob", transactionType: "ADD", before: null, after: cob },
    {
      ...base,
      groupNumber: c.groupNumber,
      kind: "pcp",
      transactionType: "ADD",
      before: null,
      after: earlierPcp,
    },
    // One row per report code, as the server's own writer keeps them (employees/history-diff.ts).
    ...HISTORY_REPORT_CODES.before.map(
      (code): HistoryEntry => ({
        ...base,
        groupNumber: c.groupNumber,
        kind: "report_code",
        transactionType: "ADD",
        before: null,
        after: code,
      }),
    ),
  ];
  const edited: HistoryEntry[] = [
    {
      ...base,
      groupNumber: c.groupNumber,
      kind: "pcp",
      transactionType: "EDIT",
      before: earlierPcp,
      after: coverage?.providerInformation ?? null,
    },
    ...HISTORY_REPORT_CODES.after.map(
      (code): HistoryEntry => ({
        ...base,
        groupNumber: c.groupNumber,
        kind: "report_code",
        transactionType: "EDIT",
        before: HISTORY_REPORT_CODES.before.find((b) => b.type === code.type) ?? null,
        after: code,
      }),
    ),
  ];
  const when = historyDates(today);
  for (const [entries, at] of [
    [added, when.added],
    [edited, when.edited],
  ] as const) {
    const { rows } = await tx.query<{ last: string | null }>(
      "select max(id)::text as last from employee_history",
    );
    await recordHistory(tx, author, entries);
    // The writer stamps the transaction's now(); the seeded changes happened earlier.
    await tx.query("update employee_history set changed_at = $1 where id > $2", [
      at.toISOString(),
      rows[0]?.last ?? "0",
    ]);
  }
}
