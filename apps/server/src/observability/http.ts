import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { Logger } from "./log.js";
import type { AppMetrics } from "./metrics.js";

/**
 * Routes asked every few seconds by machines (load balancers, Prometheus): their access lines are
 * written at debug, so they do not bury the people's requests at info.
 */
const QUIET_ROUTES = new Set(["/api/health", "/api/metrics"]);

/**
 * Runs after `requestId` (http/request-id.ts), around everything else: gives the
 * request its child logger, which adds `requestId` to every line, then writes one access line and
 * counts the request in the metrics. Both name the route PATTERN that answered
 * (/api/employees/:umi), never the path or query, which carry member IDs and search terms.
 */
export function observeRequests(logger: Logger, metrics: AppMetrics): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const log = logger.child({ requestId: c.get("requestId") });
    c.set("log", log);
    try {
      await next();
    } finally {
      const seconds = (performance.now() - started) / 1000;
      // The last route that ran: the handler, a route's own middleware that refused, or the
      // catch-alls (/api/* for an unknown API path, * for the portal's pages).
      const route = routePath(c) || "?";
      const status = c.res.status;
      metrics.observe(c.req.method, route, status, seconds);
      const line = { method: c.req.method, route, status, ms: Math.round(seconds * 10_000) / 10 };
      if (QUIET_ROUTES.has(route)) log.debug(line, "request");
      else log.info(line, "request");
    }
  };
}
