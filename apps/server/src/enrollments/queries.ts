import {
  type EnrollmentCounts,
  type EnrollmentRow,
  type EnrollmentStatus,
  enrollmentMessages,
} from "@epr/contract";
import { type AddFlowStepId, type EmployeeRecord, employeeRecordSchema, maskMemberId } from "@epr/domain";
import type { SsnVault } from "../auth/ssn.js";
import type { Queryable } from "../db/database.js";
import { jsonColumn } from "../db/json-column.js";
import { HttpError } from "../http/errors.js";
import type { EnrollmentSubject, readableEnrollmentScope } from "../policy/index.js";

/**
 * The SQL of enrollments in process (table `enrollments`, migration 005; enrollment.md §2, §4).
 * SSNs never sit in `record`: they are sealed together in `ssn_encrypted` as
 * `{"subscriber": "…", "dependents": ["…" | null, …]}` (the employees table's format), and the
 * subscriber's keyed hash in `ssn_hash` finds an SSN without decrypting.
 */

/** The SSNs of a record, in member order. */
export interface RecordSsns {
  subscriber: string;
  dependents: (string | null)[];
}

/** A stored enrollment as the routes read it. */
export interface EnrollmentRowData {
  id: string;
  clientId: number;
  status: EnrollmentStatus;
  version: number;
  record: EmployeeRecord;
  approvedSteps: AddFlowStepId[];
  ssns: RecordSsns;
  updatedAt: string;
  /** The groups the stored record names (column `group_numbers`, migration 042). */
  groupNumbers: string[];
  /** The administrator who started it, if known. */
  startedBy: number | null;
}

/** A stored enrollment as the policy judges it (`mayReadEnrollment`, `mayModifyEnrollment`). */
export const enrollmentSubject = (row: {
  clientId: number;
  groupNumbers: readonly string[];
  startedBy: number | null;
}): EnrollmentSubject => ({
  clientId: row.clientId,
  groupNumbers: row.groupNumbers,
  startedBy: row.startedBy,
});

/** The policy's view of one stored enrollment by id (null when none has it): a request's reference. */
export async function enrollmentSubjectOf(db: Queryable, id: string): Promise<EnrollmentSubject | null> {
  const { rows } = await db.query<{ client_id: number; group_numbers: unknown; created_by: number | null }>(
    "select client_id, group_numbers, created_by from enrollments where id = $1",
    [id],
  );
  const row = rows[0];
  return row
    ? enrollmentSubject({
        clientId: row.client_id,
        groupNumbers: jsonColumn(row.group_numbers) as string[],
        startedBy: row.created_by,
      })
    : null;
}

/** Which enrollments a list may show (policy `readableEnrollmentScope`). */
export type EnrollmentScope = ReturnType<typeof readableEnrollmentScope>;

/**
 * The SQL of `readableEnrollmentScope` over `enrollments` (the rule of `mayReadEnrollment`): of the
 * client, every group named readable, and one naming no group only for whom the policy says. Its
 * parameters are appended to `params`.
 */
function scopeFilter(scope: EnrollmentScope, params: unknown[]): string {
  params.push(scope.clientId, JSON.stringify(scope.groupNumbers), scope.adminId, scope.everyUngrouped);
  const n = params.length;
  return `client_id = $${n - 3} and group_numbers <@ $${n - 2}::jsonb
      and (jsonb_array_length(group_numbers) > 0 or created_by = $${n - 1} or $${n}::boolean)`;
}

/** The record as stored: every member's SSN taken out (they are sealed apart). */
export function withoutSsns(record: EmployeeRecord): EmployeeRecord {
  return {
    ...record,
    subscriber: { ...record.subscriber, ssn: null },
    dependents: record.dependents.map((d) => ({ ...d, ssn: null })),
  };
}

/** The record as it leaves the server: each member's SSN masked (five stars and the last four). */
export function withMaskedSsns(record: EmployeeRecord, ssns: RecordSsns): EmployeeRecord {
  return {
    ...record,
    subscriber: { ...record.subscriber, ssn: maskMemberId(ssns.subscriber) },
    dependents: record.dependents.map((d, i) => {
      const ssn = ssns.dependents[i];
      return { ...d, ssn: ssn ? maskMemberId(ssn) : null };
    }),
  };
}

/** Group numbers a record's coverages name (the policy checks each: enrollment.md §6). */
export function groupNumbersOf(record: EmployeeRecord): string[] {
  const all = [record.subscriber, ...record.dependents].flatMap((m) =>
    m.memberCoverages.map((c) => c.groupNumber),
  );
  return [...new Set(all.filter((g): g is string => typeof g === "string" && g !== ""))];
}

/** The first name and last name the list shows and orders by (§2). */
const namesOf = (record: EmployeeRecord) => ({
  first: (record.subscriber.fullName.first ?? "").trim(),
  last: (record.subscriber.fullName.last ?? "").trim(),
});

/** Inserts an enrollment; the unique index (client, SSN hash) refuses a second one for the SSN. */
export async function insertEnrollment(
  db: Queryable,
  vault: SsnVault,
  input: {
    clientId: number;
    record: EmployeeRecord;
    ssns: RecordSsns;
    approvedSteps: readonly AddFlowStepId[];
    status?: EnrollmentStatus;
    groupResults?: Record<string, boolean | null>;
    adminId: number | null;
  },
): Promise<{ id: string; version: number; status: EnrollmentStatus }> {
  const names = namesOf(input.record);
  const { rows } = await db.query<{ id: string; version: number; status: EnrollmentStatus }>(
    `insert into enrollments (client_id, ssn_hash, ssn_encrypted, first_name, last_name, status, record,
                              approved_steps, group_results, created_by, updated_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)
     returning id, version, status`,
    [
      input.clientId,
      vault.lookupHash(input.ssns.subscriber),
      vault.encrypt(JSON.stringify(input.ssns)),
      names.first,
      names.last,
      input.status ?? "SAVED",
      JSON.stringify(withoutSsns(input.record)),
      JSON.stringify(input.approvedSteps),
      JSON.stringify(input.groupResults ?? {}),
      input.adminId,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error("insert into enrollments returned no row");
  return row;
}

/**
 * Saves a SAVED enrollment over the version read, in one statement: the version check and the
 * write cannot be split by another save. `null` when the row changed (or went) meanwhile.
 */
export async function updateEnrollment(
  db: Queryable,
  vault: SsnVault,
  input: {
    id: string;
    version: number;
    record: EmployeeRecord;
    ssns: RecordSsns;
    approvedSteps: readonly AddFlowStepId[];
    adminId: number;
  },
): Promise<{ id: string; version: number; status: EnrollmentStatus } | null> {
  const names = namesOf(input.record);
  const { rows } = await db.query<{ id: string; version: number; status: EnrollmentStatus }>(
    `update enrollments
        set record = $3, approved_steps = $4, ssn_encrypted = $5, first_name = $6, last_name = $7,
            updated_by = $8, updated_at = now(), version = version + 1
      where id = $1 and version = $2 and status = 'SAVED'
      returning id, version, status`,
    [
      input.id,
      input.version,
      JSON.stringify(withoutSsns(input.record)),
      JSON.stringify(input.approvedSteps),
      vault.encrypt(JSON.stringify(input.ssns)),
      names.first,
      names.last,
      input.adminId,
    ],
  );
  return rows[0] ?? null;
}

type StoredRow = {
  id: string;
  client_id: number;
  group_numbers: unknown;
  created_by: number | null;
  status: EnrollmentStatus;
  version: number;
  record: unknown;
  approved_steps: unknown;
  ssn_encrypted: string;
  updated_at: Date | string;
};

function openSsns(vault: SsnVault, sealed: string): RecordSsns {
  const value = JSON.parse(vault.decrypt(sealed)) as Partial<RecordSsns>;
  return { subscriber: value.subscriber ?? "", dependents: value.dependents ?? [] };
}

/** One enrollment by id (any client: the policy decides who may see it), or null. */
export async function findEnrollment(
  db: Queryable,
  vault: SsnVault,
  id: string,
): Promise<EnrollmentRowData | null> {
  const { rows } = await db.query<StoredRow>(
    `select id, client_id, group_numbers, created_by, status, version, record, approved_steps, ssn_encrypted,
            updated_at
       from enrollments where id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    clientId: row.client_id,
    status: row.status,
    version: row.version,
    record: employeeRecordSchema.parse(jsonColumn(row.record)),
    approvedSteps: jsonColumn(row.approved_steps) as AddFlowStepId[],
    ssns: openSsns(vault, row.ssn_encrypted),
    updatedAt: new Date(row.updated_at).toISOString(),
    groupNumbers: jsonColumn(row.group_numbers) as string[],
    startedBy: row.created_by,
  };
}

/** The enrollment of a client for an SSN, if any (the unique index's key). */
export async function findEnrollmentBySsn(
  db: Queryable,
  vault: SsnVault,
  clientId: number,
  ssn: string,
): Promise<{ id: string; version: number; status: EnrollmentStatus; subject: EnrollmentSubject } | null> {
  const { rows } = await db.query<{
    id: string;
    version: number;
    status: EnrollmentStatus;
    group_numbers: unknown;
    created_by: number | null;
  }>(
    "select id, version, status, group_numbers, created_by from enrollments where client_id = $1 and ssn_hash = $2",
    [clientId, vault.lookupHash(ssn)],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    version: row.version,
    status: row.status,
    subject: enrollmentSubject({
      clientId,
      groupNumbers: jsonColumn(row.group_numbers) as string[],
      startedBy: row.created_by,
    }),
  };
}

/** Deletes an enrollment if it is still SAVED; whether a row went. */
export async function deleteSavedEnrollment(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.query("delete from enrollments where id = $1 and status = 'SAVED' returning id", [
    id,
  ]);
  return rows.length > 0;
}

/** The key of the list's order (§2: by last name), lower-cased as the index holds it. */
type ListKey = [last: string, first: string, id: string];

/** An opaque cursor for the page after `key`. */
export const encodeCursor = (key: ListKey) => Buffer.from(JSON.stringify(key)).toString("base64url");

/** Reads a cursor this server gave; anything else is bad input (400). */
export function decodeCursor(after: string | undefined): ListKey | null {
  if (!after) return null;
  try {
    const key = JSON.parse(Buffer.from(after, "base64url").toString("utf8"));
    if (
      Array.isArray(key) &&
      key.length === 3 &&
      key.every((k) => typeof k === "string") &&
      /^[0-9a-f-]{36}$/.test(String(key[2]))
    )
      return key as ListKey;
  } catch {
    // fall through to the 400 below
  }
  throw new HttpError(400, enrollmentMessages.invalidCursor, "invalid_request");
}

/**
 * One page of the enrollments the session may read (`scope`) ordered by last name, first name and id,
 * read through `enrollments_list_idx` from the cursor on (keyset paging: every page costs the same).
 * The scope filters the rows as the index yields them, before the limit, so a page is full whenever
 * more readable rows follow. One row more than the page says whether more follow.
 */
export async function listEnrollments(
  db: Queryable,
  vault: SsnVault,
  scope: EnrollmentScope,
  limit: number,
  after: ListKey | null,
): Promise<{ rows: EnrollmentRow[]; more: boolean; next: string | undefined }> {
  const params: unknown[] = [limit + 1];
  let from = "";
  if (after) {
    params.push(...after);
    from = "and (lower(last_name), lower(first_name), id) > ($2, $3, $4::uuid)";
  }
  const readable = scopeFilter(scope, params);
  const { rows } = await db.query<{
    id: string;
    first_name: string;
    last_name: string;
    status: EnrollmentStatus;
    ssn_encrypted: string;
  }>(
    `select id, first_name, last_name, status, ssn_encrypted
       from enrollments
      where ${readable} ${from}
      order by lower(last_name), lower(first_name), id
      limit $1`,
    params,
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const more = rows.length > limit;
  return {
    rows: page.map((r) => ({
      id: r.id,
      firstName: r.first_name,
      lastName: r.last_name,
      status: r.status,
      memberId: maskMemberId(openSsns(vault, r.ssn_encrypted).subscriber),
    })),
    more,
    next:
      more && last
        ? encodeCursor([last.last_name.toLowerCase(), last.first_name.toLowerCase(), last.id])
        : undefined,
  };
}

/**
 * The counts of the list (§2) and its participants (§7): every enrollment of the client the session
 * may read (`scope`, as the list), and the members (subscriber and dependents) they hold.
 */
export async function enrollmentTotals(
  db: Queryable,
  scope: EnrollmentScope,
): Promise<{ counts: EnrollmentCounts; participantsCount: number }> {
  const params: unknown[] = [];
  const readable = scopeFilter(scope, params);
  const { rows } = await db.query<{
    saved: number;
    submitted: number;
    partial: number;
    total: number;
    participants: number;
  }>(
    `select count(*) filter (where status = 'SAVED')::int as saved,
            count(*) filter (where status = 'SUBMITTED')::int as submitted,
            count(*) filter (where status = 'PARTIAL_SUBMIT')::int as partial,
            count(*)::int as total,
            coalesce(sum(1 + jsonb_array_length(coalesce(record->'dependents', '[]'::jsonb))), 0)::int as participants
       from enrollments where ${readable}`,
    params,
  );
  const r = rows[0] ?? { saved: 0, submitted: 0, partial: 0, total: 0, participants: 0 };
  return {
    counts: {
      enrollSaved: r.saved,
      enrollSubmitted: r.submitted,
      enrollPartialSubmit: r.partial,
      enrollmentTotal: r.total,
    },
    participantsCount: r.participants,
  };
}
