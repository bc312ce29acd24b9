import type { RouteConfig } from "@hono/zod-openapi";
import { z } from "zod";
import * as mini from "zod/mini";
import type * as core from "zod/v4/core";
import { mapRouteSchemas } from "../http/responses.js";

/**
 * The zod/mini twin of a classic schema, for tests of a server whose routes take mini schemas (the
 * shared packages' schemas become mini ones): the same definition under the mini constructor of
 * the same name (ZodObject → ZodMiniObject), its parts twinned too and its metadata (examples, a
 * component's id) carried over. A classic transform is kept: its function reads the classic
 * context's `addIssue`, which a mini transform's context lacks.
 */
const isSchema = (value: unknown): value is core.$ZodType =>
  typeof value === "object" && value !== null && "_zod" in value;

const twins = new WeakMap<core.$ZodType, core.$ZodType>();

export function miniTwin(schema: core.$ZodType): core.$ZodType {
  const known = twins.get(schema);
  if (known) return known;
  const name = (schema._zod.constr as { name: string }).name;
  if (name.startsWith("ZodMini") || name === "ZodTransform") return schema;
  const Mini = (mini as unknown as Record<string, unknown>)[name.replace(/^Zod/, "ZodMini")];
  if (typeof Mini !== "function") throw new Error(`No zod/mini schema matches ${name}.`);
  const twinOf = (value: unknown) => (isSchema(value) ? miniTwin(value) : value);
  const def = Object.fromEntries(
    Object.entries(schema._zod.def).map(([key, value]) => {
      if (key === "getter" && typeof value === "function") return [key, () => miniTwin(value())];
      if (key === "checks") return [key, value];
      if (Array.isArray(value)) return [key, value.map(twinOf)];
      if (key === "shape" && typeof value === "object" && value !== null)
        return [key, Object.fromEntries(Object.entries(value).map(([field, s]) => [field, twinOf(s)]))];
      return [key, twinOf(value)];
    }),
  );
  const twin = new (Mini as new (def: unknown) => core.$ZodType)(def);
  const meta = z.globalRegistry.get(schema as z.ZodType);
  if (meta) z.globalRegistry.add(twin, meta);
  twins.set(schema, twin);
  return twin;
}

/**
 * A route with its path and query parameters, cookies, body and each answer's body as mini twins (its
 * headers stay: the Idempotency-Key's is the server's own, described with zod-to-openapi's
 * `.openapi`, which a twin would not carry).
 */
export const miniTwinRoute = <R extends RouteConfig>(route: R): R =>
  mapRouteSchemas(route, miniTwin, { headers: false });
