import * as z from "zod/mini";

/**
 * GET /api/health/ready: whether a load balancer should send this server new requests.
 * False while the server drains on SIGTERM, or when its database does not answer.
 */
export const readinessSchema = z.object({
  ready: z.boolean(),
  /** Why not, when not ready: draining after SIGTERM, or the database not answering. */
  reason: z.optional(z.enum(["draining", "database"])),
});
export type Readiness = z.infer<typeof readinessSchema>;
