import { type EmployeeRecord, employeeRecordSchema, mergeGroupsInto, submissionStatus } from "@epr/domain";
import { z } from "zod";
import type { Database, Queryable } from "../db/database.js";
import { groupStatuses, writeGroupStatuses } from "../employees/group-statuses.js";
import { historyEntries } from "../employees/history-diff.js";
import { historyTransactionTypes, recordHistory } from "../history/record.js";
import { audit } from "../http/audit.js";
import type { JobHandler } from "../jobs/runner.js";
import { readStored, toWire } from "./results.js";

/** The job that applies groups configured for delayed processing (the spec's pending state, §8). */
export const APPLY_DELAYED_GROUPS = "enrollment.applyDelayedGroups";

/** Its payload: which enrollment, which groups. No SSN. */
export const applyDelayedGroupsPayload = z.object({
  enrollmentId: z.uuid(),
  groups: z.array(z.string()).min(1),
  /**
   * A change of an existing employee (employees/change.ts: EDIT, CANCEL, …) names its transaction
   * and administrator: the history of the groups it applies is written then, under their name
   * (history on every change). The add flow's final save names neither.
   */
  transactionType: z.enum(historyTransactionTypes).optional(),
  adminId: z.number().int().nullable().optional(),
});

/**
 * Applies the waiting groups of a submitted enrollment (enrollment.md §4, §8: a pending transaction
 * until then): their coverages join the employee's record and the employee joins the groups, in one
 * transaction. Safe to run twice: a group no longer waiting is skipped. When every group is applied
 * the enrollment is removed (nothing is left in process); otherwise its status follows the results.
 */
export async function applyDelayedGroups(db: Database, payload: unknown): Promise<void> {
  const { enrollmentId, groups, transactionType, adminId } = applyDelayedGroupsPayload.parse(payload);
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ umi: string | null; record: unknown; group_results: unknown }>(
      "select umi, record, group_results from enrollments where id = $1 for update",
      [enrollmentId],
    );
    const enrollment = rows[0];
    if (!enrollment?.umi) return; // removed meanwhile, or never submitted: nothing waits
    const results = readStored(enrollment.group_results);
    const due = groups.filter((group) => Object.hasOwn(results, group) && results[group] === null);
    if (!due.length) return;
    const change = await applyGroups(tx, enrollment.umi, employeeRecordSchema.parse(enrollment.record), due);
    if (transactionType)
      await recordHistory(
        tx,
        { adminId: adminId ?? null, adminName: await adminNameOf(tx, adminId ?? null) },
        historyEntries(change.before, change.after, { umi: enrollment.umi, transactionType }),
      );
    for (const group of due) results[group] = true;
    const status = submissionStatus(toWire(results));
    if (status === "APPLIED") {
      await tx.query("delete from enrollments where id = $1", [enrollmentId]);
    } else {
      await tx.query(
        `update enrollments set group_results = $2, status = $3, version = version + 1, updated_at = now()
          where id = $1`,
        [enrollmentId, JSON.stringify(results), status],
      );
    }
    await audit(tx, null, "employee.enroll.applied", enrollment.umi, { groups: due });
  });
}

/**
 * Puts the submitted coverages of `groups` on the employee, and the employee in the groups with
 * each group's status from its lines (a delayed cancel ends a group as an immediate one does,
 * change.ts); the employee is active while any of its groups is. Answers the record before and after.
 */
export async function applyGroups(
  tx: Queryable,
  umi: string,
  submitted: z.infer<typeof employeeRecordSchema>,
  groups: readonly string[],
): Promise<{ before: EmployeeRecord; after: EmployeeRecord }> {
  const { rows } = await tx.query<{ record: unknown }>(
    "select record from employees where umi = $1 for update",
    [umi],
  );
  const current = rows[0];
  if (!current) throw new Error(`Employee ${umi} of a submitted enrollment no longer exists.`);
  const before = employeeRecordSchema.parse(current.record);
  const merged = mergeGroupsInto(before, submitted, groups);
  await writeGroupStatuses(tx, umi, groupStatuses(merged, new Date(), groups));
  await tx.query(
    `update employees
        set record = $2, version = version + 1, updated_at = now(),
            status = case when exists (select 1 from employee_groups g where g.umi = $1 and g.status = 'active')
                          then 'active' else 'cancelled' end
      where umi = $1`,
    [umi, JSON.stringify(merged)],
  );
  return { before, after: merged };
}

/** The administrator as the history modals name them (change.ts names a signed-in one the same way). */
async function adminNameOf(tx: Queryable, adminId: number | null): Promise<string> {
  if (adminId === null) return "";
  const { rows } = await tx.query<{ first_name: string; last_name: string; login_id: string }>(
    "select first_name, last_name, login_id from plan_admins where id = $1",
    [adminId],
  );
  const row = rows[0];
  return row ? [row.first_name, row.last_name].filter(Boolean).join(" ") || row.login_id : "";
}

/** The handler the job runner registers under {@link APPLY_DELAYED_GROUPS}. */
export const applyDelayedGroupsHandler: JobHandler = (payload, { db }) => applyDelayedGroups(db, payload);
