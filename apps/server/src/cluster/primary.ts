import cluster, { type Worker } from "node:cluster";
import type { ServerConfig } from "../config.js";
import { DB_CLOSE_BOUND_MS, prepare } from "../server.js";

/**
 * `EPR_WORKERS=N` over a PostgreSQL server (DESIGN.md: past one machine): this process, the
 * primary, prepares the database once (migrations under their advisory lock, content, SSN
 * re-seal), closes its connection and forks N workers with Node's cluster, which share the port
 * (the primary hands each new connection to the next worker). Each worker serves the whole app
 * over a pool of its own and runs a job runner; nothing a request needs lives in a worker's memory
 * (sessions, throttles, idempotency keys and jobs are rows), so any worker answers any request.
 * A worker that dies unexpectedly is replaced after a backoff; SIGTERM (or SIGINT) is passed to
 * every worker, which drains (server.ts), and the primary exits once they all have.
 */

/** Backoff before replacing a worker that died: 1 s, 2 s, 4 s … at most 30 s (our choice). */
export const restartDelayMs = (crashes: number) => Math.min(1000 * 2 ** Math.max(0, crashes - 1), 30_000);

/** A worker that served this long before dying starts its slot's backoff again from 1 s. */
const STABLE_MS = 60_000;

export interface ClusterOptions {
  config: ServerConfig;
  log?: (line: string) => void;
}

export async function runPrimary({ config, log = (line) => console.error(line) }: ClusterOptions) {
  const { db } = await prepare({ config });
  await db.close();

  let stopping = false;
  let everListened = false;
  const workers = new Map<number, Worker>(); // by slot
  const crashes = new Map<number, number>();
  const restarts = new Set<ReturnType<typeof setTimeout>>();
  let resolveStopped: () => void = () => {};
  const stopped = new Promise<void>((resolve) => {
    resolveStopped = resolve;
  });
  let resolveListening: () => void = () => {};
  let rejectListening: (error: Error) => void = () => {};
  const listening = new Promise<void>((resolve, reject) => {
    resolveListening = resolve;
    rejectListening = reject;
  });
  let listeningCount = 0;

  function fork(slot: number) {
    const started = Date.now();
    // Each worker knows it is one, and its slot: its log lines carry `worker` (observability/log.ts);
    // it reads the rest of its configuration as we did.
    const worker = cluster.fork({ EPR_CLUSTER_SLOT: String(slot) });
    workers.set(slot, worker);
    worker.once("listening", () => {
      everListened = true;
      listeningCount += 1;
      if (listeningCount === config.workers) resolveListening();
    });
    worker.once("exit", (code, signal) => {
      if (workers.get(slot) === worker) workers.delete(slot);
      if (stopping) {
        if (workers.size === 0) resolveStopped();
        return;
      }
      const how = signal ? `signal ${signal}` : `code ${code}`;
      if (!everListened) {
        // Dying before any worker served is a start that cannot work (port taken, database
        // unreachable): retrying would only repeat it.
        void stop("SIGTERM");
        rejectListening(new Error(`worker ${slot + 1} exited with ${how} before serving.`));
        return;
      }
      const lived = Date.now() - started;
      const n = lived >= STABLE_MS ? 1 : (crashes.get(slot) ?? 0) + 1;
      crashes.set(slot, n);
      const delay = restartDelayMs(n);
      log(
        `Server worker ${slot + 1} (process ${worker.process.pid}) exited with ${how}: starting another in ${delay / 1000} s.`,
      );
      const timer = setTimeout(() => {
        restarts.delete(timer);
        if (!stopping) fork(slot);
      }, delay);
      restarts.add(timer);
    });
  }

  /** Passes the signal to every worker and waits until all have drained and exited. */
  function stop(signal: NodeJS.Signals): Promise<void> {
    if (!stopping) {
      stopping = true;
      for (const timer of restarts) clearTimeout(timer);
      restarts.clear();
      if (workers.size === 0) resolveStopped();
      for (const worker of workers.values()) worker.process.kill(signal);
      // A worker past its own drain (notice, grace and the pool's bounded close, plus a margin) is
      // ended, so a stop always ends.
      const deadline = setTimeout(
        () => {
          for (const worker of workers.values()) worker.process.kill("SIGKILL");
        },
        (config.drainNoticeSeconds + config.drainSeconds) * 1000 + DB_CLOSE_BOUND_MS + 5000,
      );
      deadline.unref();
    }
    return stopped;
  }

  for (let slot = 0; slot < config.workers; slot++) fork(slot);
  return { listening, stop, workers };
}
