import { employeeSearchResponseSchema, employeeSummaryResponseSchema } from "@epr/contract";
import { searchMessages } from "@epr/forms/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test-support/testApp.js";

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ReturnType<Awaited<ReturnType<typeof createTestApp>>["agent"]>;
beforeAll(async () => {
  t = await createTestApp({ members: 1200 });
  admin = t.agent();
  await admin.login("demo.admin");
});
afterAll(() => t.close());

type SearchBody = Record<string, unknown>;
const post = (agent: typeof admin, body: SearchBody | string) =>
  agent.request("/api/employees/search", {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
const search = async (body: SearchBody, agent = admin) => {
  const res = await post(agent, body);
  expect(res.status).toBe(200);
  return employeeSearchResponseSchema.parse(await res.json());
};

describe("employee search", () => {
  it("no session → 401", async () => {
    const res = await t.app.request("/api/employees/search", {
      method: "POST",
      body: JSON.stringify({ lastName: "Lind" }),
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBe("Please log in to continue.");
  });

  it("finds by last name prefix, case-insensitive, only in the administrator's client", async () => {
    const { employees } = await search({ lastName: "lind" });
    expect(employees.length).toBeGreaterThan(0);
    for (const e of employees) expect(e.lastName.toLowerCase().startsWith("lind")).toBe(true);
    const umis = employees.map((e) => e.umi);
    const { rows } = await t.db.query<{ n: number }>(
      "select count(*)::int as n from employees e join clients c on c.id = e.client_id where e.umi = any($1) and c.client_number <> '100001'",
      [umis],
    );
    expect(rows[0]?.n).toBe(0);
  });

  it("finds by group number and by member ID", async () => {
    const byGroup = await search({ groupNumber: "100107" });
    expect(byGroup.employees.length).toBeGreaterThan(0);
    for (const e of byGroup.employees)
      expect([...e.activeGroupNumbers, ...e.cancelledGroupNumbers]).toContain("100107");
    const first = byGroup.employees[0];
    const byId = await search({ memberId: first?.umi });
    expect(byId.employees.map((e) => e.umi)).toEqual([first?.umi]);
    const byClientId = await search({ memberId: first?.clientAssignedId });
    expect(byClientId.employees.map((e) => e.umi)).toContain(first?.umi);
  });

  it("pages with listId: 'view next' returns the following results, none repeated", async () => {
    const first = await search({ groupNumber: "100100" });
    expect(first.employees).toHaveLength(25);
    expect(first.searchData.listId).toEqual(expect.any(String));
    const next = await search({ groupNumber: "100100", listId: first.searchData.listId });
    const seen = new Set(first.employees.map((e) => e.umi));
    for (const e of next.employees) expect(seen.has(e.umi)).toBe(false);
  });

  it.each([
    ["every field empty", { lastName: "", groupNumber: "", memberId: "" }, searchMessages.atLeastOne],
    ["no field", {}, searchMessages.atLeastOne],
    ["member ID with symbols", { memberId: "AB$%" }, "memberId: Please enter the value in a valid format."],
    ["group number with letters", { groupNumber: "12ab56" }, "groupNumber: There can only be digits here."],
    ["short group number", { groupNumber: "123" }, "groupNumber: This must be at least 6 digits."],
    ["short last name", { lastName: "Li" }, "lastName: There has to be at least 3 characters here."],
    [
      "a NUL byte in the last name",
      { lastName: "Lin\u0000d" },
      "lastName: Please remove the control characters (such as null bytes) from this field.",
    ],
    [
      "a NUL byte in the listId",
      { lastName: "Lin", listId: "ab\u0000c" },
      "listId: listId is not one this server gave.",
    ],
    ["forged listId", { lastName: "Lin", listId: "bm90LWpzb24" }, "listId is not one this server gave."],
    ["listId with symbols", { lastName: "Lin", listId: "';" }, "listId: listId is not one this server gave."],
    ["an array for a string", { lastName: ["Lind"] }, "lastName: Please enter the value in a valid format."],
    ["not JSON", "lastName=Lind", "The request body is not valid JSON."],
  ])("malformed search (%s) → 400 with a message, never 500", async (_name, body, message) => {
    const res = await post(admin, body);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(message);
  });

  it("a member-ID search goes in the body and the answer never echoes it in full", async () => {
    const { rows } = await t.db.query<{ umi: string }>(
      "select e.umi from employees e join clients c on c.id = e.client_id where c.client_number = '100001' limit 1",
    );
    const umi = rows[0]?.umi ?? "";
    const res = await search({ memberId: umi });
    expect(res.employees.map((e) => e.umi)).toEqual([umi]);
    expect(res.searchData.memberId).toBe(`*****${umi.slice(-4)}`);
    // The old GET with the member ID in the query string is gone.
    expect((await admin.request(`/api/employees/search?memberId=${umi}`)).status).toBe(404);
  });

  it("no route of the API takes a member ID or SSN in its path or query", async () => {
    const doc = await (await t.app.request("/api/openapi.json")).json();
    const params = Object.entries(
      doc.paths as Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>,
    ).flatMap(([path, ops]) =>
      Object.values(ops).flatMap((op) => (op.parameters ?? []).map((p) => ({ path, ...p }))),
    );
    // Queries exist (coverages, providers: enrollment.md §7 "MM-dd-yyyy for queries"), but none
    // names a person: member IDs and SSNs go in bodies.
    expect(params.filter((p) => p.in === "query" && /ssn|memberId|umi|dob/i.test(p.name))).toEqual([]);
    expect(params.filter((p) => /ssn|memberId/i.test(p.name))).toEqual([]);
  });
});

describe("employee summary", () => {
  it("answers the record with masked SSNs and the administrator's rights per group", async () => {
    const { employees } = await search({ lastName: "Lind" });
    const umi = employees[0]?.umi ?? "";
    const res = await admin.request(`/api/employees/${umi}`);
    expect(res.status).toBe(200);
    const summary = employeeSummaryResponseSchema.parse(await res.json());
    expect(summary.payload.umi).toBe(umi);
    expect(summary.payload.subscriber.ssn).toMatch(/^\*{5}\d{4}$/);
    expect(summary.groups.every((g) => g.modifiable)).toBe(true);
    const { rows } = await t.db.query(
      "select 1 from audit_events where action = 'employee.view' and subject = $1",
      [umi],
    );
    expect(rows.length).toBeGreaterThan(0);
  });

  it("a view-only administrator sees the record but may modify no group", async () => {
    const viewer = t.agent();
    await viewer.login("demo.VIEW");
    const { employees } = await search({ lastName: "Lind" });
    const res = await viewer.request(`/api/employees/${employees[0]?.umi}`);
    const summary = employeeSummaryResponseSchema.parse(await res.json());
    expect(summary.groups.some((g) => g.modifiable)).toBe(false);
  });

  it("another client's employee answers exactly like one that does not exist (404, same body)", async () => {
    const { rows } = await t.db.query<{ umi: string }>(
      "select e.umi from employees e join clients c on c.id = e.client_id where c.client_number = '100005' limit 1",
    );
    const unknown = await admin.request("/api/employees/M99999999");
    const elsewhere = await admin.request(`/api/employees/${rows[0]?.umi}`);
    expect(elsewhere.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(await elsewhere.json()).toEqual(await unknown.json());
  });

  it("an employee of the client only in groups without entitlement → 404 like an unknown one", async () => {
    // An employee whose every group is set to N/A for demo.VIEW.
    const { rows } = await t.db.query<{ umi: string; groups: string[] }>(
      `select g.umi, array_agg(g.group_number) as groups
         from employee_groups g join employees e on e.umi = g.umi join clients c on c.id = e.client_id
        where c.client_number = '100001' group by g.umi having count(*) = 1 limit 1`,
    );
    const target = rows[0];
    await t.db.query(
      "update admin_group_entitlements set employee_data = 'N/A' where group_number = any($1) and admin_id = (select id from plan_admins where login_id = 'demo.VIEW')",
      [target?.groups],
    );
    const viewer = t.agent();
    await viewer.login("demo.VIEW");
    const res = await viewer.request(`/api/employees/${target?.umi}`);
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBe("We could not find that employee.");
    const seen = await admin.request(`/api/employees/${target?.umi}`);
    expect(seen.status).toBe(200);
    await t.db.query(
      "update admin_group_entitlements set employee_data = 'View' where admin_id = (select id from plan_admins where login_id = 'demo.VIEW')",
    );
  });

  it("a VIEW login given Modify and employees.edit still may modify no group: the server enforces view-only", async () => {
    await t.db.query(
      `update plan_admins set entitlements = jsonb_set(entitlements, '{employees}', '{"view": true, "edit": true}')
        where login_id = 'demo.VIEW'`,
    );
    await t.db.query(
      "update admin_group_entitlements set employee_data = 'Modify' where admin_id = (select id from plan_admins where login_id = 'demo.VIEW')",
    );
    try {
      const viewer = t.agent();
      await viewer.login("demo.VIEW");
      const { employees } = await search({ lastName: "Lind" });
      const res = await viewer.request(`/api/employees/${employees[0]?.umi}`);
      const summary = employeeSummaryResponseSchema.parse(await res.json());
      expect(summary.groups.length).toBeGreaterThan(0);
      expect(summary.groups.some((g) => g.modifiable)).toBe(false);
    } finally {
      await t.db.query(
        `update plan_admins set entitlements = jsonb_set(entitlements, '{employees}', '{"view": true, "edit": false}')
          where login_id = 'demo.VIEW'`,
      );
      await t.db.query(
        "update admin_group_entitlements set employee_data = 'View' where admin_id = (select id from plan_admins where login_id = 'demo.VIEW')",
      );
    }
  });

  it.each([
    ["symbols in the member ID", "/api/employees/AB%27%3Bdrop", 400],
    ["an over-long member ID", `/api/employees/${"A".repeat(40)}`, 400],
    ["an unknown member ID", "/api/employees/M99999999", 404],
  ])("%s → %i with a message", async (_name, path, status) => {
    const res = await admin.request(path);
    expect(res.status).toBe(status);
    expect((await res.json()).message).toEqual(expect.any(String));
  });
});
