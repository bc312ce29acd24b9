import { createHash, randomBytes } from "node:crypto";
import type { GroupEntitlement, Session } from "@epr/contract";
import { type Entitlements, entitlementsSchema, isMultiClientAdmin, isViewOnlyAdmin } from "@epr/domain";
import type { Queryable } from "../db/database.js";

export const SESSION_COOKIE = "epr_session";

/** The session as handlers use it: the wire shape plus the ids the queries need. */
export interface SessionContext {
  tokenHash: string;
  adminId: number;
  clientId: number | null;
  /**
   * Signed in with the password only, the administrator's MFA factor not yet given (issue 10):
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

/** Starts a session and returns the cookie's token; only its hash is stored. */
export async function createSession(
  db: Queryable,
  adminId: number,
  clientId: number | null,
  idleMinutes: number,
  options: { factorPending?: boolean } = {},
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.query(
    `insert into sessions (token_hash, admin_id, client_id, expires_at, factor_pending)
     values ($1, $2, $3, now() + make_interval(mins => $4), $5)`,
    [tokenHash(token), adminId, clientId, idleMinutes, options.factorPending ?? false],
  );
  return token;
}

export async function destroySession(db: Queryable, token: string): Promise<void> {
  await db.query("delete from sessions where token_hash = $1", [tokenHash(token)]);
}

/**
 * Replaces a session's token, keeping what it holds (session-and-admin.md, issue 10: the token is
 * new at sign-in and at every change of privilege: client chosen, password changed, MFA passed).
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
 * Ends every session of an administrator (issue 10: a password change or a disabled account ends
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

interface SessionRow {
  token_hash: string;
  admin_id: number;
  client_id: number | null;
  login_id: string;
  first_name: string;
  last_name: string;
  email: string;
  company: string;
  role: string;
  entitlements: unknown;
  client_number: string | null;
  client_name: string | null;
  brand_code: string | null;
  client_status: "active" | "cancelled" | null;
  aso: boolean | null;
  factor_pending: boolean;
  temporary_password: boolean;
  slide: boolean;
}

/** Loads a live session by its cookie token and slides its expiry; null when unknown or expired. */
export async function loadSession(
  db: Queryable,
  token: string,
  idleMinutes: number,
  pinnedBrand: string | undefined,
): Promise<SessionContext | null> {
  const hash = tokenHash(token);
  const { rows } = await db.query<SessionRow>(
    `select s.token_hash, s.admin_id, s.client_id, a.login_id, a.first_name, a.last_name, a.email, a.company,
            a.role, a.entitlements, c.client_number, c.name as client_name, c.brand_code,
            c.status as client_status, c.aso, s.factor_pending, a.temporary_password,
            -- A factor-pending session lasts as long as its code, however it is used.
            not s.factor_pending
              and s.expires_at < now() + make_interval(mins => $2) - interval '1 minute' as slide
       from sessions s
       join plan_admins a on a.id = s.admin_id
       left join clients c on c.id = s.client_id
      where s.token_hash = $1 and s.expires_at > now()`,
    [hash, idleMinutes],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.slide) {
    await db.query(
      "update sessions set expires_at = now() + make_interval(mins => $2) where token_hash = $1",
      [hash, idleMinutes],
    );
  }
  const groups = row.client_id ? await loadGroupEntitlements(db, row.admin_id, row.client_id) : [];
  return {
    tokenHash: hash,
    adminId: row.admin_id,
    clientId: row.client_id,
    factorPending: row.factor_pending,
    passwordChangeRequired: row.temporary_password,
    view: {
      admin: {
        loginId: row.login_id,
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
        company: row.company,
        role: row.role,
        viewOnly: isViewOnlyAdmin(row.login_id),
        multiClient: isMultiClientAdmin(row.role),
      },
      employer:
        row.client_number && row.client_name && row.brand_code && row.client_status
          ? {
              clientNumber: row.client_number,
              clientName: row.client_name,
              brandCode: row.brand_code,
              status: row.client_status,
              aso: Boolean(row.aso),
            }
          : null,
      brandCode: pinnedBrand ?? row.brand_code ?? "default",
      entitlements: parseEntitlements(row.entitlements),
      groups,
      ...(row.temporary_password ? { passwordChangeRequired: true } : {}),
    },
  };
}

/** Stored entitlements; anything unreadable grants nothing. */
function parseEntitlements(raw: unknown): Entitlements {
  const parsed = entitlementsSchema.safeParse(raw);
  return parsed.success ? parsed.data : entitlementsSchema.parse({});
}

async function loadGroupEntitlements(
  db: Queryable,
  adminId: number,
  clientId: number,
): Promise<GroupEntitlement[]> {
  const { rows } = await db.query<{ group_number: string; employee_data: string; spending_account: string }>(
    `select e.group_number, e.employee_data, e.spending_account
       from admin_group_entitlements e join groups g on g.group_number = e.group_number
      where e.admin_id = $1 and g.client_id = $2
      order by e.group_number`,
    [adminId, clientId],
  );
  return rows.map((r) => ({
    groupNumber: r.group_number,
    employeeData: r.employee_data as GroupEntitlement["employeeData"],
    spendingAccount: r.spending_account as GroupEntitlement["spendingAccount"],
  }));
}
