import { createHash, randomBytes } from "node:crypto";
import type { GroupEntitlement, Session } from "@epr/contract";
import {
  type Entitlements,
  entitlementsSchema,
  isInternalUser,
  isMultiClientAdmin,
  isViewOnlyAdmin,
} from "@epr/domain";
import { UNWATCHED } from "../db/changes.js";
import type { Queryable } from "../db/database.js";
import type { SessionCache } from "./session-cache.js";

export const SESSION_COOKIE = "epr_session";

/** The session as handlers use it: the wire shape plus the ids the queries need. */
export interface SessionContext {
  tokenHash: string;
  adminId: number;
  clientId: number | null;
  /**
   * Signed in with the password only, the administrator's MFA factor not yet given:
   * such a session is no session to any route but the passcode step (http/session-middleware.ts).
   */
  factorPending: boolean;
  /**
   * Signed in with a temporary password (session-and-admin.md §4 Password step): such a session is
   * no session to any route but the password change (http/session-middleware.ts).
   */
  passwordChangeRequired: boolean;
  view: Session;
}

/** What the sessions table keeps of a cookie's token. */
export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** The absolute lifetime when the caller names none: 12 hours (the spec names none; ours). */
export const DEFAULT_SESSION_ABSOLUTE_MINUTES = 12 * 60;

/** Starts a session and returns the cookie's token; only its hash is stored. */
export async function createSession(
  db: Queryable,
  adminId: number,
  clientId: number | null,
  idleSeconds: number,
  options: {
    factorPending?: boolean;
    /** The server's clock (deps.now), so tests move time instead of waiting. */
    now?: Date;
  } = {},
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const now = options.now ?? new Date();
  await db.query(
    `insert into sessions (token_hash, admin_id, client_id, created_at, expires_at, factor_pending)
     values ($1, $2, $3, $6, $6::timestamptz + make_interval(secs => $4::double precision), $5)`,
    [tokenHash(token), adminId, clientId, idleSeconds, options.factorPending ?? false, now],
  );
  return token;
}

/**
 * Deletes the sessions past their idle or absolute end (expired sessions are purged).
 * Called at every sign-in (session/routes.ts), so the table holds little more than live sessions
 * without a timer of its own; the expiry index (migration 015) keeps it cheap. Returns how many.
 */
export async function purgeExpiredSessions(
  db: Queryable,
  now: Date,
  absoluteMinutes: number = DEFAULT_SESSION_ABSOLUTE_MINUTES,
): Promise<number> {
  const { rows } = await db.query(
    `delete from sessions
      where expires_at <= $1 or created_at <= $1::timestamptz - make_interval(mins => $2)
      returning admin_id`,
    [now, absoluteMinutes],
  );
  return rows.length;
}

export async function destroySession(db: Queryable, token: string): Promise<void> {
  await db.query("delete from sessions where token_hash = $1", [tokenHash(token)]);
}

/**
 * Replaces a session's token, keeping what it holds (against session fixation: the token is new
 * at sign-in and at every change of privilege: client chosen, password changed, MFA passed).
 * Returns the new cookie token, or null when the old one is unknown.
 */
export async function rotateSession(
  db: Queryable,
  oldTokenHash: string,
  changes: { clientId?: number | null; factorPending?: boolean } = {},
): Promise<string | null> {
  const token = randomBytes(32).toString("base64url");
  const { rows } = await db.query(
    `update sessions
        set token_hash = $2,
            client_id = case when $3 then $4::integer else client_id end,
            factor_pending = coalesce($5::boolean, factor_pending)
      where token_hash = $1
      returning admin_id`,
    [
      oldTokenHash,
      tokenHash(token),
      "clientId" in changes,
      changes.clientId ?? null,
      changes.factorPending ?? null,
    ],
  );
  return rows.length ? token : null;
}

/**
 * Ends every session of an administrator (a password change or a disabled account ends
 * them all), except the one named, which the caller rotates instead.
 */
export async function endAdminSessions(
  db: Queryable,
  adminId: number,
  exceptTokenHash?: string,
): Promise<number> {
  const { rows } = await db.query(
    "delete from sessions where admin_id = $1 and token_hash is distinct from $2 returning admin_id",
    [adminId, exceptTokenHash ?? null],
  );
  return rows.length;
}

/** An administrator's stored columns a session is made of (a sign-in's, or a job's acting session). */
export interface AdminRow {
  login_id: string;
  first_name: string;
  last_name: string;
  email: string;
  company: string;
  role: string;
  entitlements: unknown;
}

interface SessionRow extends AdminRow {
  token_hash: string;
  admin_id: number;
  client_id: number | null;
  client_number: string | null;
  client_name: string | null;
  brand_code: string | null;
  client_status: "active" | "cancelled" | null;
  aso: boolean | null;
  conditions_accepted: boolean;
  /** Whether the session's client is still one of the administrator's (admin_clients). */
  client_administered: boolean;
  factor_pending: boolean;
  expires_at: Date | string;
  absolute_end: Date | string;
  temporary_password: boolean;
  /** Every group of the session's client with this administrator's entitlement in it, if any. */
  groups: GroupRow[];
  /**
   * The entitlements and groups as the session gives them, made once per read: the session cache's
   * hits share them, so they are frozen (nothing may change a session's entitlements in place).
   */
  parsed?: { entitlements: Entitlements; groups: GroupEntitlement[] };
}

/** A group of the session's client as the session query aggregates it (short keys: it is JSON). */
export interface GroupRow {
  /** group number */
  g: string;
  /** Employee Data entitlement; null when the administrator has none in the group. */
  d: GroupEntitlement["employeeData"] | null;
  /** Spending Account entitlement; null as above. */
  s: GroupEntitlement["spendingAccount"] | null;
}

/** How {@link loadSession} reads a session beyond its token. */
export interface LoadSessionOptions {
  /** The server's clock (deps.now); the real one by default. */
  now?: Date;
  /**
   * A background refresh (the portal's polling, header `X-Background: 1`): it reads the session
   * but is no activity, so the idle end does not move (a page left open must still time out).
   */
  background?: boolean;
  /** The absolute lifetime from sign-in, whatever the activity: 12 hours by default. */
  absoluteMinutes?: number;
  /** Sessions as read a moment ago (auth/session-cache.ts); without it every call reads. */
  cache?: SessionCache<CachedSession> | undefined;
}

/**
 * The session, its administrator, client and group entitlements in ONE statement (every call pays
 * for it) on the primary, kept a few seconds by the session cache
 * (auth/session-cache.ts), whose copies end at once on every server when any row this reads
 * changes: a sign-out, a password change (it ends the sessions), a disabled account or a changed
 * entitlement holds on the next call.
 *
 * The groups come as the administrator's entitlements in the client's groups, read by the
 * entitlements' key, so the statement's cost follows what the administrator holds, not how many
 * groups the client has. Internal staff read every group of the client (`isInternalUser` from
 * @epr/domain decides, so that rule stays in one place): for them, and only them, a second statement.
 *
 * The slide of the idle end is a second statement, written at most once a minute per session
 * (`slideDue`): folded in as a data-modifying CTE it made EVERY call slower (the CTE is
 * materialised and planned as a write; bench/session.mjs, measured in docs/benchmarks.md) to save a round
 * trip that one call a minute pays. $1 token hash, $2 now, $3 absolute minutes.
 */
const SESSION_SQL = `
  select s.token_hash, s.admin_id, s.client_id, a.login_id, a.first_name, a.last_name, a.email, a.company,
         a.role, a.entitlements, c.client_number, c.name as client_name, c.brand_code,
         c.status as client_status, c.aso, s.factor_pending, s.expires_at, a.temporary_password,
         -- A cancelled client's conditions (session-and-admin.md §4): accepted by this administrator.
         exists (select 1 from client_condition_acceptances k
                  where k.admin_id = s.admin_id and k.client_id = s.client_id) as conditions_accepted,
         -- The client is still the administrator's: one removed from it (admin_clients) no longer
         -- acts for it on the next call (internal staff choose any client and hold none).
         exists (select 1 from admin_clients m
                  where m.admin_id = s.admin_id and m.client_id = s.client_id) as client_administered,
         s.created_at + make_interval(mins => $3) as absolute_end,
         coalesce((select json_agg(json_build_object('g', g.group_number, 'd', e.employee_data,
                                                     's', e.spending_account)
                                   order by g.group_number)
                     from admin_group_entitlements e
                     join groups g on g.group_number = e.group_number
                    where e.admin_id = s.admin_id and g.client_id = s.client_id), '[]'::json) as groups
    from sessions s
    join plan_admins a on a.id = s.admin_id
    left join clients c on c.id = s.client_id
   where s.token_hash = $1 and s.expires_at > $2
     and s.created_at + make_interval(mins => $3) > $2
     -- A disabled account's sessions end with it; this also covers a session begun
     -- while the account was being disabled.
     and a.disabled_at is null`;

/**
 * A session whose client was taken from its administrator (admin_clients) acts for no client, as
 * before a client is chosen: the administrator chooses one of theirs again.
 */
const withoutClient = {
  client_id: null,
  client_number: null,
  client_name: null,
  brand_code: null,
  client_status: null,
  aso: null,
  conditions_accepted: false,
  groups: [],
} satisfies Partial<SessionRow>;

/** What the session cache keeps of a session: its row as read, the internal staff's groups in it. */
export type CachedSession = SessionRow;

/**
 * Whether the idle end is due to move: at most once a minute (once a tenth of the idle time when
 * that is shorter), never for a background refresh, never past the absolute end, and not for a
 * factor-pending session, which lasts as long as its code however it is used.
 */
function slideDue(
  row: SessionRow,
  now: Date,
  idleSeconds: number,
  background: boolean,
  idleEnd: Date,
  absoluteEnd: Date,
): boolean {
  if (row.factor_pending || background) return false;
  const offBy = Math.abs((idleEnd.getTime() - now.getTime()) / 1_000 - idleSeconds);
  return offBy > Math.min(60, idleSeconds / 10) && idleEnd < absoluteEnd;
}

/**
 * Loads a live session by its cookie token and slides its idle end (unless the call is a
 * background refresh); null when unknown, idle too long or past its absolute lifetime.
 * NIST SP 800-63B AAL2 reauthentication: 30 minutes idle (given in seconds), 12 hours in all (config.ts).
 * From the session cache when it holds a copy (its ends checked against `now` here, and a copy
 * past them read again: another server may have slid it), else one statement on the primary
 * (SESSION_SQL; internal staff one more for the client's groups); one more when the idle end
 * slides. Never from a replica, which could miss a sign-out.
 */
export async function loadSession(
  db: Queryable,
  token: string,
  idleSeconds: number,
  pinnedBrand: string | undefined,
  options: LoadSessionOptions = {},
): Promise<SessionContext | null> {
  const hash = tokenHash(token);
  const now = options.now ?? new Date();
  const absoluteMinutes = options.absoluteMinutes ?? DEFAULT_SESSION_ABSOLUTE_MINUTES;
  const { cache } = options;
  let row = cache?.get(hash);
  if (row && !(new Date(row.expires_at) > now && new Date(row.absolute_end) > now)) row = undefined;
  if (!row) {
    const generation = cache?.generation ?? 0;
    const read = (await db.query<SessionRow>(SESSION_SQL, [hash, now, absoluteMinutes])).rows[0];
    if (!read) return null;
    if (read.client_id !== null && !read.client_administered && !isInternalUser(read.role))
      Object.assign(read, withoutClient);
    if (isInternalUser(read.role) && read.client_id) {
      const { rows } = await db.query<{ g: string }>(
        "select group_number as g from groups where client_id = $1 order by group_number",
        [read.client_id],
      );
      read.groups = rows.map((r) => ({ g: r.g, d: null, s: null }));
    }
    cache?.set(hash, read, generation);
    row = read;
  }
  const internal = isInternalUser(row.role);
  const absoluteEnd = new Date(row.absolute_end);
  let idleEnd = new Date(row.expires_at);
  if (slideDue(row, now, idleSeconds, options.background ?? false, idleEnd, absoluteEnd)) {
    // Never past the absolute end: the idle end is then the session's end.
    idleEnd = new Date(Math.min(now.getTime() + idleSeconds * 1_000, absoluteEnd.getTime()));
    // Unwatched: no other copy needs to end for it (a copy behind it is read again at its old end).
    await db.query(`update sessions set expires_at = $2 where token_hash = $1 ${UNWATCHED}`, [hash, idleEnd]);
    row.expires_at = idleEnd;
  }
  row.parsed ??= {
    entitlements: deepFreeze(parseEntitlements(row.entitlements)),
    groups: deepFreeze(groupEntitlements(row.groups, internal)),
  };
  return {
    tokenHash: hash,
    adminId: row.admin_id,
    clientId: row.client_id,
    factorPending: row.factor_pending,
    passwordChangeRequired: row.temporary_password,
    view: {
      admin: adminViewOf(row, internal),
      employer:
        row.client_number && row.client_name && row.brand_code && row.client_status
          ? {
              clientNumber: row.client_number,
              clientName: row.client_name,
              brandCode: row.brand_code,
              status: row.client_status,
              aso: Boolean(row.aso),
              ...(row.client_status === "cancelled" ? { conditionsAccepted: row.conditions_accepted } : {}),
            }
          : null,
      brandCode: pinnedBrand ?? row.brand_code ?? "default",
      entitlements: row.parsed.entitlements,
      groups: row.parsed.groups,
      idleExpiresAt: idleEnd.toISOString(),
      expiresAt: absoluteEnd.toISOString(),
      ...(row.temporary_password ? { passwordChangeRequired: true } : {}),
    },
  };
}

/** Freezes a value and everything in it (plain objects and arrays). */
/** The administrator as a session shows it, from their stored row (a sign-in's or a job's acting session). */
export function adminViewOf(row: Omit<AdminRow, "entitlements">, internal: boolean): Session["admin"] {
  return {
    loginId: row.login_id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    company: row.company,
    role: row.role,
    viewOnly: isViewOnlyAdmin(row.login_id),
    multiClient: isMultiClientAdmin(row.role),
    internal,
  };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** Stored entitlements; anything unreadable grants nothing. */
export function parseEntitlements(raw: unknown): Entitlements {
  const parsed = entitlementsSchema.safeParse(raw);
  return parsed.success ? parsed.data : entitlementsSchema.parse({});
}

/**
 * The session's groups from the client's groups (sorted by number). Internal staff logged in as an
 * employer (session-and-admin.md §6) see every group of it and change none: Employee Data View, no
 * spending account (our choice; the spec is silent). Anyone else holds the groups they have an
 * entitlement in, as stored.
 */
export function groupEntitlements(rows: GroupRow[], internal: boolean): GroupEntitlement[] {
  if (internal) return rows.map((r) => ({ groupNumber: r.g, employeeData: "View", spendingAccount: "N/A" }));
  return rows.flatMap((r) =>
    r.d && r.s ? [{ groupNumber: r.g, employeeData: r.d, spendingAccount: r.s }] : [],
  );
}
