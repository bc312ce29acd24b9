import type { Queryable } from "../db/database.js";
import type { Mailer } from "../mail/mailer.js";

/** The confirmation e-mail's words (session-and-admin.md §4 Cancelled client; the text is ours). */
export const conditionsMail = {
  subject: "Your acceptance of the cancelled client's conditions",
  body: (clientName: string, clientNumber: string, at: Date) =>
    `This confirms that you accepted the conditions of access for the cancelled client ${clientName} (${clientNumber}) on ${at.toISOString()} (UTC).\n\nEnrollment, reports and resources are open to you again.`,
};

/**
 * Records that the administrator accepted a cancelled client's conditions and sends the
 * confirmation e-mail (session-and-admin.md §4: "Accepting posts a confirmation e-mail request,
 * shows an acknowledgement, sets agreed"). Accepting again changes nothing and sends nothing.
 * Returns when it was accepted and whether this call accepted it.
 */
export async function acceptConditions(
  deps: { db: Queryable; mailer: Mailer },
  input: {
    adminId: number;
    clientId: number;
    email: string;
    client: { name: string; number: string };
    now: Date;
  },
): Promise<{ acceptedAt: Date; email: string; accepted: boolean }> {
  const inserted = await deps.db.query<{ accepted_at: Date }>(
    `insert into client_condition_acceptances (admin_id, client_id, accepted_at, confirmation_email)
     values ($1, $2, $3, $4) on conflict (admin_id, client_id) do nothing returning accepted_at`,
    [input.adminId, input.clientId, input.now, input.email],
  );
  if (inserted.rows[0]) {
    await deps.mailer.send({
      to: input.email,
      subject: conditionsMail.subject,
      text: conditionsMail.body(input.client.name, input.client.number, input.now),
    });
    return { acceptedAt: new Date(inserted.rows[0].accepted_at), email: input.email, accepted: true };
  }
  const { rows } = await deps.db.query<{ accepted_at: Date; confirmation_email: string }>(
    "select accepted_at, confirmation_email from client_condition_acceptances where admin_id = $1 and client_id = $2",
    [input.adminId, input.clientId],
  );
  const row = rows[0];
  return {
    acceptedAt: new Date(row?.accepted_at ?? input.now),
    email: row?.confirmation_email ?? input.email,
    accepted: false,
  };
}
