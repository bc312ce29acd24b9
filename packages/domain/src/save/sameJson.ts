/**
 * A value as JSON with every object's keys in sorted order, for telling whether two records say the
 * same thing (enrollment.md §4 Edit save: only what changed is sent). The order of a record's keys
 * carries no meaning and is not stable: zod parses a request body asynchronously, which sets a
 * field that has a transform after the others (the report codes after the tobacco answer), while
 * the stored record read back keeps its schema's order.
 */
export function sameJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((key) => [key, (v as Record<string, unknown>)[key]]),
        )
      : v,
  );
}
