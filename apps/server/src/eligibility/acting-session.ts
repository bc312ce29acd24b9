import { isInternalUser } from "@epr/domain";
import {
  type AdminRow,
  adminViewOf,
  type GroupRow,
  groupEntitlements,
  parseEntitlements,
  type SessionContext,
} from "../auth/sessions.js";
import type { Queryable } from "../db/database.js";
import { jsonColumn } from "../db/json-column.js";

/**
 * The administrator who started an import, as a job acts for them: their rights in the client as
 * they are NOW (read again at every run, like a session's), never as they were when the file was
 * uploaded, so an entitlement taken away meanwhile holds for the rows not yet applied. Null when
 * the account is disabled or no longer administers the client: the job then changes nothing.
 * Internal staff hold every group View, as their session does (auth/sessions.ts).
 */
export async function actingSession(
  db: Queryable,
  adminId: number,
  clientId: number,
): Promise<(SessionContext & { clientId: number }) | null> {
  const { rows } = await db.query<
    AdminRow & {
      client_number: string;
      client_name: string;
      brand_code: string;
      client_status: "active" | "cancelled";
      aso: boolean;
      administered: boolean;
      groups: GroupRow[] | string;
    }
  >(
    `select a.login_id, a.first_name, a.last_name, a.email, a.company, a.role, a.entitlements,
            c.client_number, c.name as client_name, c.brand_code, c.status as client_status, c.aso,
            exists (select 1 from admin_clients m where m.admin_id = a.id and m.client_id = c.id) as administered,
            coalesce((select json_agg(json_build_object('g', g.group_number, 'd', e.employee_data,
                                                        's', e.spending_account) order by g.group_number)
                        from groups g
                        left join admin_group_entitlements e on e.group_number = g.group_number and e.admin_id = a.id
                       where g.client_id = c.id), '[]'::json) as groups
       from plan_admins a, clients c
      where a.id = $1 and c.id = $2 and a.disabled_at is null`,
    [adminId, clientId],
  );
  const row = rows[0];
  if (!row) return null;
  const internal = isInternalUser(row.role);
  if (!row.administered && !internal) return null;
  const groups = jsonColumn(row.groups) as GroupRow[];
  const never = new Date(0).toISOString();
  return {
    tokenHash: "",
    adminId,
    clientId,
    factorPending: false,
    passwordChangeRequired: false,
    view: {
      admin: adminViewOf(row, internal),
      employer: {
        clientNumber: row.client_number,
        clientName: row.client_name,
        brandCode: row.brand_code,
        status: row.client_status,
        aso: Boolean(row.aso),
      },
      brandCode: row.brand_code,
      entitlements: parseEntitlements(row.entitlements),
      groups: groupEntitlements(groups, internal),
      idleExpiresAt: never,
      expiresAt: never,
    },
  };
}
