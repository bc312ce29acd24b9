import { staticPageSchema } from "@epr/domain";
import * as z from "zod/mini";
import type { ApiCall } from "./call.js";

/** Said for a resource slug of the wrong form (our wording). */
export const RESOURCE_SLUG_MESSAGE = "A resource name is 1 to 64 lower-case letters, digits and hyphens.";

/** GET /api/resources/{slug}: one resource page (session-and-admin.md §2 /resources). */
export const resourceSlugParamSchema = z.object({
  slug: z
    .string({ error: RESOURCE_SLUG_MESSAGE })
    .check(z.regex(/^[a-z0-9-]{1,64}$/, RESOURCE_SLUG_MESSAGE), z.meta({ example: "training-faqs" })),
});

/** A top-level resource page as the sidebar and the home tiles show it: title and description. */
export const resourceLinkSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
});
export type ResourceLink = z.infer<typeof resourceLinkSchema>;

/** GET /api/resources: the top-level pages in sidebar order (the first is where /resources lands). */
export const resourceListSchema = z.object({ links: z.array(resourceLinkSchema) });
export type ResourceList = z.infer<typeof resourceListSchema>;

/** One resource page: its link and its text as structured blocks (no HTML is stored or served). */
export const resourcePageSchema = z.extend(resourceLinkSchema, { page: staticPageSchema });
export type ResourcePage = z.infer<typeof resourcePageSchema>;

/**
 * The resource pages' calls, a client of their own (`clientOf`): the home page's tiles load them
 * without the full client (docs/benchmarks.md, Size).
 */
export function resourceCalls(call: ApiCall) {
  return {
    /** The resource pages' links in sidebar order (session-and-admin.md §2 /resources, /home tiles). */
    resources: () => call("/api/resources", resourceListSchema),
    /** One resource page by its slug. */
    resource: (slug: string) => call(`/api/resources/${encodeURIComponent(slug)}`, resourcePageSchema),
  };
}
