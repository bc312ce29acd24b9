import {
  EMPLOYEE_DETAILS_FRAUD,
  type ExistingSubscriber,
  type FraudCheckResponse,
  type PendingCheckResponse,
  type SsnCheckResponse,
  type SubmissionStatusResponse,
} from "@epr/contract";
import {
  employeeRecordSchema,
  hasPendingGroup,
  maskMemberId,
  NO_PENDING_ENROLLMENT_CODE,
  parseUsDate,
  submissionStatus,
} from "@epr/domain";
import type { SessionContext } from "../auth/sessions.js";
import type { SsnVault } from "../auth/ssn.js";
import type { Queryable } from "../db/database.js";
import { audit } from "../http/audit.js";
import { HttpError } from "../http/errors.js";
import { enforce } from "../http/guard.js";
import {
  mayReadEmployee,
  policyMessages,
  readableEmployeeGroups,
  readableEmployeeRecord,
} from "../policy/index.js";
import { readStored, toWire } from "./results.js";

type Viewer = SessionContext & { clientId: number };

/**
 * Whether the subscriber with this SSN has a pending transaction in the client: a submitted
 * enrollment with a group still waiting for delayed processing (enrollment.md §4 Edit entry, §7).
 * Edits and cancels ask this before they change anything.
 */
export async function hasPendingTransaction(
  db: Queryable,
  clientId: number,
  ssnHash: string,
): Promise<boolean> {
  const { rows } = await db.query<{ group_results: unknown }>(
    "select group_results from enrollments where client_id = $1 and ssn_hash = $2 and status <> 'SAVED'",
    [clientId, ssnHash],
  );
  return rows.some((row) => hasPendingGroup(readStored(row.group_results)));
}

/** The pending-transaction check's answer; none pending carries return code 100231 (enrollment.md §7). */
export async function pendingCheck(
  db: Queryable,
  vault: SsnVault,
  session: Viewer,
  ssn: string,
): Promise<PendingCheckResponse> {
  const pending = await hasPendingTransaction(db, session.clientId, vault.lookupHash(ssn));
  return pending ? { pending } : { pending, returnCode: NO_PENDING_ENROLLMENT_CODE };
}

export interface EmployeeMatch {
  umi: string;
  client_id: number;
  record: unknown;
  ssn_encrypted: string;
}

/** The employee with this SSN, the client's own first (the SSN check's and the fraud check's lookup). */
export async function employeesBySsn(db: Queryable, vault: SsnVault, clientId: number, ssn: string) {
  const { rows } = await db.query<EmployeeMatch>(
    `select umi, client_id, record, ssn_encrypted from employees where ssn_hash = $1
      order by (client_id = $2) desc, umi limit 1`,
    [vault.lookupHash(ssn), clientId],
  );
  return rows[0] ?? null;
}

async function groupsOf(db: Queryable, umi: string): Promise<string[]> {
  const { rows } = await db.query<{ group_number: string }>(
    "select group_number from employee_groups where umi = $1",
    [umi],
  );
  return rows.map((r) => r.group_number);
}

/** The subscriber as the modals show it, SSN masked; null when this administrator may not read them. */
async function visibleSubscriber(
  db: Queryable,
  session: Viewer,
  match: EmployeeMatch,
  ssn: string,
): Promise<ExistingSubscriber | null> {
  const subject = { clientId: match.client_id, groupNumbers: await groupsOf(db, match.umi) };
  if (mayReadEmployee(session, subject)) return null;
  // Only the coverages of groups this administrator may read leave the server.
  const record = readableEmployeeRecord(session, employeeRecordSchema.parse(match.record));
  await audit(db, session.adminId, "employee.ssn.match", match.umi);
  return {
    umi: match.umi,
    fullName: record.subscriber.fullName,
    gender: record.subscriber.gender ?? null,
    birthDate: record.subscriber.birthDate ?? null,
    ssn: maskMemberId(ssn),
    memberCoverages: record.subscriber.memberCoverages,
  };
}

/**
 * The existing-SSN check (enrollment.md §2 validate SSN modal): only within the administrator's
 * client. An employee of another client is never mentioned here (the fraud check says fraud).
 */
export async function ssnCheck(
  db: Queryable,
  vault: SsnVault,
  session: Viewer,
  ssn: string,
): Promise<SsnCheckResponse> {
  const match = await employeesBySsn(db, vault, session.clientId, ssn);
  if (!match || match.client_id !== session.clientId) return { exists: false };
  const subscriber = await visibleSubscriber(db, session, match, ssn);
  return subscriber ? { exists: true, subscriber } : { exists: true };
}

const same = (a: string | null | undefined, b: string) =>
  (a ?? "").trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The fraud check (enrollment.md §7 'a fraud check by ssn, names, gender and date of birth', §8
 * EMPLOYEE-DETAILS-FRAUD): within the client, an employee with this SSN and the same names, sex and
 * birth date is returned (SSN masked); the same SSN with other details, or an SSN known only in
 * another client, answers `fraud: true` and nothing else, so no other client's data ever leaves.
 */
export async function fraudCheck(
  db: Queryable,
  vault: SsnVault,
  session: Viewer,
  input: { ssn: string; firstName: string; lastName: string; gender: string; dob: string },
): Promise<FraudCheckResponse> {
  const match = await employeesBySsn(db, vault, session.clientId, input.ssn);
  if (!match) return { fraud: false };
  const fraud: FraudCheckResponse = { fraud: true, description: EMPLOYEE_DETAILS_FRAUD };
  if (match.client_id !== session.clientId) return fraud;
  const subscriber = employeeRecordSchema.parse(match.record).subscriber;
  const birth = parseUsDate(subscriber.birthDate)?.getTime();
  const detailsMatch =
    same(subscriber.fullName?.first, input.firstName) &&
    same(subscriber.fullName?.last, input.lastName) &&
    subscriber.gender === input.gender &&
    birth !== undefined &&
    birth === parseUsDate(input.dob)?.getTime();
  if (!detailsMatch) return fraud;
  const visible = await visibleSubscriber(db, session, match, input.ssn);
  return visible ? { fraud: false, subscriber: visible } : { fraud: false };
}

/**
 * The status call on the subscriber (enrollment.md §4, §7: the per-group results of the save), by
 * member ID. With nothing submitted in process, every group of the employee is applied.
 */
export async function submissionStatusOf(
  db: Queryable,
  session: Viewer,
  umi: string,
): Promise<SubmissionStatusResponse> {
  const id = umi.toUpperCase();
  const employee = await db.query<{ client_id: number }>("select client_id from employees where umi = $1", [
    id,
  ]);
  const row = employee.rows[0];
  const groups = row ? await groupsOf(db, id) : [];
  const enrollment = row
    ? await db.query<{ group_results: unknown }>(
        "select group_results from enrollments where umi = $1 and client_id = $2 and status <> 'SAVED'",
        [id, row.client_id],
      )
    : { rows: [] };
  const stored = enrollment.rows[0] ? readStored(enrollment.rows[0].group_results) : {};
  for (const group of groups) if (!Object.hasOwn(stored, group)) stored[group] = true;
  enforce(
    mayReadEmployee(session, row ? { clientId: row.client_id, groupNumbers: Object.keys(stored) } : null),
  );
  if (!row) throw new HttpError(404, policyMessages.employeeNotFound, "not_found");
  // The status and the pending flag are the employee's (an edit waits whatever group is pending);
  // the per-group results name only the groups this session may read.
  const results = toWire(stored);
  const readable = readableEmployeeGroups(session, Object.entries(results), ([group]) => group);
  const readableResults = Object.fromEntries(readable);
  return {
    umi: id,
    status: submissionStatus(results),
    pending: hasPendingGroup(results),
    groups: readableResults,
  };
}
