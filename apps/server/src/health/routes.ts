import { healthSchema, portalConfigSchema } from "@epr/contract";
import { GuardedApi, guardedRoute } from "../http/guard.js";
import { json } from "../http/responses.js";
import { jobQueueStats } from "../jobs/queue-stats.js";

const healthRoute = guardedRoute({
  guard: { policy: "public" },
  method: "get",
  path: "/health",
  responses: {
    200: {
      description: "Server and database are up; the job queue as it stands",
      content: json(healthSchema),
    },
    503: {
      description: "The database does not answer",
      content: json(healthSchema),
    },
  },
});

const configRoute = guardedRoute({
  guard: { policy: "public" },
  method: "get",
  path: "/config",
  responses: {
    200: {
      description: "What the portal needs before login",
      content: json(portalConfigSchema),
    },
  },
});

export const healthRoutes = new GuardedApi()
  .openapi(healthRoute, async (c) => {
    const { db, migration, now } = c.get("deps");
    // The queue's one statement is also the database's check: it answers, or it does not.
    const jobs = await jobQueueStats(db, now()).catch(() => null);
    const ok = jobs !== null;
    const body = {
      status: ok ? ("ok" as const) : ("degraded" as const),
      database: { engine: db.engine, ok, migration },
      jobs,
      version: c.get("deps").config.buildVersion,
      builtAt: c.get("deps").config.buildDate,
    };
    return ok ? c.json(body, 200) : c.json(body, 503);
  })
  .openapi(configRoute, (c) => {
    const { pinnedBrand, flags, sessionIdleSeconds, sessionWarningSeconds } = c.get("deps").config;
    const session = { idleSeconds: sessionIdleSeconds, warningSeconds: sessionWarningSeconds };
    return c.json({ pinnedBrand: pinnedBrand ?? null, flags, session }, 200);
  });
