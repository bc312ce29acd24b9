import { serviceErrorCatalogueSchema, staticPageSchema } from "@epr/domain";
import * as z from "zod/mini";
import type { ApiCall } from "./call.js";

/** Said for a content id of the wrong form (our wording). */
export const CONTENT_ID_MESSAGE = "A content id is 1 to 64 lower-case letters, digits and underscores.";

/** GET /api/content/{id}: a content file by id (enrollment.md §7 Content). */
export const contentIdParamSchema = z.object({
  id: z
    .string({ error: CONTENT_ID_MESSAGE })
    .check(z.regex(/^[a-z0-9_]{1,64}$/, CONTENT_ID_MESSAGE), z.meta({ example: "epr_service_errors" })),
});

/**
 * A content file: the service error catalogue ('epr_service_errors', enrollment.md §8), a static
 * page (USERRA form, USERRA group procedures, tutorial; enrollment.md §2), or a package's messages
 * by catalogue name. Every text is seeded from the package that owns it (@epr/domain, @epr/forms).
 */
export const contentFileSchema = z.discriminatedUnion("kind", [
  z.object({ id: z.string(), kind: z.literal("serviceErrors"), catalogue: serviceErrorCatalogueSchema }),
  z.object({ id: z.string(), kind: z.literal("page"), page: staticPageSchema }),
  z.object({
    id: z.string(),
    kind: z.literal("messages"),
    messages: z.record(z.string(), z.record(z.string(), z.string())),
  }),
]);
export type ContentFile = z.infer<typeof contentFileSchema>;

/** The content files' call (enrollment.md §7 Content). */
export function contentCalls(call: ApiCall) {
  return {
    /** A content file by id; the browser revalidates it with its ETag. */
    content: (id: string): Promise<ContentFile> =>
      call(`/api/content/${encodeURIComponent(id)}`, contentFileSchema),
  };
}
