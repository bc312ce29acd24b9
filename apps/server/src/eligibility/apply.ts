import { domainMessages, eligibilityMessages, fillMessage } from "@epr/domain";
import { z } from "zod";
import type { Database, Queryable } from "../db/database.js";
import { planCancel } from "../employees/cancel.js";
import { applyEmployeeChange } from "../employees/change.js";
import { planSave } from "../employees/save.js";
import { submitEnrollment } from "../enrollment-submit/submit.js";
import { audit } from "../http/audit.js";
import { HttpError } from "../http/errors.js";
import type { JobHandler } from "../jobs/runner.js";
import {
  employeesBySsnHash,
  type ImportContext,
  type ImportJobDeps,
  importContext,
  judgeSubscriber,
  type KnownEmployees,
} from "./judge.js";
import { mailWhenLongJobEnds } from "./notify.js";
import { withReferenceReads } from "./reference-reads.js";
import { nextSubscribers, readImport, type SubscriberRows } from "./store.js";

/**
 * The database as seen from inside one transaction: the write pipeline's own `transaction` runs in
 * it, so the change, its history, audit and pending submission commit together with the rows marked
 * applied — or none of them does.
 */
function insideTransaction(db: Database, tx: Queryable): Database {
  return { ...db, query: tx.query, replica: tx, transaction: (work) => work(tx) };
}

/** A refusal at apply time: the row's reason. */
class Refused extends Error {}

/** What applying one subscriber's rows did. */
type Applied = "applied" | "pending" | "skipped";

/**
 * Applies one subscriber's rows inside `tx`: judged again against the record as it is now (with the
 * same code as the preview), then written through the screens' pipeline — the add flow's final
 * save for an add, employees/change.ts for an edit, reinstate or cancel — so history, audit and a
 * delayed group's pending transaction are exactly a single change's. The rows are marked in the
 * same transaction, each under its unique key: a run that repeats them finds them marked and stops.
 */
async function applySubscriber(
  db: Database,
  tx: Queryable,
  deps: ImportJobDeps,
  ic: ImportContext,
  importId: string,
  subscriber: SubscriberRows,
  known: KnownEmployees,
  hooks: ApplyHooks = {},
): Promise<Applied> {
  const { rows } = subscriber;
  const judged = await judgeSubscriber(tx, ic, rows, known.get(subscriber.subscriberHash) ?? null);
  const firstError = judged.verdicts.flatMap((v) => v.errors)[0];
  if (firstError) throw new Refused(firstError.message);
  const inside = insideTransaction(db, withReferenceReads(tx, ic.reference));
  const now = deps.now ?? (() => new Date());
  let result: Applied = "skipped";
  const change = judged.change;
  if (change?.kind === "add") {
    const answer = await submitEnrollment(
      ic.session,
      { record: change.record, subscriberSsn: change.subscriberSsn },
      {
        db: inside,
        vault: ic.vault,
        today: ic.ctx.today,
        delayedProcessingSeconds: deps.config.delayedProcessingSeconds,
        sepEnabled: ic.sepEnabled,
      },
    );
    result = answer.pending ? "pending" : "applied";
  } else if (change && judged.employee) {
    const answer = await applyEmployeeChange(
      {
        db: inside,
        vault: ic.vault,
        now,
        config: deps.config as Parameters<typeof applyEmployeeChange>[0]["config"],
      },
      {
        session: ic.session,
        umi: judged.employee.umi,
        transactionType:
          change.kind === "cancel"
            ? "CANCEL"
            : change.body.transactionType === "REINSTATE"
              ? "REINSTATE"
              : "EDIT",
        pendingMessage: change.kind === "cancel" ? domainMessages.pendingCancel : domainMessages.pendingEdit,
        plan: (planTx, row, ctx) =>
          change.kind === "cancel"
            ? Promise.resolve(planCancel(row, ctx, change.cancellations))
            : planSave(planTx, row, ctx, change.body, { sepEnabled: ic.sepEnabled }),
      },
      // The change is computed from the record locked in this transaction: no version to compare.
      () => {},
    );
    result = answer.pending ? "pending" : "applied";
  }
  await hooks.afterChange?.();
  // The rows marked and the import's progress counted in one statement.
  const { rows: marked } = await tx.query<{ n: number }>(
    `with marked as (
       update eligibility_import_rows set applied = $2, applied_reason = null
        where id = any($1::bigint[]) and applied = 'no' returning id)
     update eligibility_imports set applied_count = applied_count + (select count(*) from marked)
      where id = $3 returning (select count(*)::int from marked) as n`,
    [rows.map((r) => r.id), result, importId],
  );
  // Another run marked them meanwhile: undo this one (the transaction rolls back).
  if (marked[0]?.n !== rows.length) throw new AlreadyApplied();
  return result;
}

class AlreadyApplied extends Error {}

const payloadSchema = z.object({ importId: z.string().regex(/^\d+$/) });

/** Test seams (a test stops the run at each). */
export interface ApplyHooks {
  /** Called after each batch of subscribers is committed, with the import's rows done so far. */
  afterCommit?: (appliedRows: number) => Promise<void>;
  /** Called inside a subscriber's transaction once the change is written, before its rows are marked. */
  afterChange?: () => Promise<void>;
  /** Rows read, and their subscribers applied, a commit (default SUBSCRIBERS_PER_COMMIT). */
  rowsPerCommit?: number;
}

/**
 * Only the valid rows: the next rows' subscribers (at most this many) are applied in one transaction,
 * each under its own savepoint, so a refused subscriber is undone alone and the rest commit together
 * (a commit is most of a small change's cost). A run stopped before a commit loses that batch's work
 * and its rows' marks together: the next run applies them again, once.
 */
const SUBSCRIBERS_PER_COMMIT = 50;

/** Marks the rows still to apply as refused, with the reason, and counts them done; answers how many. */
async function refuseRows(db: Queryable, importId: string, ids: string[] | null, reason: string) {
  const { rows } = await db.query<{ n: number }>(
    `with refused as (
       update eligibility_import_rows set applied = 'refused', applied_reason = $3
        where import_id = $1 and applied = 'no' and ($2::bigint[] is null or id = any($2::bigint[])) returning id)
     update eligibility_imports set applied_count = applied_count + (select count(*) from refused)
      where id = $1 returning (select count(*)::int from refused) as n`,
    [importId, ids, reason],
  );
  return rows[0]?.n ?? 0;
}

/**
 * The applying job. Only the valid rows: each subscriber's rows in their own transaction, the
 * import's progress counted in it; a refusal marks that subscriber's rows refused with the reason
 * and the job goes on. All or nothing: every subscriber in ONE transaction; one refusal rolls all
 * back, and every row is then refused with the reason of the one that failed. Safe to run again:
 * rows already marked are skipped (their key is unique), so a run cut short resumes and never
 * applies a row twice.
 */
export function applyImportHandler(deps: ImportJobDeps, hooks: ApplyHooks = {}): JobHandler {
  return async (payload, { db }) => {
    const { importId } = payloadSchema.parse(payload);
    const imp = await readImport(db, importId);
    if (imp?.status !== "applying") return;
    const ic = await importContext(db, deps, imp);
    if (!ic) {
      await refuseRows(db, importId, null, eligibilityMessages.adminGone);
      await finish(db, importId, "failed", eligibilityMessages.adminGone);
      return;
    }
    if (imp.mode === "allOrNothing") {
      let refusal: { position: number; reason: string } | null = null;
      await db
        .transaction(async (tx) => {
          for (;;) {
            const batch = await nextSubscribers(tx, deps.vault, importId, "apply", SUBSCRIBERS_PER_COMMIT);
            if (!batch.length) break;
            const known = await knownEmployees(tx, ic, batch);
            for (const subscriber of batch) {
              try {
                await applySubscriber(db, tx, deps, ic, importId, subscriber, known, hooks);
              } catch (error) {
                refusal = { position: subscriber.rows[0]?.position ?? 0, reason: reasonOf(error) };
                throw error;
              }
            }
          }
        })
        .catch((error: unknown) => {
          if (!refusal) throw error;
        });
      if (refusal) {
        const { position, reason } = refusal as { position: number; reason: string };
        await refuseRows(
          db,
          importId,
          null,
          fillMessage(eligibilityMessages.nothingChanged, { row: String(position), reason }),
        );
        await finish(db, importId, "applied", null);
        await mailWhenLongJobEnds(db, deps, importId, "apply");
        return;
      }
    } else {
      for (;;) {
        const batch = await nextSubscribers(
          db,
          deps.vault,
          importId,
          "apply",
          hooks.rowsPerCommit ?? SUBSCRIBERS_PER_COMMIT,
        );
        if (!batch.length) break;
        await applyValidOnly(db, deps, ic, importId, batch, hooks);
      }
    }
    await finish(db, importId, "applied", null);
    await audit(db, imp.admin_id, "eligibility.apply", importId, { mode: imp.mode });
    await mailWhenLongJobEnds(db, deps, importId, "apply");
  };
}

/**
 * A batch of subscribers in one transaction, each under its own savepoint: a refusal undoes that
 * subscriber's change alone and marks its rows refused with the reason; the progress is counted with
 * each. A failure that is no refusal (a fault) undoes the whole batch and fails the run, which the
 * job runner runs again.
 */
async function applyValidOnly(
  db: Database,
  deps: ImportJobDeps,
  ic: ImportContext,
  importId: string,
  batch: readonly SubscriberRows[],
  hooks: ApplyHooks,
) {
  await db.transaction(async (tx) => {
    const known = await knownEmployees(tx, ic, batch);
    for (const subscriber of batch) {
      await tx.query("savepoint subscriber");
      try {
        await applySubscriber(db, tx, deps, ic, importId, subscriber, known, hooks);
        await tx.query("release savepoint subscriber");
      } catch (error) {
        await tx.query("rollback to savepoint subscriber");
        if (error instanceof AlreadyApplied) continue;
        await refuseRows(
          tx,
          importId,
          subscriber.rows.map((r) => r.id),
          reasonOf(error),
        );
      }
    }
  });
  if (!hooks.afterCommit) return;
  const { rows: done } = await db.query<{ n: number }>(
    "select applied_count as n from eligibility_imports where id = $1",
    [importId],
  );
  await hooks.afterCommit(done[0]?.n ?? 0);
}

/** The employees a batch's SSNs name, looked up once (the write pipeline locks and reads each again). */
function knownEmployees(tx: Queryable, ic: ImportContext, batch: readonly SubscriberRows[]) {
  return employeesBySsnHash(
    tx,
    ic.session.clientId,
    batch.map((s) => s.subscriberHash),
  );
}

/** A refusal's reason: the screens' sentence (a policy's, a rule's), never a stack. */
function reasonOf(error: unknown): string {
  if (error instanceof Refused) return error.message;
  if (error instanceof HttpError) {
    const first = (error.issues as { message: string }[] | undefined)?.[0];
    return first?.message ?? error.message;
  }
  throw error;
}

async function finish(db: Queryable, importId: string, status: "applied" | "failed", failure: string | null) {
  await db.query(
    `update eligibility_imports set status = $2, failure = coalesce($3, failure), finished_at = now()
      where id = $1 and status = 'applying'`,
    [importId, status, failure],
  );
}
