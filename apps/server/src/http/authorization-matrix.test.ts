import { randomBytes } from "node:crypto";
import { employeeRecordSchema, idCardHolders } from "@epr/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tokenHash } from "../auth/sessions.js";
import { exampleEnrollment } from "../enrollments/example.js";
import { DEMO_PASSWORD } from "../seed/demo-admins.js";
import { createAdmin } from "../test-support/admins.js";
import { type Operation, routeOperations, ruleOf, UNSAFE_METHODS } from "../test-support/openapi.js";
import { probeRoutes } from "../test-support/probeRoutes.js";
import { createTestApp } from "../test-support/testApp.js";

/**
 * The authorization matrix (issue 7 §6), generated from GET /api/openapi.json: every route the
 * server describes × every role, each cell's expected status derived from the route's declared
 * `x-epr-policy` (policy/policy.ts routePolicies). A route added later is covered without a test
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
  | "allowed";
const roles: Role[] = [
  "anonymous",
  "factorPending",
  "passwordPending",
  "noEntitlement",
  "viewOnly",
  "otherClient",
  "foreignOrigin",
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
 * The allowed role of a super user's route (issue 10: only a super user manages plan
 * administrators): an administrator of client 100001 holding the Super User Role; the other
 * roles sign in as the other routes' do, so they are refused.
 */
const SUPER_LOGIN = "matrix.super";
const isSuperUserRoute = (op: Operation) => {
  const rule = ruleOf(op);
  return Boolean(rule && "superUser" in rule && rule.superUser);
};

/**
 * The operator's routes (issue 12: GET /metrics): no session; the operator's token, which the
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
  // A password-only sign-in of an administrator with MFA (issue 10) may call the passcode step
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
    case "allowed":
      return "2xx";
  }
}

let t: Awaited<ReturnType<typeof createTestApp>>;
let operations: Operation[];
/** Records per kind: one the allowed role may see, one of another client, with their versions. */
let records: Record<
  "employee" | "group" | "enrollment" | "report" | "planAdmin" | "claim" | "document" | "idCard",
  { own: { id: string; version: number }; other: { id: string; version: number } }
>;
/**
 * A cancelled employee of the allowed administrator's client: a reinstate (the example body of PUT
 * /employees/{umi}) applies only to coverage that has ended (enrollment.md §6 Reinstate), so its
 * cells act on this one instead of the active employee the other employee routes change.
 */
let reinstatable: { id: string; version: number };

/** The record a cell is about: its route's kind, the other client's for that role. */
function recordOf(op: Operation, role: Role): { id: string; version: number } | null {
  const kind = ruleOf(op)?.record;
  if (!kind) return null;
  if (role === "otherClient") return records[kind].other;
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
    enrollment: { own: await ownEnrollment(), other: await t.enrollmentOf(OTHER_CLIENT) },
    // A finished census report of each client (issue 10): its file is downloadable.
    report: { own: await readyReport(OWN_CLIENT), other: await readyReport(OTHER_CLIENT) },
    // An administrator of each client for the super user to manage (issue 10).
    planAdmin: { own: await planAdminOf(OWN_CLIENT), other: await planAdminOf(OTHER_CLIENT) },
    // A seeded claim of each client, within the detail's lookback (assist-employees.md §9).
    claim: { own: await claimOf(OWN_CLIENT), other: await claimOf(OTHER_CLIENT) },
    // A seeded benefit booklet of each client (issue 11: plan documents).
    document: { own: await documentOf(OWN_CLIENT), other: await documentOf(OTHER_CLIENT) },
    // The first ID card of each client's matrix employee (assist-employees.md §2.6).
    idCard: { own: await idCardOf(OWN_CLIENT), other: await idCardOf(OTHER_CLIENT) },
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
});
afterAll(() => t.close());

/** An enrollment in process of the allowed administrator, started with the routes' example body. */
async function ownEnrollment(): Promise<{ id: string; version: number }> {
  const agent = t.agent();
  await agent.login(logins.allowed);
  const res = await agent.request("/api/enrollments", {
    method: "POST",
    body: JSON.stringify(exampleEnrollment),
    headers: { "idempotency-key": randomBytes(16).toString("hex") },
  });
  if (res.status !== 201) throw new Error(`could not start the matrix's enrollment: ${res.status}`);
  const { id, version } = (await res.json()) as { id: string; version: number };
  return { id, version };
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

/** The newest seeded claim of a client (issue 11: claims). */
async function claimOf(clientNumber: string): Promise<{ id: string; version: number }> {
  const { rows } = await t.db.query<{ claim_number: string }>(
    `select k.claim_number from claims k join employees e on e.umi = k.umi join clients c on c.id = e.client_id
      where c.client_number = $1 order by k.service_date desc, k.id desc limit 1`,
    [clientNumber],
  );
  return { id: rows[0]?.claim_number ?? "", version: 1 };
}

/** The first seeded benefit booklet of a client (issue 11: plan documents). */
async function documentOf(clientNumber: string): Promise<{ id: string; version: number }> {
  const { rows } = await t.db.query<{ doc_id: string }>(
    `select d.doc_id from plan_documents d join groups g on g.group_number = d.group_number
       join clients c on c.id = g.client_id
      where c.client_number = $1 and d.kind = 'booklet' order by d.doc_id limit 1`,
    [clientNumber],
  );
  return { id: rows[0]?.doc_id ?? "", version: 1 };
}

/** The first current ID card of a client's employees by umi (issue 11: ID cards), by its card id. */
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

/** A ready census report of a client, over its first group (issue 10: requested reports). */
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
 * Bodies the document cannot carry: sign-in needs real credentials, the password change the
 * current password (and a new one each time), a reset a live link.
 */
let newPasswords = 0;
async function bodyFor(op: Operation, loginId: string): Promise<unknown> {
  if (op.id === "POST /session") return { loginId, password: DEMO_PASSWORD };
  newPasswords += 1;
  if (op.id === "PUT /account/password")
    return { currentPassword: DEMO_PASSWORD, newPassword: `Matrix-Password-${newPasswords}!` };
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
 * A factor-pending sign-in (issue 10): an administrator with MFA enrolled, of its own for each cell
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
  const roleLogin =
    role === "allowed" && isInternalRoute(op)
      ? INTERNAL_LOGIN
      : (role === "allowed" || role === "otherClient") && isSuperUserRoute(op)
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
  const res = await agent.request(pathFor(op, role), {
    method: op.method,
    headers,
    ...(op.hasBody ? { body: JSON.stringify(body) } : {}),
  });
  if (res.status >= 400) {
    const answer = (await res.json()) as { message?: unknown };
    if (typeof answer.message !== "string")
      throw new Error(`${op.id} ${role}: ${res.status} without a message`);
  }
  return res.status;
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

  it("a factor-pending session may call the passcode or authenticator step only (issue 10)", () => {
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
      // What a load balancer polls (issue 12): ready or draining, nothing else.
      "GET /health/ready",
      "POST /session",
      // Answers 200 { signedIn: false } without a session: asking is not an error (issue 7 §5).
      "GET /session",
      "DELETE /session",
      // 'Forgot password' and its link (issue 10): the link stands for the session.
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
});
