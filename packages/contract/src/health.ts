import { z } from "zod";

/** GET /api/health: the server is up and the database answers. */
export const healthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.object({
    engine: z.enum(["pglite", "postgres"]),
    ok: z.boolean(),
    migration: z.number().int(),
  }),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;
