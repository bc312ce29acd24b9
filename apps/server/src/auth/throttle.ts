import { createHash } from "node:crypto";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { Database } from "../db/database.js";

/**
 * The sign-in throttle (issue 7 §4; the spec names none, these numbers are ours). Failures are
 * counted by login ID whether or not it exists, so the answers never tell which IDs do:
 * - per login ID and client address together: `PAIR.failures` in `PAIR.windowSeconds`, then 429
 *   until that window ends — one address guessing is stopped;
 * - per login ID across every address: after `SPREAD.failures` in `SPREAD.windowSeconds`, each
 *   further attempt waits 2^k seconds after the last (capped at `SPREAD.maxDelaySeconds`) —
 *   many addresses guessing are slowed, while the owner, from an address of their own, is never
 *   locked out for longer than that cap.
 * An attempt is counted before its password is verified (a row lock makes reserve-and-count one
 * step), so parallel guesses cannot slip past the count; a success gives its attempt back.
 */
export const PAIR = { failures: 5, windowSeconds: 15 * 60 } as const;
export const SPREAD = { failures: 10, windowSeconds: 60 * 60, maxDelaySeconds: 60 } as const;

/** The row of the login ID across every address. */
const EVERY_ADDRESS = "*";
/** When the request came through no socket (tests call the app directly). */
const NO_SOCKET = "local";

interface Counter {
  failures: number;
  windowStartedAt: Date;
  lastAttemptAt: Date;
}

export type Reservation = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * The login ID as the throttle keys it: case and Unicode form folded as logins compare it, then
 * hashed, so an ID typed by mistake (a password in the user field) is never stored in clear.
 */
export const throttleKey = (loginId: string) =>
  createHash("sha256").update(loginId.trim().normalize("NFKC").toLowerCase()).digest("hex");

/** The client's address: the socket's, or with EPR_TRUST_PROXY=1 the one our proxy appended last. */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? NO_SOCKET;
  } catch {
    return NO_SOCKET;
  }
}

/** Counts an attempt of `loginId` from `address` if both counters allow one; otherwise says how long to wait. */
export async function reserveAttempt(
  db: Database,
  loginId: string,
  address: string,
  now: Date,
): Promise<Reservation> {
  const key = throttleKey(loginId);
  // Counters whose windows ended long ago go, so the table holds only live ones.
  await db.query("delete from login_throttle where last_attempt_at < $1", [
    new Date(now.getTime() - SPREAD.windowSeconds * 1000),
  ]);
  return db.transaction(async (tx) => {
    await tx.query(
      `insert into login_throttle (login_key, address, failures, window_started_at, last_attempt_at)
       values ($1, $2, 0, $4, $4), ($1, $3, 0, $4, $4) on conflict do nothing`,
      [key, EVERY_ADDRESS, address, now],
    );
    const { rows } = await tx.query<{
      address: string;
      failures: number;
      window_started_at: Date | string;
      last_attempt_at: Date | string;
    }>(
      `select address, failures, window_started_at, last_attempt_at from login_throttle
        where login_key = $1 and address in ($2, $3) order by address for update`,
      [key, EVERY_ADDRESS, address],
    );
    const read = (a: string): Counter => {
      const row = rows.find((r) => r.address === a);
      if (!row) throw new Error("login_throttle row missing after insert");
      return {
        failures: row.failures,
        windowStartedAt: new Date(row.window_started_at),
        lastAttemptAt: new Date(row.last_attempt_at),
      };
    };
    const pair = restartIfEnded(read(address), PAIR.windowSeconds, now);
    const spread = restartIfEnded(read(EVERY_ADDRESS), SPREAD.windowSeconds, now);
    const wait = Math.max(pairWait(pair, now), spreadWait(spread, now));
    if (wait > 0) return { allowed: false, retryAfterSeconds: Math.ceil(wait) };
    for (const [a, counter] of [
      [address, pair],
      [EVERY_ADDRESS, spread],
    ] as const) {
      await tx.query(
        `update login_throttle set failures = $3, window_started_at = $4, last_attempt_at = $5
          where login_key = $1 and address = $2`,
        [key, a, counter.failures + 1, counter.windowStartedAt, now],
      );
    }
    return { allowed: true };
  });
}

/** A successful sign-in: its pair starts again, and its attempt no longer counts across addresses. */
export async function attemptSucceeded(db: Database, loginId: string, address: string): Promise<void> {
  const key = throttleKey(loginId);
  await db.query("delete from login_throttle where login_key = $1 and address = $2", [key, address]);
  await db.query(
    "update login_throttle set failures = greatest(failures - 1, 0) where login_key = $1 and address = $2",
    [key, EVERY_ADDRESS],
  );
}

/** A counter whose window has ended starts again from nothing. */
function restartIfEnded(counter: Counter, windowSeconds: number, now: Date): Counter {
  const ended = now.getTime() - counter.windowStartedAt.getTime() >= windowSeconds * 1000;
  return ended ? { failures: 0, windowStartedAt: now, lastAttemptAt: counter.lastAttemptAt } : counter;
}

/** Seconds until this address may try this login ID again: none until the window's failures are spent. */
function pairWait(pair: Counter, now: Date): number {
  if (pair.failures < PAIR.failures) return 0;
  return (pair.windowStartedAt.getTime() + PAIR.windowSeconds * 1000 - now.getTime()) / 1000;
}

/** Seconds until anyone may try this login ID again: 2^k after the last attempt, k the failures over the allowance. */
export function spreadDelaySeconds(failures: number): number {
  if (failures < SPREAD.failures) return 0;
  return Math.min(2 ** (failures - SPREAD.failures), SPREAD.maxDelaySeconds);
}

function spreadWait(spread: Counter, now: Date): number {
  const delay = spreadDelaySeconds(spread.failures);
  if (!delay) return 0;
  return (spread.lastAttemptAt.getTime() + delay * 1000 - now.getTime()) / 1000;
}

/** The 429's sentence, with the wait in the unit a person reads best. */
export function tooManyAttempts(retryAfterSeconds: number): string {
  const wait =
    retryAfterSeconds >= 60
      ? `${Math.ceil(retryAfterSeconds / 60)} minute${retryAfterSeconds > 60 ? "s" : ""}`
      : `${retryAfterSeconds} second${retryAfterSeconds === 1 ? "" : "s"}`;
  return `Too many failed attempts. Please wait ${wait} and try again.`;
}
