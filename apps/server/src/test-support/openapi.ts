import { OpenAPIHono } from "@hono/zod-openapi";
import { undocumentedRoutes } from "../http/guard.js";
import type { References } from "../http/references.js";
import { isPolicyName, type PolicyName, routePolicies } from "../policy/index.js";

/** One operation of the OpenAPI document, as the generated guards read it. */
export interface Operation {
  /** "GET /employees/{umi}" */
  id: string;
  method: string;
  path: string;
  /** `x-epr-policy`, or null when the route declares none (a test fails on it). */
  policy: PolicyName | null;
  /** Headers the route requires (`x-epr-preconditions`). */
  preconditions: string[];
  pathParams: string[];
  queryParams: string[];
  /** The query parameters the route requires. */
  requiredQueryParams: string[];
  /** Each query parameter's JSON schema (type, enum, pattern, lengths, bounds). */
  queryParamSchemas: Record<string, JsonSchema>;
  /** The declared example of each path and query parameter that has one. */
  paramExamples: Record<string, string>;
  hasBody: boolean;
  /** The body's JSON schema and example, when it takes one. */
  bodySchema: JsonSchema | null;
  bodyExample: unknown;
  /**
   * A body that is not JSON (a file's raw bytes): its content type and declared example, sent as is,
   * and the route's own size limit (`x-epr-body-limit`; null: the forms' MAX_BODY_BYTES).
   */
  rawBody: { contentType: string; example: string; maxBytes: number | null } | null;
  /** The ids the query or body carries (`x-epr-references`, http/references.ts). */
  references: References;
}

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}

/** A parameter as the document describes it. */
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  example?: unknown;
  schema?: JsonSchema & { example?: unknown };
}

/** A raw-body route's own size limit in bytes (`x-epr-body-limit`, http/guard.ts), or null. */
const rawBodyLimit = (op: { "x-epr-body-limit"?: unknown }): number | null => {
  const declared = op["x-epr-body-limit"];
  return typeof declared === "number" && declared > 0 ? declared : null;
};

type Doc = {
  paths: Record<
    string,
    Record<
      string,
      {
        "x-epr-policy"?: unknown;
        "x-epr-preconditions"?: string[];
        "x-epr-references"?: References;
        "x-epr-body-limit"?: unknown;
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema; example?: unknown }> };
      }
    >
  >;
};

/** Every operation the server describes at GET /api/openapi.json. */
export function operationsOf(doc: Doc): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => {
      const body = op.requestBody?.content?.["application/json"];
      const raw = Object.entries(op.requestBody?.content ?? {}).find(
        ([type, content]) => type !== "application/json" && typeof content.example === "string",
      );
      const policy = op["x-epr-policy"];
      return {
        id: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        policy: isPolicyName(policy) ? policy : null,
        preconditions: op["x-epr-preconditions"] ?? [],
        pathParams: (op.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name),
        queryParams: (op.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name),
        requiredQueryParams: (op.parameters ?? [])
          .filter((p) => p.in === "query" && p.required)
          .map((p) => p.name),
        queryParamSchemas: Object.fromEntries(
          (op.parameters ?? []).filter((p) => p.in === "query").map((p) => [p.name, p.schema ?? {}]),
        ),
        paramExamples: Object.fromEntries(
          (op.parameters ?? []).flatMap((p) => {
            const example = p.example ?? p.schema?.example;
            return example === undefined ? [] : [[p.name, String(example)]];
          }),
        ),
        hasBody: Boolean(body),
        bodySchema: body?.schema ?? null,
        bodyExample: body?.example,
        rawBody: raw
          ? { contentType: raw[0], example: raw[1].example as string, maxBytes: rawBodyLimit(op) }
          : null,
        references: op["x-epr-references"] ?? {},
      };
    }),
  );
}

/**
 * Every operation the app serves, for the generated guard tests: those GET /api/openapi.json
 * describes and those it hides (`hide: true`, http/guard.ts), described the same way.
 */
export async function routeOperations(app: { request: (path: string) => Response | Promise<Response> }) {
  const described = operationsOf(await (await app.request("/api/openapi.json")).json());
  const hidden = new OpenAPIHono();
  for (const { middleware: _middleware, hide: _hide, ...route } of undocumentedRoutes())
    hidden.openAPIRegistry.registerPath(route);
  const doc = hidden.getOpenAPI31Document({ openapi: "3.1.0", info: { title: "hidden", version: "0" } });
  // As JSON, like the served document.
  return [...described, ...operationsOf(JSON.parse(JSON.stringify(doc)) as Doc)];
}

/** The meaning of an operation's policy (policy/route-table.ts). */
export const ruleOf = (op: Operation) => (op.policy ? routePolicies[op.policy] : null);

export const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
