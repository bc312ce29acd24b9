import {
  apiErrorSchema,
  employeeSearchQuerySchema,
  employeeSearchResponseSchema,
  employeeSummaryResponseSchema,
  INVALID_LIST_ID,
  umiParamSchema,
} from "@epr/contract";
import {
  employeeRecordSchema,
  isGroupModifiable,
  maskMemberId,
  type SearchResult,
  toSearchResults,
} from "@epr/domain";
import { type CleanSearchData, cleanSearchData, searchMessages } from "@epr/forms/schemas";
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { SessionContext } from "../auth/sessions.js";
import type { AppEnv } from "../http/env.js";
import { forbidden, HttpError } from "../http/errors.js";
import { requireSession } from "../http/session-middleware.js";
import { audit } from "./audit.js";

/** Results per page; a further page is announced by `listId`. */
export const SEARCH_PAGE_SIZE = 25;

const json = <T>(schema: T) => ({ "application/json": { schema } });
const errors = {
  400: { description: "Malformed input", content: json(apiErrorSchema) },
  401: { description: "Not signed in", content: json(apiErrorSchema) },
  403: { description: "Not entitled", content: json(apiErrorSchema) },
};

const searchRoute = createRoute({
  method: "get",
  path: "/employees/search",
  request: { query: employeeSearchQuerySchema },
  responses: {
    200: { description: "Matching employees", content: json(employeeSearchResponseSchema) },
    ...errors,
  },
});

const summaryRoute = createRoute({
  method: "get",
  path: "/employees/{umi}",
  request: { params: umiParamSchema },
  responses: {
    200: { description: "The employee record", content: json(employeeSummaryResponseSchema) },
    404: { description: "No such employee", content: json(apiErrorSchema) },
    ...errors,
  },
});

/** The session must act for a client and hold employees.view (enrollment.md §6). */
function employeeViewer(session: SessionContext | null) {
  const s = requireSession(session);
  if (s.clientId === null) throw new HttpError(403, "Please choose a client first.", "no_client");
  if (!s.view.entitlements.employees.view) throw forbidden("You do not have permission to view employees.");
  return { ...s, clientId: s.clientId };
}

/** Keyset cursor over (last name, first name, umi), opaque to the portal. */
const encodeCursor = (key: [string, string, string]) =>
  Buffer.from(JSON.stringify(key)).toString("base64url");
function decodeCursor(listId: string | undefined): [string, string, string] | null {
  if (!listId) return null;
  try {
    const key = JSON.parse(Buffer.from(listId, "base64url").toString("utf8"));
    if (Array.isArray(key) && key.length === 3 && key.every((k) => typeof k === "string")) {
      return key as [string, string, string];
    }
  } catch {
    // fall through to the 400 below
  }
  throw new HttpError(400, INVALID_LIST_ID, "invalid_request");
}

interface SearchRow {
  umi: string;
  first_name: string;
  last_name: string;
  client_assigned_id: string;
  active: string[] | null;
  cancelled: string[] | null;
}

/**
 * The search as SQL with only the conditions asked for, so the planner can use the index of each
 * (last-name prefix, group membership, member ID / client-assigned ID / SSN hash).
 */
function searchSql(
  session: { clientId: number; adminId: number },
  data: CleanSearchData,
  after: [string, string, string] | null,
  lookupHash: (ssn: string) => string,
): [string, unknown[]] {
  const params: unknown[] = [session.clientId, session.adminId];
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = [
    "e.client_id = $1",
    `exists (select 1 from employee_groups x join admin_group_entitlements a on a.group_number = x.group_number
              where x.umi = e.umi and a.admin_id = $2 and a.employee_data <> 'N/A')`,
  ];
  if (data.lastName) {
    where.push(`lower(e.last_name) like ${p(`${data.lastName.toLowerCase().replace(/[\\%_]/g, "\\$&")}%`)}`);
  }
  if (data.groupNumber) {
    where.push(
      `e.umi in (select y.umi from employee_groups y where y.group_number = ${p(data.groupNumber)})`,
    );
  }
  if (data.memberId) {
    where.push(
      `(e.umi = ${p(data.memberId.toUpperCase())} or e.client_assigned_id = ${p(data.memberId.toUpperCase())} or e.ssn_hash = ${p(lookupHash(data.memberId))})`,
    );
  }
  if (after)
    where.push(
      `(lower(e.last_name), lower(e.first_name), e.umi) > (${p(after[0])}, ${p(after[1])}, ${p(after[2])})`,
    );
  const sql = `select e.umi, e.first_name, e.last_name, e.client_assigned_id,
          array_agg(g.group_number) filter (where g.status = 'active') as active,
          array_agg(g.group_number) filter (where g.status = 'cancelled') as cancelled
     from employees e
     join employee_groups g on g.umi = e.umi
    where ${where.join("\n      and ")}
    group by e.umi
    order by lower(e.last_name), lower(e.first_name), e.umi
    limit ${SEARCH_PAGE_SIZE + 1}`;
  return [sql, params];
}

export const employeeRoutes = new OpenAPIHono<AppEnv>()
  .openapi(searchRoute, async (c) => {
    const session = employeeViewer(c.var.session);
    const query = c.req.valid("query");
    const data = cleanSearchData(query);
    if (!data) {
      throw new HttpError(400, searchMessages.atLeastOne, "invalid_request");
    }
    const after = decodeCursor(query.listId);
    const { db, vault } = c.var.deps;
    const { rows } = await db.query<SearchRow>(...searchSql(session, data, after, vault.lookupHash));
    const page = rows.slice(0, SEARCH_PAGE_SIZE);
    const last = page.at(-1);
    const employees: SearchResult[] = toSearchResults(
      page.map((r) => ({
        firstName: r.first_name,
        lastName: r.last_name,
        umi: r.umi,
        clientAssignedId: r.client_assigned_id,
        activeGroupNumbers: r.active ?? [],
        cancelledGroupNumbers: r.cancelled ?? [],
      })),
    );
    const more = rows.length > SEARCH_PAGE_SIZE && last;
    return c.json(
      {
        employees,
        searchData: {
          ...data,
          ...(more
            ? {
                listId: encodeCursor([last.last_name.toLowerCase(), last.first_name.toLowerCase(), last.umi]),
              }
            : {}),
        },
      },
      200,
    );
  })
  .openapi(summaryRoute, async (c) => {
    const session = employeeViewer(c.var.session);
    const { umi } = c.req.valid("param");
    const { db, vault } = c.var.deps;
    const { rows } = await db.query<{
      client_id: number;
      record: unknown;
      ssn_encrypted: string;
      version: number;
    }>("select client_id, record, ssn_encrypted, version from employees where umi = $1", [umi.toUpperCase()]);
    const row = rows[0];
    if (!row) throw new HttpError(404, "We could not find that employee.", "not_found");
    const groups = await db.query<{
      group_number: string;
      name: string;
      status: "active" | "cancelled";
      employee_data: string | null;
    }>(
      `select g.group_number, gr.name, g.status, a.employee_data
         from employee_groups g
         join groups gr on gr.group_number = g.group_number
         left join admin_group_entitlements a on a.group_number = g.group_number and a.admin_id = $2
        where g.umi = $1`,
      [umi.toUpperCase(), session.adminId],
    );
    const entitled = groups.rows.some((g) => g.employee_data === "View" || g.employee_data === "Modify");
    if (row.client_id !== session.clientId || !entitled) {
      await audit(db, session.adminId, "employee.view.denied", umi);
      throw forbidden("You do not have access to this employee's groups.");
    }
    const record = employeeRecordSchema.parse(row.record);
    const ssns = JSON.parse(vault.decrypt(row.ssn_encrypted)) as { subscriber: string; dependents: string[] };
    record.subscriber.ssn = maskMemberId(ssns.subscriber);
    record.dependents.forEach((d, i) => {
      const ssn = ssns.dependents[i];
      d.ssn = ssn ? maskMemberId(ssn) : d.ssn;
    });
    await audit(db, session.adminId, "employee.view", umi);
    return c.json(
      {
        payload: record,
        version: row.version,
        groups: groups.rows.map((g) => ({
          groupNumber: g.group_number,
          groupName: g.name,
          status: g.status,
          // The UCCI list is not modelled yet: no group is in it (enrollment.md §6).
          modifiable: isGroupModifiable({
            employeeData: g.employee_data,
            employeesEdit: session.view.entitlements.employees.edit,
            inUcciList: false,
          }),
        })),
      },
      200,
    );
  });
