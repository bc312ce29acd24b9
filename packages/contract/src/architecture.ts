import * as z from "zod/mini";
import type { ApiCall } from "./call.js";

/** Our wording for a search of the wrong form. */
export const ARCHITECTURE_SEARCH_MESSAGE =
  "A search is at most 60 letters, digits, spaces and . - / characters.";

/** GET /api/architecture/features?search=… (assist-employees.md §2.1 architecture, §2.14, §7 Architecture features search). */
export const architectureQuerySchema = z.object({
  search: z
    .optional(
      z
        .string({ error: ARCHITECTURE_SEARCH_MESSAGE })
        .check(
          z.maxLength(60, ARCHITECTURE_SEARCH_MESSAGE),
          z.regex(/^[A-Za-z0-9 .\-/]*$/, ARCHITECTURE_SEARCH_MESSAGE),
        ),
    )
    .check(z.meta({ example: "ID card" })),
});

/** One feature of the portal with what it depends on and its steps (§3 Architecture feature: fields not shown, ours). */
export const architectureFeatureSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** The portal page, when it has one. */
  path: z.nullable(z.string()),
  /** The services, packages and other features it needs. */
  dependencies: z.array(z.string()),
  /** What happens, in order. */
  steps: z.array(z.string()),
});
export type ArchitectureFeature = z.infer<typeof architectureFeatureSchema>;

export const architectureFeaturesResponseSchema = z.object({ features: z.array(architectureFeatureSchema) });
export type ArchitectureFeaturesResponse = z.infer<typeof architectureFeaturesResponseSchema>;

/** The typed client's architecture call. */
export function architectureCalls(call: ApiCall) {
  return {
    architectureFeatures: (search = "") =>
      call(
        `/api/architecture/features${search ? `?${new URLSearchParams({ search })}` : ""}`,
        architectureFeaturesResponseSchema,
      ),
  };
}
