import { createRoute, OpenAPIHono, type RouteConfig, z } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import * as mini from "zod/mini";
import type * as core from "zod/v4/core";
import { clientAddress } from "../auth/throttle.js";
import {
  type Decision,
  isPolicyName,
  mayReadOperatorData,
  mayUseRoute,
  type PolicyName,
  routePolicies,
  writesUnsaid,
} from "../policy/index.js";
import type { AppEnv } from "./env.js";
import { HttpError, sessionEnded, unauthorized } from "./errors.js";
import { idempotencyKeyHeader, runIdempotent } from "./idempotency.js";
import { type References, referencesDecision, type ValidatedInput } from "./references.js";
import { documentedRoute } from "./responses.js";

/**
 * Every route answers in one order, so each answer is predictable:
 *   1. session (401)            — route middleware, before anything is read
 *   2. origin (403)             — unsafe methods only
 *   3. size (413), shape (400)  — body limit here, then the route's zod validators (params, query,
 *                                 headers — a malformed Idempotency-Key is bad input — then body)
 *   4. policy (403, 404)        — route-level in the handler's wrapper (GuardedApi), then every id
 *                                 the query or body carries (`references`, http/references.ts), then
 *                                 record-level in the handler (policy/)
 *   5. preconditions (428, 412) — If-Match / Idempotency-Key present, in the wrapper; the version
 *                                 compare (`assertVersion`) in the handler once the record is loaded
 *   6. idempotency (409, 422)   — in the wrapper (http/idempotency.ts), around the handler: the key
 *                                 is claimed after steps 1–5's route-level checks, and the handler
 *                                 runs only for a newly claimed key; then the business rules.
 * Steps 4 and 5 need the record, which only the handler loads, so their record-level halves run
 * after the claim, inside the run the key records: their 404 or 412 is stored and replayed like any
 * answer below 500. This order is also what idempotency needs: a repeat of a change that succeeded
 * carries an If-Match that is now stale, and must replay the first answer, not answer 412.
 * A route gets all this by declaring `guard` in `guardedRoute`; the declaration is also written to
 * the OpenAPI document (`x-epr-*`), where the generated tests read it.
 */
export interface Guard {
  policy: PolicyName;
  /** Needs `If-Match` with the version read (428 without it, 412 when stale). */
  ifMatch?: boolean;
  /**
   * Needs an `Idempotency-Key` (428 without it, 400 when malformed); a repeat replays the first
   * answer and writes nothing (http/idempotency.ts). Only for routes with a session.
   */
  idempotencyKey?: boolean;
  /**
   * The fields of the query or body that name a record (http/references.ts): each value is resolved
   * through the policy before the handler runs. Written to the OpenAPI document as
   * `x-epr-references`, where the authorization matrix swaps each one.
   */
  references?: References;
  /**
   * A route that takes a file as its body: its own size limit and the refusal over it, instead of
   * the general MAX_BODY_BYTES (413) that every form's body has.
   */
  bodyLimit?: { maxBytes: number; refusal: () => HttpError };
}

/** The largest request body read (our choice; the largest form is a few kB). */
export const MAX_BODY_BYTES = 1024 * 1024;

export const guardMessages = {
  foreignOrigin: "This request did not come from the portal's own site, so it was refused.",
  tooLarge: "The request is too large: at most 1 MB is accepted.",
  ifMatch: "This change needs the version of the record you read (If-Match header).",
  idempotencyKey: "This change needs an Idempotency-Key header.",
  stale: "Someone else changed this record after you read it. Please reload it and try again.",
  rawContentType: "Please send the file's bytes as the request body (Content-Type: {types}).",
} as const;

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * 1. The session, unless the policy is public; a policy for the sign-in's passcode step needs a
 * session whose factor is pending instead (MFA at sign-in), which no other route takes for a session;
 * the password change takes a signed-in session or one with a temporary password (§4 Password step).
 */
// Hot paths read variables with c.get: Hono's c.var copies every variable into a new object.
const sessionGate = (policy: PolicyName): MiddlewareHandler<AppEnv> =>
  createMiddleware<AppEnv>(async (c, next) => {
    const needs: boolean | "factor" | "password" = routePolicies[policy].session;
    const missing =
      needs === "factor"
        ? !c.get("pendingSession")
        : needs === "password"
          ? !(c.get("session") ?? c.get("passwordSession"))
          : needs && !c.get("session");
    if (missing) throw c.get("sessionEnded") ? sessionEnded() : unauthorized();
    await next();
  });

/**
 * 2. Unsafe methods must come from our own site, whatever the content type. The Origin header is
 * compared with the request's host (behind a TLS proxy the scheme differs, the host does not).
 * Without Origin, Sec-Fetch-Site must say same-origin; with neither header the caller is not a
 * browser (curl, server tests), which no other site can make send our cookie, so it passes.
 */
export function isSameOrigin(c: Context): boolean {
  const host = new URL(c.req.url).host;
  const origin = c.req.header("origin");
  if (origin !== undefined) {
    try {
      return new URL(origin).host === host;
    } catch {
      return false; // "null" and other unreadable origins
    }
  }
  const site = c.req.header("sec-fetch-site");
  return site === undefined || site === "same-origin" || site === "none";
}
const originGate = createMiddleware<AppEnv>(async (c, next) => {
  if (UNSAFE.has(c.req.method) && !isSameOrigin(c))
    throw new HttpError(403, guardMessages.foreignOrigin, "foreign_origin");
  await next();
});

/** 3. Bodies over the limit are refused from Content-Length, or as soon as the stream passes it. */
const tooLarge = () => {
  throw new HttpError(413, guardMessages.tooLarge, "too_large");
};
const DECIMAL = /^\d+$/;
const sizeGateOf = (maxBytes: number, refuse: () => never) => {
  const streamedSizeGate = bodyLimit({ maxSize: maxBytes, onError: refuse });
  return createMiddleware<AppEnv>(async (c, next) => {
    // Node's parser holds a body to its Content-Length, so that header alone decides. Hono's
    // bodyLimit first builds the whole web Request to look for a body, on every call (a tenth of a
    // bare call's CPU): it only counts bodies that come without a length (chunked).
    const length = c.req.header("content-length");
    const chunked = c.req.header("transfer-encoding") !== undefined;
    if (!chunked && length !== undefined && DECIMAL.test(length))
      return Number(length) > maxBytes ? refuse() : next();
    if (!chunked && length === undefined && (c.req.method === "GET" || c.req.method === "HEAD"))
      return next();
    return streamedSizeGate(c, next);
  });
};
const sizeGate = sizeGateOf(MAX_BODY_BYTES, tooLarge);
const fileRefusal = (refusal: () => HttpError) => (): never => {
  throw refusal();
};

/** 4. and 5. after the validators: the route-level policy, then the precondition headers are there. */
function afterShape(c: Context<AppEnv>, guard: Guard) {
  enforce(mayUseRoute(c.get("session"), guard.policy));
  const rule = routePolicies[guard.policy];
  if ("operator" in rule && rule.operator) enforce(operatorDecision(c));
  if (guard.ifMatch && !c.req.header("if-match"))
    throw new HttpError(428, guardMessages.ifMatch, "precondition_required");
  if (guard.idempotencyKey && !c.req.header("idempotency-key"))
    throw new HttpError(428, guardMessages.idempotencyKey, "precondition_required");
}

/**
 * An operator route's check: the bearer token, or the client's address (auth/throttle.ts).
 * A request carrying X-Forwarded-For or Forwarded while EPR_TRUST_PROXY is off came through a proxy
 * we were not told of: its socket is the proxy's (127.0.0.1 for one on the same machine, inside the
 * default allow-list), not the client's, so it gets no address and only the token lets it in.
 */
function operatorDecision(c: Context<AppEnv>): Decision {
  const { config } = c.get("deps");
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header("authorization") ?? "")?.[1];
  const unknownProxy =
    !config.trustProxy &&
    (c.req.header("x-forwarded-for") !== undefined || c.req.header("forwarded") !== undefined);
  return mayReadOperatorData(
    { bearer, address: unknownProxy ? "" : clientAddress(c, config.trustProxy) },
    { token: config.metricsToken, allow: config.metricsAllow },
  );
}

/**
 * The query and body a route's references point into: as its validators left them, or, for a
 * route that reads its own body (to answer each field's error in its own words), the body as sent,
 * which Hono keeps for the handler to read again. Only a body sent as JSON is read so: a file's bytes
 * read as text would reach the handler changed (an .xlsx is not text).
 */
async function validatedInput(c: Context<AppEnv>): Promise<ValidatedInput> {
  const sentAsJson = /\bjson\b/i.test(c.req.header("content-type") ?? "");
  const body =
    c.req.valid("json" as never) ?? (sentAsJson ? await c.req.json().catch(() => undefined) : undefined);
  return { query: c.req.valid("query" as never), body };
}

/** Throws a policy's denial as the answer. */
export function enforce(decision: Decision): void {
  if (decision) throw new HttpError(decision.status, decision.message, decision.code);
}

/**
 * 5. The record's current version against the request's If-Match ("3" or W/"3"); `message` is the
 * record kind's own wording of the 412 (an employee's is `employeeStale` in @epr/domain).
 */
export function assertVersion(c: Context, current: number, message: string = guardMessages.stale): void {
  const tag = (c.req.header("if-match") ?? "").replace(/^W\//, "").replace(/"/g, "").trim();
  if (tag !== String(current)) throw new HttpError(412, message, "stale");
}

/** The request parts given as parameters: zod-openapi's types take a classic object there. */
type ParameterPart = "params" | "query" | "cookies" | "headers";

/**
 * A route's declaration, whose parameters may be zod/mini schemas (the shared packages'): bodies
 * and answers take them through `json` (http/responses.ts `Routed`).
 */
type GuardedConfig = Omit<RouteConfig, "request"> & {
  request?: Omit<NonNullable<RouteConfig["request"]>, ParameterPart> & {
    [K in ParameterPart]?: NonNullable<RouteConfig["request"]>[K] | core.$ZodType;
  };
  guard: Guard;
};

/**
 * A zod/mini parameters schema as zod-openapi's types see it: a classic pipe of the same input and
 * output (they take an object or a pipe), so a handler's `c.req.valid` is typed as the schema's.
 */
type RoutedParameter<T> = T extends z.ZodType
  ? T
  : T extends core.$ZodType
    ? z.ZodPipe<z.ZodType<core.input<T>, core.input<T>>, z.ZodType<core.output<T>, core.input<T>>>
    : T;

/** A declaration with its mini parameters typed as classic ones ({@link RoutedParameter}). */
type RoutedDeclaration<R> = R extends { request: infer Q }
  ? Omit<R, "request"> & {
      request: { [K in keyof Q]: K extends ParameterPart ? RoutedParameter<Q[K]> : Q[K] };
    }
  : R;

/**
 * The content types of a body declared only as raw content (a file's bytes: neither JSON nor a
 * form), or null. zod-openapi checks the content type of JSON and form bodies only (415), so such a
 * route would read a body sent as anything.
 */
function rawContentTypes(route: RouteConfig): string[] | null {
  const types = Object.keys(route.request?.body?.content ?? {});
  return types.length > 0 && !types.some((type) => /json|form/i.test(type)) ? types : null;
}

/** 3. A raw body must come as what the route declares (415 otherwise), as a JSON body must say JSON. */
const rawContentGate = (types: readonly string[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const sent = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
    if (!types.includes(sent))
      throw new HttpError(
        415,
        guardMessages.rawContentType.replace("{types}", types.join(" or ")),
        "invalid_request",
      );
    await next();
  });

/**
 * A route with its guard: `createRoute` plus the guard's middleware and its `x-epr-*` description.
 * `x-epr-policy` names the policy, `x-epr-preconditions` the headers required, `x-epr-body-limit` a
 * file route's own size limit in bytes (the generated bad-input test sends one byte more).
 */
export function guardedRoute<R extends GuardedConfig>({ guard, ...declared }: R) {
  const route = declared as unknown as RouteConfig;
  const raw = rawContentTypes(route);
  return createRoute({
    ...route,
    ...(guard.idempotencyKey ? { request: { ...route.request, headers: withKeyHeader(route) } } : {}),
    middleware: [
      sessionGate(guard.policy),
      originGate,
      guard.bodyLimit ? sizeGateOf(guard.bodyLimit.maxBytes, fileRefusal(guard.bodyLimit.refusal)) : sizeGate,
      ...(raw ? [rawContentGate(raw)] : []),
    ],
    "x-epr-policy": guard.policy,
    "x-epr-references": guard.references ?? {},
    "x-epr-preconditions": [
      ...(guard.ifMatch ? ["If-Match"] : []),
      ...(guard.idempotencyKey ? ["Idempotency-Key"] : []),
    ],
    ...(guard.bodyLimit ? { "x-epr-body-limit": guard.bodyLimit.maxBytes } : {}),
    guard,
  } as never) as unknown as RoutedDeclaration<Omit<R, "guard">> & { getRoutingPath(): string };
}

/** The route's header schema with the Idempotency-Key's format (checked with the other input, 400). */
function withKeyHeader(route: RouteConfig) {
  const own = route.request?.headers;
  if (own === undefined) return idempotencyKeyHeader;
  if (own instanceof z.ZodObject) return own.extend(idempotencyKeyHeader.shape);
  // A zod/mini object (the shared packages' schemas): mini's `extend` takes any zod object.
  if ((own as { _zod?: { def?: { type?: string } } })._zod?.def?.type === "object")
    return mini.extend(own as unknown as mini.ZodMiniObject, idempotencyKeyHeader.shape);
  throw new Error(`${route.method.toUpperCase()} ${route.path}: declare request headers as z.object(...)`);
}

/**
 * The routes declared with `hide: true`, left out of GET /api/openapi.json (GET /metrics: a scan
 * must not learn that metrics exist). The generated guard tests read them here
 * (test-support/openapi.ts `routeOperations`), so a hidden route is still in their matrix.
 */
const hiddenRoutes = new Map<string, RouteConfig>();
export const undocumentedRoutes = (): RouteConfig[] => [...hiddenRoutes.values()];

/**
 * The OpenAPIHono every route module uses: registering a route without a guard fails at start,
 * and each handler runs only after steps 4–6 of its guard.
 */
export class GuardedApi extends OpenAPIHono<AppEnv> {
  constructor(init?: ConstructorParameters<typeof OpenAPIHono<AppEnv>>[0]) {
    super(init);
    const register = this.openapi;
    this.openapi = ((
      route: RouteConfig & { guard?: Guard },
      handler: (c: Context<AppEnv>, next: () => Promise<void>) => unknown,
      hook: unknown,
    ) => {
      const guard = route.guard;
      if (!guard || !isPolicyName(guard.policy))
        throw new Error(`${route.method.toUpperCase()} ${route.path} declares no policy (guardedRoute).`);
      // What a route does is derived from its method: a write under a policy that reads would let
      // a view-only login through (policy/route-table.ts `writesUnsaid`).
      if (writesUnsaid(route.method, guard.policy))
        throw new Error(
          `${route.method.toUpperCase()} ${route.path} writes, but its policy ${guard.policy} neither modifies nor says why not (self, queryByPost).`,
        );
      if (guard.idempotencyKey && !routePolicies[guard.policy].session)
        throw new Error(
          `${route.method.toUpperCase()} ${route.path}: an Idempotency-Key is kept per administrator, so the route needs a session.`,
        );
      const { guard: _omit, ...plain } = route;
      // The document describes a route's zod/mini schemas through classic copies (responses.ts
      // `documentedRoute`); the route served keeps its own schemas, which validate the input.
      const described = documentedRoute(plain);
      if (plain.hide) hiddenRoutes.set(`${plain.method} ${plain.path}`, described);
      else if (described !== plain) {
        const { middleware: _middleware, hide: _hide, ...path } = described;
        this.openAPIRegistry.registerPath(path);
      }
      return register(
        (described === plain ? plain : { ...plain, hide: true }) as never,
        (async (c: Context<AppEnv>, next: () => Promise<void>) => {
          afterShape(c, guard);
          if (guard.references)
            enforce(await referencesDecision(c, guard.references, await validatedInput(c)));
          if (!guard.idempotencyKey) return handler(c, next);
          // 6. Claimed here, after steps 1–5's route-level checks; the handler runs once per key.
          return runIdempotent(c, async () => (await handler(c, next)) as Response);
        }) as never,
        hook as never,
      );
    }) as typeof this.openapi;
  }
}
