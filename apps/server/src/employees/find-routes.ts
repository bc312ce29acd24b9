import {
  employeeSearchRequestSchema,
  employeeSearchResponseSchema,
  employeeSummaryResponseSchema,
  INVALID_LIST_ID,
  umiParamSchema,
} from "@epr/contract";
import { employeeRecordSchema, maskMemberId, type SearchResult, toSearchResult } from "@epr/domain";
import { type CleanSearchData, cleanSearchData, searchMessages } from "@epr/forms/schemas";
import type { SessionContext } from "../auth/sessions.js";
import { audit, auditRead } from "../http/audit.js";
import { HttpError } from "../http/errors.js";
import { enforce, GuardedApi, guardedRoute } from "../http/guard.js";
import { readsGroup } from "../http/references.js";
import { errorAnswer, json, standardErrors } from "../http/responses.js";
import { requireSession } from "../http/session-middleware.js";
import {
  mayModifyGroup,
  mayReadEmployee,
  policyMessages,
  readableEmployeeGroups,
  readableEmployeeRecord,
  readableGroupNumbers,
} from "../policy/index.js";

/**
 * Up to this many readable groups, a last-name search walks each group's members and merges them;
 * past it, the client's employees with a per-row check. Our choice: the merge reads up to a page
 * from every group, the walk a page plus every employee of other groups passed over, so the merge
 * wins when the groups read are a few of the client's (an administrator of every group walks a
 * page: 1,000,000 members, bench/scale.mjs).
 */
export const FEW_GROUPS = 8;

/** Results per page; a further page is announced by `listId`. */
export const SEARCH_PAGE_SIZE = 25;

/** A POST, not a GET: the member ID may be an SSN and never goes in a URL (URLs are logged). */
const searchRoute = guardedRoute({
  guard: { policy: "employees.read", references: { "body.groupNumber": readsGroup } },
  method: "post",
  path: "/employees/search",
  request: {
    body: {
      required: true,
      content: json(employeeSearchRequestSchema, { lastName: "Lind" }),
    },
  },
  responses: {
    200: { description: "Matching employees", content: json(employeeSearchResponseSchema) },
    ...standardErrors,
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
    404: errorAnswer("No such employee", ["not_found"]),
    ...standardErrors,
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

/**
 * One employee of a page as the statement gives it, in its one JSON value (`searchSql`): the
 * columns in this order, the sort keys for the cursor, the group arrays null when empty.
 */
export type SearchPageEntry = [
  umi: string,
  firstName: string,
  lastName: string,
  clientAssignedId: string,
  lastKey: string,
  firstKey: string,
  active: string[] | null,
  cancelled: string[] | null,
];

/** The cursor after an entry: its sort key (last name, first name, umi). */
const cursorOf = ([umi, , , , lastKey, firstKey]: SearchPageEntry): [string, string, string] => [
  lastKey,
  firstKey,
  umi,
];

/**
 * The strings that start with `prefix`, as a range in byte order (collation "C"): from the prefix up
 * to, not including, the prefix with its last character replaced by the next one. UTF-8 byte order
 * is code point order, so the range holds exactly the strings with that prefix and an index on the
 * key serves it directly; no LIKE pattern, nothing to escape. `hi` is null when the last character
 * has no successor (U+10FFFF).
 */
export function prefixRange(prefix: string): { lo: string; hi: string | null } {
  const chars = [...prefix];
  const last = chars.pop()?.codePointAt(0);
  if (last === undefined || last >= 0x10ffff) return { lo: prefix, hi: null };
  // Skip the surrogate block, which no string holds.
  const next = last + 1 === 0xd800 ? 0xe000 : last + 1;
  return { lo: prefix, hi: chars.join("") + String.fromCodePoint(next) };
}

/**
 * A readable-group list in byte order (collation "C"), made once per list: the per-row check of the
 * every-group walk looks a membership up in it by binary search (`width_bucket`), which needs the
 * thresholds sorted as it compares them. The policy's list is kept with the session (policy/records.ts),
 * so its sorted copy, frozen, is too, and the database layer turns it into its literal once
 * (db/prepared.ts).
 */
const byteOrdered = new WeakMap<readonly string[], readonly string[]>();
function inByteOrder(groups: readonly string[]): readonly string[] {
  let sorted = byteOrdered.get(groups);
  if (!sorted) {
    sorted = Object.freeze([...groups].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b))));
    byteOrdered.set(groups, sorted);
  }
  return sorted;
}

/**
 * The sort key of a search, as the index that drives it spells it: display order is lower(last
 * name), lower(first name), umi, byte by byte (migration 030), whichever table is walked.
 */
interface SortKey {
  last: string;
  first: string;
  umi: string;
}
const employeeKey: SortKey = {
  last: `lower(e.last_name) collate "C"`,
  first: `lower(e.first_name) collate "C"`,
  umi: `e.umi collate "C"`,
};
/** A group's members carry a copy of the key, kept equal by migration 030's triggers. */
const membershipKey: SortKey = { last: "g.last_key", first: "g.first_key", umi: `g.umi collate "C"` };

/**
 * The search as SQL that reads one page through an index in display order (keyset paging; enrollment.md
 * §5 Search): the page of SEARCH_PAGE_SIZE + 1 is chosen by walking the index of the most selective
 * field asked for (member ID: its three lookups, each in order; else group number: the group's
 * members in order; else last name: the client's employees from the prefix on), from the listId
 * cursor, checking every other condition row by row and stopping at the page's end. The group arrays
 * are gathered for that page only.
 */
export function searchSql(
  session: { clientId: number; readableGroups: readonly string[] },
  data: CleanSearchData,
  after: [string, string, string] | null,
  lookupHash: (ssn: string) => string,
): [string, unknown[]] {
  const params: unknown[] = [];
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const limit = SEARCH_PAGE_SIZE + 1;
  // The client, the group walked and the groups merged are given through one-row subqueries, whose
  // values the planner cannot see: with them visible, the plan made for a large group's values was
  // estimated far cheaper than the generic one (the same plan), so PostgreSQL planned the statement
  // anew on every call instead of once per connection, its planning costing more than its run
  // (enrollment.md §5 Search; docs/benchmarks.md, The searches in PostgreSQL).
  const hidden = (value: unknown, type: string) => `(select ${p(value)}::${type})`;
  const client = hidden(session.clientId, "integer");
  /**
   * The conditions every row of the page meets, on the key of the index walked; `drivenByGroup`:
   * the walk is of a group's members, and that group is the one asked for or a readable one.
   */
  const conditions = (key: SortKey, drivenByGroup: boolean, readableJoined = false) => {
    const where = [`e.client_id = ${client}`];
    if (data.lastName) {
      const { lo, hi } = prefixRange(data.lastName.toLowerCase());
      where.push(`${key.last} >= ${p(lo)}`);
      if (hi !== null) where.push(`${key.last} < ${p(hi)}`);
    }
    if (data.groupNumber && !drivenByGroup) {
      where.push(
        `exists (select 1 from employee_groups y where y.umi = e.umi and y.group_number = ${p(data.groupNumber)})`,
      );
    }
    // Only employees in a group the policy lets this session read: one probe of the membership
    // primary key per row walked. A scalar subquery, so the planner keeps it a per-row check (an
    // EXISTS becomes a join that may gather every match, or search the group index once per readable
    // group) and estimates it at one half (an && on the array would be estimated at a few rows, and
    // the planner would then sort every match rather than walk the index in order). Needless when
    // the group searched is itself readable: every member of it is then.
    const walkedGroupReadable = data.groupNumber
      ? session.readableGroups.includes(data.groupNumber)
      : drivenByGroup;
    if (readableJoined) where.push("a.readable");
    else if (!walkedGroupReadable) {
      where.push(
        `(select bool_or(x.group_number = any(${p(session.readableGroups)}::text[])) from employee_groups x where x.umi = e.umi)`,
      );
    }
    if (after) {
      where.push(
        `(${key.last}, ${key.first}, ${key.umi}) > (${p(after[0])}, ${p(after[1])}, ${p(after[2])})`,
      );
    }
    return where.join("\n        and ");
  };
  const columns = (key: SortKey) =>
    `e.umi, e.first_name, e.last_name, e.client_assigned_id, ${key.last} as last_key, ${key.first} as first_key`;
  const order = (key: SortKey) => `order by ${key.last}, ${key.first}, ${key.umi}`;

  let page: string;
  /** The page carries each employee's group arrays itself (else they are read for the page below). */
  let pageHasGroups = false;
  if (data.memberId) {
    // A member ID is a umi, a client-assigned ID or an SSN: three index lookups, each in order.
    const id = data.memberId.toUpperCase();
    const k = employeeKey;
    page = `(select ${columns(k)} from employees e
        where e.umi = ${p(id)} and ${conditions(k, false)})
      union
      (select ${columns(k)} from employees e
        where e.client_assigned_id = ${p(id)} and ${conditions(k, false)}
        ${order(k)} limit ${limit})
      union
      (select ${columns(k)} from employees e
        where e.ssn_hash = ${p(lookupHash(data.memberId))} and ${conditions(k, false)}
        ${order(k)} limit ${limit})`;
  } else if (data.groupNumber) {
    const k = membershipKey;
    page = `select ${columns(k)} from employee_groups g join employees e on e.umi = g.umi
        where g.group_number = ${hidden(data.groupNumber, "text")} and ${conditions(k, true)}
        ${order(k)} limit ${limit}`;
  } else if (session.readableGroups.length <= FEW_GROUPS) {
    // An administrator who may read a few groups: walk each group's members from the prefix on, a
    // page at most from each, and merge them; walking the client's employees instead would pass
    // every other group's matches of a common name to find these.
    const k = membershipKey;
    page = `select distinct on (w.last_key, w.first_key, w.umi collate "C") w.*
        from unnest(${hidden(session.readableGroups, "text[]")}) as r(group_number)
        cross join lateral (
          select ${columns(k)} from employee_groups g join employees e on e.umi = g.umi
           where g.group_number = r.group_number and ${conditions(k, true)}
           ${order(k)} limit ${limit}) w
        order by w.last_key, w.first_key, w.umi collate "C" limit ${limit}`;
  } else {
    // The client's employees walked with the per-row check: each employee's memberships are read
    // once, for the check and for the page's group arrays together. Read twice (the check, then the
    // arrays of the page's rows) they cost PostgreSQL about a fifth more CPU per answer at a million
    // members (docs/benchmarks.md, The searches in PostgreSQL). The same readable-group test as the
    // other kinds' check, on the same rows (enrollment.md §6), as a binary search of the list in
    // byte order: `= any` compares a membership with every one of an administrator's hundreds of
    // groups (PostgreSQL hashes it only for a constant list), about a third of PostgreSQL's CPU on
    // this walk (docs/benchmarks.md, The every-group last-name search). `width_bucket` gives the
    // position of the last group not after the membership's, 0 (no element, null) before the
    // first; the membership is readable when that group is its own.
    const k = employeeKey;
    const readable = p(inByteOrder(session.readableGroups));
    page = `select ${columns(k)}, a.active, a.cancelled from employees e
        cross join lateral (
          select array_agg(x.group_number) filter (where x.status = 'active') as active,
                 array_agg(x.group_number) filter (where x.status = 'cancelled') as cancelled,
                 bool_or((${readable}::text[])[width_bucket(x.group_number collate "C", ${readable}::text[])]
                         = x.group_number) as readable
            from employee_groups x where x.umi = e.umi) a
        where ${conditions(k, false, true)}
        ${order(k)} limit ${limit}`;
    pageHasGroups = true;
  }
  // The page leaves PostgreSQL as one JSON value, an array of SearchPageEntry in display order: the
  // driver then parses one value instead of 26 rows of eight columns and two arrays, which was about
  // a third of what a full page cost the server beyond a one-row lookup (docs/benchmarks.md, The
  // search page as one value).
  const entries = (groups: string) =>
    `select coalesce(json_agg(json_build_array(p.umi, p.first_name, p.last_name, p.client_assigned_id,
                              p.last_key, p.first_key, ${groups}.active, ${groups}.cancelled)
                   order by p.last_key, p.first_key, p.umi collate "C"), '[]') as page`;
  const sql = pageHasGroups
    ? `${entries("p")}
     from (${page}) p`
    : `${entries("a")}
     from (select * from (${page}) m order by m.last_key, m.first_key, m.umi collate "C" limit ${limit}) p
     cross join lateral (
       select array_agg(g.group_number) filter (where g.status = 'active') as active,
              array_agg(g.group_number) filter (where g.status = 'cancelled') as cancelled
         from employee_groups g where g.umi = p.umi) a`;
  return [sql, params];
}

/**
 * The summary's one statement, a constant number of index probes: the employee by its primary key,
 * its memberships by theirs (umi first), each group's name by its own.
 */
export const summarySql = `select e.client_id, e.record, e.ssn_encrypted, e.version,
       coalesce((select json_agg(json_build_object('group_number', g.group_number, 'name', gr.name,
                                     'status', g.status) order by g.group_number)
                   from employee_groups g join groups gr on gr.group_number = g.group_number
                  where g.umi = e.umi), '[]') as groups
  from employees e where e.umi = $1`;

export const employeeRoutes = new GuardedApi()
  .openapi(searchRoute, async (c) => {
    const session = employeeViewer(c.get("session"));
    const query = c.req.valid("json");
    const data = cleanSearchData(query);
    if (!data) {
      throw new HttpError(400, searchMessages.atLeastOne, "invalid_request");
    }
    const after = decodeCursor(query.listId);
    const { db, vault } = c.get("deps");
    const scope = { clientId: session.clientId, readableGroups: readableGroupNumbers(session) };
    // A pure read: the replica when there is one. The groups it may see come from the
    // session, read on the primary; a member added a moment ago may show a moment later.
    const { rows } = await db.replica.query<{ page: SearchPageEntry[] }>(
      ...searchSql(scope, data, after, vault.lookupHash),
    );
    const entries = rows[0]?.page ?? [];
    const page = entries.slice(0, SEARCH_PAGE_SIZE);
    // The entries are typed by the statement's own columns (not null, text arrays): the domain's rules
    // (enrollment.md §3 Search result) apply to them as they are. Parsing what this server just read
    // was a third of the route's own work on a 25-row page, and garbage (docs/benchmarks.md); the
    // route tests parse every answer with the contract's schema instead.
    const employees: SearchResult[] = [];
    for (const [umi, firstName, lastName, clientAssignedId, , , active, cancelled] of page) {
      const result = toSearchResult({
        firstName,
        lastName,
        umi,
        clientAssignedId,
        // Only the groups this administrator may read are named (a member's other groups are not theirs).
        activeGroupNumbers: readableEmployeeGroups(session, active ?? [], (g) => g),
        cancelledGroupNumbers: readableEmployeeGroups(session, cancelled ?? [], (g) => g),
      });
      if (result) employees.push(result);
    }
    // More than a page: 'View next' starts after this page's last entry.
    const nextAfter = entries.length > SEARCH_PAGE_SIZE ? page.at(-1) : undefined;
    return c.json(
      {
        employees,
        searchData: {
          ...data,
          // Never echoed in full: a member ID may be an SSN.
          ...(data.memberId ? { memberId: maskMemberId(data.memberId) } : {}),
          ...(nextAfter ? { listId: encodeCursor(cursorOf(nextAfter)) } : {}),
        },
      },
      200,
    );
  })
  .openapi(summaryRoute, async (c) => {
    const session = employeeViewer(c.get("session"));
    const { umi } = c.req.valid("param");
    const { db, vault } = c.get("deps");
    const { rows } = await db.query<{
      client_id: number;
      record: unknown;
      ssn_encrypted: string;
      version: number;
      groups: { group_number: string; name: string; status: "active" | "cancelled" }[];
    }>(summarySql, [umi.toUpperCase()]);
    const row = rows[0];
    const groups = row?.groups ?? [];
    const subject = row ? { clientId: row.client_id, groupNumbers: groups.map((g) => g.group_number) } : null;
    const decision = mayReadEmployee(session, subject);
    if (decision && row) await audit(db, session.adminId, "employee.view.denied", umi);
    enforce(decision);
    if (!row) throw new HttpError(404, policyMessages.employeeNotFound, "not_found");
    // Only the groups this administrator may read (their lines, providers, names) leave the server.
    const record = readableEmployeeRecord(session, employeeRecordSchema.parse(row.record));
    const ssns = JSON.parse(vault.decrypt(row.ssn_encrypted)) as { subscriber: string; dependents: string[] };
    record.subscriber.ssn = maskMemberId(ssns.subscriber);
    record.dependents.forEach((d, i) => {
      const ssn = ssns.dependents[i];
      d.ssn = ssn ? maskMemberId(ssn) : d.ssn;
    });
    // Recorded with the other views of the moment in one statement (http/audit.ts).
    await auditRead(db, session.adminId, "employee.view", umi);
    // Concurrent edits: every read of an employee gives its version for If-Match (DESIGN.md data flow).
    c.header("ETag", `"${row.version}"`);
    return c.json(
      {
        payload: record,
        version: row.version,
        groups: readableEmployeeGroups(session, groups, (g) => g.group_number).map((g) => ({
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
