import type { EmployeeChangeResponse } from "@epr/contract";
import {
  domainMessages,
  type EmployeeRecord,
  editResult,
  employeeRecordSchema,
  type GroupSaveResult,
  groupChanges,
  groupsCovered,
  hasPendingGroup,
  keepGroupsAsStored,
  mergeGroupsInto,
  reinstateResult,
  submissionStatus,
} from "@epr/domain";
import type { Context } from "hono";
import type { SessionContext } from "../auth/sessions.js";
import type { Queryable } from "../db/database.js";
import { jsonColumn } from "../db/json-column.js";
import { APPLY_DELAYED_GROUPS } from "../enrollment-submit/apply.js";
import { hasPendingTransaction } from "../enrollment-submit/lookups.js";
import { toStored } from "../enrollment-submit/results.js";
import { type ClientContext, loadClientContext } from "../enrollment-submit/validate.js";
import {
  type HistoryTransactionType,
  historyAuthor,
  recordBackup,
  recordHistory,
} from "../history/record.js";
import { audit } from "../http/audit.js";
import type { AppDeps, AppEnv } from "../http/env.js";
import { HttpError } from "../http/errors.js";
import { assertVersion, enforce } from "../http/guard.js";
import { enqueueJob } from "../jobs/runner.js";
import {
  groupsKeptAsStored,
  mayChangeEmployeeGroups,
  mayModifyEmployee,
  policyMessages,
} from "../policy/index.js";
import { groupStatuses, writeGroupStatuses } from "./group-statuses.js";
import { historyEntries } from "./history-diff.js";

/** The SSNs sealed with an employee (auth/ssn.ts): the subscriber's and each dependent's by position. */
export interface EmployeeSsns {
  subscriber: string;
  dependents: (string | null)[];
}

/** An employee as the write pipeline loads it, locked for the transaction. */
export interface EmployeeRow {
  umi: string;
  clientId: number;
  version: number;
  record: EmployeeRecord;
  ssnHash: string;
  ssns: EmployeeSsns;
  groups: { groupNumber: string; status: "active" | "cancelled" }[];
}

/** What a change computes from the locked employee, before anything is written. */
export interface ChangePlan {
  /** The whole record as it is to be stored (SSNs out of it). */
  record: EmployeeRecord;
  /** The groups the change touches: the policy checks each; the answer has one entry per group. */
  groups: string[];
  /** The SSNs to seal with the record when the change adds a dependent; unchanged when absent. */
  ssns?: EmployeeSsns;
  /** Groups whose products failed (vision and dental validation): answered false, left as they were. */
  failures?: Record<string, string[]>;
}

/**
 * The kinds of change: those whose subjects the employee history records, and a spending election
 * (assist-employees.md §7 saveSpendingAccountInformation), which changes no subject of the record
 * and keeps its own history (spending/history.ts).
 */
export type ChangeType = HistoryTransactionType | "SPENDING_ELECTION";

/** One write to an existing employee: who, which, what kind, and how to compute it. */
export interface ChangeRequest {
  session: SessionContext & { clientId: number };
  umi: string;
  transactionType: ChangeType;
  /** enrollment.md §8: the edit's or the cancel's pending-transaction sentence. */
  pendingMessage: string;
  plan: (tx: Queryable, row: EmployeeRow, ctx: ClientContext & { today: Date }) => Promise<ChangePlan>;
  /**
   * The change is applied at once whatever the group's delayed processing: it goes to an outside
   * system in `plan` (the spending vendor's election), not to the group's coverages.
   */
  immediate?: boolean;
}

/**
 * The one write pipeline of every change of an existing employee (enrollment.md
 * §4 Edit save: pending check, backup save, final save), in ONE transaction so a refusal at any
 * step changes nothing:
 *   1. the employee row FOR UPDATE (a second writer waits here, then sees the new version);
 *   2. the record-level policy: the employee may be changed (404 / 403);
 *   3. the pending-transaction check (409 pendingTransaction with the spec's sentence);
 *   4. the version against If-Match (412 with the employee's stale sentence);
 *   5. the change itself (`plan`: schemas and rules, 400 / 422); the parts of groups this
 *      administrator may not modify are then taken from the stored record, never from the request
 *      (`groupsKeptAsStored`), and every group that differs from the stored record (`groupChanges`)
 *      or that the plan names must be modifiable (403);
 *   6. the backup of the record as it was (its version untouched), then the record written and its
 *      version bumped; groups configured for delayed processing keep their old coverages and wait
 *      for the job runner as a submission (a pending transaction, as the add flow's final save);
 *   7. history rows (COB, plan, PCP, report codes, before and after) and an audit row.
 * Answers the new version and the result per group (true, false, or "pending").
 */
export async function changeEmployee(
  c: Context<AppEnv>,
  request: ChangeRequest,
): Promise<EmployeeChangeResponse> {
  const response = await applyEmployeeChange(c.get("deps"), request, (current) =>
    assertVersion(c, current, domainMessages.employeeStale),
  );
  c.header("ETag", `"${response.version}"`);
  return response;
}

/**
 * The pipeline of {@link changeEmployee} without a request: the caller checks the version read
 * (step 4) in `checkVersion`. An eligibility import applies each row through here (its change is
 * computed from the record as locked in step 1, so it has no version of its own to compare).
 */
export async function applyEmployeeChange(
  deps: Pick<AppDeps, "db" | "vault" | "now" | "config">,
  request: ChangeRequest,
  checkVersion: (current: number) => void,
): Promise<EmployeeChangeResponse> {
  const { db, vault, now, config } = deps;
  const { session } = request;
  const today = now();
  return db.transaction(async (tx) => {
    const row = await loadForUpdate(
      tx,
      request.umi,
      (sealed) => JSON.parse(vault.decrypt(sealed)) as EmployeeSsns,
    );
    const subject = row
      ? { clientId: row.clientId, groupNumbers: row.groups.map((g) => g.groupNumber) }
      : null;
    enforce(mayModifyEmployee(session, subject));
    if (!row) throw new HttpError(404, policyMessages.employeeNotFound, "not_found");
    if (await hasPendingTransaction(tx, row.clientId, row.ssnHash))
      throw new HttpError(409, request.pendingMessage, "pending_transaction");
    checkVersion(row.version);

    const ctx = { ...(await loadClientContext(tx, row.clientId)), today };
    const planned = await request.plan(tx, row, ctx);
    // A change is what differs from the stored record: the groups this administrator may not
    // modify keep their stored part whatever the request says of them (a record answered without
    // its unreadable groups comes back without them), and every group that still differs, by a
    // line, a provider, a report code or a member added or removed, must be modifiable (§6).
    const kept = groupsKeptAsStored(
      session,
      [...new Set([...groupsCovered(row.record), ...groupsCovered(planned.record)])],
      planned.groups,
    );
    const plan = { ...planned, record: keepGroupsAsStored(planned.record, row.record, kept) };
    const touched = [...new Set([...plan.groups, ...groupChanges(row.record, plan.record)])];
    enforce(mayChangeEmployeeGroups(session, subject, touched));

    const failures = plan.failures ?? {};
    const results: Record<string, GroupSaveResult> = Object.fromEntries(
      plan.groups.map((g) => [
        g,
        failures[g] ? false : ctx.groups.get(g)?.delayedProcessing && !request.immediate ? "pending" : true,
      ]),
    );
    const waiting = plan.groups.filter((g) => results[g] !== true);
    // A failed or delayed group keeps what it had; a delayed one gets the change from the job.
    const stored = waiting.length ? mergeGroupsInto(plan.record, row.record, waiting) : plan.record;

    await recordBackup(tx, {
      umi: row.umi,
      version: row.version,
      record: row.record,
      adminId: session.adminId,
      transactionType: request.transactionType,
    });
    const version = await writeEmployee(tx, row, stored, plan.ssns ?? row.ssns, today, vault.encrypt);
    const historyType = request.transactionType === "SPENDING_ELECTION" ? null : request.transactionType;
    if (historyType)
      await recordHistory(
        tx,
        historyAuthor(session),
        historyEntries(row.record, stored, { umi: row.umi, transactionType: historyType }),
      );
    const pending = plan.groups.filter((g) => results[g] === "pending");
    if (pending.length && historyType) {
      const id = await keepPendingSubmission(tx, {
        row,
        record: plan.record,
        results,
        adminId: session.adminId,
        sealed: vault.encrypt(JSON.stringify(plan.ssns ?? row.ssns)),
      });
      await enqueueJob(tx, {
        kind: APPLY_DELAYED_GROUPS,
        payload: {
          enrollmentId: id,
          groups: pending,
          transactionType: historyType,
          adminId: session.adminId,
        },
        runAt: new Date(today.getTime() + config.delayedProcessingSeconds * 1000),
      });
    }
    await audit(tx, session.adminId, `employee.${request.transactionType.toLowerCase()}`, row.umi, {
      groups: results,
    });
    const failed = Object.entries(failures).map(([groupNumber, messages]) => ({ groupNumber, messages }));
    const name = [stored.subscriber.fullName?.first, stored.subscriber.fullName?.last]
      .filter(Boolean)
      .join(" ");
    return {
      umi: row.umi,
      version,
      groups: results,
      outcome: (request.transactionType === "REINSTATE" ? reinstateResult : editResult)(
        Object.fromEntries(Object.entries(results).map(([g, r]) => [g, r === true])),
        name,
      ),
      pending: hasPendingGroup(results),
      ...(failed.length ? { validateProductsResponse: failed } : {}),
    } satisfies EmployeeChangeResponse;
  });
}

/** Step 1: the employee, its SSNs and groups, locked until the transaction ends. */
export async function loadForUpdate(
  tx: Queryable,
  umi: string,
  unseal: (sealed: string) => EmployeeSsns,
): Promise<EmployeeRow | null> {
  const { rows } = await tx.query<{
    umi: string;
    client_id: number;
    version: number;
    record: unknown;
    ssn_hash: string;
    ssn_encrypted: string;
  }>(
    "select umi, client_id, version, record, ssn_hash, ssn_encrypted from employees where umi = $1 for update",
    [umi.toUpperCase()],
  );
  const row = rows[0];
  if (!row) return null;
  const groups = await tx.query<{ group_number: string; status: "active" | "cancelled" }>(
    "select group_number, status from employee_groups where umi = $1 order by group_number",
    [row.umi],
  );
  const record = jsonColumn(row.record);
  return {
    umi: row.umi,
    clientId: row.client_id,
    version: row.version,
    record: employeeRecordSchema.parse(record),
    ssnHash: row.ssn_hash,
    ssns: unseal(row.ssn_encrypted),
    groups: groups.rows.map((g) => ({ groupNumber: g.group_number, status: g.status })),
  };
}

/** Step 6: the record, names and SSNs written, the version bumped, each group's status from its lines. */
async function writeEmployee(
  tx: Queryable,
  row: EmployeeRow,
  record: EmployeeRecord,
  ssns: EmployeeSsns,
  today: Date,
  encrypt: (plain: string) => string,
): Promise<number> {
  const statuses = groupStatuses(record, today);
  const active = statuses.some(([, status]) => status === "active");
  const { rows } = await tx.query<{ version: number }>(
    `update employees
        set record = $2, first_name = $3, last_name = $4, ssn_encrypted = $5, status = $6,
            version = version + 1, updated_at = now()
      where umi = $1
  returning version`,
    [
      row.umi,
      JSON.stringify(record),
      record.subscriber.fullName?.first ?? "",
      record.subscriber.fullName?.last ?? "",
      encrypt(JSON.stringify(ssns)),
      active ? "active" : "cancelled",
    ],
  );
  await writeGroupStatuses(tx, row.umi, statuses);
  return rows[0]?.version ?? row.version + 1;
}

/**
 * The delayed groups of a change wait as a submission of the employee (migration 005's row for its
 * SSN, as the add flow keeps one), which the pending-transaction check then finds and the job of
 * enrollment-submit/apply.ts applies; one row per client and SSN, so an older one is replaced.
 */
async function keepPendingSubmission(
  tx: Queryable,
  s: {
    row: EmployeeRow;
    record: EmployeeRecord;
    results: Record<string, GroupSaveResult>;
    adminId: number;
    sealed: string;
  },
): Promise<string> {
  const status = submissionStatus(s.results);
  const { rows } = await tx.query<{ id: string }>(
    `insert into enrollments (client_id, ssn_hash, ssn_encrypted, first_name, last_name, status, record,
                              group_results, umi, created_by, updated_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)
     on conflict (client_id, ssn_hash) do update
        set ssn_encrypted = excluded.ssn_encrypted, first_name = excluded.first_name,
            last_name = excluded.last_name, status = excluded.status, record = excluded.record,
            group_results = excluded.group_results, umi = excluded.umi, updated_by = excluded.updated_by,
            version = enrollments.version + 1, updated_at = now()
     returning id`,
    [
      s.row.clientId,
      s.row.ssnHash,
      s.sealed,
      s.record.subscriber.fullName?.first ?? "",
      s.record.subscriber.fullName?.last ?? "",
      status === "APPLIED" ? "SUBMITTED" : status,
      JSON.stringify(s.record),
      JSON.stringify(toStored(s.results)),
      s.row.umi,
      s.adminId,
    ],
  );
  return rows[0]?.id as string;
}
