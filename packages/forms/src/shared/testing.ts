import { safeParse } from "zod/mini";
import type * as core from "zod/v4/core";

/** Test helper: field path → first message, or {} when valid. Never throws. Mini or classic schemas. */
export function errorsOf(schema: core.$ZodType, values: unknown): Record<string, string> {
  const result = safeParse(schema, values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".");
    errors[key] ??= issue.message;
  }
  return errors;
}
