/** How many contexts a schema factory remembers (the newest; our choice: a job or a page uses a few). */
export const SCHEMA_CACHE_SIZE = 32;

/** A context's key: its data as JSON (dates by their instant); null when it holds a function (not data). */
function contextKey(ctx: unknown): string | null {
  let data = true;
  const key = JSON.stringify(ctx ?? null, (_name, value: unknown) => {
    if (typeof value === "function") data = false;
    if (value instanceof Map) return { map: [...value.entries()] };
    if (value instanceof Set) return { set: [...value] };
    return value;
  });
  return data ? key : null;
}

/**
 * A schema factory that builds one schema per context and answers it again for an equal context.
 * zod builds an object schema's checks, and compiles its fast path the first time it parses, at a
 * cost many times the parse's: the server judges each row of an eligibility file, and a form may
 * rebuild its schema on each render, with the same context. Schemas are immutable, so one schema
 * serves every caller of the same context; the newest SCHEMA_CACHE_SIZE contexts are kept.
 */
export function memoizeSchema<Context, Schema>(
  factory: (ctx: Context) => Schema,
  size = SCHEMA_CACHE_SIZE,
): (ctx: Context) => Schema {
  const cache = new Map<string, Schema>();
  return (ctx: Context) => {
    const key = contextKey(ctx);
    if (key === null) return factory(ctx);
    const hit = cache.get(key);
    if (hit !== undefined) {
      // Newest last: the first entry is the one to drop.
      cache.delete(key);
      cache.set(key, hit);
      return hit;
    }
    const schema = factory(ctx);
    cache.set(key, schema);
    if (cache.size > size) cache.delete(cache.keys().next().value as string);
    return schema;
  };
}
