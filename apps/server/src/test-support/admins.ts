import { hashPassword } from "../auth/password.js";
import type { Queryable } from "../db/database.js";
import { DEMO_PASSWORD } from "../seed/demo-admins.js";

/**
 * Makes a plan administrator of one client for a test, with the given employee entitlements and
 * the same Employee Data value in every group of the client. Password: the demo password.
 */
export async function createAdmin(
  db: Queryable,
  admin: {
    loginId: string;
    clientNumber: string;
    employees: { view: boolean; edit: boolean };
    groupValue: "View" | "Modify" | "N/A";
    /** Report entitlements (session-and-admin.md §6); default: enrollment, census, wellness and Mede Analytics. */
    reports?: Record<string, boolean>;
    /** The View Claims user permission (assist-employees.md §6); held unless false. */
    viewClaims?: boolean;
  },
): Promise<{ loginId: string; id: number }> {
  const { rows } = await db.query<{ id: number }>(
    `insert into plan_admins (login_id, first_name, last_name, email, role, password_hash, entitlements)
     values ($1, 'Test', 'Admin', $2, 'plan_admin', $3, $4) returning id`,
    [
      admin.loginId,
      `${admin.loginId.toLowerCase()}@example.com`,
      await hashPassword(DEMO_PASSWORD),
      JSON.stringify({
        employees: admin.employees,
        idTheft: true,
        claims: admin.viewClaims ?? true,
        reports: admin.reports ?? {
          enrollment: true,
          CensusReports: true,
          WellnessReports: true,
          medeAnalytics: true,
        },
      }),
    ],
  );
  const id = rows[0]?.id as number;
  await db.query(
    "insert into admin_clients (admin_id, client_id) select $1, id from clients where client_number = $2",
    [id, admin.clientNumber],
  );
  await db.query(
    `insert into admin_group_entitlements (admin_id, group_number, employee_data, spending_account)
     select $1, g.group_number, $3, $3 from groups g join clients c on c.id = g.client_id where c.client_number = $2`,
    [id, admin.clientNumber, admin.groupValue],
  );
  return { loginId: admin.loginId, id };
}
