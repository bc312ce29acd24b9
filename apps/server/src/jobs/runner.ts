import type { Database, Queryable } from "../db/database.js";
import { jsonColumn } from "../db/json-column.js";
import { errorFields, type Logger, processLog } from "../observability/log.js";

/**
 * A durable job runner on the database (DESIGN.md), the same on PGlite and on a
 * PostgreSQL server: jobs are rows of `jobs` (migration 007). A batch is claimed in ONE statement
 * (`FOR UPDATE SKIP LOCKED`), so two servers never claim the same job and PGlite's single
 * connection is never held while a handler runs; each handler then runs outside any claim, and its
 * end is written in another short statement. A failed run is queued again after a backoff until
 * its attempts are spent, then kept as 'failed' with its last error. No queue library: pg-boss from
 * version 11 and graphile-worker need Node 22 (TOOLCHAIN.md).
 */

/** A claimed job as its handler sees it. */
export interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  /** 1 on the first run. */
  attempts: number;
  maxAttempts: number;
}

/** Does a job's work; throwing makes the run a failure (retried with backoff). Must be safe to run twice. */
export type JobHandler = (payload: unknown, context: { db: Database; job: ClaimedJob }) => Promise<void>;

/** The handlers by job kind. */
export type JobHandlers = ReadonlyMap<string, JobHandler>;

/** Registers handlers by kind; registering a kind twice is a mistake of the code. */
export function jobRegistry(entries: Record<string, JobHandler> = {}) {
  const handlers = new Map<string, JobHandler>();
  const registry = {
    handlers: handlers as JobHandlers,
    register(kind: string, handler: JobHandler) {
      if (handlers.has(kind)) throw new Error(`A handler for job kind "${kind}" is already registered.`);
      handlers.set(kind, handler);
      return registry;
    },
  };
  for (const [kind, handler] of Object.entries(entries)) registry.register(kind, handler);
  return registry;
}

/** Puts a job in the queue, in the caller's transaction when given one (so it exists only if the change does). */
export async function enqueueJob(
  db: Queryable,
  job: {
    kind: string;
    payload: unknown;
    runAt: Date;
    maxAttempts?: number;
    /**
     * The job's lane (e.g. `client:<id>`): the claim takes lanes in turn, so one lane's many jobs
     * never hold back another's. Jobs without one share a lane.
     */
    fairKey?: string;
  },
): Promise<number> {
  const { rows } = await db.query<{ id: number | string }>(
    `insert into jobs (kind, payload, run_at, max_attempts, fair_key, created_at, updated_at)
     values ($1, $2, $3, $4, $5, now(), now()) returning id`,
    [
      job.kind,
      JSON.stringify(job.payload ?? {}),
      job.runAt,
      job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      job.fairKey ?? null,
    ],
  );
  return Number(rows[0]?.id);
}

/** Runs per job unless the enqueuer says otherwise (our choice). */
export const DEFAULT_MAX_ATTEMPTS = 5;

export interface JobRunnerOptions {
  db: Database;
  handlers: JobHandlers;
  /** The clock: injectable so tests decide what is due without waiting. */
  now?: () => Date;
  /** Jobs claimed per batch (small: each claim is one short statement). */
  batchSize?: number;
  /** How long a claim lasts; a job still 'running' after it is claimed again. */
  leaseMs?: number;
  /** Pause between polls when nothing was due. */
  pollMs?: number;
  /** Wait before retry `attempt` (1 after the first failure). */
  backoffMs?: (attempt: number) => number;
  /**
   * Where failures are told as sentences (tests pass one to keep quiet, or to read them). Without
   * it they go to `logger`.
   */
  log?: (line: string) => void;
  /**
   * The JSON log, when `log` is not given: the job's id, kind, attempt and the error's
   * class and code, never its message (a database error quotes values; the message is kept in the
   * job's last_error) nor the payload. The process's logger at info when absent.
   */
  logger?: Logger;
}

/** Exponential backoff: 10 s, 20 s, 40 s … at most an hour (our choice). */
export const defaultBackoffMs = (attempt: number) =>
  Math.min(10_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);

/** What one batch did. */
export interface BatchResult {
  claimed: number;
  done: number;
  retried: number;
  failed: number;
}

export function createJobRunner(options: JobRunnerOptions) {
  const { db, handlers } = options;
  const now = options.now ?? (() => new Date());
  const batchSize = options.batchSize ?? 10;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const pollMs = options.pollMs ?? 1_000;
  const backoffMs = options.backoffMs ?? defaultBackoffMs;
  const logger = options.logger ?? processLog();
  /** A failure: told as a sentence to `options.log`, else as a JSON line without the error's message. */
  const tell = (line: string, error: unknown, msg: string, fields: Record<string, unknown> = {}) => {
    if (options.log) options.log(line);
    else logger.warn({ ...fields, ...errorFields(error) }, msg);
  };

  /**
   * Claims up to `limit` due jobs (queued and due, or running with an ended lease) in one statement.
   * Lanes (`fairKey`) are served in turn: the first due job of every lane, oldest lane first, then
   * every lane's second, and so on, so a client with fifty reports queued does not hold back
   * another client's one. The jobs are locked with SKIP LOCKED as they are picked in that order.
   */
  async function claim(limit = batchSize): Promise<ClaimedJob[]> {
    const at = now();
    // A job whose lease ended with no attempts left is not run again: it failed.
    await db.query(
      `update jobs set state = 'failed', locked_until = null, updated_at = $1,
              last_error = coalesce(last_error, 'The run did not finish before its lease ended.')
        where state = 'running' and locked_until <= $1 and attempts >= max_attempts`,
      [at],
    );
    const { rows } = await db.query<{
      id: number | string;
      kind: string;
      payload: unknown;
      attempts: number;
      max_attempts: number;
      run_at: Date | string;
      turn: number | string;
    }>(
      `with due as (
         select id, run_at,
                row_number() over (partition by coalesce(fair_key, '') order by run_at, id) as turn
           from jobs
          where (state = 'queued' and run_at <= $1)
             or (state = 'running' and locked_until <= $1 and attempts < max_attempts)
       ), picked as (
         select j.id, d.turn, d.run_at from jobs j join due d on d.id = j.id
          where (j.state = 'queued' and j.run_at <= $1)
             or (j.state = 'running' and j.locked_until <= $1 and j.attempts < j.max_attempts)
          order by d.turn, d.run_at, d.id
          limit $3
          for update of j skip locked
       )
       update jobs set state = 'running', attempts = attempts + 1, locked_until = $2, updated_at = $1
         from picked where jobs.id = picked.id
        returning jobs.id, jobs.kind, jobs.payload, jobs.attempts, jobs.max_attempts, jobs.run_at, picked.turn`,
      [at, new Date(at.getTime() + leaseMs), limit],
    );
    // An update returns its rows in no set order: run them in the order they were picked.
    const dueAt = (r: (typeof rows)[number]) => new Date(r.run_at).getTime();
    rows.sort(
      (a, b) => Number(a.turn) - Number(b.turn) || dueAt(a) - dueAt(b) || Number(a.id) - Number(b.id),
    );
    return rows.map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      payload: jsonColumn(r.payload),
      attempts: r.attempts,
      maxAttempts: r.max_attempts,
    }));
  }

  async function finish(job: ClaimedJob, error: unknown): Promise<"done" | "retried" | "failed"> {
    const at = now();
    if (error === undefined) {
      await db.query(
        "update jobs set state = 'done', locked_until = null, last_error = null, updated_at = $2 where id = $1",
        [job.id, at],
      );
      return "done";
    }
    const message = error instanceof Error ? error.message : String(error);
    tell(
      `Job ${job.id} (${job.kind}) failed on attempt ${job.attempts} of ${job.maxAttempts}: ${message}`,
      error,
      "A job failed.",
      {
        jobId: job.id,
        kind: job.kind,
        attempt: job.attempts,
        maxAttempts: job.maxAttempts,
      },
    );
    if (job.attempts >= job.maxAttempts) {
      await db.query(
        "update jobs set state = 'failed', locked_until = null, last_error = $2, updated_at = $3 where id = $1",
        [job.id, message, at],
      );
      return "failed";
    }
    await db.query(
      `update jobs set state = 'queued', locked_until = null, last_error = $2, run_at = $3, updated_at = $4
        where id = $1`,
      [job.id, message, new Date(at.getTime() + backoffMs(job.attempts)), at],
    );
    return "retried";
  }

  /** Gives claimed, unstarted jobs back: queued again, their claim's attempt not counted. */
  async function release(unstarted: ClaimedJob[]): Promise<void> {
    await db.query(
      `update jobs set state = 'queued', attempts = attempts - 1, locked_until = null, updated_at = $2
        where id = any($1::bigint[]) and state = 'running'`,
      [unstarted.map((j) => j.id), now()],
    );
  }

  /** Claims one batch of due jobs and runs them one after another. */
  async function runDue(): Promise<BatchResult> {
    const jobs = await claim();
    const result: BatchResult = { claimed: jobs.length, done: 0, retried: 0, failed: 0 };
    for (const [index, job] of jobs.entries()) {
      // A stop (the server draining on SIGTERM) ends the batch after the job in hand:
      // the rest go back to the queue as they were, for another server at once, not after a lease.
      if (stopping && index > 0) {
        await release(jobs.slice(index));
        break;
      }
      const handler = handlers.get(job.kind);
      let error: unknown;
      try {
        if (!handler) throw new Error(`No handler is registered for job kind "${job.kind}".`);
        await handler(job.payload, { db, job });
      } catch (caught) {
        error = caught ?? new Error("The handler failed without a reason.");
      }
      result[await finish(job, error)] += 1;
    }
    return result;
  }

  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = true;
  // Set by stop() alone: a runner never started (tests, the bench call runDue) runs its whole batch.
  let stopping = false;

  /** One poll, then the next: at once after a full batch, after `pollMs` otherwise. */
  function schedule(delay: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      running = runDue()
        .then((r) => (r.claimed >= batchSize ? 0 : pollMs))
        .catch((error: unknown) => {
          // The database was unreachable or closing: say so (without SQL parameters) and poll again.
          tell(
            `The job runner could not poll: ${error instanceof Error ? error.message : String(error)}`,
            error,
            "The job runner could not poll.",
          );
          return pollMs;
        })
        .then((next) => {
          running = null;
          schedule(next);
        });
    }, delay);
    // The poll alone never keeps the process alive.
    timer.unref?.();
  }

  return {
    claim,
    runDue,
    /** Starts polling (the server calls this once it serves). */
    start() {
      if (!stopped) return;
      stopped = false;
      stopping = false;
      schedule(0);
    },
    /** Stops polling and waits for the job in hand to finish; the batch's others go back to the queue (shutdown). */
    async stop() {
      stopped = true;
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
export type JobRunner = ReturnType<typeof createJobRunner>;
