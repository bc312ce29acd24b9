import { createRoute, OpenAPIHono, type RouteConfig } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import {
  type Decision,
  isPolicyName,
  mayUseRoute,
  type PolicyName,
  routePolicies,
} from "../policy/policy.js";
import type { AppEnv } from "./env.js";
import { HttpError, unauthorized } from "./errors.js";

/**
 * Every route answers in one order (issue 7 §6), so each answer is predictable:
 *   1. session (401)            — route middleware, before anything is read
 *   2. origin (403)             — unsafe methods only
 *   3. size (413), shape (400)  — body limit here, then the route's zod validators
 *   4. policy (403, 404)        — route-level here, record-level in the handler (policy/)
 *   5. preconditions (428, 412) — If-Match / Idempotency-Key present here; the version compare
 *                                 (`assertVersion`) in the handler once the record is loaded
 *   6. idempotency (409, 422), then business rules — in the handler
 * A route gets steps 1–5 by declaring `guard` in `guardedRoute`; the declaration is also written to
 * the OpenAPI document (`x-epr-*`), where the generated tests read it.
 */
export interface Guard {
  policy: PolicyName;
  /** Needs `If-Match` with the version read (428 without it, 412 when stale). */
  ifMatch?: boolean;
  /** Needs an `Idempotency-Key` (428 without it). */
  idempotencyKey?: boolean;
}

/** The largest request body read (our choice; the largest form is a few kB). */
export const MAX_BODY_BYTES = 1024 * 1024;

export const guardMessages = {
  foreignOrigin: "This request did not come from the portal's own site, so it was refused.",
  tooLarge: "The request is too large: at most 1 MB is accepted.",
  ifMatch: "This change needs the version of the record you read (If-Match header).",
  idempotencyKey: "This change needs an Idempotency-Key header.",
  stale: "Someone else changed this record after you read it. Please reload it and try again.",
} as const;

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** 1. The session, unless the policy is public. */
const sessionGate = (policy: PolicyName): MiddlewareHandler<AppEnv> =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (routePolicies[policy].session && !c.var.session) throw unauthorized();
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
const sizeGate = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new HttpError(413, guardMessages.tooLarge, "too_large");
  },
});

/** 4. and 5. after the validators: the route-level policy, then the precondition headers. */
function afterShape(c: Context<AppEnv>, guard: Guard) {
  enforce(mayUseRoute(c.var.session, guard.policy));
  if (guard.ifMatch && !c.req.header("if-match"))
    throw new HttpError(428, guardMessages.ifMatch, "precondition_required");
  if (guard.idempotencyKey && !/^[\x21-\x7e]{8,255}$/.test(c.req.header("idempotency-key") ?? ""))
    throw new HttpError(428, guardMessages.idempotencyKey, "precondition_required");
}

/** Throws a policy's denial as the answer. */
export function enforce(decision: Decision): void {
  if (decision) throw new HttpError(decision.status, decision.message, decision.code);
}

/** 5. The record's current version against the request's If-Match ("3" or W/"3"). */
export function assertVersion(c: Context, current: number): void {
  const tag = (c.req.header("if-match") ?? "").replace(/^W\//, "").replace(/"/g, "").trim();
  if (tag !== String(current)) throw new HttpError(412, guardMessages.stale, "stale");
}

type GuardedConfig = RouteConfig & { guard: Guard };

/**
 * A route with its guard: `createRoute` plus the guard's middleware and its `x-epr-*` description.
 * `x-epr-policy` names the policy, `x-epr-preconditions` the headers required.
 */
export function guardedRoute<R extends GuardedConfig>({ guard, ...route }: R) {
  return createRoute({
    ...route,
    middleware: [sessionGate(guard.policy), originGate, sizeGate],
    "x-epr-policy": guard.policy,
    "x-epr-preconditions": [
      ...(guard.ifMatch ? ["If-Match"] : []),
      ...(guard.idempotencyKey ? ["Idempotency-Key"] : []),
    ],
    guard,
  } as unknown as Omit<R, "guard">);
}

/**
 * The OpenAPIHono every route module uses: registering a route without a guard fails at start,
 * and each handler runs only after steps 4–5 of its guard.
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
      const { guard: _omit, ...plain } = route;
      return register(
        plain as never,
        ((c: Context<AppEnv>, next: () => Promise<void>) => {
          afterShape(c, guard);
          return handler(c, next);
        }) as never,
        hook as never,
      );
    }) as typeof this.openapi;
  }
}
