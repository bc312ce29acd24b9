import { resourceListSchema, resourcePageSchema, resourceSlugParamSchema } from "@epr/contract";
import { staticPageSchema } from "@epr/domain";
import { HttpError } from "../http/errors.js";
import { GuardedApi, guardedRoute } from "../http/guard.js";
import { json, notFoundError, standardErrors } from "../http/responses.js";

/** Said for an unknown resource page (our wording). */
export const RESOURCE_NOT_FOUND = "We could not find that resource.";

const listRoute = guardedRoute({
  guard: { policy: "resources.read" },
  method: "get",
  path: "/resources",
  responses: {
    200: { description: "The top-level resource pages in sidebar order", content: json(resourceListSchema) },
    ...standardErrors,
  },
});

const pageRoute = guardedRoute({
  guard: { policy: "resources.read" },
  method: "get",
  path: "/resources/{slug}",
  request: { params: resourceSlugParamSchema },
  responses: {
    200: { description: "One resource page", content: json(resourcePageSchema) },
    ...standardErrors,
    ...notFoundError,
  },
});

/**
 * GET /api/resources and /api/resources/{slug} (session-and-admin.md §2 /resources: sidebar links
 * from content-managed site data, top-level pages with title and description; /home resource tiles).
 */
export const resourceRoutes = new GuardedApi()
  .openapi(listRoute, async (c) => {
    const { db } = c.get("deps");
    const { rows } = await db.query<{ slug: string; title: string; description: string }>(
      "select slug, title, description from resource_pages order by position",
    );
    return c.json(resourceListSchema.parse({ links: rows }), 200);
  })
  .openapi(pageRoute, async (c) => {
    const { slug } = c.req.valid("param");
    const { rows } = await c.get("deps").db.query<{
      slug: string;
      title: string;
      description: string;
      body: unknown;
    }>("select slug, title, description, body from resource_pages where slug = $1", [slug]);
    const row = rows[0];
    if (!row) throw new HttpError(404, RESOURCE_NOT_FOUND, "not_found");
    const { body, ...link } = row;
    return c.json(resourcePageSchema.parse({ ...link, page: staticPageSchema.parse(body) }), 200);
  });
