import {
  ELIGIBILITY_IMPORTS_RUNNING_PER_ADMIN,
  type EligibilityImport,
  type EligibilityImportRow,
  eligibilityImportMessages,
} from "@epr/contract";
import { type EligibilityMemberRow, eligibilityOutcomes, isSubscriberRow, maskMemberId } from "@epr/domain";
import { hasControlCharacters, inputMessages, normalizeSsn } from "@epr/forms/schemas";
import type { SessionContext } from "../auth/sessions.js";
import type { SsnVault } from "../auth/ssn.js";
import type { Database, Queryable } from "../db/database.js";
import { jsonColumn } from "../db/json-column.js";
import { audit } from "../http/audit.js";
import { HttpError } from "../http/errors.js";
import { enqueueJob } from "../jobs/runner.js";
import { isViewOnly, mayModifyEmployees, readableGroupNumbers } from "../policy/index.js";

/** The key of a full file's proposed terminations in an import's stored counts (beside the outcomes). */
export const PROPOSED_COUNT = "proposedTerminations";

/** The job kinds of an import: its rows judged (the preview), then applied. */
export const JUDGE_IMPORT = "eligibility.judge";
export const APPLY_IMPORT = "eligibility.apply";
/** Runs of an import's job before it shows failed (our choice; each run resumes where the last stopped). */
export const IMPORT_JOB_ATTEMPTS = 5;

/** The first key of the per-administrator advisory lock of starting imports (any number, the same everywhere). */
const IMPORT_LOCK = 720_260_028;

/** What a file reader hands over: the seam where the upload of a file is wired in. */
export interface ImportInput {
  fileName: string;
  kind: "census" | "edi834";
  fullFile?: boolean;
  /**
   * The rows in file order: an array (POST /eligibility/imports), or an upload's rows read from its
   * file as they are stored (upload.ts: they may throw the file's refusal, which stores nothing).
   */
  rows: Iterable<EligibilityMemberRow> | AsyncIterable<EligibilityMemberRow>;
}

/** The SSNs of a row, sealed apart from the row as stored. */
interface SealedSsns {
  subscriberSsn: string;
  ssn: string | null;
}

/** Rows written per INSERT statement. */
const BATCH = 500;

/** A control character where PostgreSQL refuses it (NUL in text and jsonb): bad input, as the add flow's. */
const controlCharactersAt = (path: string) =>
  new HttpError(400, inputMessages.controlCharacters, "invalid_request", [
    { path, message: inputMessages.controlCharacters },
  ]);

/**
 * Starts an import: the import, its rows (the member row as read, SSNs sealed beside it) and the
 * job that judges them, in ONE transaction, so an import exists only with its job. The rows are
 * taken from `input.rows` as they come and written 500 a statement, so an upload's rows are never
 * all held at once; the import's row_count is set once the last row is in. At most
 * ELIGIBILITY_IMPORTS_RUNNING_PER_ADMIN judging or applying per administrator (429), counted under
 * a lock per administrator so two at once cannot both pass. Answers the import's id.
 *
 * Refusals: the rows' own (an upload's file refused) first; then a control character anywhere
 * (400, the first one's path); then 429. One met part-way stops the writing, and the rows are still
 * taken to their end so a refusal that comes first is the one answered; the transaction rolls back
 * and nothing is stored.
 */
export async function startImport(
  db: Database,
  deps: { vault: SsnVault; now: Date },
  session: SessionContext & { clientId: number },
  input: ImportInput,
): Promise<string> {
  const { rows, ...file } = input;
  return db.transaction(async (tx) => {
    await tx.query("select pg_advisory_xact_lock($1, $2)", [IMPORT_LOCK, session.adminId]);
    const running = await tx.query<{ n: number }>(
      "select count(*)::int as n from eligibility_imports where admin_id = $1 and status in ('judging', 'applying')",
      [session.adminId],
    );
    let refusal: HttpError | undefined =
      (running.rows[0]?.n ?? 0) >= ELIGIBILITY_IMPORTS_RUNNING_PER_ADMIN
        ? new HttpError(429, eligibilityImportMessages.tooManyRunning, "too_many_imports")
        : undefined;
    // PostgreSQL refuses NUL in text and jsonb: a control character anywhere is bad input (as the add flow's).
    const inFile = controlCharacterPath(file, "");
    if (inFile !== null) refusal = controlCharactersAt(inFile);
    // The import is written with its first batch: never while a refusal is pending (a NUL in the
    // file's name would fail the statement itself).
    let written: string | undefined;
    const importId = async () => {
      if (written !== undefined) return written;
      const inserted = await tx.query<{ id: string | number }>(
        `insert into eligibility_imports (client_id, admin_id, file_name, kind, full_file, row_count, created_at)
         values ($1, $2, $3, $4, $5, 0, $6) returning id`,
        [session.clientId, session.adminId, input.fileName, input.kind, input.fullFile ?? false, deps.now],
      );
      written = String(inserted.rows[0]?.id);
      return written;
    };
    let count = 0;
    let batch: EligibilityMemberRow[] = [];
    for await (const row of rows) {
      count += 1;
      if (refusal?.status !== 400) {
        const control = controlCharacterPath(row, `rows.${count - 1}`);
        if (control !== null) refusal = controlCharactersAt(control);
      }
      if (refusal) {
        batch = [];
        continue;
      }
      batch.push(row);
      if (batch.length === BATCH) {
        await insertRows(tx, deps.vault, await importId(), count - BATCH + 1, batch);
        batch = [];
      }
    }
    if (refusal) throw refusal;
    const id = await importId();
    if (batch.length > 0) await insertRows(tx, deps.vault, id, count - batch.length + 1, batch);
    const jobId = await enqueueJob(tx, {
      kind: JUDGE_IMPORT,
      payload: { importId: id },
      runAt: deps.now,
      maxAttempts: IMPORT_JOB_ATTEMPTS,
      fairKey: `client:${session.clientId}`,
    });
    await tx.query("update eligibility_imports set row_count = $2, judge_job_id = $3 where id = $1", [
      id,
      count,
      jobId,
    ]);
    // No file name nor any value of a row in the audit: the import's number and its size.
    await audit(tx, session.adminId, "eligibility.import", id, { kind: input.kind, rows: count });
    return id;
  });
}

/** The path of the first string (or key) holding a control character, or null. */
function controlCharacterPath(value: unknown, path: string): string | null {
  if (typeof value === "string") return hasControlCharacters(value) ? path : null;
  if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (hasControlCharacters(key)) return at;
      const found = controlCharacterPath(item, at);
      if (found !== null) return found;
    }
  return null;
}

/** One batch of rows in one statement, the first at `firstPosition` (file order is `position`). */
async function insertRows(
  tx: Queryable,
  vault: SsnVault,
  importId: string,
  firstPosition: number,
  batch: readonly EligibilityMemberRow[],
) {
  const values: unknown[] = [];
  const tuples = batch.map((row, i) => {
    const position = firstPosition + i;
    const { subscriberSsn, ssn, ...member } = row;
    const sealed: SealedSsns = {
      subscriberSsn: normalizeSsn(subscriberSsn),
      ssn: ssn ? normalizeSsn(ssn) : null,
    };
    values.push(
      importId,
      position,
      JSON.stringify(row.source),
      JSON.stringify({
        ...member,
        maskedSsn: maskedSsnOf(ssn ?? (isSubscriberRow(row) ? subscriberSsn : null)),
      }),
      vault.encrypt(JSON.stringify(sealed)),
      vault.lookupHash(sealed.subscriberSsn),
      `${importId}:${position}`,
    );
    const n = i * 7;
    return `($${n + 1}, $${n + 2}, $${n + 3}, $${n + 4}, $${n + 5}, $${n + 6}, $${n + 7})`;
  });
  await tx.query(
    `insert into eligibility_import_rows (import_id, position, source, member, ssn_encrypted, subscriber_hash, idempotency_key)
     values ${tuples.join(", ")}`,
    values,
  );
}

/** A stored row, read back: the member row with its SSNs unsealed. */
export interface StoredRow {
  id: string;
  position: number;
  member: EligibilityMemberRow;
  outcome: string | null;
  proposedTermination: boolean;
  applied: string;
  groups: string[];
  umi: string | null;
  errors: { field: string; column: string | null; message: string }[];
}

/** A stored row as `ROW_COLUMNS` reads it, before its SSNs are unsealed. */
export interface RowRecord {
  id: string | number;
  position: number;
  source: unknown;
  member: unknown;
  ssn_encrypted: string;
  outcome: string | null;
  proposed_termination: boolean;
  changes: unknown;
  errors: unknown;
  groups: string[];
  umi: string | null;
  applied: string;
  applied_reason: string | null;
}

/** A row as read, its SSNs unsealed (for judging and applying only: never answered). */
export function unsealRow(vault: SsnVault, r: RowRecord): StoredRow {
  const sealed = JSON.parse(vault.decrypt(r.ssn_encrypted)) as SealedSsns;
  return {
    id: String(r.id),
    position: r.position,
    member: {
      ...jsonColumn<EligibilityMemberRow>(r.member),
      subscriberSsn: sealed.subscriberSsn,
      ssn: sealed.ssn,
    },
    outcome: r.outcome,
    proposedTermination: r.proposed_termination,
    applied: r.applied,
    groups: r.groups,
    umi: r.umi,
    errors: jsonColumn(r.errors),
  };
}

export const ROW_COLUMNS = `id, position, source, member, ssn_encrypted, outcome, proposed_termination, changes, errors,
  groups, umi, applied, applied_reason`;

/** One subscriber's rows of an import, in file order, with the hash of the SSN they share. */
export interface SubscriberRows {
  subscriberHash: string;
  rows: StoredRow[];
}

/** Which rows are still to do: to judge (no outcome yet) or to apply. */
const STILL_TO = {
  judge: "outcome is null",
  apply: "applied = 'no'",
} as const;

/**
 * The next subscribers with rows still to judge or apply, each with ALL its rows (a dependent's row
 * may come long after its subscriber's), first row first: the next `limit` rows to do in file order
 * name them (an index-ordered read: eligibility_import_rows_outcome_idx, _to_apply_idx), then their
 * rows are read by subscriber (_subscriber_idx). Two statements a batch, whatever the import's size.
 */
export async function nextSubscribers(
  db: Queryable,
  vault: SsnVault,
  importId: string,
  stillTo: keyof typeof STILL_TO,
  limit: number,
): Promise<SubscriberRows[]> {
  const next = await db.query<{ subscriber_hash: string }>(
    `select subscriber_hash from eligibility_import_rows where import_id = $1 and ${STILL_TO[stillTo]}
      order by position limit $2`,
    [importId, limit],
  );
  const hashes = [...new Set(next.rows.map((r) => r.subscriber_hash))];
  if (!hashes.length) return [];
  const { rows } = await db.query<RowRecord & { subscriber_hash: string }>(
    `select ${ROW_COLUMNS}, subscriber_hash from eligibility_import_rows
      where import_id = $1 and subscriber_hash = any($2::text[]) order by position`,
    [importId, hashes],
  );
  const bySubscriber = new Map<string, StoredRow[]>(hashes.map((h) => [h, []]));
  for (const row of rows) bySubscriber.get(row.subscriber_hash)?.push(unsealRow(vault, row));
  return hashes.map((subscriberHash) => ({ subscriberHash, rows: bySubscriber.get(subscriberHash) ?? [] }));
}

/** An import as stored. */
export interface ImportRecord {
  id: string;
  client_id: number;
  admin_id: number;
  file_name: string;
  kind: "census" | "edi834";
  status: EligibilityImport["status"];
  full_file: boolean;
  mode: "allOrNothing" | "validOnly" | null;
  row_count: number;
  judged_count: number;
  applied_count: number;
  counts: unknown;
  failure: string | null;
  created_at: Date | string;
  finished_at: Date | string | null;
  administrator: string;
}

const SELECT_IMPORT = `select i.id::text as id, i.client_id, i.admin_id, i.file_name, i.kind, i.status, i.full_file, i.mode,
       i.row_count, i.judged_count, i.applied_count, i.counts, i.failure, i.created_at, i.finished_at,
       coalesce(nullif(trim(a.first_name || ' ' || a.last_name), ''), a.login_id) as administrator
  from eligibility_imports i join plan_admins a on a.id = i.admin_id`;

export async function readImport(db: Queryable, importId: string): Promise<ImportRecord | null> {
  const { rows } = await db.query<ImportRecord>(`${SELECT_IMPORT} where i.id = $1`, [importId]);
  return rows[0] ?? null;
}

/** Counts of what applying did, per import. */
export async function appliedCounts(db: Queryable, importId: string) {
  const { rows } = await db.query<{ applied: string; n: number }>(
    "select applied, count(*)::int as n from eligibility_import_rows where import_id = $1 group by applied",
    [importId],
  );
  const of = (state: string) => rows.find((r) => r.applied === state)?.n ?? 0;
  return { applied: of("applied"), pending: of("pending"), refused: of("refused") };
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The import as answered. */
export async function toImport(
  db: Queryable,
  session: SessionContext,
  row: ImportRecord,
): Promise<EligibilityImport> {
  const counts = jsonColumn<Record<string, number>>(row.counts) ?? {};
  return {
    importId: row.id,
    fileName: row.file_name,
    kind: row.kind,
    status: row.status,
    fullFile: row.full_file,
    mode: row.mode,
    administrator: row.administrator,
    createdAt: iso(row.created_at) ?? "",
    finishedAt: iso(row.finished_at),
    rowCount: row.row_count,
    judged: row.judged_count,
    applied: row.applied_count,
    counts: Object.fromEntries(
      eligibilityOutcomes.map((o) => [o, counts[o] ?? 0]),
    ) as EligibilityImport["counts"],
    proposedTerminations: counts[PROPOSED_COUNT] ?? 0,
    appliedCounts: await appliedCounts(db, row.id),
    mayApply: row.status === "judged" && !isViewOnly(session) && mayModifyEmployees(session) === null,
    failure: row.failure,
  };
}

/** A page of the client's past imports, newest first: keyset on (created_at desc, id desc). */
export async function listImports(
  db: Queryable,
  clientId: number,
  after: string | undefined,
  pageSize: number,
): Promise<{ rows: ImportRecord[]; next: string | null }> {
  const [at, id] = after
    ? [after.slice(0, after.lastIndexOf("_")), after.slice(after.lastIndexOf("_") + 1)]
    : [];
  const { rows } = await db.query<ImportRecord>(
    `${SELECT_IMPORT}
      where i.client_id = $1 and ($2::timestamptz is null or (i.created_at, i.id) < ($2::timestamptz, $3::bigint))
      order by i.created_at desc, i.id desc limit $4`,
    [clientId, at ?? null, id ?? null, pageSize + 1],
  );
  const page = rows.slice(0, pageSize);
  const last = page[page.length - 1];
  return {
    rows: page,
    next: rows.length > pageSize && last ? `${new Date(last.created_at).toISOString()}_${last.id}` : null,
  };
}

/**
 * A page of an import's rows in file order (keyset on position), by outcome or by error message.
 * What the session may read only: SSNs masked to their last four digits; a coverage of a group the
 * session may not read is left out (its errors say what was wrong without naming it).
 */
export async function rowsPage(
  db: Queryable,
  session: SessionContext,
  importId: string,
  query: {
    after?: string | undefined;
    outcome?: string | undefined;
    error?: string | undefined;
    proposed?: "true" | "false" | undefined;
  },
  pageSize: number,
): Promise<{ rows: EligibilityImportRow[]; next: string | null }> {
  const { rows } = await db.query<RowRecord>(
    `select ${ROW_COLUMNS} from eligibility_import_rows
      where import_id = $1 and position > $2 and ($3::text is null or outcome = $3)
        and ($4::text is null or errors @> jsonb_build_array(jsonb_build_object('message', $4::text)))
        and proposed_termination = $6
      order by position limit $5`,
    [
      importId,
      Number(query.after ?? 0),
      query.outcome ?? null,
      query.error ?? null,
      pageSize + 1,
      query.proposed === "true",
    ],
  );
  const readable = new Set(readableGroupNumbers(session));
  const page = rows.slice(0, pageSize);
  const last = page[page.length - 1];
  return {
    rows: page.map((r) => {
      const member = jsonColumn<EligibilityMemberRow & { maskedSsn?: string | null }>(r.member);
      return {
        rowId: String(r.id),
        source: jsonColumn(r.source),
        action: member.action,
        relationshipCode: member.relationshipCode,
        name: [member.firstName, member.lastName].filter(Boolean).join(" "),
        maskedSsn: member.maskedSsn ?? null,
        coverages: (member.coverages ?? [])
          .filter((c) => readable.has(c.groupNumber))
          .map((c) => ({
            groupNumber: c.groupNumber,
            coverageType: c.coverageType,
            productId: c.productId ?? null,
            effectiveDate: c.effectiveDate ?? null,
            endDate: c.endDate ?? null,
          })),
        outcome: r.outcome as EligibilityImportRow["outcome"],
        proposedTermination: r.proposed_termination,
        changes: jsonColumn(r.changes),
        errors: jsonColumn(r.errors),
        applied: r.applied as EligibilityImportRow["applied"],
        appliedReason: r.applied_reason,
      };
    }),
    next: rows.length > pageSize && last ? String(last.position) : null,
  };
}

/** The member's SSN as the preview may show it (the last four digits), kept with the row as read. */
export const maskedSsnOf = (ssn: string | null | undefined) => (ssn ? maskMemberId(normalizeSsn(ssn)) : null);
