import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "../db/database.js";
import { type JobQueueStats, jobQueueStats } from "../jobs/queue-stats.js";

/** The request methods counted by name; any other is counted as OTHER, so labels stay few. */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * Latency buckets in seconds: fine below 50 ms, where our latency targets sit (p95 under 20 ms,
 * p99 under 50 ms), then coarse up to the slow reports.
 */
export const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * One app's metrics, in a registry of its own: tests make many apps in one process,
 * and each counts only its own requests. Requests are labelled by method, route PATTERN
 * (/api/employees/:umi, never the path, which carries member IDs) and status class, so the
 * number of series stays fixed whatever the traffic.
 */
export function createMetrics() {
  const registry = new Registry();
  const labelNames = ["method", "route", "status_class"] as const;
  const requests = new Counter({
    name: "epr_http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status class.",
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: "epr_http_request_duration_seconds",
    help: "Time from a request's arrival to its answer, by method, route pattern and status class.",
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const databaseUp = new Gauge({
    name: "epr_database_up",
    help: "1 when the database answered the scrape's queries, 0 when it did not.",
    registers: [registry],
  });
  // Labelled by pool (the primary now; a read replica's may follow), so on PGlite, which has one
  // connection and no pool, the series are absent rather than a misleading 0.
  const pool = {
    total: new Gauge({
      name: "epr_db_pool_connections",
      help: "Connections the PostgreSQL pool holds, busy or idle.",
      labelNames: ["pool"] as const,
      registers: [registry],
    }),
    idle: new Gauge({
      name: "epr_db_pool_idle_connections",
      help: "Connections of the pool not in use.",
      labelNames: ["pool"] as const,
      registers: [registry],
    }),
    waiting: new Gauge({
      name: "epr_db_pool_waiting_requests",
      help: "Queries waiting for a connection of the pool.",
      labelNames: ["pool"] as const,
      registers: [registry],
    }),
  };
  const jobs = new Gauge({
    name: "epr_jobs",
    help: "Durable jobs by state: queued (waiting, due or later), running, failed (attempts spent).",
    labelNames: ["state"] as const,
    registers: [registry],
  });
  const oldestDue = new Gauge({
    name: "epr_jobs_oldest_due_seconds",
    help: "Seconds the oldest due queued job has waited past its run time (0 when none is due).",
    registers: [registry],
  });

  return {
    registry,
    /** Counts one answered request. */
    observe(method: string, route: string, status: number, seconds: number) {
      const labels = {
        method: METHODS.has(method) ? method : "OTHER",
        route,
        status_class: `${Math.floor(status / 100)}xx`,
      };
      requests.inc(labels);
      latency.observe(labels, seconds);
    },
    /**
     * Reads what is measured on scrape, not on every request: the pool (`poolStats`, null on
     * PGlite) and the job queue (one indexed query). A database that does not answer
     * sets `epr_database_up` to 0 and leaves the queue's gauges as they were.
     */
    async refresh(db: Database, now: Date): Promise<void> {
      const stats = db.poolStats();
      if (stats) {
        const labels = { pool: "primary" };
        pool.total.set(labels, stats.total);
        pool.idle.set(labels, stats.idle);
        pool.waiting.set(labels, stats.waiting);
      }
      let queue: JobQueueStats | null = null;
      try {
        queue = await jobQueueStats(db, now);
      } catch {
        queue = null;
      }
      databaseUp.set(queue ? 1 : 0);
      if (queue) {
        jobs.set({ state: "queued" }, queue.pending);
        jobs.set({ state: "running" }, queue.running);
        jobs.set({ state: "failed" }, queue.failed);
        oldestDue.set(queue.oldestPendingSeconds ?? 0);
      }
    },
    /** The Prometheus text of this app's metrics and the process's (CPU, memory, event loop). */
    async text(): Promise<{ contentType: string; body: string }> {
      const merged = Registry.merge([registry, processRegistry()]);
      return { contentType: registry.contentType, body: await merged.metrics() };
    },
  };
}
export type AppMetrics = ReturnType<typeof createMetrics>;

/** Node's process metrics, registered once per process however many apps it holds. */
let processMetrics: Registry | undefined;
function processRegistry(): Registry {
  if (!processMetrics) {
    processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics });
  }
  return processMetrics;
}
