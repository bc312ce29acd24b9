import { createHash } from "node:crypto";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { Database, Queryable } from "../db/database.js";

/**
 * The sign-in throttle (the spec names none, these numbers are ours). Failures are
 * counted by login ID whether or not it exists, so the answers never tell which IDs do. No
 * counter that others' failures fill can refuse the owner for longer than one fixed window of
 * their own address:
 * - lockout, per login ID and client address together: `PAIR.failures` in `PAIR.windowSeconds`
 *   (the window starts at its first attempt; later failures do not move it), then 429 until that
 *   window ends — one address guessing is stopped;
 * - slowing, per login ID across every address: past `SPREAD.failures` in `SPREAD.windowSeconds`
 *   (fixed from its first attempt likewise), each attempt's answer is held 2^k seconds, k the
 *   failures over the allowance, never more than `SPREAD.maxHoldSeconds` — and never refused:
 *   the owner's right password always gets in, at worst that many seconds late, however many
 *   addresses guess;
 * - spraying, per client address across login IDs: once `SPRAY.logins` different login IDs have
 *   failed from one address in `SPRAY.windowSeconds`, any further login ID from it is refused
 *   (429) until the oldest of them is that old.
 * An attempt is counted before its password is verified (a row lock makes reserve-and-count one
 * step), so parallel guesses cannot slip past the count; a success gives its attempt back.
 */
export const PAIR = { failures: 5, windowSeconds: 15 * 60 } as const;
export const SPREAD = { failures: 10, windowSeconds: 60 * 60, maxHoldSeconds: 8 } as const;
export const SPRAY = { logins: 20, windowSeconds: 15 * 60 } as const;

/** The row of the login ID across every address. */
const EVERY_ADDRESS = "*";
/** When the request came through no socket (tests call the app directly). */
const NO_SOCKET = "local";

interface Counter {
  failures: number;
  windowStartedAt: Date;
  lastAttemptAt: Date;
}

/** Allowed (its answer held `holdSeconds` first), or refused with the wait. */
export type Reservation =
  | { allowed: true; holdSeconds: number }
  | { allowed: false; retryAfterSeconds: number };

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

/** Counts an attempt of `loginId` from `address` if its address allows one; otherwise says how long to wait. */
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
  return db.transaction(async (tx): Promise<Reservation> => {
    // One address at a time, so parallel attempts at many login IDs cannot pass the spray count.
    await tx.query("select pg_advisory_xact_lock(hashtext($1))", [`login-throttle:${address}`]);
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
    const wait = Math.max(pairWait(pair, now), await sprayWait(tx, key, address, now));
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
    return { allowed: true, holdSeconds: spreadHoldSeconds(spread.failures) };
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

/** Holds an attempt's answer as the reservation says (tests bring a `sleep` that records instead). */
export async function holdAnswer(
  deps: { sleep?: (ms: number) => Promise<void> },
  reservation: { holdSeconds: number },
): Promise<void> {
  if (reservation.holdSeconds <= 0) return;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  await sleep(reservation.holdSeconds * 1000);
}

/** How long an attempt's answer is held once the login ID's allowance across addresses is spent: 2^k seconds, capped. */
export function spreadHoldSeconds(failures: number): number {
  if (failures < SPREAD.failures) return 0;
  return Math.min(2 ** (failures - SPREAD.failures), SPREAD.maxHoldSeconds);
}

/**
 * Seconds until this address may try a login ID it has not failed yet: none until `SPRAY.logins`
 * other login IDs failed from it in the window, then until the newest `SPRAY.logins`-th is that old.
 */
async function sprayWait(tx: Queryable, key: string, address: string, now: Date): Promise<number> {
  const { rows } = await tx.query<{ last_attempt_at: Date | string }>(
    `select last_attempt_at from login_throttle
      where address = $1 and login_key <> $2 and failures > 0 and last_attempt_at > $3
      order by last_attempt_at desc offset $4 limit 1`,
    [address, key, new Date(now.getTime() - SPRAY.windowSeconds * 1000), SPRAY.logins - 1],
  );
  const row = rows[0];
  if (!row) return 0;
  return Math.max(
    1,
    (new Date(row.last_attempt_at).getTime() + SPRAY.windowSeconds * 1000 - now.getTime()) / 1000,
  );
}

/** The 429's sentence, with the wait in the unit a person reads best. */
export function tooManyAttempts(retryAfterSeconds: number): string {
  return `Too many failed attempts. Please wait ${waitPhrase(retryAfterSeconds)} and try again.`;
}

/** A wait in the unit a person reads best: "45 seconds", "1 minute", "15 minutes". */
export function waitPhrase(retryAfterSeconds: number): string {
  return retryAfterSeconds >= 60
    ? `${Math.ceil(retryAfterSeconds / 60)} minute${retryAfterSeconds > 60 ? "s" : ""}`
    : `${retryAfterSeconds} second${retryAfterSeconds === 1 ? "" : "s"}`;
}
