import { EMPLOYEE_DETAILS_FRAUD, type EnrollmentSubmitResponse, enrollmentMessages } from "@epr/contract";
import {
  addResult,
  type EmployeeRecord,
  employeeRecordSchema,
  enrollmentInProgressBlocks,
  type GroupSaveResult,
  groupsOfRecord,
  hasPendingGroup,
  mergeGroupsInto,
  recomputeCoverageCategories,
  recordForGroups,
  submissionStatus,
  visionDentalFailures,
} from "@epr/domain";
import { normalizeSsn } from "@epr/forms/schemas";
import type { SessionContext } from "../auth/sessions.js";
import type { SsnVault } from "../auth/ssn.js";
import type { Database, Queryable } from "../db/database.js";
import { jsonColumn } from "../db/json-column.js";
import { groupStatuses, writeGroupStatuses } from "../employees/group-statuses.js";
import { historyEntries } from "../employees/history-diff.js";
import { enrollmentSubject, groupNumbersOf } from "../enrollments/queries.js";
import { historyAuthor, recordHistory } from "../history/record.js";
import { audit } from "../http/audit.js";
import { HttpError } from "../http/errors.js";
import { enforce } from "../http/guard.js";
import { enqueueJob } from "../jobs/runner.js";
import { mayModifyEnrollment, mayModifyGroup, mayReadEnrollment } from "../policy/index.js";
import { loadSpecialEnrollment } from "../reference/specialEnrollment.js";
import { APPLY_DELAYED_GROUPS } from "./apply.js";
import { checkCoverageSteps } from "./coverage-checks.js";
import { toStored } from "./results.js";
import { loadClientContext, validateSubmission } from "./validate.js";

/** Refusals of the final save (our wording where the spec gives none). */
export const submitMessages = {
  ssnExists:
    "An employee with this SSN is already enrolled in this client. Find the employee to change their coverage.",
  /** enrollment.md §8: the fraud description opens the SSN fraud modal; the portal shows its text. */
  fraud: "This SSN belongs to another member's details. Please check the SSN, name and date of birth.",
  enrollmentNotFound: enrollmentMessages.notFound,
  enrollmentOtherSsn: "This enrollment in process is for another SSN.",
  /** enrollment.md §4: an enrollment in progress blocks starting another unless it is SAVED. */
  enrollmentBlocked: enrollmentMessages.submitted,
  invalid: "Please correct the highlighted fields.",
} as const;

interface SubmitInput {
  record: EmployeeRecord;
  subscriberSsn?: string | undefined;
  enrollmentId?: string | undefined;
}

/**
 * The SSNs sealed with the enrollment in progress a save names. Its `enrollmentId` is a reference
 * the guard has resolved (`modifiesEnrollment`: one this administrator may not modify never lends
 * its SSNs, enrollment.md §6; one they may not read answers 404 like one that does not exist); the
 * save's transaction decides again under the row's lock (`claimEnrollment`).
 */
async function enrollmentSsns(
  db: Database,
  vault: SsnVault,
  session: SessionContext & { clientId: number },
  enrollmentId: string,
): Promise<{ subscriber: string; dependents: (string | null)[] }> {
  const { rows } = await db.query<{ ssn_encrypted: string }>(
    "select ssn_encrypted from enrollments where id = $1 and client_id = $2",
    [enrollmentId, session.clientId],
  );
  const row = rows[0];
  if (!row) throw new HttpError(404, submitMessages.enrollmentNotFound, "not_found");
  const value = JSON.parse(vault.decrypt(row.ssn_encrypted)) as {
    subscriber?: string;
    dependents?: (string | null)[];
  };
  return { subscriber: value.subscriber ?? "", dependents: value.dependents ?? [] };
}

/** A stored enrollment's row as the policy judges it (its groups: migration 042's column). */
function storedSubject(clientId: number, row: { group_numbers: unknown; created_by: number | null }) {
  const groups = row.group_numbers;
  return enrollmentSubject({
    clientId,
    groupNumbers: jsonColumn(groups) as string[],
    startedBy: row.created_by,
  });
}

/**
 * A resumed enrollment's record carries SSNs masked as the server sent them ("*****1234"): each
 * masked one is the SSN on file at the same place when its last four digits agree.
 */
export function unmaskDependents(record: EmployeeRecord, onFile: (string | null)[]): EmployeeRecord {
  return {
    ...record,
    dependents: record.dependents.map((dependent, index) => {
      const stored = onFile[index];
      const given = dependent.ssn ?? "";
      const masked = given.includes("*");
      if (!masked) return dependent;
      return { ...dependent, ssn: stored && stored.slice(-4) === given.slice(-4) ? stored : null };
    }),
  };
}

/** What the save needs of the app. */
export interface SubmitDeps {
  db: Database;
  vault: SsnVault;
  today: Date;
  delayedProcessingSeconds: number;
  /** The SEP flag (enrollment.md §1): with it on, a coverage date outside open enrollment needs a life event. */
  sepEnabled: boolean;
}

const fullName = (record: EmployeeRecord) =>
  [record.subscriber.fullName?.first, record.subscriber.fullName?.last].filter(Boolean).join(" ");

/**
 * The final save, transaction type ADD (enrollment.md §4 Save routing, §7 Save):
 * validates with the portal's schemas and rules, checks the session may modify every group touched,
 * runs the vision and dental product validation where the brand's flag says so, and writes the
 * employee (SSNs sealed beside their lookup hash), dependents and coverage lines in ONE transaction.
 * A group configured for delayed processing is stored as submitted and a job applies it later
 * (until then the employee has a pending transaction); a group whose products failed answers false.
 * The enrollment in progress is removed when every group is applied, otherwise it keeps the
 * submission as SUBMITTED or PARTIAL_SUBMIT with its per-group results.
 */
export async function submitEnrollment(
  session: SessionContext & { clientId: number },
  input: SubmitInput,
  deps: SubmitDeps,
): Promise<EnrollmentSubmitResponse> {
  const { db, vault, today } = deps;
  // Every group the body names, lines or not: with the stored enrollment's, each must be modifiable.
  const named = groupNumbersOf(input.record);
  const onFile = input.enrollmentId ? await enrollmentSsns(db, vault, session, input.enrollmentId) : null;
  const ssn = normalizeSsn(input.subscriberSsn ?? onFile?.subscriber ?? "");
  if (onFile) input = { ...input, record: unmaskDependents(input.record, onFile.dependents) };
  const ctx = await loadClientContext(db, session.clientId);
  const special = await loadSpecialEnrollment(db, {
    clientId: session.clientId,
    sepEnabled: deps.sepEnabled,
    coverageEffectiveDate: input.record.globalCoverageEffectiveDate,
    today,
  });
  const checked = validateSubmission({ record: input.record, ssn }, { ...ctx, today, special });
  if (!checked.ok) {
    const first = checked.issues[0];
    throw new HttpError(
      400,
      first ? `${first.path}: ${first.message}` : submitMessages.invalid,
      "invalid_request",
      checked.issues,
    );
  }
  const groups = groupsOfRecord(checked.record);
  // enrollment.md §6: every group the enrollment touches must be modifiable by this administrator.
  for (const groupNumber of groups) enforce(mayModifyGroup(session, { groupNumber }));
  // enrollment.md §4 coverage step order: providers, tobacco, report codes; a failure writes nothing.
  const record = await checkCoverageSteps(db, checked.record, { ...ctx, today });

  const failures = ctx.brand.validatesVisionDentalOnSave ? visionDentalFailures(record) : {};
  const results: Record<string, GroupSaveResult> = Object.fromEntries(
    groups.map((g) => [g, failures[g] ? false : ctx.groups.get(g)?.delayedProcessing ? "pending" : true]),
  );
  const applied = groups.filter((g) => results[g] === true);
  const pending = groups.filter((g) => results[g] === "pending");

  // SSNs leave the record: sealed together, the subscriber's keyed hash beside them (auth/ssn.ts).
  const ssns = {
    subscriber: ssn,
    dependents: record.dependents.map((d) => (d.ssn ? normalizeSsn(d.ssn) : null)),
  };
  const ssnHash = vault.lookupHash(ssn);
  const sealed = vault.encrypt(JSON.stringify(ssns));

  return db.transaction(async (tx) => {
    // An enrollment already submitted answers pendingTransaction first (enrollment.md §4, §8): its
    // employee exists too, but what blocks this save is the submission still in process.
    const enrollmentId = await claimEnrollment(tx, session, ssnHash, input.enrollmentId, named);
    await refuseKnownSsn(tx, session.clientId, ssnHash);
    const umi = await nextUmi(tx);
    const submitted: EmployeeRecord = recomputeCoverageCategories(
      {
        ...record,
        umi,
        // The add flow asks for no client-assigned ID; without one the member ID stands in, so the
        // new employee has every field a search result needs (enrollment.md §3 Search result).
        clientAssignedId: record.clientAssignedId || umi,
        subscriber: { ...record.subscriber, ssn: null, pin: "01", relationshipCode: "20" },
        dependents: record.dependents.map((d, i) => ({
          ...d,
          ssn: null,
          pin: String(i + 2).padStart(2, "0"),
        })),
      },
      today,
    );
    // The groups applied now join the record as they are written (the delayed ones join it when
    // their job runs, enrollment-submit/apply.ts): one insert, the employee's groups in one more.
    const stored = applied.length
      ? mergeGroupsInto(employeeRecordSchema.parse(recordForGroups(submitted, [])), submitted, applied)
      : recordForGroups(submitted, []);
    const statuses = groupStatuses(stored, today, applied);
    const { rows } = await tx.query<{ version: number }>(
      `insert into employees (umi, client_id, client_assigned_id, first_name, last_name, ssn_hash, ssn_encrypted,
                              status, record, version)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning version`,
      [
        umi,
        session.clientId,
        submitted.clientAssignedId ?? "",
        submitted.subscriber.fullName?.first ?? "",
        submitted.subscriber.fullName?.last ?? "",
        ssnHash,
        sealed,
        // Active while any of its groups is; with none applied yet, as an enrollment waits (active).
        !applied.length || statuses.some(([, status]) => status === "active") ? "active" : "cancelled",
        JSON.stringify(stored),
        // The version a screen saw after the groups were put on the record: the first write, plus one.
        applied.length ? 2 : 1,
      ],
    );
    await writeGroupStatuses(tx, umi, statuses);
    const version = rows[0]?.version ?? 1;
    // An ADD writes history as an edit does (employees/change.ts): every member's COB and
    // the applied groups' plan lines, PCP and report codes, each with nothing before; the groups
    // the job runner applies later add theirs then (apply.ts, transaction type ADD).
    await recordHistory(
      tx,
      historyAuthor(session),
      historyEntries(null, stored, { umi, transactionType: "ADD" }),
    );
    const status = submissionStatus(results);
    if (status === "APPLIED") {
      if (enrollmentId) await tx.query("delete from enrollments where id = $1", [enrollmentId]);
    } else {
      const id = await keepSubmission(tx, {
        enrollmentId,
        clientId: session.clientId,
        adminId: session.adminId,
        ssnHash,
        sealed,
        record: submitted,
        results,
        status,
        umi,
      });
      if (pending.length)
        await enqueueJob(tx, {
          kind: APPLY_DELAYED_GROUPS,
          payload: { enrollmentId: id, groups: pending, transactionType: "ADD", adminId: session.adminId },
          runAt: new Date(today.getTime() + deps.delayedProcessingSeconds * 1000),
        });
    }
    await audit(tx, session.adminId, "employee.enroll", umi, { groups: results });
    const failed = Object.entries(failures).map(([groupNumber, messages]) => ({ groupNumber, messages }));
    return {
      umi,
      version,
      groups: results,
      outcome: addResult(results, fullName(submitted)),
      status,
      pending: hasPendingGroup(results),
      ...(failed.length ? { validateProductsResponse: failed } : {}),
    };
  });
}

/** The same SSN enrolled in this client is refused; known in another client, it is the fraud case (enrollment.md §8). */
async function refuseKnownSsn(tx: Queryable, clientId: number, ssnHash: string) {
  const { rows } = await tx.query<{ own: boolean }>(
    "select client_id = $2 as own from employees where ssn_hash = $1 order by (client_id = $2) desc limit 1",
    [ssnHash, clientId],
  );
  const match = rows[0];
  if (!match) return;
  if (match.own) throw new HttpError(409, submitMessages.ssnExists, "ssn_exists");
  throw new HttpError(409, submitMessages.fraud, EMPLOYEE_DETAILS_FRAUD);
}

/**
 * The enrollment in progress this save finishes: the one named (it must be this client's, for this
 * SSN), else the one this SSN already has. Only a SAVED one may be finished (enrollment.md §4), and
 * only by an administrator who may modify it and the groups the save names (enrollment.md §6),
 * judged again under the row's lock. One found by the SSN that this administrator may not read is
 * never taken over: a 409 says only that it exists.
 */
async function claimEnrollment(
  tx: Queryable,
  session: SessionContext & { clientId: number },
  ssnHash: string,
  enrollmentId: string | undefined,
  changedTo: readonly string[],
): Promise<string | null> {
  const { rows } = await tx.query<{
    id: string;
    ssn_hash: string;
    status: string;
    group_numbers: unknown;
    created_by: number | null;
  }>(
    `select id, ssn_hash, status, group_numbers, created_by from enrollments
      where ${enrollmentId ? "id = $1" : "ssn_hash = $1"} and client_id = $2 for update`,
    [enrollmentId ?? ssnHash, session.clientId],
  );
  const row = rows[0];
  if (!row) {
    if (enrollmentId) throw new HttpError(404, submitMessages.enrollmentNotFound, "not_found");
    return null;
  }
  const subject = storedSubject(session.clientId, row);
  const decision = mayModifyEnrollment(session, subject, changedTo);
  if (!enrollmentId && mayReadEnrollment(session, subject))
    throw new HttpError(409, enrollmentMessages.elsewhere, "enrollment_elsewhere");
  enforce(decision);
  if (row.ssn_hash !== ssnHash)
    throw new HttpError(409, submitMessages.enrollmentOtherSsn, "enrollment_other_ssn");
  if (enrollmentInProgressBlocks(row.status))
    throw new HttpError(409, submitMessages.enrollmentBlocked, "pending_transaction");
  return row.id;
}

/** A member ID for a new employee: M and eight digits from the sequence of migration 007. */
async function nextUmi(tx: Queryable): Promise<string> {
  const { rows } = await tx.query<{ n: string | number }>("select nextval('enrolled_umi_seq') as n");
  return `M${String(rows[0]?.n).padStart(8, "0")}`;
}

/** Keeps the submission as the enrollment's SUBMITTED or PARTIAL_SUBMIT row (migration 005), returning its id. */
async function keepSubmission(
  tx: Queryable,
  s: {
    enrollmentId: string | null;
    clientId: number;
    adminId: number;
    ssnHash: string;
    sealed: string;
    record: EmployeeRecord;
    results: Record<string, GroupSaveResult>;
    status: "PARTIAL_SUBMIT" | "SUBMITTED";
    umi: string;
  },
): Promise<string> {
  const first = s.record.subscriber.fullName?.first ?? "";
  const last = s.record.subscriber.fullName?.last ?? "";
  if (s.enrollmentId) {
    await tx.query(
      `update enrollments
          set status = $2, record = $3, group_results = $4, umi = $5, ssn_encrypted = $6, first_name = $7,
              last_name = $8, version = version + 1, updated_by = $9, updated_at = now()
        where id = $1`,
      [
        s.enrollmentId,
        s.status,
        JSON.stringify(s.record),
        JSON.stringify(toStored(s.results)),
        s.umi,
        s.sealed,
        first,
        last,
        s.adminId,
      ],
    );
    return s.enrollmentId;
  }
  const { rows } = await tx.query<{ id: string }>(
    `insert into enrollments (client_id, ssn_hash, ssn_encrypted, first_name, last_name, status, record,
                              group_results, umi, created_by, updated_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10) returning id`,
    [
      s.clientId,
      s.ssnHash,
      s.sealed,
      first,
      last,
      s.status,
      JSON.stringify(s.record),
      JSON.stringify(toStored(s.results)),
      s.umi,
      s.adminId,
    ],
  );
  return rows[0]?.id as string;
}
