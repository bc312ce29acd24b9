import type { Queryable } from "../db/database.js";

/** The job queue as an operator watches it (/api/health and the metrics). */
export interface JobQueueStats {
  /** Queued jobs, due now or scheduled for later. */
  pending: number;
  running: number;
  /** Jobs whose attempts are spent (kept with their last error for a person to look at). */
  failed: number;
  /**
   * Seconds the oldest DUE queued job has waited past its run time; null when none is due. A job
   * scheduled for later (delayed processing) is not late, so its age since creation is not counted.
   */
  oldestPendingSeconds: number | null;
}

/**
 * One statement: the queued and running jobs through the partial index of the claim (migration
 * 007), the failed ones through their own (migration 035), so the answer costs the same however
 * many finished jobs the table keeps. `now` is the server's clock, the one jobs are scheduled by.
 */
export async function jobQueueStats(db: Queryable, now: Date): Promise<JobQueueStats> {
  const { rows } = await db.query<{
    pending: number;
    running: number;
    failed: number;
    oldest: number | null;
  }>(
    `select
       count(*) filter (where state = 'queued')::int as pending,
       count(*) filter (where state = 'running')::int as running,
       (select count(*) from jobs where state = 'failed')::int as failed,
       extract(epoch from $1::timestamptz - min(run_at) filter (where state = 'queued' and run_at <= $1))::float8 as oldest
     from jobs where state in ('queued', 'running')`,
    [now],
  );
  const row = rows[0];
  return {
    pending: row?.pending ?? 0,
    running: row?.running ?? 0,
    failed: row?.failed ?? 0,
    oldestPendingSeconds: row?.oldest == null ? null : Math.max(0, Math.round(Number(row.oldest) * 10) / 10),
  };
}
