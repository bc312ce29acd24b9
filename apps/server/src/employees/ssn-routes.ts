import { employeeSsnResponseSchema, umiParamSchema } from "@epr/contract";
import { audit } from "../http/audit.js";
import { HttpError } from "../http/errors.js";
import { enforce, GuardedApi, guardedRoute } from "../http/guard.js";
import { errorAnswer, json, refusalCodes, standardErrors } from "../http/responses.js";
import { requireSession } from "../http/session-middleware.js";
import { mayViewFullSsn, policyMessages } from "../policy/index.js";
import { countSsnLookup, SSN_LOOKUPS } from "./ssn-throttle.js";

/**
 * The subscriber's full SSN for the summary's full-SSN toggle (beyond the spec). A POST, not a GET: every
 * view writes an audit row, so it is not a safe method, and the guard's origin check then keeps
 * another site from making a browser ask for it; nothing in the path is personal (the umi).
 */
const revealSsnRoute = guardedRoute({
  guard: { policy: "employee.ssn" },
  method: "post",
  path: "/employees/{umi}/ssn",
  request: { params: umiParamSchema },
  responses: {
    200: {
      description: "The subscriber's full SSN (never cached)",
      content: json(employeeSsnResponseSchema),
    },
    400: errorAnswer("Malformed member ID", ["invalid_request"]),
    401: standardErrors[401],
    403: errorAnswer("May not modify any group of the employee", refusalCodes),
    404: errorAnswer("No such employee", ["not_found"]),
    429: errorAnswer(
      `More than ${SSN_LOOKUPS.limit} SSN lookups in ${SSN_LOOKUPS.windowSeconds / 60} minutes by this administrator: wait, then try again (Retry-After)`,
      ["too_many_ssn_lookups"],
    ),
  },
});

export const employeeSsnRoutes = new GuardedApi().openapi(revealSsnRoute, async (c) => {
  const session = requireSession(c.get("session"));
  const umi = c.req.valid("param").umi.toUpperCase();
  const { db, vault } = c.get("deps");
  // Each reveal counts against the administrator's SSN lookups (ssn-throttle.ts), refused ones too.
  await countSsnLookup(c, db, session.adminId, "reveal", umi);
  const { rows } = await db.query<{ client_id: number; ssn_encrypted: string; groups: string[] | null }>(
    `select e.client_id, e.ssn_encrypted,
            (select array_agg(g.group_number order by g.group_number) from employee_groups g where g.umi = e.umi) as groups
       from employees e where e.umi = $1`,
    [umi],
  );
  const row = rows[0];
  const decision = mayViewFullSsn(
    session,
    row ? { clientId: row.client_id, groupNumbers: row.groups ?? [] } : null,
  );
  // A refused view of a real employee is audited too; the SSN itself never is (DESIGN.md).
  if (decision && row) await audit(db, session.adminId, "employee.ssn.denied", umi);
  enforce(decision);
  if (!row) throw new HttpError(404, policyMessages.employeeNotFound, "not_found");
  const ssns = JSON.parse(vault.decrypt(row.ssn_encrypted)) as { subscriber: string };
  await audit(db, session.adminId, "employee.ssn.view", umi, { relationship: "subscriber" });
  // app.ts sets no-store on every /api answer; said here too, since this one must never be kept.
  c.header("Cache-Control", "no-store");
  return c.json({ ssn: ssns.subscriber }, 200);
});
