import * as z from "zod/mini";
import type { ApiCall } from "./call.js";

/**
 * The job queue as the health answer reports it: what an operator watches to see that
 * background work (delayed processing, reports) keeps up.
 */
export const jobQueueHealthSchema = z.object({
  /** Queued jobs, due now or scheduled for later. */
  pending: z.int().check(z.nonnegative()),
  running: z.int().check(z.nonnegative()),
  /** Seconds the oldest due queued job has waited past its run time; null when none is due. */
  oldestPendingSeconds: z.nullable(z.number().check(z.nonnegative())),
  /** Jobs whose attempts are spent, kept with their last error. */
  failed: z.int().check(z.nonnegative()),
});

/** GET /api/health: the server is up, the database answers, and the job queue as it stands. */
export const healthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.object({
    engine: z.enum(["pglite", "postgres"]),
    ok: z.boolean(),
    migration: z.int(),
  }),
  /** The job queue; null when the database does not answer, so it cannot be read. */
  jobs: z.nullable(jobQueueHealthSchema),
  /** The build's version (EPR_BUILD_VERSION, else the root package.json's). */
  version: z.string().check(z.minLength(1)),
  /** The build's date, yyyy-MM-dd (EPR_BUILD_DATE), or null when the build did not set it. */
  builtAt: z.nullable(z.iso.date()),
});
export type Health = z.infer<typeof healthSchema>;
export type JobQueueHealth = z.infer<typeof jobQueueHealthSchema>;

/** The typed client's health call. */
export function healthCalls(call: ApiCall) {
  return { health: () => call("/api/health", healthSchema) };
}
