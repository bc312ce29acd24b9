import { type EligibilityOutcome, eligibilityOutcomeLabels, eligibilityOutcomes } from "@epr/domain";
import type { Queryable } from "../db/database.js";
import { jsonColumn } from "../db/json-column.js";
import type { Mailer } from "../mail/mailer.js";
import { appliedCounts } from "./store.js";

/** A job that ran longer than this (from its start to its end) e-mails its administrator (our choice). */
export const LONG_IMPORT_JOB_SECONDS = 60;

/** The portal page of one import, which the e-mail links to. */
export const importPagePath = (importId: string) =>
  `/employer/manage-employees/bulk-changes?import=${encodeURIComponent(importId)}`;

/** What the import jobs need to e-mail: where mail goes and the portal's own address for the link. */
export interface ImportMailDeps {
  mailer?: Mailer;
  /** The portal's address (EPR_PUBLIC_URL or the server's own); the link is relative without it. */
  publicOrigin?: () => string;
  now?: () => Date;
}

/**
 * When an import's judging or applying job that ran longer than LONG_IMPORT_JOB_SECONDS ends, the
 * administrator who started it is e-mailed (docs/features/bulk-eligibility.md "The e-mail when a
 * long job ends"): the file's name, the counts and a link to the import's page. No SSN nor any value
 * of a row: names of files are the administrator's own. The job's start is its row's creation (the
 * request that queued it), so a run resumed after a restart counts from the first. A mail that cannot
 * be sent does not fail the job: the import is done and its page says so.
 */
export async function mailWhenLongJobEnds(
  db: Queryable,
  deps: ImportMailDeps,
  importId: string,
  job: "judge" | "apply",
): Promise<void> {
  if (!deps.mailer) return;
  const { rows } = await db.query<{
    file_name: string;
    email: string | null;
    status: string;
    row_count: number;
    counts: unknown;
    started: Date | string | null;
  }>(
    `select i.file_name, a.email, i.status, i.row_count, i.counts,
            (select j.created_at from jobs j
              where j.id = case when $2 = 'judge' then i.judge_job_id else i.apply_job_id end) as started
       from eligibility_imports i join plan_admins a on a.id = i.admin_id where i.id = $1`,
    [importId, job],
  );
  const imp = rows[0];
  if (!imp?.email || !imp.started) return;
  const now = deps.now?.() ?? new Date();
  if (now.getTime() - new Date(imp.started).getTime() <= LONG_IMPORT_JOB_SECONDS * 1000) return;
  const link = `${deps.publicOrigin?.() ?? ""}${importPagePath(importId)}`;
  const lines =
    job === "judge" ? await judgedLines(imp.counts, imp.row_count) : await appliedLines(db, importId);
  const subject =
    job === "judge"
      ? `Your file ${imp.file_name} has been checked`
      : `Your file ${imp.file_name} has been applied`;
  const text = [
    job === "judge"
      ? `Every row of ${imp.file_name} has been checked. Nothing has changed yet: review the rows and apply them.`
      : `The changes of ${imp.file_name} have been applied.`,
    lines.join("\n"),
    `See the import: ${link}`,
  ].join("\n\n");
  try {
    await deps.mailer.send({ to: imp.email, subject, text });
  } catch {
    // The import is done and its page shows it: a mail that failed is no reason to run the job again.
  }
}

/** The judged counts by outcome, the ones with rows. */
async function judgedLines(counts: unknown, rowCount: number): Promise<string[]> {
  const byOutcome = jsonColumn<Partial<Record<EligibilityOutcome, number>>>(counts) ?? {};
  return [
    `Rows: ${rowCount.toLocaleString("en-US")}`,
    ...eligibilityOutcomes.flatMap((outcome) => {
      const n = byOutcome[outcome] ?? 0;
      return n > 0 ? [`${eligibilityOutcomeLabels[outcome]}: ${n.toLocaleString("en-US")}`] : [];
    }),
  ];
}

/** What applying did: rows applied, pending, refused. */
async function appliedLines(db: Queryable, importId: string): Promise<string[]> {
  const counts = await appliedCounts(db, importId);
  const of = (n: number) => n.toLocaleString("en-US");
  return [
    `Applied: ${of(counts.applied)}`,
    `Pending: ${of(counts.pending)}`,
    `Refused: ${of(counts.refused)}`,
  ];
}
