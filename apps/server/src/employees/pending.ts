import { type PendingCheckResponse, pendingCheckResponseSchema, umiParamSchema } from "@epr/contract";
import { NO_PENDING_ENROLLMENT_CODE } from "@epr/domain";
import { hasPendingTransaction } from "../enrollment-submit/lookups.js";
import { HttpError } from "../http/errors.js";
import { enforce, GuardedApi, guardedRoute } from "../http/guard.js";
import { errorAnswer, json, refusalCodes, standardErrors } from "../http/responses.js";
import { requireSession } from "../http/session-middleware.js";
import { mayModifyEmployee, policyMessages } from "../policy/index.js";

/**
 * The edit entry's pending-transaction check (enrollment.md §4 Edit entry) for an existing
 * employee, named by umi: the portal holds only the masked SSN, so the server looks the subscriber's
 * SSN hash up itself. A POST like the add flow's check by SSN; asked only before a change, so it
 * takes the modify policy (a view-only login has nothing to check).
 */
const pendingRoute = guardedRoute({
  guard: { policy: "employee.modify" },
  method: "post",
  path: "/employees/{umi}/pending-check",
  request: { params: umiParamSchema },
  responses: {
    200: {
      description: "Whether a transaction is pending; none pending carries return code 100231",
      content: json(pendingCheckResponseSchema),
    },
    400: errorAnswer("Malformed member ID", ["invalid_request"]),
    401: standardErrors[401],
    403: errorAnswer("May not modify any group of the employee", refusalCodes),
    404: errorAnswer("No such employee", ["not_found"]),
  },
});

export const employeePendingRoutes = new GuardedApi().openapi(pendingRoute, async (c) => {
  const session = requireSession(c.get("session"));
  const umi = c.req.valid("param").umi.toUpperCase();
  const { db } = c.get("deps");
  const { rows } = await db.query<{ client_id: number; ssn_hash: string; groups: string[] | null }>(
    `select e.client_id, e.ssn_hash,
            (select array_agg(g.group_number order by g.group_number) from employee_groups g where g.umi = e.umi) as groups
       from employees e where e.umi = $1`,
    [umi],
  );
  const row = rows[0];
  enforce(
    mayModifyEmployee(session, row ? { clientId: row.client_id, groupNumbers: row.groups ?? [] } : null),
  );
  if (!row) throw new HttpError(404, policyMessages.employeeNotFound, "not_found");
  const pending = await hasPendingTransaction(db, row.client_id, row.ssn_hash);
  // Typed here: inferred inside the chained routes' types, the literal code widened to string.
  const answer: PendingCheckResponse = pending
    ? { pending }
    : { pending, returnCode: NO_PENDING_ENROLLMENT_CODE };
  return c.json(answer, 200);
});
