import { claimsQueryMessages } from "@epr/contract";
import { claimSourceLabel, claimSources, claimStatusLabel, claimStatusLabels } from "@epr/domain";
import type { Queryable } from "../db/database.js";
import { HttpError } from "../http/errors.js";

/** The claims one request reads: one employee, one group, a service-date range and the filters. */
export interface ClaimsScope {
  umi: string;
  /** The group asked for, or every group of the employee the administrator may read. */
  groupNumbers: readonly string[];
  /** yyyyMMdd, inclusive. */
  startDate: string;
  endDate: string;
  status?: readonly string[] | undefined;
  planType?: readonly string[] | undefined;
  member?: readonly string[] | undefined;
}

/** A claim as the table holds it, dates as MM/DD/YYYY and amounts as numbers. */
export interface ClaimRecord {
  id: string;
  claim_number: string;
  group_number: string;
  member_key: string;
  member_first_name: string;
  member_last_name: string;
  member_birth_date: string | null;
  service_date: string;
  service_key: string;
  claim_type: (typeof claimSources)[number];
  status_code: number;
  provider_name: string;
  billed_amount: number;
  allowed_amount: number;
  paid_amount: number;
  member_responsibility: number;
  processed_date: string | null;
}

// Formatted columns keep their own names, so ORDER BY names the table's (claims.service_date).
const COLUMNS = `id::text as id, claim_number, group_number, member_key, member_first_name, member_last_name,
  to_char(member_birth_date, 'MM/DD/YYYY') as member_birth_date,
  to_char(service_date, 'MM/DD/YYYY') as service_date, to_char(service_date, 'YYYY-MM-DD') as service_key,
  claim_type, status_code, provider_name, billed_amount::float8 as billed_amount,
  allowed_amount::float8 as allowed_amount, paid_amount::float8 as paid_amount,
  member_responsibility::float8 as member_responsibility, to_char(processed_date, 'MM/DD/YYYY') as processed_date`;

type Facet = "status" | "planType" | "member";
const FACET_COLUMN: Record<Facet, string> = {
  status: "status_code::text",
  planType: "claim_type",
  member: "member_key",
};

/** The where clause of a scope, leaving out one facet's own filter (for that facet's counts). */
function whereOf(scope: ClaimsScope, params: unknown[], without?: Facet) {
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = [
    `umi = ${p(scope.umi)}`,
    `group_number = any(${p(scope.groupNumbers)}::text[])`,
    `service_date between to_date(${p(scope.startDate)}, 'YYYYMMDD') and to_date(${p(scope.endDate)}, 'YYYYMMDD')`,
  ];
  for (const facet of ["status", "planType", "member"] as const) {
    const values = scope[facet];
    if (facet !== without && values?.length) where.push(`${FACET_COLUMN[facet]} = any(${p(values)}::text[])`);
  }
  return { where: where.join(" and "), p };
}

/** Keyset cursor over (service_date desc, id desc), opaque to the portal. */
type ClaimsKey = [serviceDate: string, id: string];
const encodeCursor = (key: ClaimsKey) => Buffer.from(JSON.stringify(key)).toString("base64url");

/** The cursor a page gave, or 400 for anything this server did not give. */
export function decodeClaimsCursor(after: string | undefined): ClaimsKey | null {
  if (!after) return null;
  try {
    const key = JSON.parse(Buffer.from(after, "base64url").toString("utf8"));
    if (
      Array.isArray(key) &&
      key.length === 2 &&
      typeof key[0] === "string" &&
      /^\d{4}-\d{2}-\d{2}$/.test(key[0]) &&
      typeof key[1] === "string" &&
      /^\d{1,18}$/.test(key[1])
    )
      return [key[0], key[1]];
  } catch {
    // fall through to the 400 below
  }
  throw new HttpError(400, claimsQueryMessages.invalidCursor, "invalid_request");
}

/**
 * One page, newest service date first, read through claims_member_date_idx (umi, service_date desc,
 * id desc): one more row than the page is read to know whether another exists.
 */
export async function readClaimsPage(
  db: Queryable,
  scope: ClaimsScope,
  limit: number,
  after: ClaimsKey | null,
): Promise<{ rows: ClaimRecord[]; next: string | null }> {
  const params: unknown[] = [];
  const { where, p } = whereOf(scope, params);
  const keyset = after ? ` and (service_date, id) < (${p(after[0])}::date, ${p(after[1])}::bigint)` : "";
  const { rows } = await db.query<ClaimRecord>(
    `select ${COLUMNS} from claims where ${where}${keyset}
      order by claims.service_date desc, claims.id desc limit ${p(limit + 1)}`,
    params,
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, next: rows.length > limit && last ? encodeCursor([last.service_key, last.id]) : null };
}

/** Every claim of the scope, newest first, a page at a time (the Excel download). */
export async function* allClaims(db: Queryable, scope: ClaimsScope, pageSize = 500) {
  let after: ClaimsKey | null = null;
  for (;;) {
    const page = await readClaimsPage(db, scope, pageSize, after);
    if (page.rows.length) yield page.rows;
    const last = page.rows.at(-1);
    if (!page.next || !last) return;
    after = [last.service_key, last.id];
  }
}

/** How many claims match every filter. */
export async function countClaims(db: Queryable, scope: ClaimsScope): Promise<number> {
  const params: unknown[] = [];
  const { where } = whereOf(scope, params);
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from claims where ${where}`,
    params,
  );
  return rows[0]?.n ?? 0;
}

/**
 * The refine panel's counts (assist-employees.md §2.9): for each value of each filter, the claims in
 * the range that the other filters let through, so ticking a box shows what it adds. Every status
 * and plan type is listed, with 0 when none; members are those with a claim in the group.
 */
export async function facetCounts(db: Queryable, scope: ClaimsScope) {
  const countsOf = async (facet: Facet) => {
    const params: unknown[] = [];
    const { where } = whereOf(scope, params, facet);
    const { rows } = await db.query<{ value: string; n: number }>(
      `select ${FACET_COLUMN[facet]} as value, count(*)::int as n from claims where ${where} group by 1`,
      params,
    );
    return new Map(rows.map((r) => [r.value, r.n]));
  };
  // One after another: one connection answers one query at a time anyway.
  const status = await countsOf("status");
  const planType = await countsOf("planType");
  const member = await countsOf("member");
  const members = await db.query<{ member_key: string; first: string; last: string }>(
    `select member_key, min(member_first_name) as first, min(member_last_name) as last
       from claims where umi = $1 and group_number = any($2::text[]) group by member_key order by member_key`,
    [scope.umi, scope.groupNumbers],
  );
  return {
    status: Object.keys(claimStatusLabels).map((code) => ({
      value: code,
      label: claimStatusLabel(code),
      count: status.get(code) ?? 0,
    })),
    planType: claimSources.map((source) => ({
      value: source,
      label: claimSourceLabel(source),
      count: planType.get(source) ?? 0,
    })),
    member: members.rows.map((m) => ({
      value: m.member_key,
      label: `${m.first} ${m.last}`,
      count: member.get(m.member_key) ?? 0,
    })),
  };
}

/** One claim whose service date is on or after `earliest` (yyyyMMdd), with its employee's client. */
export async function readClaim(
  db: Queryable,
  key: { claimNumber: string; earliest: string },
): Promise<(ClaimRecord & { umi: string; client_id: number }) | null> {
  const { rows } = await db.query<ClaimRecord & { umi: string; client_id: number }>(
    `select ${COLUMNS}, k.umi, e.client_id from claims k join employees e on e.umi = k.umi
      where k.claim_number = $1 and k.service_date >= to_date($2, 'YYYYMMDD')`,
    [key.claimNumber, key.earliest],
  );
  return rows[0] ?? null;
}
