import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { OpenAPIHono } from "@hono/zod-openapi";
import { HTTPException } from "hono/http-exception";
import { secureHeaders } from "hono/secure-headers";
import { accountRoutes } from "./account/routes.js";
import { architectureRoutes } from "./architecture/routes.js";
import { SessionCache } from "./auth/session-cache.js";
import { billingAccountRoutes } from "./billing/accounts.js";
import { billingFileRoutes } from "./billing/file-routes.js";
import { billingRoutes } from "./billing/routes.js";
import { billingUserTypeRoutes } from "./billing/user-types.js";
import { claimRoutes } from "./claims/routes.js";
import { clientInformationRoutes } from "./client-information/routes.js";
import { clientRoutes } from "./clients/routes.js";
import { contentRoutes } from "./content/routes.js";
import { coverageRoutes } from "./coverages/routes.js";
import { documentRoutes } from "./documents/routes.js";
import { eligibilityRoutes } from "./eligibility/routes.js";
import { employeeRoutes } from "./employees/find-routes.js";
import { employeePendingRoutes } from "./employees/pending.js";
import { employeeChangeRoutes } from "./employees/routes.js";
import { employeeSsnRoutes } from "./employees/ssn-routes.js";
import { enrollmentSubmitRoutes } from "./enrollment-submit/routes.js";
import { enrollmentRoutes } from "./enrollments/routes.js";
import { groupRoutes } from "./groups/routes.js";
import { metricsRoutes } from "./health/metrics.js";
import { readyRoutes } from "./health/ready.js";
import { healthRoutes } from "./health/routes.js";
import { historyRoutes } from "./history/routes.js";
import { setAnswerHeaders } from "./http/answer-headers.js";
import { auditDenial } from "./http/denials.js";
import type { AppDeps, AppEnv } from "./http/env.js";
import { badRequest, errorBody, HttpError, httpErrorBody } from "./http/errors.js";
import { GuardedApi } from "./http/guard.js";
import { hostGate } from "./http/host-gate.js";
import { requestId } from "./http/request-id.js";
import { logServerError } from "./http/server-error.js";
import { resolveSession } from "./http/session-middleware.js";
import { idCardRoutes } from "./id-cards/routes.js";
import { identityTheftRoutes } from "./identity-theft/routes.js";
import { type Mailer, mailerFor } from "./mail/mailer.js";
import { authenticatorRoutes } from "./mfa/authenticator-routes.js";
import { mfaRoutes } from "./mfa/routes.js";
import { observeRequests } from "./observability/http.js";
import { type Logger, processLogger } from "./observability/log.js";
import { createMetrics } from "./observability/metrics.js";
import { pcpRoutes } from "./pcp/routes.js";
import { planAdminRoutes } from "./plan-admins/routes.js";
import { NO_SUCH_ENDPOINT } from "./policy/index.js";
import { profileRoutes } from "./profile/routes.js";
import { providerRoutes } from "./providers/routes.js";
import { cancelReasonRoutes } from "./reference/cancel-reasons.js";
import { referenceRoutes } from "./reference/routes.js";
import { reportsLandingRoutes } from "./reports/landing.js";
import { reportRoutes } from "./reports/routes.js";
import { resourceRoutes } from "./resources/routes.js";
import { sessionRoutes } from "./session/routes.js";
import { spendingRoutes } from "./spending/routes.js";
import { BUILT_IN_VISION_DIRECTORY_PATH, visionFrameOrigin } from "./vision/adapter.js";
import { visionRoutes } from "./vision/routes.js";

/** API answers without personal data, which caches may keep. */
const PUBLIC_DOCUMENTS = new Set(["/api/health", "/api/config", "/api/openapi.json"]);
/** Content files set their own Cache-Control and ETag (content/routes.ts): texts, nothing personal. */
const CACHEABLE_PREFIXES = ["/api/content/"];

/** The whole HTTP surface: /api over the database, and the built portal for every other path. */
export function createApp(
  given: Omit<AppDeps, "mailer" | "logger" | "metrics" | "sessionCache"> & {
    mailer?: Mailer;
    logger?: Logger;
  },
  options: { extraRoutes?: GuardedApi } = {},
) {
  const app = new OpenAPIHono<AppEnv>();
  // E-mail goes through the adapter the configuration asks for unless the caller brings one; the
  // log to standard output at the configured level unless the caller brings one (tests capture it).
  const deps: AppDeps = {
    ...given,
    mailer: given.mailer ?? mailerFor(given.config, given.db, given.now),
    logger: given.logger ?? processLogger(given.config.logLevel),
    metrics: createMetrics(),
    sessionCache: new SessionCache(given.db, given.config.sessionCacheSeconds),
  };

  app.use("*", requestId);
  // Every later line of the request carries its id; one access line and the metrics per request.
  app.use("*", observeRequests(deps.logger, deps.metrics));
  // Nothing frames the portal, but the vision provider page frames the built-in directory (and a
  // partner configured to be framed, assist-employees.md §2.8).
  const policy = (frameAncestors: string[]) =>
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", "data:"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", ...(visionFrameOrigin() ? [visionFrameOrigin() as string] : [])],
        frameAncestors,
      },
    });
  const unframed = policy(["'none'"]);
  const framedBySelf = policy(["'self'"]);
  app.use("*", (c, next) =>
    c.req.path === BUILT_IN_VISION_DIRECTORY_PATH ? framedBySelf(c, next) : unframed(c, next),
  );
  app.use("*", async (c, next) => {
    c.set("deps", deps);
    await next();
  });
  // Only the portal's own host names are answered (EPR_PUBLIC_URL's, the demo's loopback names).
  app.use("*", hostGate);

  // Answers about people are never kept by a browser or proxy; health, config and the API's
  // description carry nothing personal.
  app.use("/api/*", async (c, next) => {
    await next();
    const cacheable =
      CACHEABLE_PREFIXES.some((prefix) => c.req.path.startsWith(prefix)) && c.res.status < 400;
    if (!PUBLIC_DOCUMENTS.has(c.req.path) && !cacheable) setAnswerHeaders(c, { "Cache-Control": "no-store" });
  });

  // Each route's guard (http/guard.ts) checks session, origin, size, shape, policy, preconditions
  // and idempotency in that order; bad input answers 400 with the shared schema's message.
  const api = new GuardedApi({
    defaultHook: (result, c) => (result.success ? undefined : badRequest(c, result.error)),
  });
  api.use("*", resolveSession);
  api.route("/", healthRoutes);
  api.route("/", readyRoutes);
  api.route("/", metricsRoutes);
  api.route("/", sessionRoutes);
  api.route("/", employeeRoutes);
  api.route("/", enrollmentSubmitRoutes);
  api.route("/", contentRoutes);
  api.route("/", coverageRoutes);
  api.route("/", groupRoutes);
  api.route("/", providerRoutes);
  api.route("/", referenceRoutes);
  api.route("/", enrollmentRoutes);
  api.route("/", historyRoutes);
  api.route("/", employeeChangeRoutes);
  api.route("/", employeeSsnRoutes);
  api.route("/", mfaRoutes);
  api.route("/", profileRoutes);
  api.route("/", cancelReasonRoutes);
  api.route("/", employeePendingRoutes);
  api.route("/", reportRoutes);
  api.route("/", reportsLandingRoutes);
  api.route("/", clientRoutes);
  api.route("/", resourceRoutes);
  api.route("/", accountRoutes);
  api.route("/", authenticatorRoutes);
  api.route("/", identityTheftRoutes);
  // Before the plan administrators' own routes: one of their actions removes an administrator from
  // the client, and the generated matrix runs the routes in this order on one administrator.
  api.route("/", billingUserTypeRoutes);
  api.route("/", planAdminRoutes);
  api.route("/", claimRoutes);
  api.route("/", documentRoutes);
  api.route("/", clientInformationRoutes);
  api.route("/", spendingRoutes);
  api.route("/", pcpRoutes);
  api.route("/", idCardRoutes);
  api.route("/", visionRoutes);
  api.route("/", eligibilityRoutes);
  api.route("/", billingRoutes);
  api.route("/", billingFileRoutes);
  api.route("/", billingAccountRoutes);
  api.route("/", architectureRoutes);
  // Tests mount probe routes here (a write route before the first real one exists).
  if (options.extraRoutes) api.route("/", options.extraRoutes);
  api.doc31("/openapi.json", { openapi: "3.1.0", info: { title: "Employer portal API", version: "0.1.0" } });
  app.route("/api", api);
  // An unknown API path is a 404 in JSON, never the portal's page.
  app.all("/api/*", (c) => c.json(errorBody(NO_SUCH_ENDPOINT, "not_found"), 404));

  app.onError(async (error, c) => {
    if (error instanceof HttpError) {
      if (error.status === 403) await auditDenial(c, error);
      return c.json(httpErrorBody(error), error.status);
    }
    // Hono's own validators answer unreadable bodies (malformed JSON) with 400: keep the status, say it plainly.
    if (error instanceof HTTPException && error.status < 500) {
      const message =
        error.status === 400
          ? "The request body is not valid JSON."
          : error.status === 415
            ? "Please send the request body as JSON (Content-Type: application/json)."
            : error.message;
      return c.json(errorBody(message, "invalid_request"), error.status);
    }
    logServerError(c, error);
    return c.json(
      errorBody("Something went wrong on our side. Please try again.", "server_error", [], {
        requestId: c.get("requestId"),
      }),
      500,
    );
  });

  servePortal(app, deps.config.portalDir);
  return app;
}

/**
 * Serves the built portal: hashed assets long-cached, /login (and /login.html) the login page's own
 * shell (login.html: the sign-in without the app's router, docs/benchmarks.md Size), every other
 * path the app shell.
 */
function servePortal(app: OpenAPIHono<AppEnv>, portalDir: string) {
  const indexFile = join(portalDir, "index.html");
  if (!existsSync(indexFile)) {
    app.get("*", (c) => c.text("The portal is not built. Run `npm start` (or `npm run build`).", 503));
    return;
  }
  const shell = readFileSync(indexFile, "utf8");
  // A build before the login had its own entry has no login.html: the app shell's /login then.
  const loginFile = join(portalDir, "login.html");
  const loginShell = existsSync(loginFile) ? readFileSync(loginFile, "utf8") : shell;
  for (const path of ["/login", "/login.html"]) {
    app.get(path, (c) => {
      c.header("Cache-Control", "no-cache");
      return c.html(loginShell);
    });
  }
  app.use(
    "/assets/*",
    serveStatic({
      root: portalDir,
      // The build writes .br and .gz beside each script and stylesheet (apps/portal/precompress.ts).
      precompressed: true,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  // Top-level files (favicon, robots.txt); any path without an extension is a route of the app.
  const topLevelFile = serveStatic({ root: portalDir, index: "" });
  app.use("*", (c, next) => (/^\/[^/]+\.[a-z0-9]+$/i.test(c.req.path) ? topLevelFile(c, next) : next()));
  const firstLoad = firstLoadShells(shell, readManifest(portalDir));
  app.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.html(firstLoad(c.req.path));
  });
}

/**
 * What every page of the employer area asks first, before its JavaScript could: the router's guard
 * reads the session (apps/portal/src/lib/guards.ts). Asked by the page itself, the session waited
 * for the shell's scripts to run (docs/benchmarks.md, Lighthouse, "The first paint"); preloaded, it
 * comes while they load, and the guard's fetch takes the answer. `crossorigin` (credentials
 * same-origin) is the fetch's own mode, or the browser would ask twice and warn. Only where the
 * page surely asks: an unused preload is a console warning.
 */
export const SESSION_PRELOAD = '<link rel="preload" href="/api/session" as="fetch" crossorigin>';

/**
 * The employer area's layout (apps/portal/src/router.tsx /employer), which every page there loads,
 * by its module in the build's manifest. The router asks for it only once the shell has run;
 * preloaded with the shell, its chunks come on connections that would otherwise wait (HTTP/1.1, six
 * a host). Measured: the add flow's layout too (45 chunks) made the first paint later, not earlier
 * (docs/benchmarks.md, Lighthouse). A module the build no longer has is skipped: the page loads
 * it as before.
 */
export const EMPLOYER_LAYOUT_MODULE = "src/routes/layout/EmployerLayout.tsx";

type Manifest = Record<string, { file: string; imports?: string[] }>;

/** The build's manifest (.vite/manifest.json), or none (a build without it: no layout preloads). */
function readManifest(portalDir: string): Manifest {
  const file = join(portalDir, ".vite/manifest.json");
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Manifest) : {};
}

/** The files of `module` and of every chunk it imports, by the manifest. */
function chunksOf(manifest: Manifest, module: string, seen = new Set<string>()): Set<string> {
  const entry = manifest[module];
  if (!entry || seen.has(module)) return seen;
  seen.add(module);
  for (const imported of entry.imports ?? []) chunksOf(manifest, imported, seen);
  return seen;
}

/**
 * The shell each address gets: the employer area's with the session's preload first and its
 * layout's chunks (those the shell does not hold) after the shell's; any other the shell as built.
 */
export function firstLoadShells(shell: string, manifest: Manifest): (path: string) => string {
  const inShell = chunksOf(manifest, "index.html");
  const layout = [...chunksOf(manifest, EMPLOYER_LAYOUT_MODULE)].filter((chunk) => !inShell.has(chunk));
  const preloads = layout.map(
    (chunk) => `    <link rel="modulepreload" crossorigin href="/${manifest[chunk]?.file}">\n`,
  );
  const employerShell = withEarlyRequests(shell, [SESSION_PRELOAD]).replace(
    /( *)<\/head>/,
    `${preloads.join("")}$1</head>`,
  );
  return (path) => (path === "/employer" || path.startsWith("/employer/") ? employerShell : shell);
}

/** The shell with `links` first in its head, so the browser asks for them before the scripts. */
export function withEarlyRequests(html: string, links: string[]): string {
  const at = html.search(/<script|<link rel="modulepreload"|<link rel="stylesheet"|<\/head>/);
  if (at < 0) return html;
  return `${html.slice(0, at)}${links.join("\n    ")}\n    ${html.slice(at)}`;
}
