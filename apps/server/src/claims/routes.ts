import {
  claimDetailSchema,
  claimParamSchema,
  claimsFilterSchema,
  claimsPageSchema,
  claimsParamSchema,
  claimsQuerySchema,
} from "@epr/contract";
import { CLAIMS_PAGE_SIZE, claimDetailEarliest, claimsDateRange, claimsRangeProblem } from "@epr/domain";
import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { Queryable } from "../db/database.js";
import { audit } from "../http/audit.js";
import type { AppEnv } from "../http/env.js";
import { HttpError } from "../http/errors.js";
import { enforce, GuardedApi, guardedRoute } from "../http/guard.js";
import { readsGroup } from "../http/references.js";
import { errorAnswer, json, refusalCodes, standardErrors } from "../http/responses.js";
import { requireSession } from "../http/session-middleware.js";
import {
  mayReadEmployee,
  mayReadEmployeeGroup,
  mayViewClaims,
  policyMessages,
  readableGroupNumbers,
} from "../policy/index.js";
import {
  allClaims,
  type ClaimRecord,
  type ClaimsScope,
  countClaims,
  decodeClaimsCursor,
  facetCounts,
  readClaim,
  readClaimsPage,
} from "./read.js";
import { writeClaimsXlsx } from "./xlsx.js";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const claimErrors = {
  ...standardErrors,
  400: errorAnswer("Malformed input, or a range beyond 730 days back", ["invalid_request"]),
  403: errorAnswer("Not entitled (You do not have permissions to view this screen.)", refusalCodes),
  404: errorAnswer("No such employee, group of theirs, or claim", ["not_found"]),
} as const;

const listRoute = guardedRoute({
  guard: { policy: "claims.read", references: { "query.groupNumber": readsGroup } },
  method: "get",
  path: "/employees/{umi}/claims",
  description:
    "claimSummary (assist-employees.md §7): one employee's claims in one group, 10 a page, newest service date first, filtered by date range (default the last year, at most 730 days back), status, plan type and member, with the refine panel's counts.",
  request: { params: claimsParamSchema, query: claimsQuerySchema },
  responses: { 200: { description: "One page of claims", content: json(claimsPageSchema) }, ...claimErrors },
});

const detailRoute = guardedRoute({
  guard: { policy: "claim.read" },
  method: "get",
  path: "/claims/{claimNumber}",
  description:
    "claimDetailsSupplement (assist-employees.md §7): one claim, within about 740 days back (§9), for who may read its employee's group and view claims.",
  request: { params: claimParamSchema },
  responses: { 200: { description: "The claim's detail", content: json(claimDetailSchema) }, ...claimErrors },
});

const downloadRoute = guardedRoute({
  guard: { policy: "claims.read", references: { "query.groupNumber": readsGroup } },
  method: "get",
  path: "/employees/{umi}/claims.xlsx",
  description: "The claims download (assist-employees.md §7): every claim the filters select, as Excel.",
  request: { params: claimsParamSchema, query: claimsFilterSchema },
  responses: {
    200: {
      description: "The filtered claims (.xlsx)",
      content: { [XLSX]: { schema: z.string().meta({ format: "binary" }) } },
    },
    ...claimErrors,
  },
});

/** The employee as the policy needs it: whose client, and in which groups (null when unknown). */
async function employeeSubject(db: Queryable, umi: string) {
  const employee = await db.query<{ client_id: number }>("select client_id from employees where umi = $1", [
    umi,
  ]);
  const groups = await db.query<{ group_number: string }>(
    "select group_number from employee_groups where umi = $1 order by group_number",
    [umi],
  );
  const row = employee.rows[0];
  return row ? { clientId: row.client_id, groupNumbers: groups.rows.map((g) => g.group_number) } : null;
}

/**
 * The employee may be read in the group asked for, or at all without one (employees view on the
 * group, assist-employees.md §6), then the View Claims permission; an unknown employee answers the
 * same 404 as elsewhere. Gives the groups whose claims are read.
 */
async function authorize(c: Context<AppEnv>, db: Queryable, umi: string, groupNumber: string | undefined) {
  const session = requireSession(c.get("session"));
  const subject = await employeeSubject(db, umi);
  enforce(
    groupNumber === undefined
      ? mayReadEmployee(session, subject)
      : mayReadEmployeeGroup(session, subject, groupNumber),
  );
  enforce(mayViewClaims(session));
  const readable = new Set(readableGroupNumbers(session));
  const groupNumbers =
    groupNumber === undefined ? (subject?.groupNumbers ?? []).filter((g) => readable.has(g)) : [groupNumber];
  return { session, groupNumbers };
}

/** The scope of a filter query: the range given (checked against 0–730 days back) or the last year. */
function scopeOf(
  umi: string,
  groupNumbers: readonly string[],
  query: z.output<typeof claimsFilterSchema>,
  today: Date,
): ClaimsScope {
  const fallback = claimsDateRange(today);
  const startDate = query.startDate ?? fallback.startDate;
  const endDate = query.endDate ?? fallback.endDate;
  const problem = claimsRangeProblem(today, startDate, endDate);
  if (problem) throw new HttpError(400, problem, "invalid_request");
  return {
    umi,
    groupNumbers,
    startDate,
    endDate,
    status: query.status,
    planType: query.planType,
    member: query.member,
  };
}

const rowOf = (c: ClaimRecord) => ({
  claimNumber: c.claim_number,
  memberKey: c.member_key,
  mbrFirstNm: c.member_first_name,
  mbrLastNm: c.member_last_name,
  mbrBirthDate: c.member_birth_date,
  sysSrcCode: c.claim_type,
  bilgProvClmStaCd: c.status_code,
  providerName: c.provider_name,
  serviceDate: c.service_date,
  billedAmount: c.billed_amount,
  paidAmount: c.paid_amount,
});

/** An employee's claims (assist-employees.md §2.9): the summary, one claim, and the Excel download. */
export const claimRoutes = new GuardedApi()
  .openapi(listRoute, async (c) => {
    const { db, now } = c.get("deps");
    const umi = c.req.valid("param").umi.toUpperCase();
    const query = c.req.valid("query");
    const { session, groupNumbers } = await authorize(c, db, umi, query.groupNumber);
    const scope = scopeOf(umi, groupNumbers, query, now());
    const after = decodeClaimsCursor(query.after);
    // The claims themselves are pure reads: the replica when there is one. Who may see
    // them (authorize: the employee's client and groups) was read on the primary.
    const page = await readClaimsPage(db.replica, scope, CLAIMS_PAGE_SIZE, after);
    const total = await countClaims(db.replica, scope);
    const counts = await facetCounts(db.replica, scope);
    // Views of personal data are audited (DESIGN.md), as the summary's are.
    await audit(db, session.adminId, "employee.claims.view", umi, { groupNumber: query.groupNumber ?? null });
    return c.json(
      {
        claims: page.rows.map(rowOf),
        total,
        next: page.next,
        startDate: scope.startDate,
        endDate: scope.endDate,
        counts,
      },
      200,
    );
  })
  .openapi(downloadRoute, async (c) => {
    const { db, now } = c.get("deps");
    const umi = c.req.valid("param").umi.toUpperCase();
    const query = c.req.valid("query");
    const { session, groupNumbers } = await authorize(c, db, umi, query.groupNumber);
    const scope = scopeOf(umi, groupNumbers, query, now());
    const bytes = await writeClaimsXlsx(
      `Claims of member ${umi}, group ${scope.groupNumbers.join(", ")}, ${scope.startDate} to ${scope.endDate}`,
      allClaims(db.replica, scope),
    );
    await audit(db, session.adminId, "employee.claims.download", umi, {
      groupNumber: query.groupNumber ?? null,
    });
    c.header("Content-Type", XLSX);
    c.header(
      "Content-Disposition",
      `attachment; filename="claims-${umi}-${scope.startDate}-${scope.endDate}.xlsx"`,
    );
    return c.body(new Uint8Array(bytes), 200) as never;
  })
  .openapi(detailRoute, async (c) => {
    const { db, now } = c.get("deps");
    const session = requireSession(c.get("session"));
    const { claimNumber } = c.req.valid("param");
    const claim = await readClaim(db, { claimNumber, earliest: claimDetailEarliest(now()) });
    // A claim of another client, of a group not readable, or beyond the lookback: one 404.
    const subject = claim ? await employeeSubject(db, claim.umi) : null;
    const decision = claim ? mayReadEmployeeGroup(session, subject, claim.group_number) : null;
    if (!claim || decision?.status === 404)
      throw new HttpError(404, policyMessages.claimNotFound, "not_found");
    enforce(decision);
    enforce(mayViewClaims(session));
    await audit(db, session.adminId, "employee.claim.view", claim.umi, {
      groupNumber: claim.group_number,
      claimNumber,
    });
    return c.json(
      {
        ...rowOf(claim),
        groupNumber: claim.group_number,
        allowedAmount: claim.allowed_amount,
        memberResponsibility: claim.member_responsibility,
        processedDate: claim.processed_date,
      },
      200,
    );
  });
