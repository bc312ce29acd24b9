import { randomUUID } from "node:crypto";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as zm from "zod/mini";
import type { Database } from "../db/database.js";
import { routeOperations } from "../test-support/openapi.js";
import { fakeSession } from "../test-support/sessions.js";
import { freshMigratedDatabaseWithAdmin } from "../test-support/testApp.js";
import type { AppDeps, AppEnv } from "./env.js";
import { badRequest, HttpError } from "./errors.js";
import { GuardedApi, guardedRoute } from "./guard.js";
import { classicSchema, containsMini, json, standardErrors } from "./responses.js";

/**
 * The shared packages' schemas are zod/mini ones (the browser parses without classic zod); the
 * server takes them wherever a route declares a schema (http/responses.ts `documentedRoute`). Each
 * route here is declared twice, once with mini schemas and once with the same schemas in classic
 * zod: the OpenAPI document and every answer must be the same.
 */
let db: Database;
beforeAll(async () => {
  db = await freshMigratedDatabaseWithAdmin();
});
afterAll(() => db.close());

const miniSchemas = () => {
  const colour = zm.enum(["red", "blue"]).check(zm.meta({ id: "MiniColour" }));
  return {
    params: zm.object({
      groupNumber: zm
        .string()
        .check(zm.regex(/^\d{6}$/, "Group number: six digits."), zm.meta({ example: "100100" })),
    }),
    query: zm.object({
      colour,
      page: zm.optional(zm.string().check(zm.minLength(1), zm.maxLength(3), zm.meta({ example: "2" }))),
    }),
    headers: zm.object({ "x-shade": zm.optional(zm.string().check(zm.regex(/^[a-z]+$/))) }),
    body: zm.object({
      name: zm.string().check(zm.minLength(2, "Please enter a name."), zm.maxLength(20)),
      colour,
      email: zm.optional(zm.email()),
      tags: zm.array(zm.string()).check(zm.maxLength(3)),
    }),
    answer: zm.object({ ok: zm.boolean(), colour, count: zm.nullable(zm.number().check(zm.int())) }),
  };
};

const classicSchemas = () => {
  const colour = z.enum(["red", "blue"]).meta({ id: "MiniColour" });
  return {
    params: z.object({
      groupNumber: z
        .string()
        .regex(/^\d{6}$/, "Group number: six digits.")
        .meta({ example: "100100" }),
    }),
    query: z.object({ colour, page: z.string().min(1).max(3).meta({ example: "2" }).optional() }),
    headers: z.object({
      "x-shade": z
        .string()
        .regex(/^[a-z]+$/)
        .optional(),
    }),
    body: z.object({
      name: z.string().min(2, "Please enter a name.").max(20),
      colour,
      email: z.email().optional(),
      tags: z.array(z.string()).max(3),
    }),
    answer: z.object({ ok: z.boolean(), colour, count: z.number().int().nullable() }),
  };
};

type Schemas = ReturnType<typeof classicSchemas>;

/** A write route and a hidden read route, both under the guards, declared with `schemas`. */
function appWith(schemas: Schemas, name: string) {
  const write = guardedRoute({
    guard: { policy: "employee.modify", idempotencyKey: true },
    method: "post",
    path: "/mini/{groupNumber}",
    request: {
      params: schemas.params,
      query: schemas.query,
      headers: schemas.headers,
      body: { required: true, content: json(schemas.body, { name: "Pat", colour: "red", tags: [] }) },
    },
    responses: { 200: { description: "done", content: json(schemas.answer) }, ...standardErrors },
  });
  const hidden = guardedRoute({
    guard: { policy: "employee.read" },
    method: "get",
    path: `/mini-hidden-${name}/{groupNumber}`,
    hide: true,
    request: { params: schemas.params, query: schemas.query },
    responses: { 200: { description: "read", content: json(schemas.answer) } },
  });
  const api = new GuardedApi();
  api.use("*", async (c, next) => {
    c.set("deps", { db, now: () => new Date() } as AppDeps);
    c.set("session", fakeSession("acme.admin"));
    await next();
  });
  api.openapi(write, (c) => {
    const { colour } = c.req.valid("json");
    return c.json({ ok: true, colour, count: null }, 200);
  });
  api.openapi(hidden, (c) => c.json({ ok: true, colour: c.req.valid("query").colour, count: 1 }, 200));
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => (result.success ? undefined : badRequest(c, result.error)),
  });
  app.route("/api", api);
  app.doc31("/api/openapi.json", { openapi: "3.1.0", info: { title: "t", version: "0" } });
  app.onError((error, c) =>
    error instanceof HttpError
      ? c.json({ message: error.message, code: error.code }, error.status)
      : c.json({ message: String(error) }, 500),
  );
  return app;
}

/** The handler of a route of mini schemas reads its input typed as the schemas' (tsc checks it). */
export function typedMiniRoute() {
  const mini = miniSchemas();
  const route = guardedRoute({
    guard: { policy: "employee.modify" },
    method: "post",
    path: "/typed/{groupNumber}",
    request: {
      params: mini.params,
      query: mini.query,
      body: { required: true, content: json(mini.body) },
    },
    responses: { 200: { description: "done", content: json(mini.answer) } },
  });
  return new GuardedApi().openapi(route, (c) => {
    const { groupNumber }: { groupNumber: string } = c.req.valid("param");
    const query: { colour: "red" | "blue"; page?: string | undefined } = c.req.valid("query");
    const body: { name: string; tags: string[] } = c.req.valid("json");
    return c.json({ ok: groupNumber === body.name, colour: query.colour, count: body.tags.length }, 200);
  });
}

const miniApp = appWith(miniSchemas() as unknown as Schemas, "mini");
const classicApp = appWith(classicSchemas(), "classic");
const documentOf = async (app: OpenAPIHono<AppEnv>) => (await app.request("/api/openapi.json")).json();

describe("routes declared with zod/mini schemas (http/responses.ts documentedRoute)", () => {
  it("are told apart from classic ones, and copied into classic ones with their metadata", () => {
    const mini = miniSchemas();
    expect(containsMini(mini.body)).toBe(true);
    expect(containsMini(classicSchemas().body)).toBe(false);
    expect(containsMini(z.object({ inner: mini.answer }))).toBe(true);
    const copy = classicSchema(mini.params) as z.ZodObject<{ groupNumber: z.ZodString }>;
    expect(copy).toBeInstanceOf(z.ZodObject);
    expect(copy.shape.groupNumber.meta()).toEqual({ example: "100100" });
    expect(classicSchema(mini.params)).toBe(copy);
    const query = classicSchema(mini.query) as z.ZodObject<{ colour: z.ZodEnum }>;
    expect(query.shape.colour.meta()).toEqual({ id: "MiniColour" });
    // The app's schema keeps the id (z.toJSONSchema of the registry names the mini schema). zod
    // has no public way to read an id's schema: its registry's own map is read, checked first.
    expect(
      (z.globalRegistry as { _idmap?: unknown })._idmap,
      "zod's registry no longer keeps its ids in `_idmap`: read them where it now does",
    ).toBeInstanceOf(Map);
    expect(z.globalRegistry._idmap.get("MiniColour")).toBe(mini.query.shape.colour);
  });

  it("copies mini schemas that share an id, the last one keeping it (zod refuses no repeated id)", () => {
    const first = zm.string().check(zm.meta({ id: "MiniRepeated" }));
    const second = zm.string().check(zm.meta({ id: "MiniRepeated" }));
    expect(classicSchema(first).meta()).toEqual({ id: "MiniRepeated" });
    expect(classicSchema(second).meta()).toEqual({ id: "MiniRepeated" });
    expect(z.globalRegistry._idmap.get("MiniRepeated")).toBe(second);
  });

  it("are described in the OpenAPI document exactly as the same classic schemas", async () => {
    const doc = await documentOf(miniApp);
    expect(doc).toEqual(await documentOf(classicApp));
    const op = doc.paths["/api/mini/{groupNumber}"].post;
    expect(op.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          in: "path",
          name: "groupNumber",
          required: true,
          schema: expect.objectContaining({ pattern: "^\\d{6}$", example: "100100" }),
        }),
        expect.objectContaining({
          in: "query",
          name: "colour",
          required: true,
          schema: { $ref: "#/components/schemas/MiniColour" },
        }),
        expect.objectContaining({
          in: "query",
          name: "page",
          required: false,
          schema: expect.objectContaining({ minLength: 1, maxLength: 3, example: "2" }),
        }),
        expect.objectContaining({ in: "header", name: "x-shade" }),
        expect.objectContaining({ in: "header", name: "idempotency-key" }),
      ]),
    );
    const body = op.requestBody.content["application/json"];
    expect(body.example).toEqual({ name: "Pat", colour: "red", tags: [] });
    expect(body.schema.required).toEqual(["name", "colour", "tags"]);
    expect(body.schema.properties.name).toEqual({ type: "string", minLength: 2, maxLength: 20 });
    expect(body.schema.properties.email).toEqual(expect.objectContaining({ format: "email" }));
    expect(op.responses["200"].content["application/json"].schema.properties.colour).toEqual({
      $ref: "#/components/schemas/MiniColour",
    });
    expect(doc.components.schemas.MiniColour).toEqual({ type: "string", enum: ["red", "blue"] });
    expect(doc.paths["/api/mini-hidden-mini/{groupNumber}"]).toBeUndefined();
  });

  it("a hidden route is described for the generated guard tests (test-support/openapi.ts)", async () => {
    const operations = await routeOperations(miniApp);
    const op = operations.find((o) => o.id === "GET /mini-hidden-mini/{groupNumber}");
    expect(op).toEqual(
      expect.objectContaining({
        policy: "employee.read",
        pathParams: ["groupNumber"],
        queryParams: ["colour", "page"],
        requiredQueryParams: ["colour"],
        paramExamples: { groupNumber: "100100", page: "2" },
      }),
    );
    expect(op?.queryParamSchemas.page).toEqual(expect.objectContaining({ minLength: 1, maxLength: 3 }));
    const write = operations.find((o) => o.id === "POST /api/mini/{groupNumber}");
    expect(write?.bodySchema?.properties?.colour).toEqual({ $ref: "#/components/schemas/MiniColour" });
  });

  const post = (
    app: OpenAPIHono<AppEnv>,
    path: string,
    body: unknown,
    headers: Record<string, string> = {},
  ) =>
    app.request(path, {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json", "idempotency-key": randomUUID(), ...headers },
    });
  const good = { name: "Pat", colour: "blue", tags: ["a"] };

  it.each([
    ["a good request", "/api/mini/100100?colour=red", good, {}, 200],
    ["a bad path parameter", "/api/mini/12?colour=red", good, {}, 400],
    ["a missing query parameter", "/api/mini/100100", good, {}, 400],
    ["a query parameter too long", "/api/mini/100100?colour=red&page=1234", good, {}, 400],
    ["a bad header", "/api/mini/100100?colour=red", good, { "x-shade": "RED" }, 400],
    ["a malformed Idempotency-Key", "/api/mini/100100?colour=red", good, { "idempotency-key": "short" }, 400],
    ["a name too short", "/api/mini/100100?colour=red", { ...good, name: "P" }, {}, 400],
    ["an unknown colour", "/api/mini/100100?colour=red", { ...good, colour: "green" }, {}, 400],
    [
      "a bad email and too many tags",
      "/api/mini/100100?colour=red",
      { ...good, email: "x", tags: ["a", "b", "c", "d"] },
      {},
      400,
    ],
    ["no body fields", "/api/mini/100100?colour=red", {}, {}, 400],
  ] as const)("%s → %s, the answer of the classic schemas", async (_name, path, body, headers, status) => {
    const key = randomUUID();
    const res = await post(miniApp, path, body, { "idempotency-key": key, ...headers });
    expect(res.status).toBe(status);
    const answer = await res.json();
    expect(answer).toEqual(
      await (await post(classicApp, path, body, { "idempotency-key": randomUUID(), ...headers })).json(),
    );
    if (status === 400)
      expect(answer).toEqual(expect.objectContaining({ code: "invalid_request", issues: expect.any(Array) }));
  });

  it("answers a short name with the schema's own message", async () => {
    const res = await post(miniApp, "/api/mini/100100?colour=red", { ...good, name: "P" });
    expect(await res.json()).toEqual(
      expect.objectContaining({
        message: "name: Please enter a name.",
        issues: [{ path: "name", message: "Please enter a name." }],
      }),
    );
    const param = await post(miniApp, "/api/mini/12?colour=red", good);
    expect((await param.json()).message).toBe("groupNumber: Group number: six digits.");
  });

  it("a hidden route is validated with its mini schemas", async () => {
    expect((await miniApp.request("/api/mini-hidden-mini/100100?colour=blue")).status).toBe(200);
    expect((await miniApp.request("/api/mini-hidden-mini/100100?colour=green")).status).toBe(400);
  });
});
