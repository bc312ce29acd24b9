import {
  apiErrorSchema,
  employeeSearchRequestSchema,
  employeeSearchResponseSchema,
  employeeSummaryResponseSchema,
  INVALID_LIST_ID,
  umiParamSchema,
} from "@epr/contract";
import { employeeRecordSchema, maskMemberId, type SearchResult, toSearchResults } from "@epr/domain";
import { type CleanSearchData, cleanSearchData, searchMessages } from "@epr/forms/schemas";
import type { SessionContext } from "../auth/sessions.js";
import { HttpError } from "../http/errors.js";
import { enforce, GuardedApi, guardedRoute } from "../http/guard.js";
import { requireSession } from "../http/session-middleware.js";
import { mayModifyGroup, mayReadEmployee, readableGroupNumbers } from "../policy/policy.js";
import { audit } from "./audit.js";

/** Results per page; a further page is announced by `listId`. */
export const SEARCH_PAGE_SIZE = 25;

const json = <T>(schema: T) => ({ "application/json": { schema } });
const errors = {
  400: { description: "Malformed input", content: json(apiErrorSchema) },
  401: { description: "Not signed in", content: json(apiErrorSchema) },
  403: { description: "Not entitled", content: json(apiErrorSchema) },
};

/** A POST, not a GET: the member ID may be an SSN and never goes in a URL (issue 7 §4). */
const searchRoute = guardedRoute({
  guard: { policy: "employees.read" },
  method: "post",
  path: "/employees/search",
  request: {
    body: {
      required: true,
      content: { "application/json": { schema: employeeSearchRequestSchema, example: { lastName: "Lind" } } },
    },
  },
  responses: {
    200: { description: "Matching employees", content: json(employeeSearchResponseSchema) },
    ...errors,
  },
});

const summaryRoute = guardedRoute({
  guard: { policy: "employee.read" },
  method: "get",
  path: "/employees/{umi}",
  request: { params: umiParamSchema },
  responses: {
    200: {
      description: "The employee record; ETag = its version, sent back as If-Match by every write",
      content: json(employeeSummaryResponseSchema),
    },
    404: { description: "No such employee", content: json(apiErrorSchema) },
    ...errors,
  },
});

/** The session of an `employees.read` route: the guard has checked it acts for a client. */
function employeeViewer(session: SessionContext | null) {
  const s = requireSession(session);
  return { ...s, clientId: s.clientId ?? -1 };
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
  session: { clientId: number; readableGroups: string[] },
  data: CleanSearchData,
  after: [string, string, string] | null,
  lookupHash: (ssn: string) => string,
): [string, unknown[]] {
  const params: unknown[] = [session.clientId, session.readableGroups];
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = [
    "e.client_id = $1",
    // Only employees in a group the policy lets this session read.
    "exists (select 1 from employee_groups x where x.umi = e.umi and x.group_number = any($2))",
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

export const employeeRoutes = new GuardedApi()
  .openapi(searchRoute, async (c) => {
    const session = employeeViewer(c.var.session);
    const query = c.req.valid("json");
    const data = cleanSearchData(query);
    if (!data) {
      throw new HttpError(400, searchMessages.atLeastOne, "invalid_request");
    }
    const after = decodeCursor(query.listId);
    const { db, vault } = c.var.deps;
    const scope = { clientId: session.clientId, readableGroups: readableGroupNumbers(session) };
    // A pure read (issue 12): the replica when there is one. The groups it may see come from the
    // session, read on the primary; a member added a moment ago may show a moment later.
    const { rows } = await db.replica.query<SearchRow>(...searchSql(scope, data, after, vault.lookupHash));
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
          // Never echoed in full: a member ID may be an SSN.
          ...(data.memberId ? { memberId: maskMemberId(data.memberId) } : {}),
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
    const groups = await db.query<{ group_number: string; name: string; status: "active" | "cancelled" }>(
      `select g.group_number, gr.name, g.status
         from employee_groups g join groups gr on gr.group_number = g.group_number
        where g.umi = $1`,
      [umi.toUpperCase()],
    );
    const subject = row
      ? { clientId: row.client_id, groupNumbers: groups.rows.map((g) => g.group_number) }
      : null;
    const decision = mayReadEmployee(session, subject);
    if (decision && row) await audit(db, session.adminId, "employee.view.denied", umi);
    enforce(decision);
    if (!row) throw new HttpError(404, "We could not find that employee.", "not_found");
    const record = employeeRecordSchema.parse(row.record);
    const ssns = JSON.parse(vault.decrypt(row.ssn_encrypted)) as { subscriber: string; dependents: string[] };
    record.subscriber.ssn = maskMemberId(ssns.subscriber);
    record.dependents.forEach((d, i) => {
      const ssn = ssns.dependents[i];
      d.ssn = ssn ? maskMemberId(ssn) : d.ssn;
    });
    await audit(db, session.adminId, "employee.view", umi);
    // Issue 9 "Concurrent edits": every read of an employee gives its version for If-Match.
    c.header("ETag", `"${row.version}"`);
    return c.json(
      {
        payload: record,
        version: row.version,
        groups: groups.rows.map((g) => ({
          groupNumber: g.group_number,
          groupName: g.name,
          status: g.status,
          // The UCCI list is not modelled yet: no group is in it (enrollment.md §6).
          modifiable: mayModifyGroup(session, { groupNumber: g.group_number, inUcciList: false }) === null,
        })),
      },
      200,
    );
  });
