import {
  currentSessionSchema,
  planAdminActionMessages,
  planAdminDetailSchema,
  planAdminListSchema,
} from "@epr/contract";
import { adminMessages } from "@epr/forms/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestOutbox } from "../mail/mailer.js";
import { factorLockedFor } from "../mfa/factor-throttle.js";
import { policyMessages } from "../policy/index.js";
import { createAdmin } from "../test-support/admins.js";
import { createTestApp } from "../test-support/testApp.js";

/**
 * Plan administrators managed by a super user (session-and-admin.md §2, §4 Group entitlement
 * editing; the account actions are beyond the spec).
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
type Agent = ReturnType<typeof t.agent>;
let superUser: Agent;
/** Three groups of client 100001, by number. */
let groups: string[];
/** A group of another client (100005). */
let foreignGroup: string;
let made = 0;

const CLIENT = "100001";
const OTHER_CLIENT = "100005";

async function superAgent(loginId: string, clientNumber = CLIENT): Promise<Agent> {
  await createAdmin(t.db, {
    loginId,
    clientNumber,
    employees: { view: true, edit: true },
    groupValue: "Modify",
  });
  await t.db.query(
    `update plan_admins set entitlements = jsonb_set(entitlements, '{superUserRole}', 'true') where login_id = $1`,
    [loginId],
  );
  const agent = t.agent();
  expect((await agent.login(loginId)).status).toBe(200);
  return agent;
}

/** An administrator of client 100001 with N/A in every group, to be managed. */
async function managed(groupValue: "View" | "Modify" | "N/A" = "N/A"): Promise<string> {
  made += 1;
  const loginId = `managed.${made}`;
  await createAdmin(t.db, {
    loginId,
    clientNumber: CLIENT,
    employees: { view: true, edit: true },
    groupValue,
  });
  return loginId;
}

const put = (body: unknown): RequestInit => ({ method: "PUT", body: JSON.stringify(body) });
const post: RequestInit = { method: "POST" };

async function groupRows(loginId: string) {
  const { rows } = await t.db.query<{
    group_number: string;
    employee_data: string;
    spending_account: string;
  }>(
    `select e.group_number, e.employee_data, e.spending_account from admin_group_entitlements e
       join plan_admins a on a.id = e.admin_id where a.login_id = $1 order by e.group_number`,
    [loginId],
  );
  return rows;
}

/** The group rights the session of an agent holds now (GET /api/session). */
async function sessionGroups(agent: Agent) {
  const current = currentSessionSchema.parse(await (await agent.request("/api/session")).json());
  if (!current.signedIn) throw new Error("not signed in");
  return current.session.groups;
}

async function auditActions(subject: string): Promise<string[]> {
  const { rows } = await t.db.query<{ action: string }>(
    "select action from audit_events where subject = $1 and action like 'planAdmin.%' order by id",
    [subject],
  );
  return rows.map((r) => r.action);
}

beforeAll(async () => {
  t = await createTestApp({ members: 60 });
  superUser = await superAgent("pa.super");
  const { rows } = await t.db.query<{ group_number: string }>(
    `select g.group_number from groups g join clients c on c.id = g.client_id
      where c.client_number = $1 order by g.group_number limit 3`,
    [CLIENT],
  );
  groups = rows.map((r) => r.group_number);
  expect(groups).toHaveLength(3);
  const foreign = await t.db.query<{ group_number: string }>(
    `select g.group_number from groups g join clients c on c.id = g.client_id
      where c.client_number = $1 order by g.group_number limit 1`,
    [OTHER_CLIENT],
  );
  foreignGroup = foreign.rows[0]?.group_number ?? "";
  expect(foreignGroup).not.toBe("");
});
afterAll(() => t.close());

describe("only a super user manages plan administrators", () => {
  it.each([
    ["GET", "/api/plan-admins", undefined],
    ["GET", "/api/plan-admins/pa.super", undefined],
    ["PUT", "/api/plan-admins/pa.super/groups", { selectedGroups: ["100100"], employeeData: "Modify" }],
    ["POST", "/api/plan-admins/pa.super/disable", undefined],
    ["POST", "/api/plan-admins/pa.super/password-reset", undefined],
  ])("%s %s answers 403 to a plan administrator without the Super User Role", async (method, path, body) => {
    const plain = await t.adminAgent(`pa.plain.${method}.${path.length}`, CLIENT);
    const res = await plain.request(path, { method, ...(body ? { body: JSON.stringify(body) } : {}) });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toBe(policyMessages.superUserOnly);
  });

  it("an administrator of another client answers 404, like one that does not exist", async () => {
    await createAdmin(t.db, {
      loginId: "pa.elsewhere",
      clientNumber: "100005",
      employees: { view: true, edit: true },
      groupValue: "View",
    });
    for (const loginId of ["pa.elsewhere", "pa.nobody"]) {
      expect((await superUser.request(`/api/plan-admins/${loginId}`)).status).toBe(404);
      expect((await superUser.request(`/api/plan-admins/${loginId}/disable`, post)).status).toBe(404);
    }
    const list = planAdminListSchema.parse(await (await superUser.request("/api/plan-admins")).json());
    expect(list.admins.map((a) => a.loginId)).not.toContain("pa.elsewhere");
    expect(list.admins.map((a) => a.loginId)).toContain("pa.super");
  });

  it("a super user may not disable their own account", async () => {
    const res = await superUser.request("/api/plan-admins/pa.super/disable", post);
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toBe(policyMessages.ownAccount);
  });
});

describe("group entitlements (session-and-admin.md §4)", () => {
  it("Modify on two groups takes effect on the administrator's next request, and no third", async () => {
    const loginId = await managed();
    const target = t.agent();
    expect((await target.login(loginId)).status).toBe(200);
    const before = await sessionGroups(target);
    expect(before.every((g) => g.employeeData === "N/A")).toBe(true);

    const res = await superUser.request(
      `/api/plan-admins/${loginId}/groups`,
      put({ selectedGroups: [groups[0], groups[1]], employeeData: "Modify", spendingAccount: "View" }),
    );
    expect(res.status).toBe(200);
    const detail = planAdminDetailSchema.parse(await res.json());
    expect(detail.groups.filter((g) => g.employeeData === "Modify").map((g) => g.groupNumber)).toEqual([
      groups[0],
      groups[1],
    ]);
    expect(await groupRows(loginId)).toEqual(
      expect.arrayContaining([
        { group_number: groups[0], employee_data: "Modify", spending_account: "View" },
        { group_number: groups[1], employee_data: "Modify", spending_account: "View" },
        { group_number: groups[2], employee_data: "N/A", spending_account: "N/A" },
      ]),
    );
    // The same session, its next request: the rights are read per request.
    const after = await sessionGroups(target);
    const modify = after.filter((g) => g.employeeData === "Modify").map((g) => g.groupNumber);
    expect(modify).toEqual([groups[0], groups[1]]);
    // An employee only in the third group stays out of reach; one in the first may be read.
    const only = async (group: string) => {
      const { rows } = await t.db.query<{ umi: string }>(
        `select umi from employee_groups g where group_number = $1
            and not exists (select 1 from employee_groups o where o.umi = g.umi and o.group_number <> $1)
          order by umi limit 1`,
        [group],
      );
      return rows[0]?.umi;
    };
    const third = await only(groups[2] as string);
    const firstOnly = await only(groups[0] as string);
    if (third) expect((await target.request(`/api/employees/${third}`)).status).toBe(404);
    if (firstOnly) expect((await target.request(`/api/employees/${firstOnly}`)).status).toBe(200);
    expect(third ?? firstOnly).toBeDefined();
    expect(await auditActions(loginId)).toContain("planAdmin.groups.updated");
  });

  it("an empty new value keeps the existing one", async () => {
    const loginId = await managed("View");
    const res = await superUser.request(
      `/api/plan-admins/${loginId}/groups`,
      put({ selectedGroups: [groups[2]], employeeData: "", spendingAccount: "Modify" }),
    );
    expect(res.status).toBe(200);
    const rows = await groupRows(loginId);
    expect(rows.find((r) => r.group_number === groups[2])).toEqual({
      group_number: groups[2],
      employee_data: "View",
      spending_account: "Modify",
    });
  });

  it.each([
    ["no group selected", () => ({ selectedGroups: [], employeeData: "Modify" }), adminMessages.selectGroup],
    [
      "a group that does not exist",
      () => ({ selectedGroups: ["999999"], employeeData: "Modify" }),
      adminMessages.selectGroup,
    ],
    [
      "a group of another client beside one of this client",
      () => ({ selectedGroups: [groups[0], foreignGroup], employeeData: "Modify" }),
      adminMessages.selectGroup,
    ],
    [
      "a Medicare group",
      () => ({ selectedGroups: [groups[0], groups[1]], employeeData: "Modify" }),
      adminMessages.medicareGroup,
    ],
    [
      "a wrong value",
      () => ({ selectedGroups: [groups[0]], employeeData: "Admin" }),
      adminMessages.entitlementValue,
    ],
    ["an unknown field", () => ({ selectedGroups: [groups[0]], employeeData: "View", role: "x" }), undefined],
  ])("bad input (%s) answers 400 and changes nothing", async (_name, body, message) => {
    const loginId = await managed("View");
    await t.db.query("update groups set medicare = true where group_number = $1", [groups[1]]);
    try {
      const before = await groupRows(loginId);
      const res = await superUser.request(`/api/plan-admins/${loginId}/groups`, put(body()));
      expect(res.status).toBe(400);
      const answer = (await res.json()) as { message: string };
      if (message) expect(answer.message).toContain(message);
      expect(await groupRows(loginId)).toEqual(before);
      expect(await auditActions(loginId)).toEqual([]);
    } finally {
      await t.db.query("update groups set medicare = false where group_number = $1", [groups[1]]);
    }
  });

  it("the table marks Medicare groups and lists the client's groups sorted", async () => {
    const loginId = await managed("View");
    await t.db.query("update groups set medicare = true where group_number = $1", [groups[2]]);
    try {
      const detail = planAdminDetailSchema.parse(
        await (await superUser.request(`/api/plan-admins/${loginId}`)).json(),
      );
      const numbers = detail.groups.map((g) => g.groupNumber);
      expect(numbers).toEqual([...numbers].sort());
      expect(detail.groups.find((g) => g.groupNumber === groups[2])?.medicare).toBe(true);
    } finally {
      await t.db.query("update groups set medicare = false where group_number = $1", [groups[2]]);
    }
  });
});

describe("demographics and user entitlements", () => {
  it("a change of entitlements takes effect on the next request and is audited", async () => {
    const loginId = await managed("Modify");
    const target = t.agent();
    expect((await target.login(loginId)).status).toBe(200);
    const { umi } = await t.employeeOf(CLIENT);
    expect((await target.request(`/api/employees/${umi}`)).status).toBe(200);
    const res = await superUser.request(
      `/api/plan-admins/${loginId}`,
      put({
        demographics: { firstName: "Rita", lastName: "Moreno", email: "rita@example.com", company: "Acme" },
        userEntitlements: { employeesView: false },
      }),
    );
    expect(res.status).toBe(200);
    expect(planAdminDetailSchema.parse(await res.json()).userEntitlements.employeesView).toBe(false);
    expect((await target.request(`/api/employees/${umi}`)).status).toBe(403);
    const { rows } = await t.db.query<{ first_name: string; email: string }>(
      "select first_name, email from plan_admins where login_id = $1",
      [loginId],
    );
    expect(rows[0]).toEqual({ first_name: "Rita", email: "rita@example.com" });
    expect(await auditActions(loginId)).toEqual(["planAdmin.updated"]);
  });

  it("bad demographics answer 400 and change nothing", async () => {
    const loginId = await managed();
    const res = await superUser.request(
      `/api/plan-admins/${loginId}`,
      put({ demographics: { firstName: "", lastName: "X", email: "not-an-email" }, userEntitlements: {} }),
    );
    expect(res.status).toBe(400);
    const { rows } = await t.db.query<{ first_name: string }>(
      "select first_name from plan_admins where login_id = $1",
      [loginId],
    );
    expect(rows[0]?.first_name).toBe("Test");
  });
});

describe("a new administrator: a temporary password by e-mail", () => {
  it("is added to the client, e-mailed a temporary password and must change it at first sign-in", async () => {
    const body = {
      demographics: { loginId: "pa.newcomer", firstName: "Nia", lastName: "Long", email: "nia@example.com" },
      userEntitlements: { employeesView: true },
    };
    const res = await superUser.request("/api/plan-admins", { method: "POST", body: JSON.stringify(body) });
    expect(res.status).toBe(201);
    expect(planAdminDetailSchema.parse(await res.json()).temporaryPassword).toBe(true);
    const [mail] = await latestOutbox(t.db, 1);
    expect(mail?.recipient).toBe("nia@example.com");
    const password = /temporary password is: (\S+)/.exec(mail?.body ?? "")?.[1] ?? "";
    expect(password.length).toBeGreaterThanOrEqual(12);
    const newcomer = t.agent();
    const signIn = await newcomer.login("pa.newcomer", password);
    expect(signIn.status).toBe(200);
    expect(((await signIn.json()) as { passwordChangeRequired?: boolean }).passwordChangeRequired).toBe(true);
    const again = await superUser.request("/api/plan-admins", { method: "POST", body: JSON.stringify(body) });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(planAdminActionMessages.loginTaken);
    const { rows } = await t.db.query<{ detail: Record<string, unknown> }>(
      "select detail from audit_events where action = 'planAdmin.created' and subject = 'pa.newcomer'",
    );
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0]?.detail)).not.toContain(password);
  });
});

describe("account actions (administrator accounts, beyond the spec)", () => {
  it("disable ends every session of the account and refuses its sign-in; enable restores it", async () => {
    const loginId = await managed("View");
    const first = t.agent();
    const second = t.agent();
    expect((await first.login(loginId)).status).toBe(200);
    expect((await second.login(loginId)).status).toBe(200);
    expect((await superUser.request(`/api/plan-admins/${loginId}/disable`, post)).status).toBe(200);
    for (const agent of [first, second])
      expect((await agent.request("/api/profile/activity")).status).toBe(401);
    const { rows } = await t.db.query(
      "select 1 from sessions s join plan_admins a on a.id = s.admin_id where a.login_id = $1",
      [loginId],
    );
    expect(rows).toHaveLength(0);
    const refused = await t.agent().login(loginId);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(
      planAdminActionMessages.disabledSignIn,
    );
    expect((await superUser.request(`/api/plan-admins/${loginId}/enable`, post)).status).toBe(200);
    expect((await t.agent().login(loginId)).status).toBe(200);
    expect(await auditActions(loginId)).toEqual(["planAdmin.disabled", "planAdmin.enabled"]);
  });

  it("unlock forgets the failed sign-ins that throttle the account", async () => {
    const loginId = await managed("View");
    const guesser = t.agent();
    let status = 0;
    for (let i = 0; i < 8 && status !== 429; i += 1)
      status = (await guesser.login(loginId, "Wrong-Password-1!")).status;
    expect(status).toBe(429);
    expect((await superUser.request(`/api/plan-admins/${loginId}/unlock`, post)).status).toBe(200);
    expect((await t.agent().login(loginId)).status).toBe(200);
    expect(await auditActions(loginId)).toEqual(["planAdmin.unlocked"]);
  });

  it("unlock ends a locked second factor too (one unlock ends every lock of the account)", async () => {
    const loginId = await managed("View");
    const { rows } = await t.db.query<{ id: number }>("select id from plan_admins where login_id = $1", [
      loginId,
    ]);
    const adminId = rows[0]?.id;
    await t.db.query(
      `insert into factor_throttle (admin_id, failures, window_started_at, locked_until)
       values ($1, 10, now(), now() + interval '15 minutes')`,
      [adminId],
    );
    expect((await superUser.request(`/api/plan-admins/${loginId}/unlock`, post)).status).toBe(200);
    expect(await factorLockedFor(t.db, adminId ?? 0, new Date())).toBeNull();
    expect(await auditActions(loginId)).toEqual(["planAdmin.unlocked"]);
  });

  it("send a password reset e-mails a single-use link", async () => {
    const loginId = await managed("View");
    const res = await superUser.request(`/api/plan-admins/${loginId}/password-reset`, post);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { message: string }).message).toBe(planAdminActionMessages.resetSent);
    const [mail] = await latestOutbox(t.db, 1);
    expect(mail?.recipient).toBe(`${loginId}@example.com`);
    expect(mail?.body).toMatch(/\/reset-password\?token=/);
    expect(await auditActions(loginId)).toEqual(["planAdmin.reset.sent"]);
  });
});

/** Every stored fact of an administrator's identity, to show that a refused call changed none. */
async function identityOf(loginId: string) {
  const { rows } = await t.db.query(
    `select first_name, last_name, email, company, entitlements, password_hash, disabled_at
       from plan_admins where login_id = $1`,
    [loginId],
  );
  return rows[0];
}

async function outboxTo(email: string): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(
    "select count(*)::int as n from outbox where lower(recipient) = lower($1)",
    [email],
  );
  return rows[0]?.n ?? 0;
}

/** An administrator of client 100001 and of client 100005 too, with role plan_admin. */
async function twoClientAdmin(): Promise<string> {
  const loginId = await managed("View");
  await createAdmin(t.db, {
    loginId: `${loginId}.scratch`,
    clientNumber: OTHER_CLIENT,
    employees: { view: true, edit: true },
    groupValue: "View",
  });
  // The second client's access and group rights, moved onto the managed administrator.
  await t.db.query(
    `update admin_group_entitlements set admin_id = (select id from plan_admins where login_id = $1)
      where admin_id = (select id from plan_admins where login_id = $2)`,
    [loginId, `${loginId}.scratch`],
  );
  await t.db.query(
    `update admin_clients set admin_id = (select id from plan_admins where login_id = $1)
      where admin_id = (select id from plan_admins where login_id = $2)`,
    [loginId, `${loginId}.scratch`],
  );
  return loginId;
}

/** An administrator of client 100001 alone whose role is multi-client (mcu_admin). */
async function mcuOfOneClient(): Promise<string> {
  const loginId = await managed("View");
  await t.db.query("update plan_admins set role = 'mcu_admin' where login_id = $1", [loginId]);
  return loginId;
}

describe("an administrator shared with other clients: this client's super user manages only this client's part", () => {
  const targets: [string, () => Promise<string>][] = [
    ["demo.mcu (mcu_admin of four clients)", async () => "demo.mcu"],
    ["a plan_admin of two clients", twoClientAdmin],
    ["an mcu_admin of this client alone", mcuOfOneClient],
  ];

  it.each(targets)("%s: the read leaves out the e-mail and other clients' groups", async (_name, make) => {
    const loginId = await make();
    const res = await superUser.request(`/api/plan-admins/${loginId}`);
    expect(res.status).toBe(200);
    const text = await res.text();
    const detail = planAdminDetailSchema.parse(JSON.parse(text));
    expect(detail.identityManaged).toBe(false);
    expect(detail).not.toHaveProperty("email");
    expect(text).not.toContain((await identityOf(loginId))?.email);
    expect(detail.groups.map((g) => g.groupNumber)).toContain(groups[0]);
    expect(detail.groups.map((g) => g.groupNumber)).not.toContain(foreignGroup);
    const list = planAdminListSchema.parse(await (await superUser.request("/api/plan-admins")).json());
    const row = list.admins.find((a) => a.loginId === loginId);
    expect(row).toMatchObject({ loginId, identityManaged: false });
    expect(row).not.toHaveProperty("email");
  });

  it.each(
    targets.flatMap(([name, make]) =>
      (
        [
          [
            "PUT (a new e-mail and entitlements)",
            "",
            put({
              demographics: { firstName: "Eve", lastName: "Taker", email: "eve@evil.example", company: "" },
              userEntitlements: { employeesView: true, employeesEdit: true, superUserRole: true },
            }),
          ],
          ["a password reset", "/password-reset", post],
          ["disable", "/disable", post],
          ["enable", "/enable", post],
          ["unlock", "/unlock", post],
        ] as const
      ).map(([action, tail, init]) => [name, action, make, tail, init] as const),
    ),
  )("%s: %s answers 403 and changes nothing", async (_name, _action, make, tail, init) => {
    const loginId = await make();
    const before = await identityOf(loginId);
    const mails = await outboxTo(before?.email as string);
    const res = await superUser.request(`/api/plan-admins/${loginId}${tail}`, init);
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toBe(policyMessages.identityElsewhere);
    expect(await identityOf(loginId)).toEqual(before);
    expect(await outboxTo(before?.email as string)).toBe(mails);
    expect(await outboxTo("eve@evil.example")).toBe(0);
  });

  it("demo.super cannot take over demo.mcu (the four clients' e-mail, password and account hold)", async () => {
    const demoSuper = t.agent();
    expect((await demoSuper.login("demo.super")).status).toBe(200);
    const before = await identityOf("demo.mcu");
    const calls: [string, RequestInit][] = [
      [
        "/api/plan-admins/demo.mcu",
        put({
          demographics: { firstName: "M", lastName: "C", email: "attacker@evil.example", company: "" },
          userEntitlements: { employeesView: true },
        }),
      ],
      ["/api/plan-admins/demo.mcu/password-reset", post],
      ["/api/plan-admins/demo.mcu/disable", post],
    ];
    for (const [path, init] of calls) expect((await demoSuper.request(path, init)).status).toBe(403);
    expect(await identityOf("demo.mcu")).toEqual(before);
    const mcu = t.agent();
    expect((await mcu.login("demo.mcu")).status).toBe(200);
  });

  it.each(targets)(
    "%s: this client's group entitlements change, and no other client's",
    async (_name, make) => {
      const loginId = await make();
      const foreignBefore = (await groupRows(loginId)).filter((r) => r.group_number === foreignGroup);
      const res = await superUser.request(
        `/api/plan-admins/${loginId}/groups`,
        put({ selectedGroups: [groups[0]], employeeData: "Modify", spendingAccount: "View" }),
      );
      expect(res.status).toBe(200);
      expect((await groupRows(loginId)).find((r) => r.group_number === groups[0])).toEqual({
        group_number: groups[0],
        employee_data: "Modify",
        spending_account: "View",
      });
      expect((await groupRows(loginId)).filter((r) => r.group_number === foreignGroup)).toEqual(
        foreignBefore,
      );
      // Another client's group in the body: refused, nothing changed.
      const rows = await groupRows(loginId);
      const refused = await superUser.request(
        `/api/plan-admins/${loginId}/groups`,
        put({ selectedGroups: [foreignGroup], employeeData: "N/A", spendingAccount: "N/A" }),
      );
      expect(refused.status).toBe(400);
      expect(await groupRows(loginId)).toEqual(rows);
    },
  );

  it("an ordinary administrator of this client alone: identity still managed here", async () => {
    const loginId = await managed();
    const detail = planAdminDetailSchema.parse(
      await (await superUser.request(`/api/plan-admins/${loginId}`)).json(),
    );
    expect(detail).toMatchObject({ identityManaged: true, email: `${loginId}@example.com` });
  });
});

describe("removing an administrator from the client (their access to it)", () => {
  const remove = (loginId: string) =>
    superUser.request(`/api/plan-admins/${loginId}/remove-from-client`, post);

  it("a two-client administrator loses this client at once and keeps the other, account and all", async () => {
    const loginId = await twoClientAdmin();
    const target = t.agent();
    expect((await target.login(loginId)).status).toBe(200);
    const chosen = await target.request("/api/session/client", put({ clientNumber: CLIENT }));
    expect(chosen.status).toBe(200);
    const { umi } = await t.employeeOf(CLIENT);
    expect((await target.request(`/api/employees/${umi}`)).status).toBe(200);
    const before = await identityOf(loginId);

    const res = await remove(loginId);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { message: string }).message).toBe(planAdminActionMessages.removed);
    // Its session in this client ended; signed in again, this client is not theirs to choose.
    expect((await target.request(`/api/employees/${umi}`)).status).toBe(401);
    const again = t.agent();
    expect((await again.login(loginId)).status).toBe(200);
    expect((await again.request("/api/session/client", put({ clientNumber: CLIENT }))).status).toBe(404);
    expect((await again.request("/api/session/client", put({ clientNumber: OTHER_CLIENT }))).status).toBe(
      200,
    );
    // Nothing of this client is left, the other client's rights and the account are as they were.
    expect((await groupRows(loginId)).some((r) => groups.includes(r.group_number))).toBe(false);
    expect((await groupRows(loginId)).some((r) => r.group_number === foreignGroup)).toBe(true);
    expect(await identityOf(loginId)).toEqual(before);
    expect((await superUser.request(`/api/plan-admins/${loginId}`)).status).toBe(404);
    expect(await auditActions(loginId)).toEqual(["planAdmin.removed"]);
  });

  it("an administrator of this client alone is disabled with it: no client would manage them", async () => {
    const loginId = await managed("View");
    const target = t.agent();
    expect((await target.login(loginId)).status).toBe(200);
    const res = await remove(loginId);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { message: string }).message).toBe(planAdminActionMessages.removedLast);
    expect((await target.request("/api/profile/activity")).status).toBe(401);
    expect((await t.agent().login(loginId)).status).toBe(403);
    expect((await identityOf(loginId))?.disabled_at).not.toBeNull();
  });

  it("a super user cannot remove themselves, nor an administrator of another client", async () => {
    const own = await remove("pa.super");
    expect(own.status).toBe(403);
    expect(((await own.json()) as { message: string }).message).toBe(policyMessages.ownAccess);
    const { loginId } = await createAdmin(t.db, {
      loginId: "pa.remove.elsewhere",
      clientNumber: OTHER_CLIENT,
      employees: { view: true, edit: true },
      groupValue: "View",
    });
    expect((await remove(loginId)).status).toBe(404);
  });
});
