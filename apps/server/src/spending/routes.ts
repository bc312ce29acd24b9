import {
  employeeChangeResponseSchema,
  type SpendingAccountList,
  type SpendingElectionSaveRequest,
  spendingAccountsResponseSchema,
  spendingElectionSaveRequestSchema,
  spendingParamSchema,
  spendingQuerySchema,
  spendingRequestMessages,
} from "@epr/contract";
import {
  domainMessages,
  formatUsDate,
  isSpendingPlanPeriodReadOnly,
  isSpendingVendorRollout,
  showsSpendingVendorLink,
  spendingUmi,
  totalAnnualContribution,
} from "@epr/domain";
import { spendingContributionsFormSchema, spendingPlanFormSchema } from "@epr/forms/schemas";
import { startOfYear } from "date-fns";
import type { Context } from "hono";
import type { SessionContext } from "../auth/sessions.js";
import type { Queryable } from "../db/database.js";
import { changeEmployee } from "../employees/change.js";
import { audit } from "../http/audit.js";
import type { AppEnv } from "../http/env.js";
import { HttpError } from "../http/errors.js";
import { enforce, GuardedApi, guardedRoute } from "../http/guard.js";
import { readsGroup } from "../http/references.js";
import { errorAnswer, json, refusalCodes, standardErrors } from "../http/responses.js";
import { requireSession } from "../http/session-middleware.js";
import {
  type EmployeeSubject,
  mayChangeEmployeeGroups,
  mayEditSpendingAccounts,
  mayReadEmployee,
  mayReadSpendingAccounts,
  policyMessages,
  spendingGroupNumbers,
} from "../policy/index.js";
import { spendingHistoryEntry } from "./history.js";
import { type SpendingVendor, spendingVendorFromEnv, type VendorAccountInfo } from "./vendor.js";

const spendingErrors = {
  ...standardErrors,
  400: errorAnswer("Malformed input, or a §5 plan period rule broken", ["invalid_request"]),
  403: errorAnswer(
    "Not entitled: no spending access to the group, or editing not allowed (§5, §6)",
    refusalCodes,
  ),
  404: errorAnswer("No such employee, group of theirs, or plan period", ["not_found"]),
} as const;

const readRoute = guardedRoute({
  guard: { policy: "employee.read", references: { "query.groupNumber": readsGroup } },
  method: "get",
  path: "/employees/{umi}/spending-accounts",
  description:
    "spendingAccountInformation, spendingAccountPayClass and spendingAccountVendors (assist-employees.md §2.7, §7) of one employee in one group (the umi suffixed with 0 to the vendor, §9): the accounts with their plan periods, whether this administrator may edit (§5, §6), the vendor tool link (§6) and the rollout flag. Without a group: the employee's only spending group, or none and the groups to choose from.",
  request: { params: spendingParamSchema, query: spendingQuerySchema },
  responses: {
    200: { description: "The spending accounts", content: json(spendingAccountsResponseSchema) },
    ...spendingErrors,
  },
});

/** The example the authorization matrix saves: the first group's current-year FSA election (seed/spending.ts). */
function exampleElection(): SpendingElectionSaveRequest {
  const today = new Date();
  return {
    groupNumber: "100100",
    payFrequency: "26",
    accountType: "FSA",
    planPeriod: String(today.getFullYear()),
    status: "Elected",
    beginDate: formatUsDate(startOfYear(today)),
    endDate: "",
    employeeAnnualContribution: "1200",
  };
}

const saveRoute = guardedRoute({
  // Read, not modify: the group's Spending Account right decides the change (mayEditSpendingAccounts).
  guard: {
    policy: "employee.modify",
    ifMatch: true,
    idempotencyKey: true,
    references: { "body.groupNumber": readsGroup },
  },
  method: "put",
  path: "/employees/{umi}/spending-accounts",
  description:
    "saveSpendingAccountInformation (assist-employees.md §7): one plan period's election and the pay frequency, through the employee write pipeline (If-Match, Idempotency-Key, history and audit). Editing needs modify on the group, system deposit y and no blackout (§5, §6); every active account's contributions within its bounds, else 422 naming the plan and bounds (§5, §8).",
  request: {
    params: spendingParamSchema,
    body: {
      required: true,
      content: json(spendingElectionSaveRequestSchema, exampleElection()),
    },
  },
  responses: {
    200: { description: "Saved: the employee's new version", content: json(employeeChangeResponseSchema) },
    ...spendingErrors,
    409: errorAnswer(
      `The plan period has ended ('${spendingRequestMessages.readOnly}'); pending_transaction; or the same Idempotency-Key still running`,
      ["read_only", "pending_transaction", "idempotency_key_in_progress"],
    ),
    412: errorAnswer(`Stale If-Match: '${domainMessages.employeeStale}'`, ["stale"]),
    422: errorAnswer("A contribution outside its bounds (each plan's message in issues), or the key reused", [
      "contribution_bounds",
      "idempotency_key_reused",
    ]),
    428: errorAnswer("If-Match or Idempotency-Key missing", ["precondition_required"]),
  },
});

/** The deployment's vendor, else the built-in one. */
let envVendor: SpendingVendor | undefined;
function vendorOf(c: Context<AppEnv>): SpendingVendor {
  const { spendingVendor } = c.get("deps");
  if (spendingVendor) return spendingVendor;
  envVendor ??= spendingVendorFromEnv();
  return envVendor;
}

/** The employee as the policy needs it, with its version (null when unknown). */
async function employeeOf(db: Queryable, umi: string) {
  const employee = await db.query<{ client_id: number; version: number }>(
    "select client_id, version from employees where umi = $1",
    [umi],
  );
  const groups = await db.query<{ group_number: string }>(
    "select group_number from employee_groups where umi = $1 order by group_number",
    [umi],
  );
  const row = employee.rows[0];
  return row
    ? {
        subject: { clientId: row.client_id, groupNumbers: groups.rows.map((g) => g.group_number) },
        version: row.version,
      }
    : null;
}

/** The plan periods grouped by account, in the vendor's order (§3 spendingAccountLists). */
function listsOf(info: VendorAccountInfo, today: Date): SpendingAccountList[] {
  const lists = new Map<string, SpendingAccountList>();
  for (const p of info.planPeriods) {
    const list = lists.get(p.accountType) ?? {
      accountType: p.accountType,
      accountDescription: p.accountDescription,
      spendingAccounts: [],
    };
    list.spendingAccounts.push({
      planPeriod: p.planPeriod,
      status: p.status,
      beginDate: p.beginDate,
      endDate: p.endDate,
      contractBeginDate: p.contractBeginDate,
      contractEndDate: p.contractEndDate,
      employeeAnnualContribution: p.employeeAnnualContribution,
      employerAnnualContribution: p.employerAnnualContribution,
      totalAnnualContribution: totalAnnualContribution(
        p.employeeAnnualContribution,
        p.employerAnnualContribution,
      ),
      minAnnualContribution: p.minAnnualContribution,
      maxAnnualContribution: p.maxAnnualContribution,
      readOnly: isSpendingPlanPeriodReadOnly(p.contractEndDate, today),
    });
    lists.set(p.accountType, list);
  }
  return [...lists.values()];
}

/** Whether the session may save elections here: the §5/§6 rule and the write pipeline's own checks. */
function editable(
  session: SessionContext,
  subject: EmployeeSubject,
  groupNumber: string,
  info: VendorAccountInfo,
): boolean {
  return (
    mayEditSpendingAccounts(session, groupNumber, info.systemDepositIndicator) === null &&
    mayChangeEmployeeGroups(session, subject, [groupNumber]) === null
  );
}

/** The session of an employee write: the guard has checked it acts for a client. */
function writer(session: SessionContext | null) {
  const s = requireSession(session);
  return { ...s, clientId: s.clientId ?? -1 };
}

/**
 * The §5 rules of a save, on the plan period as it is to be stored: the card's rules (dates by
 * status, up to 2 decimals) as 400, then pay frequency and every active account's bounds, each
 * failing plan named with its bounds, as 422 (the save modal reports them, §8).
 */
function checkElection(body: SpendingElectionSaveRequest, info: VendorAccountInfo, today: Date) {
  const period = info.planPeriods.find(
    (p) => p.accountType === body.accountType && p.planPeriod === body.planPeriod,
  );
  if (!period) throw new HttpError(404, spendingRequestMessages.notFound, "not_found");
  if (isSpendingPlanPeriodReadOnly(period.contractEndDate, today))
    throw new HttpError(409, spendingRequestMessages.readOnly, "read_only");
  const card = spendingPlanFormSchema({ contractEndDate: period.contractEndDate }).safeParse({
    status: body.status,
    beginDate: body.beginDate,
    endDate: body.endDate,
    employeeAnnualContribution: body.employeeAnnualContribution,
    totalAnnualContribution: "",
  });
  if (!card.success) {
    const issues = card.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
    throw new HttpError(400, issues.map((i) => i.message).join(" "), "invalid_request", issues);
  }
  // Every active account of a period still open, the edited one as it is to be stored.
  const accounts = info.planPeriods
    .filter((p) => !isSpendingPlanPeriodReadOnly(p.contractEndDate, today))
    .map((p) => {
      const edited = p === period;
      return {
        accountDescription: p.accountDescription,
        status: edited ? body.status : p.status,
        employeeAnnualContribution: edited
          ? body.employeeAnnualContribution
          : String(p.employeeAnnualContribution),
        employerAnnualContribution: p.employerAnnualContribution,
        minAnnualContribution: p.minAnnualContribution,
        maxAnnualContribution: p.maxAnnualContribution,
      };
    });
  const contributions = spendingContributionsFormSchema().safeParse({
    payFrequency: body.payFrequency,
    accounts,
  });
  if (!contributions.success) {
    const issues = contributions.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
    const status = issues.some((i) => i.path.startsWith("accounts")) ? 422 : 400;
    throw new HttpError(
      status,
      issues.map((i) => i.message).join(" "),
      status === 422 ? "contribution_bounds" : "invalid_request",
      issues,
    );
  }
  return period;
}

/** An employee's spending accounts (assist-employees.md §2.7): read, and one election saved. */
export const spendingRoutes = new GuardedApi()
  .openapi(readRoute, async (c) => {
    const { db, now } = c.get("deps");
    const session = requireSession(c.get("session"));
    const umi = c.req.valid("param").umi.toUpperCase();
    const query = c.req.valid("query");
    const employee = await employeeOf(db, umi);
    enforce(mayReadEmployee(session, employee?.subject ?? null));
    if (!employee) throw new HttpError(404, policyMessages.employeeNotFound, "not_found");
    const { subject, version } = employee;
    if (query.groupNumber) enforce(mayReadSpendingAccounts(session, subject, query.groupNumber));
    const vendor = vendorOf(c);
    const vendorUmi = spendingUmi(umi);
    const visible = new Set(spendingGroupNumbers(session));
    const held = (await vendor.groupsOf(db, vendorUmi)).filter(
      (g) => visible.has(g) && mayReadSpendingAccounts(session, subject, g) === null,
    );
    const names = await db.query<{ group_number: string; name: string }>(
      "select group_number, name from groups where group_number = any($1::text[]) order by group_number",
      [held],
    );
    const groups = names.rows.map((g) => ({ groupNumber: g.group_number, groupName: g.name }));
    const groupNumber = query.groupNumber ?? (held.length === 1 ? (held[0] ?? null) : null);
    const info = groupNumber ? await vendor.accountInformation(db, vendorUmi, groupNumber) : null;
    const vendors = groupNumber
      ? await vendor.vendors(db, groupNumber)
      : { currentVendors: [], previousVendors: [], futureVendors: [] };
    const vendorCodes = [...vendors.currentVendors, ...vendors.previousVendors, ...vendors.futureVendors].map(
      (v) => v.code,
    );
    const { entitlements } = session.view;
    const link = showsSpendingVendorLink({
      superUserRole: entitlements.superUserRole,
      researchOnlyRole: entitlements.researchOnlyRole,
      vendorCodes,
    });
    const spendingAccountLists = info ? listsOf(info, now()) : [];
    // Views of personal data are audited (DESIGN.md).
    await audit(db, session.adminId, "employee.spending.view", umi, { groupNumber });
    return c.json(
      {
        umi,
        version,
        groupNumber,
        groups,
        systemDepositIndicator: info?.systemDepositIndicator ?? null,
        payFrequency: info?.payFrequency ?? null,
        payClasses: await vendor.payClasses(),
        spendingAccountLists,
        vendors,
        editable: groupNumber && info ? editable(session, subject, groupNumber, info) : false,
        vendorToolUrl: link ? vendor.toolUrl("12") : null,
        rollout: isSpendingVendorRollout(spendingAccountLists),
      },
      200,
    );
  })
  .openapi(saveRoute, async (c) => {
    const umi = c.req.valid("param").umi.toUpperCase();
    const body = c.req.valid("json");
    const session = writer(c.get("session"));
    const vendor = vendorOf(c);
    const vendorUmi = spendingUmi(umi);
    const answer = await changeEmployee(c, {
      session,
      umi,
      transactionType: "SPENDING_ELECTION",
      pendingMessage: domainMessages.pendingEdit,
      // The election goes to the vendor at once; the group's coverages are not touched.
      immediate: true,
      plan: async (tx, row, ctx) => {
        const subject = { clientId: row.clientId, groupNumbers: row.groups.map((g) => g.groupNumber) };
        enforce(mayReadSpendingAccounts(session, subject, body.groupNumber));
        const info = await vendor.accountInformation(tx, vendorUmi, body.groupNumber);
        if (!info) throw new HttpError(404, spendingRequestMessages.noAccounts, "not_found");
        enforce(mayEditSpendingAccounts(session, body.groupNumber, info.systemDepositIndicator));
        const period = checkElection(body, info, ctx.today);
        const employee = Number.parseFloat(body.employeeAnnualContribution || "0");
        await vendor.saveElection(tx, vendorUmi, body.groupNumber, {
          payFrequency: body.payFrequency,
          accountType: body.accountType,
          planPeriod: body.planPeriod,
          status: body.status,
          beginDate: body.beginDate,
          endDate: body.endDate,
          employeeAnnualContribution: employee,
        });
        await spendingHistoryEntry(tx, session, {
          umi: row.umi,
          groupNumber: body.groupNumber,
          accountType: body.accountType,
          planPeriod: body.planPeriod,
          before: {
            payFrequency: info.payFrequency,
            status: period.status,
            beginDate: period.beginDate,
            endDate: period.endDate,
            employeeAnnualContribution: period.employeeAnnualContribution,
          },
          after: {
            payFrequency: body.payFrequency,
            status: body.status,
            beginDate: body.beginDate,
            endDate: body.endDate,
            employeeAnnualContribution: employee,
          },
        });
        // The employee record itself is unchanged: the pipeline bumps its version and audits.
        return { record: row.record, groups: [body.groupNumber] };
      },
    });
    return c.json(answer, 200);
  });
