import {
  type BrandGroup,
  CLIENT_INFO_CURSOR_MESSAGE,
  type ClientContact,
  type ClientGeneralInfo,
  type GroupDetail,
  type GroupListRow,
} from "@epr/contract";
import {
  CLIENT_REPORT_CODES_PAGE_SIZE,
  GROUP_LIST_PAGE_SIZE,
  type GroupStatusFilter,
  groupCounts,
} from "@epr/domain";
import type { Queryable } from "../db/database.js";
import { HttpError } from "../http/errors.js";

/** A cursor's kind: a group list page's or a report codes page's, so one is never taken for the other. */
type CursorKind = "group" | "type";

/** The keyset cursor: the page's kind and last row's key, opaque to the portal. */
export const encodeCursor = (kind: CursorKind, key: string) =>
  Buffer.from(`${kind}:${key}`, "utf8").toString("base64url");
export function decodeCursor(kind: CursorKind, after: string | undefined): string | null {
  if (!after) return null;
  const text = Buffer.from(after, "base64url").toString("utf8");
  const key = text.startsWith(`${kind}:`) ? text.slice(kind.length + 1) : "";
  // A cursor we gave round-trips exactly; anything else is not one of ours.
  if (key === "" || encodeCursor(kind, key) !== after)
    throw new HttpError(400, CLIENT_INFO_CURSOR_MESSAGE, "invalid_request");
  return key;
}

const displayStatus = (status: string) => (status === "cancelled" ? "Cancelled" : "Active");
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** getGeneralInfo (assist-employees.md §7): the client's record with its group totals. */
export async function loadGeneralInfo(db: Queryable, clientId: number): Promise<ClientGeneralInfo | null> {
  const { rows } = await db.query<{
    client_number: string;
    name: string;
    brand_code: string;
    status: string;
    aso: boolean;
    coverage_effective_date: string | null;
    address_line: string | null;
    city: string | null;
    state: string | null;
    zip: string | null;
    active_groups: number;
    cancelled_groups: number;
  }>(
    `select c.client_number, c.name, c.brand_code, c.status, c.aso,
            to_char(c.coverage_effective_date, 'MM/DD/YYYY') as coverage_effective_date,
            c.address_line, c.city, c.state, c.zip,
            (select count(*) from groups g where g.client_id = c.id and g.status = 'active')::int as active_groups,
            (select count(*) from groups g where g.client_id = c.id and g.status = 'cancelled')::int as cancelled_groups
       from clients c where c.id = $1`,
    [clientId],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    clientNumber: r.client_number,
    clientName: r.name,
    brandCode: r.brand_code,
    status: displayStatus(r.status),
    aso: r.aso,
    coverageEffectiveDate: r.coverage_effective_date,
    address:
      r.address_line && r.city && r.state && r.zip
        ? { line: r.address_line, city: r.city, state: r.state, zip: r.zip }
        : null,
    activeGroups: r.active_groups,
    cancelledGroups: r.cancelled_groups,
  };
}

/** getContacts (§7): the client's own contacts, or one group's, in display order. */
export async function loadContacts(
  db: Queryable,
  clientId: number,
  groupNumber: string | null,
): Promise<ClientContact[]> {
  const { rows } = await db.query<ClientContact>(
    `select role, name, phone, email from client_contacts
      where client_id = $1 and group_number is not distinct from $2
      order by position, id`,
    [clientId, groupNumber],
  );
  return rows.map((r) => ({ role: r.role, name: r.name, phone: r.phone, email: r.email }));
}

/**
 * getReportCodes (§7; §3 rows of type, codes, groups): the report code types the readable groups
 * define, each with its allowed codes and the groups defining it, 1000 a page (§9) by type.
 */
export async function loadReportCodeRows(
  db: Queryable,
  groupNumbers: readonly string[],
  after: string | null,
): Promise<{ payload: { type: string; codes: string[]; groups: string[] }[]; next: string | null }> {
  const { rows } = await db.query<{ type: string; codes: string[] | null; groups: string[] }>(
    `select r.type,
            array_agg(distinct r.group_number order by r.group_number) as groups,
            (select array_agg(distinct v order by v)
               from group_report_codes c, unnest(c.allowed_values) as v
              where c.type = r.type and c.group_number = any($1)) as codes
       from group_report_codes r
      where r.group_number = any($1) and ($2::text is null or r.type > $2)
      group by r.type order by r.type limit $3`,
    [[...groupNumbers], after, CLIENT_REPORT_CODES_PAGE_SIZE + 1],
  );
  const page = rows.slice(0, CLIENT_REPORT_CODES_PAGE_SIZE);
  const last = page.at(-1);
  return {
    payload: page.map((r) => ({ type: r.type, codes: r.codes ?? [], groups: r.groups })),
    next: rows.length > CLIENT_REPORT_CODES_PAGE_SIZE && last ? encodeCursor("type", last.type) : null,
  };
}

interface GroupRow {
  group_number: string;
  name: string;
  status: string;
  active: number;
  cancelled: number;
}

/** The counts of groups' employees by status, one index-only scan per group (migration 029). */
const countsJoin = `left join lateral (
    select count(*) filter (where eg.status = 'active')::int as active,
           count(*) filter (where eg.status = 'cancelled')::int as cancelled
      from employee_groups eg where eg.group_number = g.group_number) n on true`;

const toRow = (r: GroupRow): GroupListRow => ({
  groupNumber: r.group_number,
  groupName: r.name,
  status: displayStatus(r.status),
  ...groupCounts(r.active, r.cancelled),
});

/**
 * getGroups (§7; §2.10 group list): the readable groups of the client matching the search (a group
 * number from its beginning or a name anywhere, case-insensitive) and status, 25 a page (§9) by
 * group number, keyset on the primary key; each with its counts (§3 ccount, acount, tcount).
 */
export async function loadGroupPage(
  db: Queryable,
  clientId: number,
  groupNumbers: readonly string[],
  query: { search: string; status: GroupStatusFilter; after: string | null },
): Promise<{ payload: GroupListRow[]; next: string | null }> {
  const params: unknown[] = [clientId, [...groupNumbers]];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = ["g.client_id = $1", "g.group_number = any($2)"];
  if (query.search) {
    const text = likeLiteral(query.search);
    where.push(
      `(g.group_number like ${param(`${text}%`)} or lower(g.name) like ${param(`%${text.toLowerCase()}%`)})`,
    );
  }
  if (query.status !== "All") where.push(`g.status = ${param(query.status.toLowerCase())}`);
  if (query.after) where.push(`g.group_number > ${param(query.after)}`);
  const { rows } = await db.query<GroupRow>(
    `select g.group_number, g.name, g.status, n.active, n.cancelled
       from (select * from groups g where ${where.join(" and ")}
              order by g.group_number limit ${param(GROUP_LIST_PAGE_SIZE + 1)}) g
       ${countsJoin}
      order by g.group_number`,
    params,
  );
  const page = rows.slice(0, GROUP_LIST_PAGE_SIZE);
  const last = page.at(-1);
  return {
    payload: page.map(toRow),
    next: rows.length > GROUP_LIST_PAGE_SIZE && last ? encodeCursor("group", last.group_number) : null,
  };
}

/** One group of the client with its counts, cancel date and products (group info §2.10). */
export async function loadGroupDetail(
  db: Queryable,
  clientId: number,
  groupNumber: string,
): Promise<GroupDetail | null> {
  const { rows } = await db.query<GroupRow & { cancel_date: string | null }>(
    `select g.group_number, g.name, g.status, to_char(g.cancel_date, 'MM/DD/YYYY') as cancel_date,
            n.active, n.cancelled
       from groups g ${countsJoin}
      where g.client_id = $1 and g.group_number = $2`,
    [clientId, groupNumber],
  );
  const r = rows[0];
  if (!r) return null;
  const products = await db.query<{
    product_id: string;
    product_name: string;
    coverage_type: string;
    line_of_business: string;
  }>(
    `select product_id, product_name, coverage_type, line_of_business
       from group_products where group_number = $1 order by coverage_type, product_id`,
    [groupNumber],
  );
  return {
    ...toRow(r),
    cancelDate: r.cancel_date,
    products: products.rows.map((p) => ({
      productId: p.product_id,
      productName: p.product_name,
      coverageType: p.coverage_type,
      lineOfBusiness: p.line_of_business,
    })),
  };
}

/** getBrandGroups (§7 loginId, vendor): the readable groups with the vendor's protection state. */
export async function loadBrandGroups(
  db: Queryable,
  clientId: number,
  groupNumbers: readonly string[],
  vendor: string,
  offeredVendor: string,
): Promise<BrandGroup[]> {
  // Only one vendor is offered; another vendor protects no group.
  if (vendor.toLowerCase() !== offeredVendor.toLowerCase()) return [];
  const { rows } = await db.query<{
    group_number: string;
    name: string;
    status: string;
    opted_in: boolean | null;
  }>(
    `select g.group_number, g.name, g.status, t.opted_in
       from groups g left join group_identity_theft t on t.group_number = g.group_number
      where g.client_id = $1 and g.group_number = any($2) order by g.group_number`,
    [clientId, [...groupNumbers]],
  );
  return rows.map((r) => ({
    groupNumber: r.group_number,
    displayName: r.name,
    vendor: offeredVendor,
    protectionEnabled: r.opted_in ?? false,
    status: displayStatus(r.status),
  }));
}
