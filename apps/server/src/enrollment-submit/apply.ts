import { employeeRecordSchema, mergeGroupsInto, submissionStatus } from "@epr/domain";
import { z } from "zod";
import type { Database, Queryable } from "../db/database.js";
import type { JobHandler } from "../jobs/runner.js";
import { audit } from "../routes/audit.js";
import { readStored, toWire } from "./results.js";

/** The job that applies groups configured for delayed processing (issue 8 "Server"). */
export const APPLY_DELAYED_GROUPS = "enrollment.applyDelayedGroups";

/** Its payload: which enrollment, which groups. No SSN. */
export const applyDelayedGroupsPayload = z.object({
  enrollmentId: z.uuid(),
  groups: z.array(z.string()).min(1),
});

/**
 * Applies the waiting groups of a submitted enrollment (enrollment.md §4, §8: a pending transaction
 * until then): their coverages join the employee's record and the employee joins the groups, in one
 * transaction. Safe to run twice: a group no longer waiting is skipped. When every group is applied
 * the enrollment is removed (nothing is left in process); otherwise its status follows the results.
 */
export async function applyDelayedGroups(db: Database, payload: unknown): Promise<void> {
  const { enrollmentId, groups } = applyDelayedGroupsPayload.parse(payload);
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
    await applyGroups(tx, enrollment.umi, employeeRecordSchema.parse(enrollment.record), due);
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

/** Adds the submitted coverages of `groups` to the employee, and the employee to the groups. */
export async function applyGroups(
  tx: Queryable,
  umi: string,
  submitted: z.infer<typeof employeeRecordSchema>,
  groups: readonly string[],
): Promise<void> {
  const { rows } = await tx.query<{ record: unknown }>(
    "select record from employees where umi = $1 for update",
    [umi],
  );
  const current = rows[0];
  if (!current) throw new Error(`Employee ${umi} of a submitted enrollment no longer exists.`);
  const merged = mergeGroupsInto(employeeRecordSchema.parse(current.record), submitted, groups);
  await tx.query(
    "update employees set record = $2, status = 'active', version = version + 1, updated_at = now() where umi = $1",
    [umi, JSON.stringify(merged)],
  );
  for (const group of groups)
    await tx.query(
      "insert into employee_groups (umi, group_number, status) values ($1, $2, 'active') on conflict do nothing",
      [umi, group],
    );
}

/** The handler the job runner registers under {@link APPLY_DELAYED_GROUPS}. */
export const applyDelayedGroupsHandler: JobHandler = (payload, { db }) => applyDelayedGroups(db, payload);
