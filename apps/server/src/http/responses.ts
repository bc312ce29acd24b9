import { apiErrorSchema, type ErrorCode, policyRefusalCodes } from "@epr/contract";
import { type RouteConfig, z } from "@hono/zod-openapi";
import type * as core from "zod/v4/core";

/**
 * The one place a route's OpenAPI description is assembled from: route files take their bodies
 * and error answers from here and never build them by hand (responses.test.ts keeps it so).
 */

/**
 * A schema as a route's types see it: a zod/mini schema (the shared packages' schemas, parsed in
 * the browser without classic zod) typed as the classic schema of the same input and output, which
 * is what zod-openapi's types take. At run time it is the mini schema itself: the validators parse
 * with it (its own `safeParseAsync`, the same messages), and {@link documentedRoute} describes it.
 */
export type Routed<T> = T extends z.ZodType
  ? T
  : T extends core.$ZodType
    ? z.ZodType<core.output<T>, core.input<T>>
    : T;

/** A JSON body of a route's OpenAPI description, with an example when the document shows one. */
export const json = <T>(
  schema: T,
  example?: unknown,
): { "application/json": { schema: Routed<T>; example?: unknown } } =>
  (example === undefined
    ? { "application/json": { schema } }
    : { "application/json": { schema, example } }) as {
    "application/json": { schema: Routed<T>; example?: unknown };
  };

/** Whether a value is a zod 4 schema (classic or mini). */
const isSchema = (value: unknown): value is core.$ZodType =>
  typeof value === "object" && value !== null && "_zod" in value;

/** Whether a schema is a zod/mini one: mini schemas lack the classic methods, `.meta()` among them. */
const isMini = (schema: core.$ZodType): boolean => typeof (schema as { meta?: unknown }).meta !== "function";

/** The schemas a schema's definition holds: inner types, options, items, an object's fields. */
const childrenOf = (def: object): core.$ZodType[] =>
  Object.entries(def).flatMap(([key, value]): core.$ZodType[] => {
    // A lazy schema's getter is not followed (none of the shared schemas is recursive); checks
    // (lengths, patterns, `z.meta`) are shared by classic and mini.
    if (key === "getter" || key === "checks") return [];
    if (isSchema(value)) return [value];
    if (Array.isArray(value)) return value.filter(isSchema);
    if (key === "shape" && typeof value === "object" && value !== null)
      return Object.values(value).filter(isSchema);
    return [];
  });

/** Each schema's answer once: a definition is fixed, and routes share the contract's schemas. */
const holdsMini = new WeakMap<core.$ZodType, boolean>();

/**
 * Whether a schema is or contains a zod/mini one. zod-to-openapi reads each schema's metadata with
 * the classic `.meta()`, so it cannot describe a mini schema anywhere in a route's input or answer.
 */
export function containsMini(schema: core.$ZodType): boolean {
  const known = holdsMini.get(schema);
  if (known !== undefined) return known;
  const answer = isMini(schema) || childrenOf(schema._zod.def).some(containsMini);
  holdsMini.set(schema, answer);
  return answer;
}

/** A value that is a schema as its classic copy ({@link classicSchema}), any other as it is. */
const classicOf = <T>(value: T): T => (isSchema(value) ? (classicSchema(value) as T) : value);

/** One classic copy per mini schema: a component registered by id is then one schema. */
const classicCopies = new WeakMap<core.$ZodType, z.ZodType>();

/**
 * The classic schema of a zod/mini one, for the OpenAPI document only: the same definition (types,
 * checks — lengths, patterns, formats —, enums, fields) under the classic constructor of the same
 * name (ZodMiniObject → ZodObject), its classic parts kept as they are, and the metadata it carries
 * (`z.meta({ example })`, an `id` that makes it a component) copied over. zod-to-openapi then writes
 * the document exactly as for a classic schema. The routes served keep the mini schemas.
 */
export function classicSchema(schema: core.$ZodType): z.ZodType {
  if (!containsMini(schema)) return schema as z.ZodType;
  const known = classicCopies.get(schema);
  if (known) return known;
  const name = (schema._zod.constr as { name: string }).name;
  const Classic = (z as unknown as Record<string, unknown>)[name.replace(/^ZodMini/, "Zod")];
  if (typeof Classic !== "function") throw new Error(`No classic zod schema matches ${name}.`);
  const def = Object.fromEntries(
    Object.entries(schema._zod.def).map(([key, value]) => {
      if (key === "getter" && typeof value === "function") return [key, () => classicSchema(value())];
      if (key === "checks") return [key, value]; // checks are shared by classic and mini
      if (isSchema(value)) return [key, classicSchema(value)];
      if (Array.isArray(value))
        return [key, value.map((item) => (isSchema(item) ? classicSchema(item) : item))];
      if (key === "shape" && typeof value === "object" && value !== null)
        return [key, Object.fromEntries(Object.entries(value).map(([field, s]) => [field, classicOf(s)]))];
      return [key, value];
    }),
  );
  const bare = new (Classic as new (def: unknown) => z.ZodType)(def);
  // Its metadata given as a classic schema's is (`.meta()`, which zod-to-openapi reads, an `id`
  // making the schema a component); the mini schema keeps the id in zod's registry: registered
  // again after its copy, as zod keeps the last schema added under an id (it refuses no repeat).
  const meta = z.globalRegistry.get(schema);
  const copy = meta ? bare.meta(meta) : bare;
  if (typeof meta?.id === "string") z.globalRegistry.add(schema, meta);
  classicCopies.set(schema, copy);
  return copy;
}

type Content = Record<string, ({ schema?: unknown } & Record<string, unknown>) | undefined>;

/**
 * A route with every schema it declares given through `map`: path and query parameters, cookies,
 * the body, each answer's body and, with `headers`, the request's and each answer's headers. Any
 * other part (a `$ref`, an answer without a body) is kept as it is. {@link documentedRoute} gives
 * the document classic copies this way; the tests' mini twins (test-support/miniTwins.ts) too.
 */
export function mapRouteSchemas<R extends RouteConfig>(
  route: R,
  map: (schema: core.$ZodType) => core.$ZodType,
  options: { headers: boolean },
): R {
  const each = <T>(value: T): T => (isSchema(value) ? (map(value) as T) : value);
  const content = (given: Content | undefined): Content | undefined =>
    given &&
    Object.fromEntries(
      Object.entries(given).map(([type, media]) => [
        type,
        media && isSchema(media.schema) ? { ...media, schema: map(media.schema) } : media,
      ]),
    );
  const request = route.request;
  const body = request?.body;
  return {
    ...route,
    ...(request
      ? {
          request: {
            ...request,
            params: each(request.params),
            query: each(request.query),
            cookies: each(request.cookies),
            ...(options.headers
              ? {
                  headers: Array.isArray(request.headers) ? request.headers.map(each) : each(request.headers),
                }
              : {}),
            ...(body ? { body: { ...body, content: content(body.content as Content) } } : {}),
          },
        }
      : {}),
    responses: Object.fromEntries(
      Object.entries(route.responses).map(([status, answer]) => {
        const headers = options.headers && "headers" in answer;
        return [
          status,
          "content" in answer || headers
            ? {
                ...answer,
                ...("content" in answer ? { content: content(answer.content as Content) } : {}),
                ...(headers ? { headers: each(answer.headers) } : {}),
              }
            : answer,
        ];
      }),
    ),
  } as R;
}

/**
 * A route as the OpenAPI document describes it: every schema it declares — path and query
 * parameters, headers, cookies, the body, each answer's body and headers — that is or holds a
 * zod/mini one given as its classic copy ({@link classicSchema}). A route of classic schemas only is
 * returned as it is. The route the app serves keeps its own schemas, which validate its input.
 */
export function documentedRoute<R extends RouteConfig>(route: R): R {
  let copied = false;
  const described = mapRouteSchemas(
    route,
    (schema) => {
      const copy = classicSchema(schema);
      copied ||= copy !== schema;
      return copy;
    },
    { headers: true },
  );
  return copied ? described : route;
}

/** The codes an error answer may carry: at least one, each of the contract's `errorCodes`. */
export type ErrorCodes = readonly [ErrorCode, ...ErrorCode[]];

/**
 * One error answer: the contract's error body (its `code` the `ErrorCode` component), with what
 * the status means on this route and the codes it answers with there (`x-error-codes`, which
 * openapi.test.ts checks against the enum).
 */
export const errorAnswer = (description: string, codes: ErrorCodes) => ({
  description,
  content: json(apiErrorSchema),
  "x-error-codes": [...new Set(codes)],
});

/** The 403s of a signed-in route: the policy's denials, and a write from another site. */
export const refusalCodes = [...policyRefusalCodes, "foreign_origin"] as const satisfies ErrorCodes;

/** The error answers of a route that checks input and sign-in but no entitlement. */
export const signInErrors = {
  400: errorAnswer("Malformed input", ["invalid_request"]),
  401: errorAnswer("Not signed in", ["unauthenticated", "session_ended"]),
} as const;

/** The error answers every signed-in route may give (in the guard's order, http/guard.ts). */
export const standardErrors = {
  ...signInErrors,
  403: errorAnswer("Not entitled", refusalCodes),
} as const;

/** A 404 of a route naming a record. */
export const notFoundError = {
  404: errorAnswer("No such record", ["not_found"]),
} as const;
