import { createHash } from "node:crypto";
import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { Queryable } from "../db/database.js";
import { jsonColumn } from "../db/json-column.js";
import type { AppEnv } from "./env.js";
import { HttpError, httpErrorBody } from "./errors.js";

/**
 * Step 6 of the guard (http/guard.ts; DESIGN.md "Data flow, for one save" step 3): a write carries an
 * Idempotency-Key, and a repeat replays the first answer and writes once. Semantics follow the IETF
 * draft "The Idempotency-Key HTTP Header Field" and Stripe: the first request with a key runs and
 * its answer is stored; the same key with the same request replays it (`Idempotent-Replayed:
 * true`); with a different request 422; while the first still runs 409. The key is claimed with
 * one INSERT … ON CONFLICT DO NOTHING, so two concurrent requests can never both run.
 */

/** Printable ASCII without spaces; at least 8 so a key can be unique per change (a UUID has 36). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{8,255}$/;

/** How long a key is remembered (the draft leaves it to the server; Stripe keeps 24 hours). */
export const IDEMPOTENCY_KEY_TTL = "24 hours";

export const idempotencyMessages = {
  malformed: "The Idempotency-Key header must be 8 to 255 visible ASCII characters (a UUID, for example).",
  reused: "This Idempotency-Key was already used for a different request. Send a new key for a new change.",
  inProgress:
    "A request with this Idempotency-Key is still being processed. Please wait a moment and try again.",
} as const;

/** The header as the route's validators check it (a malformed key is bad input: 400). */
export const idempotencyKeyHeader = z.object({
  "idempotency-key": z
    .string()
    .regex(IDEMPOTENCY_KEY_PATTERN, idempotencyMessages.malformed)
    .optional()
    .openapi({
      description: "Required (428 without it): a key unique per change; a repeat replays the first answer.",
      example: "8e03978e-40d5-43e8-bc93-6894a57f9324",
    }),
});

/** Headers of an answer worth replaying (the body's type and what names the written record). */
const REPLAYED_HEADERS = ["content-type", "etag", "location"] as const;

interface StoredAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

type Claim =
  | { kind: "claimed" }
  | { kind: "replay"; answer: StoredAnswer }
  | { kind: "reused" }
  | { kind: "in_progress" };

/** JSON with object keys sorted at every level, so {a,b} and {b,a} are the same request. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

/**
 * What makes two requests "the same": method, path, query and the validated JSON body (so
 * whitespace and key order do not matter). Kept as a SHA-256 only.
 */
export function requestFingerprint(c: Context<AppEnv>): string {
  const url = new URL(c.req.url);
  const query = [...url.searchParams.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const body = (c.req.valid as (target: "json") => unknown)("json") ?? null;
  return createHash("sha256")
    .update(canonicalJson({ method: c.req.method, path: url.pathname, query, body }))
    .digest("hex");
}

/**
 * Claims the key for this administrator, or says why not. Expired rows (this key's included) are
 * purged first, so an expired key runs again and the table never holds more than a day of keys.
 */
export async function claimKey(
  db: Queryable,
  adminId: number,
  key: string,
  fingerprint: string,
): Promise<Claim> {
  await db.query("delete from idempotency_keys where created_at < now() - $1::interval", [
    IDEMPOTENCY_KEY_TTL,
  ]);
  // Twice at most: a row released (5xx) between our insert and our read is claimed on the retry.
  for (let attempt = 0; attempt < 2; attempt++) {
    const inserted = await db.query(
      `insert into idempotency_keys (admin_id, idempotency_key, fingerprint, state)
       values ($1, $2, $3, 'in_progress') on conflict do nothing returning 1`,
      [adminId, key, fingerprint],
    );
    if (inserted.rows.length) return { kind: "claimed" };
    const { rows } = await db.query<{
      fingerprint: string;
      state: "in_progress" | "completed";
      response_status: number | null;
      response_headers: Record<string, string> | string | null;
      response_body: string | null;
    }>(
      `select fingerprint, state, response_status, response_headers, response_body
         from idempotency_keys where admin_id = $1 and idempotency_key = $2`,
      [adminId, key],
    );
    const row = rows[0];
    if (!row) continue;
    if (row.fingerprint !== fingerprint) return { kind: "reused" };
    if (row.state === "in_progress") return { kind: "in_progress" };
    const headers = jsonColumn<Record<string, string> | null>(row.response_headers);
    return {
      kind: "replay",
      answer: { status: row.response_status ?? 200, headers: headers ?? {}, body: row.response_body ?? "" },
    };
  }
  return { kind: "in_progress" };
}

async function completeKey(db: Queryable, adminId: number, key: string, answer: StoredAnswer) {
  await db.query(
    `update idempotency_keys
        set state = 'completed', response_status = $3, response_headers = $4, response_body = $5, completed_at = now()
      where admin_id = $1 and idempotency_key = $2`,
    [adminId, key, answer.status, JSON.stringify(answer.headers), answer.body],
  );
}

/** Frees a key whose request failed on our side, so the client's retry runs. */
async function releaseKey(db: Queryable, adminId: number, key: string) {
  await db.query(
    "delete from idempotency_keys where admin_id = $1 and idempotency_key = $2 and state = 'in_progress'",
    [adminId, key],
  );
}

async function storedAnswer(res: Response): Promise<StoredAnswer> {
  const headers: Record<string, string> = {};
  for (const name of REPLAYED_HEADERS) {
    const value = res.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  return { status: res.status, headers, body: await res.clone().text() };
}

/**
 * Runs a write handler at most once per (administrator, key). Answers below 500 — successes and
 * the handler's own refusals (404 for another client's record, 412 for a stale version, business
 * rules) — are stored and replayed. A 5xx, or an unexpected error, releases the key instead: the
 * change did not happen (or its transaction rolled back), so the client's retry must run. A server
 * that stops mid-request leaves its key in progress (409) until the key expires.
 */
export async function runIdempotent(c: Context<AppEnv>, run: () => Promise<Response>): Promise<Response> {
  const session = c.get("session");
  const key = c.req.header("idempotency-key");
  if (!session || !key) throw new Error("runIdempotent needs a session and a checked Idempotency-Key.");
  const { db } = c.get("deps");
  const claim = await claimKey(db, session.adminId, key, requestFingerprint(c));
  if (claim.kind === "reused") throw new HttpError(422, idempotencyMessages.reused, "idempotency_key_reused");
  if (claim.kind === "in_progress")
    throw new HttpError(409, idempotencyMessages.inProgress, "idempotency_key_in_progress");
  if (claim.kind === "replay") {
    const { status, headers, body } = claim.answer;
    return new Response(status === 204 || status === 304 ? null : body, {
      status,
      headers: { ...headers, "Idempotent-Replayed": "true" },
    });
  }

  let res: Response;
  try {
    res = await run();
  } catch (error) {
    if (!(error instanceof HttpError) || error.status >= 500) {
      await releaseKey(db, session.adminId, key);
      throw error;
    }
    res = c.json(httpErrorBody(error), error.status);
  }
  if (res.status >= 500) {
    await releaseKey(db, session.adminId, key);
    return res;
  }
  await completeKey(db, session.adminId, key, await storedAnswer(res));
  return res;
}
