import {
  type HistoryKindPath,
  historyKindPaths,
  historyParamSchema,
  historyQuerySchema,
  historyResponseSchema,
} from "@epr/contract";
import { audit } from "../http/audit.js";
import { HttpError } from "../http/errors.js";
import { enforce, GuardedApi, guardedRoute } from "../http/guard.js";
import { readsGroup } from "../http/references.js";
import { errorAnswer, json, standardErrors } from "../http/responses.js";
import { requireSession } from "../http/session-middleware.js";
import {
  mayReadEmployee,
  mayReadEmployeeGroup,
  policyMessages,
  readableGroupNumbers,
} from "../policy/index.js";
import { decodeHistoryCursor, readHistoryPage } from "./read.js";
import type { HistoryKind } from "./record.js";

/** The table's kind for each service path (enrollment.md §7 History). */
const kindOf: Record<HistoryKindPath, HistoryKind> = {
  cob: "cob",
  plan: "plan",
  pcp: "pcp",
  "report-code": "report_code",
};

/** The spec's service name each route stands for (enrollment.md §7). */
const serviceOf: Record<HistoryKindPath, string> = {
  cob: "memberCOBHistory: other insurance and Medicare",
  plan: "memberPlanHistory: plan coverage",
  pcp: "memberPCPHistory: primary care provider",
  "report-code": "memberReportCodeHistory: report codes",
};

const historyRoute = (path: HistoryKindPath) =>
  guardedRoute({
    guard: { policy: "employee.read", references: { "query.groupNumber": readsGroup } },
    method: "get",
    path: `/employees/{umi}/history/${path}`,
    description: `${serviceOf[path]} history of one employee, newest first, one page at a time.`,
    request: { params: historyParamSchema, query: historyQuerySchema },
    responses: {
      200: { description: "One page of history records", content: json(historyResponseSchema) },
      ...standardErrors,
      404: errorAnswer("No such employee, or no such group of theirs", ["not_found"]),
    },
  });

/**
 * The four history services (enrollment.md §7 History), read-only: for an administrator who may
 * read the employee and the group asked for (policy/records.ts mayReadEmployeeGroup). Without a
 * group, every group of the employee this administrator may read.
 */
export const historyRoutes = historyKindPaths.reduce(
  (api, path) =>
    api.openapi(historyRoute(path), async (c) => {
      const session = requireSession(c.get("session"));
      const { umi: rawUmi } = c.req.valid("param");
      const query = c.req.valid("query");
      const umi = rawUmi.toUpperCase();
      const after = decodeHistoryCursor(query.after);
      const { db } = c.get("deps");
      const employee = await db.query<{ client_id: number }>(
        "select client_id from employees where umi = $1",
        [umi],
      );
      const groups = await db.query<{ group_number: string }>(
        "select group_number from employee_groups where umi = $1 order by group_number",
        [umi],
      );
      const row = employee.rows[0];
      const subject = row
        ? { clientId: row.client_id, groupNumbers: groups.rows.map((g) => g.group_number) }
        : null;
      enforce(
        query.groupNumber === undefined
          ? mayReadEmployee(session, subject)
          : mayReadEmployeeGroup(session, subject, query.groupNumber),
      );
      if (!subject) throw new HttpError(404, policyMessages.employeeNotFound, "not_found");
      const readable = new Set(readableGroupNumbers(session));
      const groupNumbers =
        query.groupNumber === undefined
          ? subject.groupNumbers.filter((g) => readable.has(g))
          : [query.groupNumber];
      const page = await readHistoryPage(db, { umi, kind: kindOf[path], groupNumbers }, query.limit, after);
      // Views of personal data are audited (DESIGN.md), as the summary's are.
      await audit(db, session.adminId, `employee.history.${kindOf[path]}.view`, umi, {
        groupNumber: query.groupNumber ?? null,
      });
      return c.json(
        {
          payload: page.rows.map((r) => ({
            id: r.id,
            groupId: r.group_number,
            // Microseconds cut to milliseconds: what a JavaScript date holds.
            when: `${r.changed_at.slice(0, 23)}Z`,
            who: r.admin_name,
            memberName: r.member_name,
            memberKey: r.member_key,
            transactionType: r.transaction_type,
            before: r.before ?? null,
            after: r.after ?? null,
          })),
          next: page.next,
        },
        200,
      );
    }),
  new GuardedApi(),
);
