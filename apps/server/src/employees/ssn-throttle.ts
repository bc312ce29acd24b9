import type { Context } from "hono";
import type { Queryable } from "../db/database.js";
import { audit } from "../http/audit.js";
import type { AppEnv } from "../http/env.js";
import { HttpError } from "../http/errors.js";

/**
 * The limit on SSN lookups per administrator: the fraud check, the existing-SSN and pending checks
 * by SSN and the full-SSN reveal share one budget, so no login can use them as a membership oracle
 * (the spec names no limit; these numbers are ours: far above what a person enrolling or reading
 * employees asks for, far below an enumeration). Every server counts in the database (migration
 * 041), so the limit holds across processes.
 */
export const SSN_LOOKUPS = { limit: 20, windowSeconds: 10 * 60 } as const;

/** What was looked up, for the audit row: never the SSN itself, its last four digits at most. */
export type SsnLookupKind = "fraudCheck" | "ssnCheck" | "pendingCheck" | "reveal";

/** The 429's sentence (our wording), with the wait in the unit a person reads best. */
export function tooManySsnLookups(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait =
    retryAfterSeconds >= 60
      ? `${minutes} minute${minutes === 1 ? "" : "s"}`
      : `${retryAfterSeconds} second${retryAfterSeconds === 1 ? "" : "s"}`;
  return `Too many SSN checks in a short time. Please wait ${wait} and try again.`;
}

/**
 * Counts one SSN lookup of the session's administrator, in one statement (so parallel calls
 * cannot slip past the count): a window that has ended starts again at this lookup. Past the
 * limit it audits the refusal and answers 429 with Retry-After, the window's end.
 */
export async function countSsnLookup(
  c: Context<AppEnv>,
  db: Queryable,
  adminId: number,
  kind: SsnLookupKind,
  subject: string | null,
): Promise<void> {
  const now = c.get("deps").now();
  const windowStart = new Date(now.getTime() - SSN_LOOKUPS.windowSeconds * 1000);
  const { rows } = await db.query<{ lookups: number; window_started_at: Date | string }>(
    `insert into ssn_lookup_throttle as t (admin_id, lookups, window_started_at) values ($1, 1, $2)
     on conflict (admin_id) do update
        set lookups = case when t.window_started_at <= $3 then 1 else t.lookups + 1 end,
            window_started_at = case when t.window_started_at <= $3 then $2 else t.window_started_at end
     returning lookups, window_started_at`,
    [adminId, now, windowStart],
  );
  const row = rows[0];
  if (!row || row.lookups <= SSN_LOOKUPS.limit) return;
  const ends = new Date(row.window_started_at).getTime() + SSN_LOOKUPS.windowSeconds * 1000;
  const retryAfterSeconds = Math.max(1, Math.ceil((ends - now.getTime()) / 1000));
  await audit(db, adminId, "employee.ssn.throttled", subject, { kind });
  c.header("Retry-After", String(retryAfterSeconds));
  throw new HttpError(429, tooManySsnLookups(retryAfterSeconds), "too_many_ssn_lookups");
}

/** The last four digits of an SSN, all an audit row may hold of it. */
export const ssnLastFour = (ssn: string) => ssn.replace(/\D/g, "").slice(-4);
