import { randomBytes } from "node:crypto";
import { employeeRecordSchema, idCardHolders } from "@epr/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tokenHash } from "../auth/sessions.js";
import { runInvoices } from "../billing/job.js";
import { exampleEnrollment } from "../enrollments/example.js";
import { DEMO_PASSWORD } from "../seed/demo-admins.js";
import { createAdmin } from "../test-support/admins.js";
import { type Operation, routeOperations, ruleOf, UNSAFE_METHODS } from "../test-support/openapi.js";
import { probeRoutes } from "../test-support/probeRoutes.js";
import { createTestApp } from "../test-support/testApp.js";
import { type ReferenceKind, valuesAt } from "./references.js";

/**
 * The authorization matrix (DESIGN.md, server tests), generated from GET /api/openapi.json: every route the
 * server describes × every role, each cell's expected status derived from the route's declared
 * `x-epr-policy` (policy/route-table.ts routePolicies). A route added later is covered without a test
 * written for it. Every request carries what the route needs besides the rule its cell names
 * (a valid body, If-Match, Idempotency-Key), so each cell tests that one rule.
 */

const OWN_CLIENT = "100001";
const OTHER_CLIENT = "100005";
const FOREIGN = "https://evil.example";

type Role =
  | "anonymous"
  | "factorPending"
  | "passwordPending"
  | "noEntitlement"
  | "viewOnly"
  | "otherClient"
  | "foreignOrigin"
  | "sharedTarget"
  | "allowed";
const roles: Role[] = [
  "anonymous",
  "factorPending",
  "passwordPending",
  "noEntitlement",
  "viewOnly",
  "otherClient",
  "foreignOrigin",
  "sharedTarget",
  "allowed",
];
const heading: Record<Role, string> = {
  factorPending: "factor pending",
  passwordPending: "temporary password",
  anonymous: "no session",
  noEntitlement: "no entitlement",
  viewOnly: "view-only",
  otherClient: "other client's record",
  foreignOrigin: "foreign Origin",
  sharedTarget: "shared administrator",
  allowed: "allowed role",
};
/** Who signs in for each role: administrators of client 100001 made for this test. */
const logins = {
  noEntitlement: "matrix.noview",
  viewOnly: "matrix.VIEW",
  allowed: "matrix.admin",
} as const;
/** The allowed role of an internal-staff route (session-and-admin.md §6): the seeded internal user. */
const INTERNAL_LOGIN = "demo.internal";
const isInternalRoute = (op: Operation) => {
  const rule = ruleOf(op);
  return Boolean(rule && "internal" in rule && rule.internal);
};
/**
 * The allowed role of a super user's route (only a super user manages plan administrators, beyond
 * the spec): an administrator of client 100001 holding the Super User Role; the other
 * roles sign in as the other routes' do, so they are refused.
 */
const SUPER_LOGIN = "matrix.super";
const isSuperUserRoute = (op: Operation) => {
  const rule = ruleOf(op);
  return Boolean(rule && "superUser" in rule && rule.superUser);
};

/**
 * The operator's routes (GET /metrics): no session; the operator's token, which the
 * allowed role carries, or the operator's network, which an in-process call is not in. Anyone else
 * gets the 404 of an unknown path.
 */
const METRICS_TOKEN = randomBytes(32).toString("hex");
const isOperatorRoute = (op: Operation) => {
  const rule = ruleOf(op);
  return Boolean(rule && "operator" in rule && rule.operator);
};

/** "2xx", a status, or null where the cell does not apply to the route. */
type Expected = "2xx" | number | null;

/** The rule of each cell, from the route's policy. */
function expected(op: Operation, role: Role): Expected {
  const rule = ruleOf(op);
  if (!rule) return null;
  if (isOperatorRoute(op)) return role === "allowed" ? "2xx" : role === "anonymous" ? 404 : null;
  // A password-only sign-in of an administrator with MFA may call the passcode step
  // and nothing else; the passcode step takes no other session.
  if (rule.session === "factor") {
    if (role === "factorPending") return "2xx";
    if (role === "foreignOrigin") return UNSAFE_METHODS.has(op.method) ? 403 : null;
    return role === "otherClient" ? null : 401;
  }
  if (role === "factorPending") return rule.session ? 401 : null;
  // A temporary password's session (session-and-admin.md §4 Password step) may call the password
  // change and nothing else; the password change also takes every signed-in session.
  if (role === "passwordPending") return rule.session === "password" ? "2xx" : rule.session ? 401 : null;
  // Internal staff's routes refuse every plan administrator, whatever their rights.
  if (isInternalRoute(op) && (role === "noEntitlement" || role === "viewOnly")) return 403;
  switch (role) {
    case "anonymous":
      return rule.session ? 401 : "2xx";
    case "noEntitlement":
      return rule.session ? (rule.entitlement ? 403 : "2xx") : null;
    case "viewOnly":
      // A view-only login holding Modify and employees.edit: refused on every business write.
      return rule.modifies ? 403 : rule.session ? "2xx" : null;
    case "otherClient":
      return rule.record ? 404 : null;
    case "foreignOrigin":
      return UNSAFE_METHODS.has(op.method) ? 403 : null;
    case "sharedTarget":
      // A super user and an administrator of this client and another (session-and-admin.md §6):
      // this client's part of them is the super user's, their identity is not.
      if (rule.record !== "planAdmin") return null;
      return "identity" in rule && rule.identity ? 403 : "2xx";
    case "allowed":
      return "2xx";
  }
}

let t: Awaited<ReturnType<typeof createTestApp>>;
let operations: Operation[];
/** Records per kind: one the allowed role may see, one of another client, with their versions. */
let records: Record<
  | "employee"
  | "group"
  | "enrollment"
  | "report"
  | "planAdmin"
  | "claim"
  | "document"
  | "idCard"
  | "eligibilityImport"
  | "invoice"
  | "billingAccount",
  { own: { id: string; version: number }; other: { id: string; version: number } }
>;
/**
 * A cancelled employee of the allowed administrator's client: a reinstate (the example body of PUT
 * /employees/{umi}) applies only to coverage that has ended (enrollment.md §6 Reinstate), so its
 * cells act on this one instead of the active employee the other employee routes change.
 */
let reinstatable: { id: string; version: number };
/** The shared administrator of the cell being run (a new one per cell: a cell may remove or disable it). */
let sharedTarget: { id: string; version: number } | undefined;
let sharedAdmins = 0;
async function newSharedAdmin(): Promise<{ id: string; version: number }> {
  sharedAdmins += 1;
  const { loginId } = await createAdmin(t.db, {
    loginId: `matrix.shared${sharedAdmins}`,
    clientNumber: OWN_CLIENT,
    employees: { view: true, edit: false },
    groupValue: "View",
  });
  await t.db.query(
    `insert into admin_clients (admin_id, client_id)
     select a.id, c.id from plan_admins a, clients c where a.login_id = $1 and c.client_number = $2`,
    [loginId, OTHER_CLIENT],
  );
  return { id: loginId, version: 1 };
}

/** The record a cell is about: its route's kind, the other client's for that role. */
function recordOf(op: Operation, role: Role): { id: string; version: number } | null {
  const kind = ruleOf(op)?.record;
  if (!kind) return null;
  if (role === "otherClient") return records[kind].other;
  if (role === "sharedTarget" && sharedTarget) return sharedTarget;
  const body = op.bodyExample as { transactionType?: string } | undefined;
  return kind === "employee" && body?.transactionType === "REINSTATE" ? reinstatable : records[kind].own;
}

beforeAll(async () => {
  // With a test-only write route (PUT /test-probe/employees/{umi}) until the first real one exists.
  t = await createTestApp({
    members: 200,
    extraRoutes: probeRoutes(),
    env: { EPR_METRICS_TOKEN: METRICS_TOKEN },
  });
  await createAdmin(t.db, {
    loginId: logins.noEntitlement,
    clientNumber: OWN_CLIENT,
    employees: { view: false, edit: false },
    groupValue: "Modify",
  });
  await createAdmin(t.db, {
    loginId: logins.viewOnly,
    clientNumber: OWN_CLIENT,
    employees: { view: true, edit: true },
    groupValue: "Modify",
  });
  await createAdmin(t.db, {
    loginId: SUPER_LOGIN,
    clientNumber: OWN_CLIENT,
    employees: { view: true, edit: true },
    groupValue: "Modify",
  });
  await t.db.query(
    `update plan_admins set entitlements = jsonb_set(entitlements, '{superUserRole}', 'true') where login_id = $1`,
    [SUPER_LOGIN],
  );
  await createAdmin(t.db, {
    loginId: logins.allowed,
    clientNumber: OWN_CLIENT,
    employees: { view: true, edit: true },
    groupValue: "Modify",
  });
  const employee = async (clientNumber: string) => {
    const { umi, version } = await t.employeeOf(clientNumber);
    return { id: umi, version };
  };
  const group = async (clientNumber: string) => {
    const { rows } = await t.db.query<{ group_number: string }>(
      `select g.group_number from groups g join clients c on c.id = g.client_id
        where c.client_number = $1 and g.status = 'active' order by g.group_number limit 1`,
      [clientNumber],
    );
    return { id: rows[0]?.group_number ?? "", version: 1 };
  };
  records = {
    employee: { own: await employee(OWN_CLIENT), other: await employee(OTHER_CLIENT) },
    group: { own: await group(OWN_CLIENT), other: await group(OTHER_CLIENT) },
    // Made from the routes' example body, so the example saves over it (same subscriber SSN).
    enrollment: {
      own: await ownEnrollment((await group(OWN_CLIENT)).id),
      other: await t.enrollmentOf(OTHER_CLIENT),
    },
    // A finished census report of each client: its file is downloadable.
    report: { own: await readyReport(OWN_CLIENT), other: await readyReport(OTHER_CLIENT) },
    // An administrator of each client for the super user to manage.
    planAdmin: { own: await planAdminOf(OWN_CLIENT), other: await planAdminOf(OTHER_CLIENT) },
    // A seeded claim of each client, within the detail's lookback (assist-employees.md §9).
    claim: { own: await claimOf(OWN_CLIENT), other: await claimOf(OTHER_CLIENT) },
    // A seeded benefit booklet of each client (plan documents, assist-employees.md §2.4).
    document: { own: await documentOf(OWN_CLIENT), other: await documentOf(OTHER_CLIENT) },
    // The first ID card of each client's matrix employee (assist-employees.md §2.6).
    idCard: { own: await idCardOf(OWN_CLIENT), other: await idCardOf(OTHER_CLIENT) },
    // A judged eligibility import of each client, with nothing to apply (an apply finds no row).
    eligibilityImport: { own: await judgedImportOf(OWN_CLIENT), other: await judgedImportOf(OTHER_CLIENT) },
    // A bill of each client's first group, made by the invoice run (docs/features/billing.md).
    invoice: { own: await invoiceOf(OWN_CLIENT), other: await invoiceOf(OTHER_CLIENT) },
    // The seeded ebill account of each client (seed/billing.ts); the change's example keeps its groups.
    billingAccount: { own: await billingAccountOf(OWN_CLIENT), other: await billingAccountOf(OTHER_CLIENT) },
  };
  const cancelled = await t.db.query<{ umi: string; version: number }>(
    `select e.umi, e.version from employees e join clients c on c.id = e.client_id
      where c.client_number = $1 and e.status = 'cancelled'
        and exists (select 1 from employee_groups g where g.umi = e.umi)
      order by e.umi limit 1`,
    [OWN_CLIENT],
  );
  const first = cancelled.rows[0];
  if (!first) throw new Error(`no cancelled employee in client ${OWN_CLIENT} to reinstate`);
  reinstatable = { id: first.umi, version: first.version };
  operations = await routeOperations(t.app);
  swaps = await referenceSwaps();
  // Billing's routes need the Bills access (ebill) besides: every matrix login holds it, so each
  // cell still tests its one rule (the no-entitlement login lacks employees view).
  await t.db.query(
    "update plan_admins set entitlements = jsonb_set(entitlements, '{ebill}', 'true') where login_id like 'matrix.%'",
  );
  // And the manage billing user type: paying and the accounts' writes need it.
  await t.db.query(
    `insert into billing_user_types (admin_id, client_id, user_type)
     select ac.admin_id, ac.client_id, 'manage' from admin_clients ac join plan_admins a on a.id = ac.admin_id
      where a.login_id like 'matrix.%' on conflict do nothing`,
  );
});
afterAll(() => t.close());

/**
 * An enrollment in process of the allowed administrator, started with the routes' example body in
 * one of the client's groups: one of no group is seen only by who started it (and super users), and
 * the other logins of the client must read it too.
 */
const ownEnrollment = (groupNumber: string) =>
  enrollmentIn(groupNumber, exampleEnrollment.record.subscriber.ssn);

/** An enrollment in process of the allowed administrator in one group, for a subscriber's SSN. */
async function enrollmentIn(groupNumber: string, ssn: string): Promise<{ id: string; version: number }> {
  const agent = t.agent();
  await agent.login(logins.allowed);
  const { subscriber } = exampleEnrollment.record;
  const inGroup = {
    ...exampleEnrollment,
    record: {
      ...exampleEnrollment.record,
      subscriber: { ...subscriber, ssn, memberCoverages: [{ groupNumber }] },
    },
  };
  const res = await agent.request("/api/enrollments", {
    method: "POST",
    body: JSON.stringify(inGroup),
    headers: { "idempotency-key": randomBytes(16).toString("hex") },
  });
  if (res.status !== 201) throw new Error(`could not start the matrix's enrollment: ${res.status}`);
  const { id, version } = (await res.json()) as { id: string; version: number };
  return { id, version };
}

/** A judged eligibility import of a client, started by one of its administrators, with no rows. */
async function judgedImportOf(clientNumber: string): Promise<{ id: string; version: number }> {
  const { rows } = await t.db.query<{ id: string }>(
    `insert into eligibility_imports (client_id, admin_id, file_name, kind, status)
     select c.id, m.admin_id, 'matrix.csv', 'census', 'judged'
       from clients c join admin_clients m on m.client_id = c.id
      where c.client_number = $1 order by m.admin_id limit 1
     returning id::text`,
    [clientNumber],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error(`no administrator of client ${clientNumber} to start the matrix's import`);
  return { id, version: 1 };
}

/** A bill of a client's first active group (the group routes' own), made by the invoice run. */
async function invoiceOf(clientNumber: string): Promise<{ id: string; version: number }> {
  const { rows: groups } = await t.db.query<{ group_number: string }>(
    `select g.group_number from groups g join clients c on c.id = g.client_id
      where c.client_number = $1 and g.status = 'active' order by g.group_number limit 1`,
    [clientNumber],
  );
  const groupNumber = groups[0]?.group_number ?? "";
  await runInvoices(t.db, { month: "2026-01", groupNumbers: [groupNumber] });
  const { rows } = await t.db.query<{ id: string }>(
    "select id::text as id from invoices where group_number = $1 and month = '2026-01-01'",
    [groupNumber],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error(`no bill of client ${clientNumber} for the matrix`);
  return { id, version: 1 };
}

/** The seeded ebill account of a client (seed/billing.ts), with its version. */
async function billingAccountOf(clientNumber: string): Promise<{ id: string; version: number }> {
  const { rows } = await t.db.query<{ id: string; version: number }>(
    `select a.id::text as id, a.version from billing_accounts a join clients c on c.id = a.client_id
      where c.client_number = $1 order by a.id limit 1`,
    [clientNumber],
  );
  const account = rows[0];
  if (!account) throw new Error(`no ebill account of client ${clientNumber} for the matrix`);
  return account;
}

/** An administrator of a client, for the plan administrator routes' record cells. */
async function planAdminOf(clientNumber: string): Promise<{ id: string; version: number }> {
  const { loginId } = await createAdmin(t.db, {
    loginId: `matrix.managed${clientNumber}`,
    clientNumber,
    employees: { view: true, edit: false },
    groupValue: "View",
  });
  return { id: loginId, version: 1 };
}

/** The newest seeded claim of a client (assist-employees.md §2.9). */
async function claimOf(clientNumber: string): Promise<{ id: string; version: number }> {
  const { rows } = await t.db.query<{ claim_number: string }>(
    `select k.claim_number from claims k join employees e on e.umi = k.umi join clients c on c.id = e.client_id
      where c.client_number = $1 order by k.service_date desc, k.id desc limit 1`,
    [clientNumber],
  );
  return { id: rows[0]?.claim_number ?? "", version: 1 };
}

/** The first seeded benefit booklet of a client (plan documents, assist-employees.md §2.4). */
async function documentOf(clientNumber: string): Promise<{ id: string; version: number }> {
  const { rows } = await t.db.query<{ doc_id: string }>(
    `select d.doc_id from plan_documents d join groups g on g.group_number = d.group_number
       join clients c on c.id = g.client_id
      where c.client_number = $1 and d.kind = 'booklet' order by d.doc_id limit 1`,
    [clientNumber],
  );
  return { id: rows[0]?.doc_id ?? "", version: 1 };
}

/** The first current ID card of a client's employees by umi (assist-employees.md §2.6), by its card id. */
async function idCardOf(clientNumber: string): Promise<{ id: string; version: number }> {
  const { rows } = await t.db.query<{ umi: string; record: unknown }>(
    `select e.umi, e.record from employees e join clients c on c.id = e.client_id
      where c.client_number = $1 and e.status = 'active' order by e.umi limit 20`,
    [clientNumber],
  );
  for (const row of rows) {
    const holders = idCardHolders(row.umi, employeeRecordSchema.parse(row.record), new Date());
    const card = holders.flatMap((h) => h.cards)[0];
    if (card) return { id: card.cardId, version: 1 };
  }
  throw new Error(`no employee of client ${clientNumber} has an ID card`);
}

/** A ready census report of a client, over its first group (session-and-admin.md §2 requested reports). */
async function readyReport(clientNumber: string): Promise<{ id: string; version: number }> {
  const { rows } = await t.db.query<{ id: string }>(
    `insert into report_requests (client_id, admin_id, report_type, report_format, group_numbers, file_name, file_bytes)
     select c.id, (select min(id) from plan_admins), 'census', 'PDF',
            array[(select min(g.group_number) from groups g where g.client_id = c.id)], 'census.pdf', $2
       from clients c where c.client_number = $1 returning id::text`,
    [clientNumber, new TextEncoder().encode("%PDF-1.3\n%%EOF\n")],
  );
  return { id: rows[0]?.id ?? "", version: 1 };
}

/**
 * Bodies the document cannot carry: sign-in needs real credentials, the password change, turning
 * MFA off and removing a factor the current password (and a new one each time), a reset a live link.
 */
let newPasswords = 0;
async function bodyFor(op: Operation, loginId: string): Promise<unknown> {
  if (op.id === "POST /session") return { loginId, password: DEMO_PASSWORD };
  newPasswords += 1;
  if (op.id === "PUT /account/password")
    return { currentPassword: DEMO_PASSWORD, newPassword: `Matrix-Password-${newPasswords}!` };
  // Turning MFA off and removing a factor need the current password (a stolen session alone must not weaken the account).
  if (op.id === "PUT /mfa") return { hmhsmfaenrolled: "false", currentPassword: DEMO_PASSWORD };
  if (op.id === "DELETE /mfa/authenticator") return { currentPassword: DEMO_PASSWORD };
  if (op.id === "POST /password-resets/complete")
    return {
      token: await resetToken(await copyAdmin(logins.allowed, false)),
      newPassword: `Matrix-Reset-${newPasswords}!`,
    };
  return op.bodyExample;
}

/** A live reset link of an administrator, stored as the route stores it (hashed). */
async function resetToken(loginId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await t.db.query(
    `insert into password_resets (token_hash, admin_id, created_at, expires_at)
     select $1, id, now(), now() + interval '30 minutes' from plan_admins where login_id = $2`,
    [tokenHash(token), loginId],
  );
  return token;
}

/**
 * A copy of a role's administrator (rights, clients, groups and password hash), with a temporary
 * password or not: the cells that change a password each change a copy's, so the role's own
 * administrator signs in as before.
 */
let copies = 0;
async function copyAdmin(of: string, temporary: boolean): Promise<string> {
  copies += 1;
  const loginId = `${of}.copy${copies}`;
  await t.db.query(
    `insert into plan_admins (login_id, first_name, last_name, email, role, password_hash, entitlements, temporary_password,
                              temporary_password_expires_at)
     select $1, first_name, last_name, $1 || '@example.com', role, password_hash, entitlements, $3,
            case when $3::boolean then now() + interval '7 days' end from plan_admins where login_id = $2`,
    [loginId, of, temporary],
  );
  await t.db.query(
    `insert into admin_clients (admin_id, client_id)
     select n.id, ac.client_id from plan_admins n, plan_admins a join admin_clients ac on ac.admin_id = a.id
      where n.login_id = $1 and a.login_id = $2`,
    [loginId, of],
  );
  await t.db.query(
    `insert into admin_group_entitlements (admin_id, group_number, employee_data, spending_account)
     select n.id, e.group_number, e.employee_data, e.spending_account
       from plan_admins n, plan_admins a join admin_group_entitlements e on e.admin_id = a.id
      where n.login_id = $1 and a.login_id = $2`,
    [loginId, of],
  );
  return loginId;
}

/** One temporary-password sign-in serves the cells of every route but the password change. */
let passwordAgent: ReturnType<typeof t.agent> | undefined;

/**
 * Fills the path with the record the cell is about (a parameter of a route without a record kind
 * takes its declared example), and the query with each query parameter's declared example.
 */
function pathFor(op: Operation, role: Role): string {
  const kind = ruleOf(op)?.record;
  let path = op.path;
  for (const name of op.pathParams) {
    const example = op.paramExamples[name];
    if (!kind && example === undefined)
      throw new Error(
        `${op.id}: path parameter {${name}} names no record kind in its policy and has no example`,
      );
    const record = recordOf(op, role);
    path = path.replace(`{${name}}`, encodeURIComponent(record?.id ?? example ?? ""));
  }
  const query = new URLSearchParams(
    op.queryParams.flatMap((name) => {
      const example = op.paramExamples[name];
      return example === undefined ? [] : [[name, example]];
    }),
  ).toString();
  return `/api${path}${query ? `?${query}` : ""}`;
}

/**
 * A factor-pending sign-in: an administrator with MFA enrolled, of its own for each cell
 * (each sign-in e-mails a code, and codes per administrator are limited), signed in with the password.
 */
let pendingAdmins = 0;
async function pendingAdmin(): Promise<string> {
  pendingAdmins += 1;
  const loginId = `matrix.mfa${pendingAdmins}`;
  // The allowed administrator's rights and password hash (hashing anew would slow every cell).
  await t.db.query(
    `insert into plan_admins (login_id, first_name, last_name, email, role, password_hash, entitlements, mfa_enrolled, mfa_email)
     select $1, first_name, last_name, $2, role, password_hash, entitlements, true, $2 from plan_admins where login_id = $3`,
    [loginId, `${loginId}@example.com`, logins.allowed],
  );
  await t.db.query(
    `insert into admin_clients (admin_id, client_id)
     select n.id, ac.client_id from plan_admins n, plan_admins a join admin_clients ac on ac.admin_id = a.id
      where n.login_id = $1 and a.login_id = $2`,
    [loginId, logins.allowed],
  );
  return loginId;
}

/**
 * One factor-pending sign-in serves the cells of every route but the passcode step: those answer
 * 401 and leave it as it was (a route that took it would fail its cell anyway).
 */
let pendingAgent: ReturnType<typeof t.agent> | undefined;

async function runCell(op: Operation, role: Role): Promise<number> {
  const factorStep = ruleOf(op)?.session === "factor";
  const pending = role === "factorPending" || (factorStep && role === "foreignOrigin");
  // The password change changes the password it is given: each of its cells signs in a copy.
  const changesPassword = op.id === "PUT /account/password";
  const temporary = role === "passwordPending";
  const reuse =
    (pending && !factorStep && pendingAgent !== undefined) ||
    (temporary && !changesPassword && passwordAgent !== undefined);
  sharedTarget = role === "sharedTarget" ? await newSharedAdmin() : undefined;
  const roleLogin =
    role === "allowed" && isInternalRoute(op)
      ? INTERNAL_LOGIN
      : (role === "allowed" || role === "otherClient" || role === "sharedTarget") && isSuperUserRoute(op)
        ? SUPER_LOGIN
        : (logins[role as keyof typeof logins] ?? logins.allowed);
  const login =
    role === "anonymous" || reuse
      ? null
      : pending
        ? await pendingAdmin()
        : temporary || changesPassword
          ? await copyAdmin(roleLogin, temporary)
          : roleLogin;
  const agent = reuse ? ((pending ? pendingAgent : passwordAgent) ?? t.agent()) : t.agent();
  if (login && ruleOf(op)?.session) {
    const res = await agent.login(login);
    if (res.status !== (pending ? 202 : 200)) throw new Error(`${login} could not sign in: ${res.status}`);
    if (pending && !factorStep) pendingAgent = agent;
    if (temporary && !changesPassword) passwordAgent = agent;
  }
  const kind = ruleOf(op)?.record;
  const record = recordOf(op, role);
  // Several write routes change the same employee: each cell sends the version it has now.
  const version = kind === "employee" && record ? await t.employeeVersion(record.id) : (record?.version ?? 1);
  const headers: Record<string, string> = { origin: role === "foreignOrigin" ? FOREIGN : "http://localhost" };
  if (op.preconditions.includes("If-Match")) headers["if-match"] = `"${version}"`;
  if (isOperatorRoute(op) && role === "allowed") headers.authorization = `Bearer ${METRICS_TOKEN}`;
  if (op.preconditions.includes("Idempotency-Key"))
    headers["idempotency-key"] = randomBytes(16).toString("hex");
  const body = await bodyFor(op, login ?? logins.allowed);
  if (op.hasBody && body === undefined) throw new Error(`${op.id}: declare an example body in its route`);
  // A route taking a file gets its declared example file, as is.
  if (op.rawBody) headers["content-type"] = op.rawBody.contentType;
  const res = await agent.request(pathFor(op, role), {
    method: op.method,
    headers,
    ...(op.hasBody ? { body: JSON.stringify(body) } : op.rawBody ? { body: op.rawBody.example } : {}),
  });
  if (res.status >= 400) {
    const answer = (await res.json()) as { message?: unknown };
    if (typeof answer.message !== "string")
      throw new Error(`${op.id} ${role}: ${res.status} without a message`);
  }
  return res.status;
}

/**
 * The groups a reference cell puts in place of a route's own (issue: authorization of what a
 * request carries): another client's, and two of the allowed client's that the reference login
 * holds View-only and N/A. The reference login holds Modify on every other group of the client, so
 * the path's records and the example bodies' own groups stay usable.
 */
const REFERENCE_LOGIN = "matrix.mixed";
type Swap = "otherClient" | "viewOnlyGroup" | "naGroup";
const swapHeading: Record<Swap, string> = {
  otherClient: "other client's group",
  viewOnlyGroup: "View-only group",
  naGroup: "N/A group",
};
let swaps: Record<ReferenceKind, Record<Swap, string>>;

async function referenceSwaps(): Promise<Record<ReferenceKind, Record<Swap, string>>> {
  // Two groups of the allowed client that no record of the matrix is in, as copies of its first.
  for (const copy of ["100190", "100191"])
    await t.db.query(
      `insert into groups (group_number, client_id, name, status, additional)
       select $1, client_id, name || ' ' || $1, status, additional from groups where group_number = $2`,
      [copy, records.group.own.id],
    );
  // The administrators made before hold them as they hold the group copied (a super user manages
  // every group of the client).
  await t.db.query(
    `insert into admin_group_entitlements (admin_id, group_number, employee_data, spending_account)
     select e.admin_id, c.copy, e.employee_data, e.spending_account
       from admin_group_entitlements e, unnest($2::text[]) as c(copy) where e.group_number = $1`,
    [records.group.own.id, ["100190", "100191"]],
  );
  const { rows } = await t.db.query<{ group_number: string; client_number: string }>(
    `select g.group_number, c.client_number from groups g join clients c on c.id = g.client_id
      where c.client_number in ($1, $2) and g.status = 'active' order by g.group_number`,
    [OWN_CLIENT, OTHER_CLIENT],
  );
  // Groups the cells' own records and example inputs use stay Modify.
  const used = new Set<string>();
  const text = JSON.stringify(operations.map((op) => [op.bodyExample, op.paramExamples]));
  for (const row of rows) if (text.includes(row.group_number)) used.add(row.group_number);
  const { rows: recordGroups } = await t.db.query<{ group_number: string }>(
    "select group_number from employee_groups where umi = any($1)",
    [[records.employee.own.id, reinstatable.id]],
  );
  for (const row of recordGroups) used.add(row.group_number);
  used.add(records.group.own.id);
  const free = rows.filter((r) => r.client_number === OWN_CLIENT && !used.has(r.group_number));
  const other = rows.find((r) => r.client_number === OTHER_CLIENT);
  const [viewOnlyGroup, naGroup] = free.map((r) => r.group_number);
  if (!viewOnlyGroup || !naGroup || !other)
    throw new Error(
      `client ${OWN_CLIENT} has no two groups outside the matrix's records to swap in: ${rows.map((r) => r.group_number)} used ${[...used]}`,
    );
  const { id } = await createAdmin(t.db, {
    loginId: REFERENCE_LOGIN,
    clientNumber: OWN_CLIENT,
    employees: { view: true, edit: true },
    groupValue: "Modify",
  });
  await t.db.query(
    `update admin_group_entitlements set employee_data = case group_number when $2 then 'View' else 'N/A' end
      where admin_id = $1 and group_number in ($2, $3)`,
    [id, viewOnlyGroup, naGroup],
  );
  const groups = { otherClient: other.group_number, viewOnlyGroup, naGroup };
  // Enrollments in process of the client in those groups, started by the allowed administrator,
  // and the other client's: what an enrollmentId swaps in.
  const enrollments = {
    otherClient: records.enrollment.other.id,
    viewOnlyGroup: (await enrollmentIn(viewOnlyGroup, "234567801")).id,
    naGroup: (await enrollmentIn(naGroup, "234567802")).id,
  };
  return { group: groups, enrollment: enrollments };
}

/** Every value at a field path (http/references.ts syntax) set to one group number, in a copy. */
function withValueAt(input: unknown, steps: string[], value: string): unknown {
  const [step, ...rest] = steps;
  if (step === undefined) return value;
  if (step === "[]") {
    if (!Array.isArray(input)) return input;
    // An empty list of ids (a report over all groups) gets the one id.
    return input.length === 0 && rest.length === 0
      ? [value]
      : input.map((item) => withValueAt(item, rest, value));
  }
  if (!input || typeof input !== "object" || Array.isArray(input)) return input;
  const record = input as Record<string, unknown>;
  if (!(step in record) && rest.length > 0) return input;
  return { ...record, [step]: withValueAt(record[step], rest, value) };
}
const withBodyValue = (body: unknown, path: string, value: string) =>
  withValueAt(body, path.startsWith("body[]") ? ["[]", ...stepsOf(path)] : stepsOf(path), value);
const stepsOf = (path: string) =>
  path
    .split(".")
    .slice(1)
    .flatMap((step) => (step.endsWith("[]") ? [step.slice(0, -2), "[]"] : [step]));

// biome-ignore lint/suspicious/noExplicitAny: example bodies as JSON
type JsonBody = any;
let plantedSsns = 0;
/**
 * Where a route's example leaves a reference field's list empty (no dependent, an enrollment with
 * no coverage yet), the reference cell puts one entry there, so the field is tried too: the entry as
 * the schema takes it, naming the group the cell swaps in. The example of PUT /employees/{umi} is a
 * reinstate, whose schema has no bookkeeping: its bookkeeping cells send the same record as an edit
 * with one entry in the list (the edit's groups are also judged against the stored record in
 * group-rights.test.ts).
 */
const PLANT: Record<string, (body: JsonBody) => JsonBody> = {
  "body.record.subscriber.memberCoverages[].groupNumber": (body) => {
    const next = structuredClone(body);
    if (next.record.subscriber.memberCoverages.length === 0)
      next.record.subscriber.memberCoverages = [{ groupNumber: records.group.own.id }];
    return next;
  },
  "body.record.dependents[].memberCoverages[].groupNumber": (body) => {
    const next = PLANT["body.record.subscriber.memberCoverages[].groupNumber"]?.(body);
    plantedSsns += 1;
    const { subscriber } = next.record;
    if (next.record.dependents.length === 0)
      next.record.dependents = [
        {
          ...structuredClone(subscriber),
          fullName: { first: "Planted", last: subscriber.fullName.last },
          ssn: `8990${String(10_000 + plantedSsns).slice(-5)}`,
          relationshipCode: "01",
          umi: undefined,
        },
      ];
    return next;
  },
  "body.bookkeeping.coverages.forAddition[].groupNumber": (body) => asEditWith(body, "forAddition"),
  "body.bookkeeping.coverages.forDeletion[].groupNumber": (body) => asEditWith(body, "forDeletion"),
  // A resumed enrollment names itself instead of the SSN it holds (the SSN then stays on file).
  "body.enrollmentId": (body) => {
    const { ssn: _ssn, subscriberSsn: _subscriberSsn, ...rest } = body;
    return { ...rest, enrollmentId: records.enrollment.own.id };
  },
};
/** A reinstate's body sent as an edit whose bookkeeping `list` names the session's own group. */
function asEditWith(body: JsonBody, list: "forAddition" | "forDeletion"): JsonBody {
  const { reinstateDate: _reinstateDate, bookkeeping, ...rest } = body;
  const entry = { groupNumber: records.group.own.id, lineOfBusiness: "MEDICAL" };
  return {
    ...rest,
    transactionType: "EDIT",
    bookkeeping: {
      coverages: { forAddition: [], forDeletion: [], ...bookkeeping?.coverages, [list]: [entry] },
    },
  };
}
/** The example body with the field planted where the example leaves it out or empty. */
function bodyCarrying(body: unknown, path: string): unknown {
  if (path.startsWith("query.")) return body;
  const plant = PLANT[path];
  return valuesAt({ body }, path).length > 0 || !plant ? body : plant(body);
}

/** What a reference cell must answer: a group the session may not read is one that does not exist. */
function referenceExpected(
  need: "read" | "modify" | "hold",
  swap: Swap,
  write: boolean,
): number | "not 403" | "below 500" {
  if (swap !== "viewOnlyGroup") return 404;
  if (need === "modify") return 403;
  // A readable group in a record whose change is judged against the stored one: the write
  // pipeline decides (a change in a View-only group is refused there: group-rights.test.ts).
  if (write) return "below 500";
  // A View-only group is readable: never refused for rights where the route only reads it (a 404
  // may still say that the path's employee is not in that group).
  return "not 403";
}

let referenceAgent: ReturnType<typeof t.agent> | undefined;
async function runReferenceCell(op: Operation, path: string, group: string): Promise<number> {
  if (!referenceAgent) {
    referenceAgent = t.agent();
    const res = await referenceAgent.login(REFERENCE_LOGIN);
    if (res.status !== 200) throw new Error(`${REFERENCE_LOGIN} could not sign in: ${res.status}`);
  }
  const record = recordOf(op, "allowed");
  const kind = ruleOf(op)?.record;
  const version = kind === "employee" && record ? await t.employeeVersion(record.id) : (record?.version ?? 1);
  const headers: Record<string, string> = { origin: "http://localhost" };
  if (op.preconditions.includes("If-Match")) headers["if-match"] = `"${version}"`;
  if (op.preconditions.includes("Idempotency-Key"))
    headers["idempotency-key"] = randomBytes(16).toString("hex");
  // A route taking a file gets its declared example file, as its role cells do.
  if (op.rawBody) headers["content-type"] = op.rawBody.contentType;
  let url = pathFor(op, "allowed");
  let body = bodyCarrying(await bodyFor(op, REFERENCE_LOGIN), path);
  if (path.startsWith("query.")) {
    const [base, query = ""] = url.split("?");
    const params = new URLSearchParams(query);
    params.set(path.slice("query.".length), group);
    url = `${base}?${params}`;
  } else {
    body = withBodyValue(body, path, group);
  }
  const res = await referenceAgent.request(url, {
    method: op.method,
    headers,
    ...(op.hasBody ? { body: JSON.stringify(body) } : op.rawBody ? { body: op.rawBody.example } : {}),
  });
  return res.status;
}

/** Field names that name a record of ours (path ids are the route's record kind). */
const ID_NAME =
  /^(groupNumber|groupNumbers|umi|enrollmentId|loginId|reportId|docId|claimNumber|cardId|clientNumber)$/;
/**
 * Fields named like an id that are not a reference to a record of ours, each with its reason; any
 * other such field must be declared in its route's `references`, so a route added later cannot
 * carry an id the policy never sees.
 */
const NOT_REFERENCES = [
  // Another insurer's group and claim numbers (other insurance, Medicare), not our groups.
  /\.otherInsurance\.groupNumber$/,
  /\.medicareEligible\.(partCInfo|partDInfo)\.groupNumber$/,
  /\.medicareEligible\.claimNumber$/,
  // The record's own member ID: the write pipeline keeps the path's, never the body's.
  /^(PUT|POST) \/(employees|enrollments)\S* body\.record\.umi$/,
  // Sign-in, the reset request and a new administrator's login name: no record yet to resolve.
  /^POST \/(session|password-resets|plan-admins) body\.(demographics\.)?loginId$/,
  // Choosing a client is decided by mayChooseClient (session-and-admin.md §4) in its handler.
  /^PUT \/session\/client body\.clientNumber$/,
];

type OpenApiSchema = {
  $ref?: string;
  properties?: Record<string, OpenApiSchema>;
  items?: OpenApiSchema;
  anyOf?: OpenApiSchema[];
  oneOf?: OpenApiSchema[];
  allOf?: OpenApiSchema[];
};
type OpenApiDoc = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string }[];
        requestBody?: { content?: Record<string, { schema?: OpenApiSchema }> };
      }
    >
  >;
  components?: { schemas?: Record<string, OpenApiSchema> };
};

/** Every query or body field of every route whose name says it is an id, by its reference path. */
function idFieldsOf(doc: OpenApiDoc): { op: string; path: string }[] {
  const found: { op: string; path: string }[] = [];
  const walk = (schema: OpenApiSchema | undefined, path: string, op: string, seen: string[]) => {
    if (!schema) return;
    if (schema.$ref) {
      const name = schema.$ref.split("/").pop() ?? "";
      if (!seen.includes(name)) walk(doc.components?.schemas?.[name], path, op, [...seen, name]);
      return;
    }
    for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
      walk(part, path, op, seen);
    if (schema.items) walk(schema.items, `${path}[]`, op, seen);
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      const at = `${path}.${name}`;
      if (ID_NAME.test(name)) found.push({ op, path: property.items ? `${at}[]` : at });
      walk(property, at, op, seen);
    }
  };
  for (const [route, methods] of Object.entries(doc.paths))
    for (const [method, operation] of Object.entries(methods)) {
      const op = `${method.toUpperCase()} ${route}`;
      for (const p of operation.parameters ?? [])
        if (p.in === "query" && ID_NAME.test(p.name)) found.push({ op, path: `query.${p.name}` });
      walk(operation.requestBody?.content?.["application/json"]?.schema, "body", op, []);
    }
  // A field found both as itself and through its items (groupNumbers[]) is one field.
  return [...new Map(found.map((f) => [`${f.op} ${f.path}`, f])).values()];
}

/** The matrix is one test over every route and role, so its time grows with the API. */
const MATRIX_TIMEOUT_MS = 5 * 60_000;

const matches = (want: Expected, got: number) =>
  want === "2xx" ? got >= 200 && got < 300 : want === null || got === want;

describe("authorization matrix from the OpenAPI document", () => {
  it("every route declares a policy", () => {
    expect(operations.length).toBeGreaterThan(0);
    expect(operations.filter((op) => op.policy === null).map((op) => op.id)).toEqual([]);
  });

  it("a factor-pending session may call the passcode or authenticator step only", () => {
    expect(operations.filter((op) => ruleOf(op)?.session === "factor").map((op) => op.id)).toEqual([
      "POST /session/factor",
      "POST /session/authenticator",
    ]);
  });

  it("a temporary password's session may call the password change only (session-and-admin.md §4)", () => {
    expect(operations.filter((op) => ruleOf(op)?.session === "password").map((op) => op.id)).toEqual([
      "PUT /account/password",
    ]);
  });

  it("only health, readiness, config, sign-in, 'am I signed in?' and sign-out are public, and the API description needs no session", async () => {
    expect(operations.some((op) => ruleOf(op)?.modifies)).toBe(true);
    expect(operations.filter((op) => op.policy === "public").map((op) => op.id)).toEqual([
      "GET /health",
      "GET /config",
      // What a load balancer polls: ready or draining, nothing else.
      "GET /health/ready",
      "POST /session",
      // Answers 200 { signedIn: false } without a session: asking is not an error.
      "GET /session",
      "DELETE /session",
      // 'Forgot password' and its link (beyond the spec): the link stands for the session.
      "POST /password-resets",
      "POST /password-resets/complete",
    ]);
    expect((await t.app.request("/api/openapi.json")).status).toBe(200);
  });

  it("covers the routes the API description hides: GET /metrics is in the matrix, not in the document", async () => {
    expect(operations.filter(isOperatorRoute).map((op) => op.id)).toEqual(["GET /metrics"]);
    const doc = (await (await t.app.request("/api/openapi.json")).json()) as { paths: object };
    expect(Object.keys(doc.paths)).not.toContain("/metrics");
    expect(JSON.stringify(doc)).not.toMatch(/metrics/i);
  });

  it(
    "every cell answers as its route's policy says (the matrix is printed)",
    async () => {
      const rows: { op: Operation; cells: { role: Role; want: Expected; got: number | null }[] }[] = [];
      for (const op of operations) {
        const cells = [];
        for (const role of roles) {
          const want = expected(op, role);
          cells.push({ role, want, got: want === null ? null : await runCell(op, role) });
        }
        rows.push({ op, cells });
      }
      const width = Math.max(...operations.map((op) => op.id.length));
      const policyWidth = Math.max(15, ...operations.map((op) => (op.policy ?? "NONE").length));
      const line = (cols: string[]) =>
        cols
          .map((c, i) =>
            c.padEnd(i === 0 ? width : i === 1 ? policyWidth : heading[roles[i - 2] as Role].length),
          )
          .join(" │ ");
      const out = [
        "",
        "Authorization matrix (status got; ✗ = differs from the policy, expected in brackets; – = not applicable)",
        line(["route", "x-epr-policy", ...roles.map((r) => heading[r])]),
        ...rows.map(({ op, cells }) =>
          line([
            op.id,
            op.policy ?? "NONE",
            ...cells.map(({ want, got }) =>
              got === null ? "–" : matches(want, got) ? String(got) : `✗ ${got} [${want}]`,
            ),
          ]),
        ),
        "",
      ];
      console.log(out.join("\n"));
      const wrong = rows.flatMap(({ op, cells }) =>
        cells
          .filter(({ want, got }) => got !== null && !matches(want, got))
          .map(({ role, want, got }) => `${op.id} as ${heading[role]}: got ${got}, policy says ${want}`),
      );
      expect(wrong).toEqual([]);
    },
    MATRIX_TIMEOUT_MS,
  );
  it("every field named like an id in a route's query or body is a declared reference, or said not to be one", async () => {
    const doc = (await (await t.app.request("/api/openapi.json")).json()) as OpenApiDoc;
    const undeclared = idFieldsOf(doc).filter(
      ({ op, path }) =>
        !operations.find((o) => o.id === op)?.references[path] &&
        !NOT_REFERENCES.some((re) => re.test(`${op} ${path}`)),
    );
    expect(undeclared.map(({ op, path }) => `${op} ${path}`)).toEqual([]);
  });

  it(
    "every write that sends a whole employee record keeps a View-only group's part as stored when the record leaves it out (the left-out matrix is printed)",
    async () => {
      // A copy of the examples' group (the same products), which the reference login holds View-only.
      const leftOut = "100192";
      await t.db.query(
        `insert into groups (group_number, client_id, name, status, additional)
         select $1, client_id, name || ' ' || $1, status, additional from groups where group_number = $2`,
        [leftOut, records.group.own.id],
      );
      await t.db.query(
        `insert into admin_group_entitlements (admin_id, group_number, employee_data, spending_account)
         select e.admin_id, $2, case a.login_id when $3 then 'View' else e.employee_data end, e.spending_account
           from admin_group_entitlements e join plan_admins a on a.id = e.admin_id where e.group_number = $1`,
        [records.group.own.id, leftOut, REFERENCE_LOGIN],
      );
      const agent = t.agent();
      expect((await agent.login(REFERENCE_LOGIN)).status).toBe(200);
      // Routes whose body is a whole record judged against the stored one (its groups are `read`).
      const writes = operations.filter(
        (op) =>
          UNSAFE_METHODS.has(op.method) &&
          ruleOf(op)?.record === "employee" &&
          Object.entries(op.references).some(
            ([path, r]) => path.startsWith("body.record.") && r.need === "read",
          ),
      );
      const used = new Set([records.employee.own.id, reinstatable.id]);
      const rows: { op: Operation; umi: string; status: number; kept: boolean; lines: number }[] = [];
      for (const op of writes) {
        // An employee of its own in the state the example needs (a reinstate needs a cancelled one).
        const reinstate = (op.bodyExample as { transactionType?: string }).transactionType === "REINSTATE";
        const { rows: candidates } = await t.db.query<{ umi: string }>(
          `select e.umi from employees e join clients c on c.id = e.client_id
            where c.client_number = $1 and e.status = $2
              and exists (select 1 from employee_groups g where g.umi = e.umi and g.group_number = $3)
            order by e.umi`,
          [OWN_CLIENT, reinstate ? "cancelled" : "active", records.group.own.id],
        );
        const umi = candidates.map((r) => r.umi).find((u) => !used.has(u));
        if (!umi) throw new Error(`${op.id}: no employee of client ${OWN_CLIENT} left to try`);
        used.add(umi);
        // Its lines in the examples' group, copied into the View-only group as stored.
        await t.db.query(
          `update employees set record = jsonb_set(
             jsonb_set(record, '{subscriber,memberCoverages}', (record->'subscriber'->'memberCoverages') ||
               coalesce((select jsonb_agg(jsonb_set(c, '{groupNumber}', to_jsonb($2::text)))
                  from jsonb_array_elements(record->'subscriber'->'memberCoverages') c
                 where c->>'groupNumber' = $3), '[]'::jsonb)),
             '{dependents}', record->'dependents') where umi = $1`,
          [umi, leftOut, records.group.own.id],
        );
        await t.db.query(
          `insert into employee_groups (umi, group_number, status)
           select umi, $2, status from employee_groups where umi = $1 and group_number = $3`,
          [umi, leftOut, records.group.own.id],
        );
        const linesOf = async () => {
          const { rows: stored } = await t.db.query<{ record: unknown }>(
            "select record from employees where umi = $1",
            [umi],
          );
          const record = employeeRecordSchema.parse(
            typeof stored[0]?.record === "string" ? JSON.parse(stored[0].record) : stored[0]?.record,
          );
          return JSON.stringify(
            [record.subscriber, ...record.dependents].map((m) =>
              m.memberCoverages.filter((c) => c.groupNumber === leftOut),
            ),
          );
        };
        const before = await linesOf();
        const headers: Record<string, string> = { origin: "http://localhost" };
        if (op.preconditions.includes("If-Match")) headers["if-match"] = `"${await t.employeeVersion(umi)}"`;
        if (op.preconditions.includes("Idempotency-Key"))
          headers["idempotency-key"] = randomBytes(16).toString("hex");
        // The example names the examples' group only: the View-only group's part is left out.
        expect(JSON.stringify(op.bodyExample)).not.toContain(leftOut);
        const res = await agent.request(`/api${op.path.replace("{umi}", umi)}`, {
          method: op.method,
          headers,
          body: JSON.stringify(op.bodyExample),
        });
        const after = await linesOf();
        rows.push({
          op,
          umi,
          status: res.status,
          kept: before === after,
          lines: JSON.parse(before).flat().length,
        });
      }
      console.log(
        [
          "",
          `Left-out matrix: ${rows.length} route(s) whose body is a whole employee record, sent by ${REFERENCE_LOGIN} with the part of a View-only group (${leftOut}) left out`,
          ...rows.map(
            (r) =>
              `${r.op.id} │ ${r.umi} │ ${r.lines} stored line(s) of ${leftOut} │ ${r.status} │ ${r.kept ? "kept as stored" : "✗ CHANGED"}`,
          ),
          "",
        ].join("\n"),
      );
      expect(rows.length).toBeGreaterThan(0);
      // Each write went through (so leaving the group out was really tried), and kept the group's part.
      expect(rows.filter((r) => r.status >= 300 || !r.kept || r.lines === 0).map((r) => r.op.id)).toEqual([]);
    },
    MATRIX_TIMEOUT_MS,
  );

  it(
    "every id a request carries in its query or body is resolved by the policy: another client's group and an N/A group answer 404, a View-only group 403 where the route changes it (the reference matrix is printed)",
    async () => {
      type Cell = {
        op: Operation;
        path: string;
        need: "read" | "modify" | "hold";
        got: Record<Swap, number | null>;
      };
      const cells: Cell[] = [];
      let planted = 0;
      const swapKeys = Object.keys(swapHeading) as Swap[];
      for (const op of operations) {
        for (const [path, reference] of Object.entries(op.references)) {
          // A body field the route's example leaves empty (no dependents, no bookkeeping) has nothing
          // to swap: its cells say so rather than pass unseen.
          const example = bodyCarrying(await bodyFor(op, REFERENCE_LOGIN), path);
          // Carried when the swap lands in the body (a field the example leaves out is added).
          const carried =
            path.startsWith("query.") ||
            JSON.stringify(example) !== JSON.stringify(withBodyValue(example, path, "000000"));
          if (carried && PLANT[path] && example !== (await bodyFor(op, REFERENCE_LOGIN))) planted += 1;
          const got = {} as Record<Swap, number | null>;
          for (const swap of swapKeys)
            got[swap] = carried ? await runReferenceCell(op, path, swaps[reference.kind][swap]) : null;
          cells.push({ op, path, need: reference.need, got });
        }
      }
      const ok = (want: number | "not 403" | "below 500", got: number | null) =>
        got === null ||
        (want === "below 500" ? got < 500 : want === "not 403" ? got !== 403 && got < 500 : got === want);
      const expectedOf = (c: Cell, k: Swap) => referenceExpected(c.need, k, UNSAFE_METHODS.has(c.op.method));
      const empty = cells.filter((c) => swapKeys.every((k) => c.got[k] === null)).length;
      const width = Math.max(...cells.map((c) => c.op.id.length));
      const fieldWidth = Math.max(...cells.map((c) => c.path.length));
      const shown = (c: Cell, k: Swap) => {
        const want = expectedOf(c, k);
        const got = c.got[k];
        const text =
          got === null ? "– (none in example)" : ok(want, got) ? String(got) : `✗ ${got} [${want}]`;
        return text.padEnd(swapHeading[k].length);
      };
      const out = [
        "",
        `Reference matrix: ${cells.length} reference fields of ${new Set(cells.map((c) => c.op.id)).size} routes × ${swapKeys.length} swaps = ${(cells.length - empty) * swapKeys.length} cells run (${planted} fields planted where the example leaves them empty, ${empty} still empty), as ${REFERENCE_LOGIN} (✗ = differs, expected in brackets)`,
        [
          "route".padEnd(width),
          "field".padEnd(fieldWidth),
          "need  ",
          ...swapKeys.map((k) => swapHeading[k]),
        ].join(" │ "),
        ...cells.map((c) =>
          [
            c.op.id.padEnd(width),
            c.path.padEnd(fieldWidth),
            c.need.padEnd(6),
            ...swapKeys.map((k) => shown(c, k)),
          ].join(" │ "),
        ),
        "",
      ];
      console.log(out.join("\n"));
      expect(cells.length - empty).toBeGreaterThan(20);
      const wrong = cells.flatMap((c) =>
        swapKeys
          .filter((k) => !ok(expectedOf(c, k), c.got[k]))
          .map(
            (k) => `${c.op.id} ${c.path} with ${swapHeading[k]}: got ${c.got[k]}, want ${expectedOf(c, k)}`,
          ),
      );
      expect(wrong).toEqual([]);
    },
    MATRIX_TIMEOUT_MS,
  );
});
