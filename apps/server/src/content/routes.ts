import { contentFileSchema, contentIdParamSchema } from "@epr/contract";
import { HttpError } from "../http/errors.js";
import { GuardedApi, guardedRoute } from "../http/guard.js";
import { json, notFoundError, standardErrors } from "../http/responses.js";

/** Said for an unknown content id (our wording). */
export const CONTENT_NOT_FOUND = "We could not find that content.";

/**
 * How long a browser keeps a content file before asking again (our choice). Content holds nothing
 * personal, but it is served only to signed-in sessions, so only the browser keeps it (private).
 */
export const CONTENT_CACHE_CONTROL = "private, max-age=300";

const contentRoute = guardedRoute({
  guard: { policy: "content.read" },
  method: "get",
  path: "/content/{id}",
  request: { params: contentIdParamSchema },
  responses: {
    200: { description: "The content file, with its ETag", content: json(contentFileSchema) },
    304: { description: "Not modified since the ETag sent in If-None-Match" },
    ...standardErrors,
    ...notFoundError,
  },
});

/** GET /api/content/{id} (enrollment.md §7 Content: a JSON content file by id, cached). */
export const contentRoutes = new GuardedApi().openapi(contentRoute, async (c) => {
  const { id } = c.req.valid("param");
  const { db } = c.get("deps");
  const { rows } = await db.query<{ body: unknown; etag: string }>(
    "select body, etag from content where id = $1",
    [id],
  );
  const row = rows[0];
  if (!row) throw new HttpError(404, CONTENT_NOT_FOUND, "not_found");
  c.header("ETag", row.etag);
  c.header("Cache-Control", CONTENT_CACHE_CONTROL);
  const asked = (c.req.header("if-none-match") ?? "").split(",").map((tag) => tag.trim().replace(/^W\//, ""));
  if (asked.includes(row.etag)) return c.body(null, 304);
  return c.json(contentFileSchema.parse(row.body), 200);
});
