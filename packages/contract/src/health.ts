import { z } from "zod";

/** GET /api/health: the server is up and the database answers. */
export const healthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.object({
    engine: z.enum(["pglite", "postgres"]),
    ok: z.boolean(),
    migration: z.number().int(),
  }),
  /** The build's version (EPR_BUILD_VERSION, else the root package.json's; issue 10). */
  version: z.string().min(1),
  /** The build's date, yyyy-MM-dd (EPR_BUILD_DATE), or null when the build did not set it. */
  builtAt: z.iso.date().nullable(),
});
export type Health = z.infer<typeof healthSchema>;
