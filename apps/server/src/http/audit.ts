import type { Queryable } from "../db/database.js";

/** Records who did what to which subject; views of personal data are audited too (DESIGN.md). */
export async function audit(
  db: Queryable,
  adminId: number | null,
  action: string,
  subject: string | null,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await db.query("insert into audit_events (admin_id, action, subject, detail) values ($1, $2, $3, $4)", [
    adminId,
    action,
    subject,
    JSON.stringify(detail),
  ]);
}
