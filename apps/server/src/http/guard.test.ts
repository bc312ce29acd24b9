import { randomUUID } from "node:crypto";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.js";
import { fakeSession } from "../test-support/sessions.js";
import { freshMigratedDatabaseWithAdmin } from "../test-support/testApp.js";
import type { AppDeps, AppEnv } from "./env.js";
import { badRequest, HttpError } from "./errors.js";
import { assertVersion, GuardedApi, guardedRoute, MAX_BODY_BYTES } from "./guard.js";

/**
 * A future write route (an employee change needing If-Match and an Idempotency-Key) behind the
 * guards, with sessions given by a test header (every one is administrator 1), so the order of the
 * checks is shown without the seeded data; the idempotency keys live in a migrated database.
 */
let db: Database;
beforeAll(async () => {
  db = await freshMigratedDatabaseWithAdmin();
});
afterAll(() => db.close());

function appWithWriteRoute() {
  const route = guardedRoute({
    guard: { policy: "employee.modify", ifMatch: true, idempotencyKey: true },
    method: "put",
    path: "/things/{id}",
    request: {
      params: z.object({ id: z.string().regex(/^\d+$/, "id: digits") }),
      body: { content: { "application/json": { schema: z.object({ name: z.string() }) } }, required: true },
    },
    responses: { 200: { description: "changed" } },
  });
  const api = new GuardedApi({
    defaultHook: (result, c) => (result.success ? undefined : badRequest(c, result.error)),
  });
  api.use("*", async (c, next) => {
    c.set("deps", { db, now: () => new Date() } as AppDeps);
    const who = c.req.header("x-test-session");
    c.set("session", who ? fakeSession(who) : null);
    await next();
  });
  api.openapi(route, (c) => {
    assertVersion(c, 3);
    return c.json({ ok: true }, 200);
  });
  const app = new OpenAPIHono<AppEnv>();
  app.route("/api", api);
  app.onError((error, c) =>
    error instanceof HttpError
      ? c.json({ message: error.message, code: error.code }, error.status)
      : c.json({ message: String(error) }, 500),
  );
  return app;
}

const good = {
  session: "acme.admin",
  origin: "http://localhost",
  body: JSON.stringify({ name: "x" }),
  path: "/api/things/1",
  ifMatch: '"3"',
  /** Each request its own new key, unless the row names one. */
  key: undefined as string | undefined,
};
type Req = typeof good;
/** A key already used, by the first request in "every route checks in one order", for another body. */
const REUSED = "key-used-for-another-body";
const send = (app: ReturnType<typeof appWithWriteRoute>, r: Partial<Req> & { length?: string }) => {
  const req = { ...good, key: randomUUID(), ...r };
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (req.session) headers["x-test-session"] = req.session;
  if (req.origin) headers.origin = req.origin;
  if (req.ifMatch) headers["if-match"] = req.ifMatch;
  if (req.key) headers["idempotency-key"] = req.key;
  if (r.length) headers["content-length"] = r.length;
  return app.request(req.path, { method: "PUT", body: req.body, headers });
};

describe("every route checks in one order (http/guard.ts)", () => {
  const app = appWithWriteRoute();
  const huge = "x".repeat(MAX_BODY_BYTES + 1);
  beforeAll(async () => {
    expect((await send(app, { key: REUSED, body: JSON.stringify({ name: "first" }) })).status).toBe(200);
  });
  // Each row breaks its own rule and every rule after it: the answer names the first one broken.
  // REUSED breaks idempotency (422 on its own), so every earlier rule is shown to come first.
  it.each([
    [
      "no session",
      { session: "", origin: "https://evil.example", body: huge, path: "/api/things/x", key: REUSED },
      401,
    ],
    [
      "foreign origin",
      { origin: "https://evil.example", body: huge, path: "/api/things/x", key: REUSED },
      403,
    ],
    ["body over 1 MB", { body: huge, path: "/api/things/x", ifMatch: "", key: REUSED }, 413],
    ["malformed parameter", { path: "/api/things/x", session: "acme.VIEW", ifMatch: "", key: REUSED }, 400],
    [
      "malformed body",
      { body: JSON.stringify({ name: 5 }), session: "acme.VIEW", ifMatch: "", key: REUSED },
      400,
    ],
    ["malformed Idempotency-Key", { key: "short", session: "acme.VIEW", ifMatch: "" }, 400],
    ["view-only login holding Modify", { session: "acme.VIEW", ifMatch: "", key: "" }, 403],
    ["view-only login, reused key", { session: "acme.VIEW", key: REUSED }, 403],
    ["no If-Match", { ifMatch: "", key: "" }, 428],
    ["no If-Match, reused key", { ifMatch: "", key: REUSED }, 428],
    ["no Idempotency-Key", { key: "" }, 428],
    ["Idempotency-Key reused for another body", { key: REUSED }, 422],
    ["stale If-Match", { ifMatch: '"2"' }, 412],
    ["everything right", {}, 200],
  ] as const)("$0 → $2 with a message", async (_name, request, status) => {
    const res = await send(app, request);
    expect(res.status).toBe(status);
    if (status !== 200) expect((await res.json()).message).toEqual(expect.any(String));
  });

  it("a body over the limit is refused from Content-Length alone, before it is read", async () => {
    const res = await send(app, { body: "{}", length: String(100 * 1024 * 1024) });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe("The request is too large: at most 1 MB is accepted.");
  });

  it("a streamed body without Content-Length is cut off at the limit", async () => {
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.length;
        if (sent > 50 * MAX_BODY_BYTES) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const res = await app.request(good.path, {
      method: "PUT",
      body: stream,
      headers: { "content-type": "application/json", "x-test-session": good.session, origin: good.origin },
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(2 * MAX_BODY_BYTES);
  });

  it("a route without a policy cannot be registered", () => {
    expect(() =>
      new GuardedApi().openapi(
        { method: "get", path: "/bare", responses: { 200: { description: "x" } } } as never,
        (() => new Response()) as never,
      ),
    ).toThrow(/declares no policy/);
  });
});

describe("the origin check covers every unsafe method, whatever the content type", () => {
  const app = appWithWriteRoute();
  it.each([
    ["a foreign Origin", { origin: "https://evil.example" }, 403],
    ["Origin null (sandboxed frame)", { origin: "null" }, 403],
    ["a sibling port", { origin: "http://localhost:8080" }, 403],
    ["our own host behind a TLS proxy", { origin: "https://localhost" }, 200],
    ["no Origin, Sec-Fetch-Site cross-site", { origin: "", fetchSite: "cross-site" }, 403],
    ["no Origin, Sec-Fetch-Site same-site", { origin: "", fetchSite: "same-site" }, 403],
    ["no Origin, Sec-Fetch-Site same-origin", { origin: "", fetchSite: "same-origin" }, 200],
    ["neither header (curl, not a browser)", { origin: "" }, 200],
  ])("$0 → $2", async (_name, { origin, fetchSite }: { origin: string; fetchSite?: string }, status) => {
    const headers: Record<string, string> = {
      "content-type": "application/json",
      "x-test-session": good.session,
      "if-match": good.ifMatch,
      "idempotency-key": randomUUID(),
    };
    if (origin) headers.origin = origin;
    if (fetchSite) headers["sec-fetch-site"] = fetchSite;
    const res = await app.request(good.path, { method: "PUT", body: good.body, headers });
    expect(res.status).toBe(status);
    if (status === 403)
      expect((await res.json()).message).toBe(
        "This request did not come from the portal's own site, so it was refused.",
      );
  });
});
