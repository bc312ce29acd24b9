/**
 * A json or jsonb column's value: the pg driver parses it, PGlite may hand back its text; both
 * read the same through this.
 */
export const jsonColumn = <T = unknown>(value: unknown): T =>
  (typeof value === "string" ? JSON.parse(value) : value) as T;
