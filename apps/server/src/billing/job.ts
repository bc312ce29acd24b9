import { type BillingMonth, billingMonthSchema, monthOf, monthStart, shiftMonth } from "@epr/domain";
import { z } from "zod";
import type { Database, Queryable } from "../db/database.js";
import { enqueueJob, type JobHandler } from "../jobs/runner.js";
import { type GroupRunOutcome, invoiceGroup } from "./invoice.js";

/** The job kind of the monthly invoice run (docs/features/billing.md). */
export const INVOICE_JOB = "billing.invoice";

/**
 * The job's payload: the month billed, and optionally the groups (an operator's run of a few);
 * every active group otherwise.
 */
export const invoiceJobPayloadSchema = z.object({
  month: billingMonthSchema,
  groupNumbers: z.array(z.string().min(1)).optional(),
});
export type InvoiceJobPayload = z.infer<typeof invoiceJobPayloadSchema>;

/** Groups read per statement while a run walks them (keyset on group number). */
const GROUP_BATCH = 500;

/** What a run did, for the operator command and the tests. */
export interface InvoiceRunSummary {
  month: BillingMonth;
  made: number;
  alreadyMade: number;
  lines: number;
  totalCents: number;
}

/**
 * Bills every active group (or the ones named) for `month`, a group per transaction. A group that
 * has its bill is passed over, so a run that stopped part way (a killed server; the job runner runs
 * it again after its lease) finishes the rest and makes no bill twice. `afterGroup` is a test seam
 * (after each group's transaction).
 */
export async function runInvoices(
  db: Database,
  payload: InvoiceJobPayload,
  options: {
    now?: () => Date;
    afterGroup?: (groupNumber: string, outcome: GroupRunOutcome) => Promise<void>;
    /** Subscribers read per statement (ROSTER_BATCH); tests make it small to cross batches. */
    rosterBatch?: number;
  } = {},
): Promise<InvoiceRunSummary> {
  const now = options.now ?? (() => new Date());
  const summary: InvoiceRunSummary = {
    month: payload.month,
    made: 0,
    alreadyMade: 0,
    lines: 0,
    totalCents: 0,
  };
  let after = "";
  for (;;) {
    const { rows } = await db.query<{ group_number: string }>(
      `select group_number from groups
        where status = 'active' and group_number > $1 and ($2::text[] is null or group_number = any($2::text[]))
        order by group_number limit $3`,
      [after, payload.groupNumbers ?? null, GROUP_BATCH],
    );
    for (const { group_number } of rows) {
      const outcome = await invoiceGroup(db, group_number, payload.month, now(), options.rosterBatch);
      if (outcome.made) {
        summary.made += 1;
        summary.lines += outcome.lines;
        summary.totalCents += outcome.totalCents;
      } else summary.alreadyMade += 1;
      await options.afterGroup?.(group_number, outcome);
    }
    if (rows.length < GROUP_BATCH) return summary;
    after = rows[rows.length - 1]?.group_number ?? after;
  }
}

/**
 * When the next monthly run is due: the billing day (EPR_BILLING_DAY) of this month if it is still
 * ahead, else of next month, at 02:00 (a quiet hour); it bills the month after the one it runs in.
 */
export function nextInvoiceRun(now: Date, billingDay: number): { runAt: Date; month: BillingMonth } {
  const thisMonth = monthOf(now);
  const at = (month: BillingMonth) => {
    const day = monthStart(month);
    day.setDate(billingDay);
    day.setHours(2, 0, 0, 0);
    return day;
  };
  const runMonth = at(thisMonth) > now ? thisMonth : shiftMonth(thisMonth, 1);
  return { runAt: at(runMonth), month: shiftMonth(runMonth, 1) };
}

/**
 * Makes sure the next monthly run is queued (a server calls it at start, each run when it ends):
 * one queued run per month, however many servers start together (a second is harmless besides:
 * a bill is made once).
 */
export async function scheduleInvoiceRun(db: Queryable, now: Date, billingDay: number): Promise<void> {
  const next = nextInvoiceRun(now, billingDay);
  const { rows } = await db.query(
    `select 1 from jobs where kind = $1 and state in ('queued', 'running') and payload->>'month' = $2
        and payload->'groupNumbers' is null limit 1`,
    [INVOICE_JOB, next.month],
  );
  if (rows.length > 0) return;
  await enqueueJob(db, {
    kind: INVOICE_JOB,
    payload: { month: next.month },
    runAt: next.runAt,
    fairKey: "billing",
  });
}

/** The job runner's handler: the month's run, then the next month's run queued (for a scheduled run). */
export function invoiceJobHandler(deps: { billingDay: number; now?: () => Date }): JobHandler {
  return async (payload, { db }) => {
    const parsed = invoiceJobPayloadSchema.parse(payload);
    await runInvoices(db, parsed, deps.now ? { now: deps.now } : {});
    if (!parsed.groupNumbers)
      await scheduleInvoiceRun(db, (deps.now ?? (() => new Date()))(), deps.billingDay);
  };
}
