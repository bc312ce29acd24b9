import { ownActivityQuerySchema, ownActivityResponseSchema } from "@epr/contract";
import { activityOf, OWN_ACTIVITY_PAGE_SIZE, ownActivityActions } from "@epr/domain";
import { GuardedApi, guardedRoute } from "../http/guard.js";
import { json, signInErrors } from "../http/responses.js";
import { requireSession } from "../http/session-middleware.js";

const activityRoute = guardedRoute({
  guard: { policy: "account.activity" },
  method: "get",
  path: "/profile/activity",
  description: `The signed-in administrator's own activity (beyond the spec): their sign-ins, failures, MFA changes and writes from the audit log, newest first, ${OWN_ACTIVITY_PAGE_SIZE} a page; \`before\` is the previous page's \`next\`.`,
  request: { query: ownActivityQuerySchema },
  responses: {
    200: {
      description: "One page of the administrator's activity",
      content: json(ownActivityResponseSchema),
    },
    ...signInErrors,
  },
});

/** The profile's own-activity read: only the session's administrator's rows, never anyone else's. */
export const profileRoutes = new GuardedApi().openapi(activityRoute, async (c) => {
  const session = requireSession(c.get("session"));
  const { before } = c.req.valid("query");
  // Keyset on (admin_id, id) (migration 014): one more row than a page says whether more follow.
  const { rows } = await c.get("deps").db.query<{
    id: string | number;
    action: string;
    subject: string | null;
    at: Date | string;
  }>(
    `select id, action, subject, at from audit_events
      where admin_id = $1 and action = any($2::text[]) and ($3::bigint is null or id < $3::bigint)
      order by id desc limit $4`,
    [session.adminId, ownActivityActions, before ?? null, OWN_ACTIVITY_PAGE_SIZE + 1],
  );
  const page = rows.slice(0, OWN_ACTIVITY_PAGE_SIZE).flatMap((row) => {
    const entry = activityOf(row.action);
    return entry
      ? [
          {
            id: String(row.id),
            at: new Date(row.at).toISOString(),
            action: row.action,
            ...entry,
            record: row.subject,
          },
        ]
      : [];
  });
  const last = page.at(-1);
  return c.json(
    rows.length > OWN_ACTIVITY_PAGE_SIZE && last ? { rows: page, next: last.id } : { rows: page },
    200,
  );
});
