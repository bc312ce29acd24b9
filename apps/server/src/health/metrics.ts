import { z } from "@hono/zod-openapi";
import { GuardedApi, guardedRoute } from "../http/guard.js";
import { errorAnswer } from "../http/responses.js";

/**
 * GET /api/metrics: the Prometheus text of this server's metrics
 * (observability/metrics.ts). Policy `operator`: the operator's token or network only; anyone
 * else gets the 404 of an unknown path, and the API description leaves it out.
 */
const metricsRoute = guardedRoute({
  guard: { policy: "operator" },
  method: "get",
  path: "/metrics",
  // Not in GET /api/openapi.json: a refused caller gets an unknown path's 404, and the public
  // document must not say otherwise (the generated guard tests still cover it, http/guard.ts).
  hide: true,
  responses: {
    200: {
      description:
        "Request counts and latency per route, database pool, job queue and process metrics, in Prometheus text format",
      content: { "text/plain": { schema: z.string() } },
    },
    404: errorAnswer("Not the operator: answered as an unknown path", ["not_found"]),
  },
});

export const metricsRoutes = new GuardedApi().openapi(metricsRoute, async (c) => {
  const { db, now, metrics } = c.get("deps");
  await metrics.refresh(db, now());
  const { contentType, body } = await metrics.text();
  // Prometheus text (version 0.0.4) rather than the document's plain text: hence the cast.
  return c.body(body, 200, { "Content-Type": contentType }) as never;
});
