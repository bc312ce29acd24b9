import { z } from "@hono/zod-openapi";
import { assertVersion, enforce, GuardedApi, guardedRoute } from "../http/guard.js";
import { requireSession } from "../http/session-middleware.js";
import { mayModifyEmployee } from "../policy/index.js";

/**
 * A write route for tests only, shaped as the employee write routes to come will be (policy
 * employee.modify, If-Match, Idempotency-Key), so the generated guards show a write row before
 * the first real one exists. It checks everything, then writes one countable row (an audit event
 * "test-probe.write"), so the idempotency tests can show a repeat writes once.
 */
/** The audit action each probe write records. */
export const PROBE_WRITE = "test-probe.write";

export function probeRoutes() {
  const route = guardedRoute({
    guard: { policy: "employee.modify", ifMatch: true, idempotencyKey: true },
    method: "put",
    path: "/test-probe/employees/{umi}",
    request: {
      params: z.object({
        umi: z.string().regex(/^[A-Za-z0-9]{1,20}$/, "A member ID has 1 to 20 letters and digits."),
      }),
      body: {
        required: true,
        content: {
          "application/json": {
            schema: z.object({ note: z.string().max(100, "At most 100 characters.") }),
            example: { note: "probe" },
          },
        },
      },
    },
    responses: { 200: { description: "Would change the employee" } },
  });
  return new GuardedApi().openapi(route, async (c) => {
    const session = requireSession(c.get("session"));
    const { umi } = c.req.valid("param");
    const { rows } = await c.get("deps").db.query<{ client_id: number; version: number; groups: string[] }>(
      `select e.client_id, e.version, array(select g.group_number from employee_groups g where g.umi = e.umi) as groups
         from employees e where e.umi = $1`,
      [umi.toUpperCase()],
    );
    const row = rows[0];
    enforce(mayModifyEmployee(session, row ? { clientId: row.client_id, groupNumbers: row.groups } : null));
    assertVersion(c, row?.version ?? -1);
    const { note } = c.req.valid("json");
    const { db } = c.get("deps");
    const written = await db.query<{ id: string }>(
      "insert into audit_events (admin_id, action, subject, detail) values ($1, $2, $3, $4) returning id",
      [session.adminId, PROBE_WRITE, umi.toUpperCase(), JSON.stringify({ note })],
    );
    return c.json({ ok: true, writeId: Number(written.rows[0]?.id) }, 200);
  });
}
