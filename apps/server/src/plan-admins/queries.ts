import { randomBytes, randomInt } from "node:crypto";
import type { PlanAdminDetail, PlanAdminSummary } from "@epr/contract";
import {
  type Entitlements,
  entitlementsSchema,
  GROUP_ENTITLEMENTS_PAGE_SIZE,
  type GroupEntitlementValue,
  meetsPasswordPolicy,
  userEntitlementsOf,
} from "@epr/domain";
import type { Queryable } from "../db/database.js";
import { jsonColumn } from "../db/json-column.js";
import { isSharedPlanAdmin, type PlanAdminSubject } from "../policy/index.js";

/** An administrator row as the routes need it. */
export interface PlanAdminRow extends PlanAdminSubject {
  loginId: string;
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  entitlements: Entitlements;
  disabled: boolean;
  temporaryPassword: boolean;
}

/** Stored entitlements; anything unreadable grants nothing (as auth/sessions.ts reads them). */
export function parseEntitlements(raw: unknown): Entitlements {
  const parsed = entitlementsSchema.safeParse(jsonColumn(raw));
  return parsed.success ? parsed.data : entitlementsSchema.parse({});
}

/** One administrator by login ID (case-insensitive, as sign-in compares it), with their clients. */
export async function findPlanAdmin(db: Queryable, loginId: string): Promise<PlanAdminRow | null> {
  const { rows } = await db.query<{
    id: number;
    login_id: string;
    first_name: string;
    last_name: string;
    email: string;
    company: string;
    entitlements: unknown;
    disabled: boolean;
    temporary_password: boolean;
    role: string;
  }>(
    `select id, login_id, first_name, last_name, email, company, entitlements,
            disabled_at is not null as disabled, temporary_password, role
       from plan_admins where lower(login_id) = lower($1)`,
    [loginId],
  );
  const row = rows[0];
  if (!row) return null;
  const clients = await db.query<{ client_id: number }>(
    "select client_id from admin_clients where admin_id = $1 order by client_id",
    [row.id],
  );
  return {
    adminId: row.id,
    clientIds: clients.rows.map((r) => r.client_id),
    role: row.role,
    loginId: row.login_id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    company: row.company,
    entitlements: parseEntitlements(row.entitlements),
    disabled: row.disabled,
    temporaryPassword: row.temporary_password,
  };
}

/**
 * The list row of an administrator. A shared administrator's e-mail is not this client's to read
 * (policy `isSharedPlanAdmin`): it is left out, and `identityManaged` says why.
 */
export function summaryOf(admin: PlanAdminRow): PlanAdminSummary {
  const identityManaged = !isSharedPlanAdmin(admin);
  return {
    loginId: admin.loginId,
    firstName: admin.firstName,
    lastName: admin.lastName,
    ...(identityManaged ? { email: admin.email } : {}),
    superUser: admin.entitlements.superUserRole,
    disabled: admin.disabled,
    temporaryPassword: admin.temporaryPassword,
    identityManaged,
  };
}

/** A page of the client's administrators by login ID, after `after`; one more row says more follow. */
export async function listPlanAdmins(
  db: Queryable,
  clientId: number,
  after: string | undefined,
  pageSize: number,
): Promise<{ admins: PlanAdminSummary[]; next?: string }> {
  const { rows } = await db.query<{
    login_id: string;
    first_name: string;
    last_name: string;
    email: string;
    entitlements: unknown;
    disabled: boolean;
    temporary_password: boolean;
    id: number;
    role: string;
    client_ids: number[];
  }>(
    `select a.login_id, a.first_name, a.last_name, a.email, a.entitlements,
            a.disabled_at is not null as disabled, a.temporary_password, a.id, a.role,
            array(select o.client_id from admin_clients o where o.admin_id = a.id) as client_ids
       from admin_clients ac join plan_admins a on a.id = ac.admin_id
      where ac.client_id = $1 and ($2::text is null or lower(a.login_id) > lower($2))
      order by lower(a.login_id) limit $3`,
    [clientId, after ?? null, pageSize + 1],
  );
  const admins = rows.slice(0, pageSize).map((r) =>
    summaryOf({
      adminId: r.id,
      clientIds: r.client_ids,
      role: r.role,
      loginId: r.login_id,
      firstName: r.first_name,
      lastName: r.last_name,
      email: r.email,
      company: "",
      entitlements: parseEntitlements(r.entitlements),
      disabled: r.disabled,
      temporaryPassword: r.temporary_password,
    }),
  );
  const last = admins.at(-1);
  return rows.length > pageSize && last ? { admins, next: last.loginId } : { admins };
}

/**
 * Every group of the client with what the administrator holds in it (N/A where nothing), sorted by
 * group number, at most the table's 1000 (session-and-admin.md §2, §9).
 */
export async function groupsOf(
  db: Queryable,
  adminId: number,
  clientId: number,
): Promise<PlanAdminDetail["groups"]> {
  const { rows } = await db.query<{
    group_number: string;
    name: string;
    medicare: boolean;
    employee_data: GroupEntitlementValue;
    spending_account: GroupEntitlementValue;
  }>(
    `select g.group_number, g.name, g.medicare,
            coalesce(e.employee_data, 'N/A') as employee_data, coalesce(e.spending_account, 'N/A') as spending_account
       from groups g
       left join admin_group_entitlements e on e.group_number = g.group_number and e.admin_id = $1
      where g.client_id = $2
      order by g.group_number limit $3`,
    [adminId, clientId, GROUP_ENTITLEMENTS_PAGE_SIZE],
  );
  return rows.map((r) => ({
    groupNumber: r.group_number,
    name: r.name,
    medicare: r.medicare,
    employeeData: r.employee_data,
    spendingAccount: r.spending_account,
  }));
}

/** The administrator as the add/edit steps show them, for the chosen client. */
export async function detailOf(
  db: Queryable,
  admin: PlanAdminRow,
  clientId: number,
): Promise<PlanAdminDetail> {
  return {
    ...summaryOf(admin),
    company: admin.company,
    userEntitlements: userEntitlementsOf(admin.entitlements),
    groups: await groupsOf(db, admin.adminId, clientId),
    ucdDental: admin.entitlements.clientQualifiers.ucdDental === true,
    billing: admin.entitlements.ebill,
  };
}

const UPPER = "ABCDEFGHJKLMNPQRSTUVWXYZ";
const LOWER = "abcdefghijkmnpqrstuvwxyz";
const DIGITS = "23456789";
const SPECIALS = "!@#$%&*?";

/**
 * A temporary password for a new administrator: random, meeting the password policy
 * (assist-employees.md §5) so the e-mailed one signs in; it is changed at first sign-in.
 */
export function temporaryPassword(): string {
  const pick = (set: string) => set[randomInt(set.length)] as string;
  for (;;) {
    const body = randomBytes(12).toString("base64url").replace(/[-_]/g, "");
    const candidate = `${pick(UPPER)}${body}${pick(LOWER)}${pick(DIGITS)}${pick(SPECIALS)}`;
    if (meetsPasswordPolicy(candidate)) return candidate;
  }
}
