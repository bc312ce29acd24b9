import type { EmployeeSaveRequest } from "@epr/contract";
import {
  buildEligibilityChange,
  DEFAULT_TERMINATION_REASON,
  domainMessages,
  type EligibilityBuild,
  type EligibilityMemberRow,
  type EligibilityOutcome,
  type EligibilityProduct,
  type EmployeeRecord,
  eligibilityMessages,
  employeeRecordSchema,
  errorAt,
  formatUsDate,
  groupChanges,
  groupsOfRecord,
  isSubscriberRow,
  type RowError,
} from "@epr/domain";
import { endOfMonth } from "date-fns";
import { z } from "zod";
import type { SessionContext } from "../auth/sessions.js";
import type { SsnVault } from "../auth/ssn.js";
import type { ServerConfig } from "../config.js";
import type { Database, Queryable, QueryResult } from "../db/database.js";
import { jsonColumn } from "../db/json-column.js";
import { planCancel } from "../employees/cancel.js";
import { type ChangePlan, type EmployeeRow, type EmployeeSsns, loadForUpdate } from "../employees/change.js";
import { planSave } from "../employees/save.js";
import { checkCoverageSteps } from "../enrollment-submit/coverage-checks.js";
import { type EmployeeMatch, employeesBySsn, hasPendingTransaction } from "../enrollment-submit/lookups.js";
import { submitMessages } from "../enrollment-submit/submit.js";
import { type ClientContext, loadClientContext, validateSubmission } from "../enrollment-submit/validate.js";
import { HttpError } from "../http/errors.js";
import type { JobHandler } from "../jobs/runner.js";
import { mayTouchGroupInImport } from "../policy/index.js";
import { loadSpecialEnrollment } from "../reference/specialEnrollment.js";
import { actingSession } from "./acting-session.js";
import { type ImportMailDeps, mailWhenLongJobEnds } from "./notify.js";
import { withReferenceReads } from "./reference-reads.js";
import { nextSubscribers, PROPOSED_COUNT, readImport, type StoredRow, type SubscriberRows } from "./store.js";

/** What judging and applying need besides the rows. */
export interface ImportContext {
  session: SessionContext & { clientId: number };
  ctx: ClientContext & { today: Date };
  products: EligibilityProduct[];
  vault: SsnVault;
  sepEnabled: boolean;
  /** The job run's answers of reference reads (reference-reads.ts): each asked once a run. */
  reference: Map<string, Promise<QueryResult<unknown>>>;
}

/** The per-row verdict stored with the row. */
export interface RowVerdict {
  outcome: EligibilityOutcome;
  changes: EligibilityBuild["rows"][number]["changes"];
  errors: RowError[];
  groups: string[];
}

/** One subscriber's rows judged: a verdict per row, the employee on file, and the change to make. */
export interface SubscriberJudgement {
  verdicts: RowVerdict[];
  umi: string | null;
  /** The change as the write pipeline takes it (absent when a row has an error or nothing changes). */
  change:
    | { kind: "add"; record: EmployeeRecord; subscriberSsn: string }
    | { kind: "save"; body: EmployeeSaveRequest }
    | { kind: "cancel"; cancellations: Parameters<typeof planCancel>[2] }
    | null;
}

/** The products the client's groups offer, with their line of business. */
export async function loadProducts(db: Queryable, clientId: number): Promise<EligibilityProduct[]> {
  const { rows } = await db.query<{
    group_number: string;
    product_id: string;
    coverage_type: string;
    line_of_business: string;
  }>(
    `select p.group_number, p.product_id, p.coverage_type, p.line_of_business
       from group_products p join groups g on g.group_number = p.group_number where g.client_id = $1`,
    [clientId],
  );
  return rows.map((r) => ({
    groupNumber: r.group_number,
    productId: r.product_id,
    coverageType: r.coverage_type,
    lineOfBusiness: r.line_of_business,
  }));
}

/** The row's field a record path names (the screens' form fields by the row's names). */
const FIELD_BY_FORM: Record<string, string> = {
  firstName: "firstName",
  middleName: "middleName",
  lastName: "lastName",
  gender: "gender",
  birthDate: "birthDate",
  hireDate: "hireDate",
  address1: "address1",
  address2: "address2",
  city: "city",
  state: "state",
  zipCode: "zip",
  homePhone: "phone",
  workEmail: "workEmail",
  ssn: "ssn",
  confirmSsn: "ssn",
  relationshipCode: "relationshipCode",
  coverageEffectiveDate: "eventDate",
};

/** A plan line's field in the record → the row's coverage field the file had it in. */
const LINE_FIELD_BY_RECORD: Record<string, string> = {
  productId: "productId",
  coverageEffectiveDate: "effectiveDate",
  coverageEndDate: "endDate",
  cancelReasonCode: "cancelReasonCode",
};

/**
 * The row's coverage field an issue on the record's `memberCoverages.C[.memberLobs.L[.field]]` names:
 * the row's line of the same group and coverage type (the record's coverages are per group, the
 * row's per group and type, so their numbers differ), so the error carries the file's column
 * ("Medical Plan"); a plan issue without a field of its own is the plan's.
 */
function coverageField(
  rest: string,
  member: EmployeeRecord["subscriber"] | undefined,
  row: EligibilityMemberRow | undefined,
): string | null {
  const at = /^memberCoverages\.(\d+)(?:\.memberLobs\.(\d+)\.?([A-Za-z]*))?(?:\.([A-Za-z]+))?/.exec(rest);
  if (!at) return null;
  const coverage = member?.memberCoverages[Number(at[1])];
  const lob = at[2] === undefined ? undefined : coverage?.memberLobs[Number(at[2])];
  const index =
    row?.coverages.findIndex(
      (c) => c.groupNumber === coverage?.groupNumber && (!lob || c.coverageType === lob.coverageType),
    ) ?? -1;
  if (index < 0) return `coverages.${at[1]}`;
  const field = lob ? (LINE_FIELD_BY_RECORD[at[3] ?? ""] ?? "productId") : at[4];
  return field ? `coverages.${index}.${field}` : `coverages.${index}`;
}

/** Which row and field an issue of the screens' schemas names (record.subscriber.…, record.dependents.N.…). */
function placeIssue(
  path: string,
  rows: readonly EligibilityMemberRow[],
  dependentRow: (index: number) => number,
  record?: EmployeeRecord,
): { row: number; field: string } {
  const subscriber = Math.max(0, rows.findIndex(isSubscriberRow));
  const dependent = /^record\.dependents\.(\d+)\.?(.*)$/.exec(path);
  const rest = dependent ? (dependent[2] ?? "") : path.replace(/^record\.(subscriber\.)?/, "");
  const row = dependent ? dependentRow(Number(dependent[1])) : subscriber;
  const at = row >= 0 ? row : subscriber;
  const member = dependent ? record?.dependents[Number(dependent[1])] : record?.subscriber;
  const last = rest.split(".").pop() ?? "";
  const field = coverageField(rest, member, rows[at]) ?? FIELD_BY_FORM[last] ?? (rest || "action");
  return { row: at, field };
}

const NO_CHANGE: SubscriberJudgement["change"] = null;

/**
 * Judges one subscriber's rows WITHOUT writing: builds the record the rows ask for from the record
 * on file (@epr/domain buildEligibilityChange), then judges it with the code the screens save
 * with — validateSubmission and the coverage steps for an add, planSave for an edit or reinstate,
 * planCancel for a termination — and asks the policy for every group the change touches. Run
 * inside a transaction the caller rolls back (judging) or commits with the change (applying).
 * `known` is the employee the subscriber's SSN names when the caller looked it up already (a
 * batch's lookup), null for none; absent, it is looked up here.
 */
export async function judgeSubscriber(
  db: Queryable,
  ic: ImportContext,
  stored: readonly StoredRow[],
  known?: Pick<EmployeeMatch, "umi" | "client_id"> | null,
): Promise<SubscriberJudgement & { employee: EmployeeRow | null }> {
  const tx = withReferenceReads(db, ic.reference);
  const rows = stored.map((r) => r.member);
  const subscriberSsn = rows[0]?.subscriberSsn ?? "";
  const match =
    known !== undefined
      ? known
      : subscriberSsn
        ? await employeesBySsn(tx, ic.vault, ic.session.clientId, subscriberSsn)
        : null;
  const employee =
    match && match.client_id === ic.session.clientId
      ? await loadForUpdate(tx, match.umi, (sealed) => JSON.parse(ic.vault.decrypt(sealed)) as EmployeeSsns)
      : null;
  const built = buildEligibilityChange({
    rows,
    stored: employee ? { record: employee.record, dependentSsns: employee.ssns.dependents } : null,
    products: ic.products,
  });
  const rowErrors = built.rows.map((r) => [...r.errors]);
  const groupsOf = rows.map((row) => [...new Set(row.coverages.map((c) => c.groupNumber))]);
  const fail = (row: number, field: string, message: string) => {
    const at = rows[row];
    if (at) rowErrors[row]?.push(errorAt(at, field, message));
  };
  const failAll = (message: string, field = "action") => {
    rows.forEach((_, i) => {
      fail(i, field, message);
    });
  };
  const subscriberIndex = Math.max(0, rows.findIndex(isSubscriberRow));
  // An issue on record.dependents.N: the row of that dependent (new ones follow the stored ones in file order).
  const storedCount = employee?.record.dependents.length ?? 0;
  const newDependentRows = built.rows
    .map((r, i) => (r.outcome === "addDependent" ? i : -1))
    .filter((i) => i >= 0);
  const dependentRow = (index: number) =>
    employee
      ? (newDependentRows[index - storedCount] ?? subscriberIndex)
      : (rows.map((r, i) => (isSubscriberRow(r) ? -1 : i)).filter((i) => i >= 0)[index] ?? subscriberIndex);
  const issuesOnRows = (issues: readonly { path: string; message: string }[]) => {
    const judged = built.plan && "record" in built.plan ? built.plan.record : undefined;
    for (const issue of issues) {
      const place = placeIssue(issue.path, rows, dependentRow, judged);
      fail(place.row, place.field, issue.message);
    }
  };
  /** A refusal of the screens' code: its issues on their rows, else its sentence on every row. */
  const refused = (error: unknown) => {
    if (!(error instanceof HttpError)) throw error;
    const issues = (error.issues ?? []) as { path: string; message: string }[];
    if (issues.length) issuesOnRows(issues);
    else failAll(error.message);
  };
  /** Every group a change touches through the policy: a refused group on the rows naming it. */
  const decideGroups = (groups: readonly string[]) => {
    for (const group of new Set(groups)) {
      const denial = mayTouchGroupInImport(ic.session, group);
      if (!denial) continue;
      const naming = groupsOf.map((g, i) => (g.includes(group) ? i : -1)).filter((i) => i >= 0);
      const message =
        denial.code === "not_found" ? "You may not change coverage in this group." : denial.message;
      for (const i of naming.length ? naming : [subscriberIndex]) {
        const index = rows[i]?.coverages.findIndex((c) => c.groupNumber === group) ?? -1;
        fail(i, index >= 0 ? `coverages.${index}.groupNumber` : "action", message);
      }
    }
  };

  let change: SubscriberJudgement["change"] = NO_CHANGE;
  let touched: string[] = [];
  const plan = built.plan;
  if (plan?.kind === "add") {
    if (match)
      failAll(
        match.client_id === ic.session.clientId ? submitMessages.ssnExists : submitMessages.fraud,
        "subscriberSsn",
      );
    else {
      const special = await loadSpecialEnrollment(tx, {
        clientId: ic.session.clientId,
        sepEnabled: ic.sepEnabled,
        coverageEffectiveDate: plan.record.globalCoverageEffectiveDate,
        today: ic.ctx.today,
      });
      const checked = validateSubmission(
        { record: plan.record, ssn: plan.subscriberSsn },
        { ...ic.ctx, special },
      );
      if (!checked.ok) issuesOnRows(checked.issues);
      else {
        touched = groupsOfRecord(checked.record);
        await checkCoverageSteps(tx, checked.record, ic.ctx).catch(refused);
        change = { kind: "add", record: plan.record, subscriberSsn: plan.subscriberSsn };
      }
    }
  } else if (plan && plan.kind !== "none" && employee) {
    if (await hasPendingTransaction(tx, employee.clientId, employee.ssnHash))
      failAll(plan.kind === "terminate" ? domainMessages.pendingCancel : domainMessages.pendingEdit);
    else {
      let planned: ChangePlan | null = null;
      try {
        if (plan.kind === "terminate") {
          planned = planCancel(employee, ic.ctx, plan.cancellations);
          change = { kind: "cancel", cancellations: plan.cancellations };
        } else {
          // SSNs on the record as the edit screen sends them: the stored ones, a new dependent's from the file.
          const withSsns = (record: EmployeeRecord): EmployeeRecord => ({
            ...record,
            dependents: record.dependents.map((d, i) => ({
              ...d,
              ssn: employee.ssns.dependents[i] ?? d.ssn ?? null,
            })),
          });
          const body: EmployeeSaveRequest =
            plan.kind === "reinstate"
              ? {
                  transactionType: "REINSTATE",
                  record: withSsns(plan.record),
                  reinstateDate: plan.reinstateDate,
                }
              : { transactionType: "EDIT", record: withSsns(plan.record) };
          planned = await planSave(tx, employee, ic.ctx, body, { sepEnabled: ic.sepEnabled });
          change = { kind: "save", body };
        }
      } catch (error) {
        refused(error);
      }
      if (planned) touched = [...planned.groups, ...groupChanges(employee.record, planned.record)];
    }
  }
  decideGroups([...touched, ...groupsOf.flat()]);

  // Rows of one subscriber are applied together: one row's error holds back the others (said on each).
  const anyError = rowErrors.some((e) => e.length);
  const verdicts: RowVerdict[] = built.rows.map((r, i) => ({
    outcome: rowErrors[i]?.length ? "error" : anyError ? "error" : r.outcome,
    changes: r.changes,
    errors: rowErrors[i]?.length
      ? (rowErrors[i] ?? [])
      : anyError
        ? [{ field: "action", column: null, message: eligibilityMessages.heldBack }]
        : [],
    groups: [...new Set([...(groupsOf[i] ?? []), ...touched])].sort(),
  }));
  return { verdicts, umi: employee?.umi ?? null, change: anyError ? null : change, employee };
}

/** Thrown to roll back a judging transaction (nothing a judgement does is kept). */
class Rollback extends Error {}

/** Judges inside a transaction that is always rolled back: the screens' code runs, nothing is written. */
export async function withoutWriting<T>(db: Database, work: (tx: Queryable) => Promise<T>): Promise<T> {
  let result: T | undefined;
  try {
    await db.transaction(async (tx) => {
      result = await work(tx);
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  return result as T;
}

/** What an import's jobs need of the app (and, to e-mail when a long one ends, the mailer). */
export interface ImportJobDeps extends ImportMailDeps {
  vault: SsnVault;
  config: Pick<ServerConfig, "delayedProcessingSeconds" | "flags">;
  now?: () => Date;
}

/** The context of an import's run; null when its administrator may no longer act for the client. */
export async function importContext(
  db: Queryable,
  deps: ImportJobDeps,
  imp: { admin_id: number; client_id: number },
): Promise<ImportContext | null> {
  const session = await actingSession(db, imp.admin_id, imp.client_id);
  if (!session) return null;
  const today = deps.now?.() ?? new Date();
  return {
    session,
    ctx: { ...(await loadClientContext(db, imp.client_id)), today },
    products: await loadProducts(db, imp.client_id),
    vault: deps.vault,
    sepEnabled: deps.config.flags.SEP,
    reference: new Map(),
  };
}

const payloadSchema = z.object({ importId: z.string().regex(/^\d+$/) });

/**
 * Subscribers judged in one read-only transaction, their verdicts written in one statement (our
 * choice: a batch is a second or so of work, so a page polling the import still sees it move).
 */
const JUDGE_BATCH = 200;

/** The employee each subscriber's SSN hash names. */
export type KnownEmployees = Map<string, Pick<EmployeeMatch, "umi" | "client_id">>;

/** The employee each SSN hash names (the client's own first, as employeesBySsn), for a batch at once. */
export async function employeesBySsnHash(
  db: Queryable,
  clientId: number,
  hashes: readonly string[],
): Promise<KnownEmployees> {
  const { rows } = await db.query<{ ssn_hash: string; umi: string; client_id: number }>(
    `select distinct on (ssn_hash) ssn_hash, umi, client_id from employees where ssn_hash = any($1::text[])
      order by ssn_hash, (client_id = $2) desc, umi`,
    [hashes, clientId],
  );
  return new Map(rows.map((r) => [r.ssn_hash, { umi: r.umi, client_id: r.client_id }]));
}

/** A batch's verdicts, every row's in one statement. */
async function writeVerdicts(
  tx: Queryable,
  batch: readonly SubscriberRows[],
  judged: readonly SubscriberJudgement[],
) {
  const ids: string[] = [];
  const outcomes: string[] = [];
  const changes: string[] = [];
  const errorLists: string[] = [];
  const groups: string[] = [];
  const umis: (string | null)[] = [];
  batch.forEach((subscriber, s) => {
    const judgement = judged[s] as SubscriberJudgement;
    subscriber.rows.forEach((row, i) => {
      const verdict = judgement.verdicts[i] as RowVerdict;
      ids.push(row.id);
      outcomes.push(verdict.outcome);
      changes.push(JSON.stringify(verdict.changes));
      errorLists.push(JSON.stringify(verdict.errors));
      groups.push(verdict.groups.join(","));
      umis.push(judgement.umi);
    });
  });
  await tx.query(
    `update eligibility_import_rows r
        set outcome = v.outcome, changes = v.changes::jsonb, errors = v.errors::jsonb,
            groups = case when v.groups = '' then '{}'::text[] else string_to_array(v.groups, ',') end, umi = v.umi
       from unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])
              as v(id, outcome, changes, errors, groups, umi)
      where r.id = v.id`,
    [ids, outcomes, changes, errorLists, groups, umis],
  );
}

/**
 * The judging job (the preview): each subscriber's rows judged in turn and stored with the row, the
 * import's progress written after each, so a page polling it sees it move. Safe to run again: a
 * subscriber whose rows are judged is skipped, so a run cut short resumes where it stopped. A full
 * file then proposes the members on file it does not name as terminations, shown apart.
 */
export function judgeImportHandler(deps: ImportJobDeps): JobHandler {
  return async (payload, { db }) => {
    const { importId } = payloadSchema.parse(payload);
    const imp = await readImport(db, importId);
    if (imp?.status !== "judging") return;
    const ic = await importContext(db, deps, imp);
    if (!ic) {
      await db.query(
        "update eligibility_imports set status = 'failed', failure = $2, finished_at = now() where id = $1",
        [importId, eligibilityMessages.adminGone],
      );
      return;
    }
    // A full file's proposed terminations are rows of the import like the file's, judged with them.
    if (imp.full_file)
      await db.transaction((tx) =>
        proposeTerminations(tx, deps.vault, importId, imp.client_id, ic.ctx.today),
      );
    for (;;) {
      const batch = await nextSubscribers(db, deps.vault, importId, "judge", JUDGE_BATCH);
      if (!batch.length) break;
      const known = await employeesBySsnHash(
        db,
        ic.session.clientId,
        batch.map((s) => s.subscriberHash),
      );
      const judged = await withoutWriting(db, async (tx) => {
        const out: SubscriberJudgement[] = [];
        for (const subscriber of batch)
          out.push(
            await judgeSubscriber(tx, ic, subscriber.rows, known.get(subscriber.subscriberHash) ?? null),
          );
        return out;
      });
      await db.transaction(async (tx) => {
        await writeVerdicts(tx, batch, judged);
        await tx.query("update eligibility_imports set judged_count = judged_count + $2 where id = $1", [
          importId,
          batch.reduce((n, s) => n + s.rows.length, 0),
        ]);
      });
    }
    // The file's rows by outcome; a full file's proposed terminations counted apart.
    await db.query(
      `update eligibility_imports
          set status = 'judged', judged_at = now(), counts = (
                select coalesce(jsonb_object_agg(outcome, n), '{}'::jsonb)
                  from (select outcome, count(*)::int as n from eligibility_import_rows
                         where import_id = $1 and not proposed_termination group by outcome) c)
              || jsonb_build_object($2::text, (select count(*)::int from eligibility_import_rows
                                                where import_id = $1 and proposed_termination))
        where id = $1 and status = 'judging'`,
      [importId, PROPOSED_COUNT],
    );
    await mailWhenLongJobEnds(db, deps, importId, "judge");
  };
}

/**
 * A full file (834 maintenance type 030) names every member the sponsor covers: an active employee of
 * the client it does not name is proposed as a termination, shown apart and ended only if ticked. The
 * proposals are rows still to judge (judged with the file's, so one that cannot be made says why
 * before anything is ticked); made once per import: a run that resumes finds them there.
 */
async function proposeTerminations(
  tx: Queryable,
  vault: SsnVault,
  importId: string,
  clientId: number,
  today: Date,
) {
  const { rows: made } = await tx.query(
    "select 1 from eligibility_import_rows where import_id = $1 and proposed_termination limit 1",
    [importId],
  );
  if (made.length) return;
  const { rows } = await tx.query<{ umi: string; ssn_hash: string; record: unknown; ssn_encrypted: string }>(
    `select e.umi, e.ssn_hash, e.record, e.ssn_encrypted from employees e
      where e.client_id = $1 and e.status = 'active'
        and not exists (select 1 from eligibility_import_rows r where r.import_id = $2 and r.subscriber_hash = e.ssn_hash)
      order by e.umi`,
    [clientId, importId],
  );
  const { rows: last } = await tx.query<{ n: number }>(
    "select coalesce(max(position), 0)::int as n from eligibility_import_rows where import_id = $1",
    [importId],
  );
  let position = last[0]?.n ?? 0;
  for (const row of rows) {
    position += 1;
    const record = employeeRecordSchema.parse(jsonColumn(row.record));
    const ssns = JSON.parse(vault.decrypt(row.ssn_encrypted)) as EmployeeSsns;
    const groups = [...new Set(record.subscriber.memberCoverages.map((c) => c.groupNumber))];
    const member = {
      source: { kind: "row", row: position },
      action: "terminate",
      relationshipCode: "18",
      firstName: record.subscriber.fullName?.first ?? null,
      lastName: record.subscriber.fullName?.last ?? null,
      // Ended at the end of this month, a voluntary termination (our choice: the file names neither).
      eventDate: formatUsDate(endOfMonth(today)),
      coverages: groups.map((groupNumber) => ({
        groupNumber,
        coverageType: "",
        cancelReasonCode: DEFAULT_TERMINATION_REASON,
      })),
      columns: {},
      maskedSsn: `*****${ssns.subscriber.slice(-4)}`,
    };
    await tx.query(
      `insert into eligibility_import_rows (import_id, position, source, member, ssn_encrypted, subscriber_hash,
                                            idempotency_key, proposed_termination, groups, umi, errors)
       values ($1, $2, $3, $4, $5, $6, $7, true, $8::text[], $9, $10)
       on conflict (import_id, position) do nothing`,
      [
        importId,
        position,
        JSON.stringify(member.source),
        JSON.stringify(member),
        vault.encrypt(JSON.stringify({ subscriberSsn: ssns.subscriber, ssn: null })),
        row.ssn_hash,
        `${importId}:${position}`,
        groups,
        row.umi,
        JSON.stringify([]),
      ],
    );
  }
}
