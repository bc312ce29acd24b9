import { OWN_ACTIVITY_PAGE_SIZE } from "@epr/domain";
import * as z from "zod/mini";
import type { ApiCall } from "./call.js";

/**
 * GET /api/profile/activity (beyond the spec): the signed-in administrator's own audit
 * rows (sign-ins, failures, MFA changes, writes; @epr/domain `activityOf`), newest first,
 * `OWN_ACTIVITY_PAGE_SIZE` a page, keyset-paged: `before` is the previous page's `next`.
 */
export const profileMessages = {
  before: "before must be the next value a previous page answered.",
} as const;

export const ownActivityQuerySchema = z.strictObject({
  before: z.optional(
    z.string({ error: profileMessages.before }).check(z.regex(/^[1-9]\d{0,17}$/, profileMessages.before)),
  ),
});
export type OwnActivityQuery = z.infer<typeof ownActivityQuerySchema>;

/** One audit row as its administrator reads it: never a code, a password or an SSN (the audit holds none). */
export const ownActivityRowSchema = z.object({
  id: z.string(),
  /** ISO 8601, UTC. */
  at: z.string(),
  action: z.string(),
  kind: z.enum(["sign-in", "failure", "mfa", "write"]),
  label: z.string(),
  /** The record acted on: a login ID, a member's umi, a client number or an enrollment id. */
  record: z.nullable(z.string()),
  result: z.enum(["success", "failure"]),
});
export type OwnActivityRow = z.infer<typeof ownActivityRowSchema>;

export const ownActivityResponseSchema = z.object({
  rows: z.array(ownActivityRowSchema).check(z.maxLength(OWN_ACTIVITY_PAGE_SIZE)),
  /** Present when older rows follow: pass it as `before`. */
  next: z.optional(z.string()),
});
export type OwnActivityResponse = z.infer<typeof ownActivityResponseSchema>;

/** The profile's calls of the typed client. */
export function profileCalls(call: ApiCall) {
  return {
    ownActivity: (query: OwnActivityQuery = {}) =>
      call(
        `/api/profile/activity${query.before ? `?before=${encodeURIComponent(query.before)}` : ""}`,
        ownActivityResponseSchema,
      ),
  };
}
