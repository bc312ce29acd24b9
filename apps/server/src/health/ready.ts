import { readinessSchema } from "@epr/contract";
import { GuardedApi, guardedRoute } from "../http/guard.js";
import { json } from "../http/responses.js";

const readyRoute = guardedRoute({
  guard: { policy: "public" },
  method: "get",
  path: "/health/ready",
  responses: {
    200: {
      description: "This server takes new requests",
      content: json(readinessSchema),
    },
    503: {
      description:
        "Send new requests elsewhere: the server drains after SIGTERM, or its database does not answer",
      content: json(readinessSchema),
    },
  },
});

/**
 * The readiness answer a load balancer polls: false as soon as
 * the server drains on SIGTERM (server.ts), while it still listens for EPR_DRAIN_NOTICE_SECONDS, so
 * the balancer sees "draining" and sends new requests to the other servers while this one's
 * in-flight requests finish (answered with `Connection: close`, server.ts). Liveness and detail
 * stay with GET /api/health.
 */
export const readyRoutes = new GuardedApi().openapi(readyRoute, async (c) => {
  const { db, lifecycle } = c.get("deps");
  // Draining answers without the database: its pool may already be closing.
  if (lifecycle?.draining) return c.json({ ready: false, reason: "draining" as const }, 503);
  const ok = await db
    .query("select 1 as ok")
    .then(() => true)
    .catch(() => false);
  return ok ? c.json({ ready: true }, 200) : c.json({ ready: false, reason: "database" as const }, 503);
});
