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

const search = async (query: string) => {
  const res = await admin.request(`/api/employees/search?${query}`);
  expect(res.status).toBe(200);
  return employeeSearchResponseSchema.parse(await res.json());
};

describe("employee search", () => {
  it("no session → 401", async () => {
    const res = await t.app.request("/api/employees/search?lastName=Lind");
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBe("Please log in to continue.");
  });

  it("finds by last name prefix, case-insensitive, only in the administrator's client", async () => {
    const { employees } = await search("lastName=lind");
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
    const byGroup = await search("groupNumber=100107");
    expect(byGroup.employees.length).toBeGreaterThan(0);
    for (const e of byGroup.employees)
      expect([...e.activeGroupNumbers, ...e.cancelledGroupNumbers]).toContain("100107");
    const first = byGroup.employees[0];
    const byId = await search(`memberId=${first?.umi}`);
    expect(byId.employees.map((e) => e.umi)).toEqual([first?.umi]);
    const byClientId = await search(`memberId=${first?.clientAssignedId}`);
    expect(byClientId.employees.map((e) => e.umi)).toContain(first?.umi);
  });

  it("pages with listId: 'view next' returns the following results, none repeated", async () => {
    const first = await search("groupNumber=100100");
    expect(first.employees).toHaveLength(25);
    expect(first.searchData.listId).toEqual(expect.any(String));
    const next = await search(`groupNumber=100100&listId=${first.searchData.listId}`);
    const seen = new Set(first.employees.map((e) => e.umi));
    for (const e of next.employees) expect(seen.has(e.umi)).toBe(false);
  });

  it.each([
    ["every field empty", "lastName=&groupNumber=&memberId=", searchMessages.atLeastOne],
    ["no field", "", searchMessages.atLeastOne],
    ["member ID with symbols", "memberId=AB%24%25", "memberId: Please enter the value in a valid format."],
    ["group number with letters", "groupNumber=12ab56", "groupNumber: There can only be digits here."],
    ["short group number", "groupNumber=123", "groupNumber: This must be at least 6 digits."],
    ["short last name", "lastName=Li", "lastName: There has to be at least 3 characters here."],
    ["forged listId", "lastName=Lin&listId=bm90LWpzb24", "listId is not one this server gave."],
    ["listId with symbols", "lastName=Lin&listId=%27%3B", "listId: listId is not one this server gave."],
  ])("malformed query (%s) → 400 with a message, never 500", async (_name, query, message) => {
    const res = await admin.request(`/api/employees/search?${query}`);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(message);
  });
});

describe("employee summary", () => {
  it("answers the record with masked SSNs and the administrator's rights per group", async () => {
    const { employees } = await search("lastName=Lind");
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
    const { employees } = await search("lastName=Lind");
    const res = await viewer.request(`/api/employees/${employees[0]?.umi}`);
    const summary = employeeSummaryResponseSchema.parse(await res.json());
    expect(summary.groups.some((g) => g.modifiable)).toBe(false);
  });

  it("an employee outside the administrator's groups → 403", async () => {
    const { rows } = await t.db.query<{ umi: string }>(
      "select e.umi from employees e join clients c on c.id = e.client_id where c.client_number = '100005' limit 1",
    );
    const res = await admin.request(`/api/employees/${rows[0]?.umi}`);
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe("You do not have access to this employee's groups.");
  });

  it("an employee in the client but only in groups without entitlement → 403", async () => {
    const { rows } = await t.db.query<{ umi: string }>(
      "select umi from employee_groups where group_number = '100107' limit 1",
    );
    await t.db.query(
      "update admin_group_entitlements set employee_data = 'N/A' where group_number = '100107' and admin_id = (select id from plan_admins where login_id = 'demo.VIEW')",
    );
    const viewer = t.agent();
    await viewer.login("demo.VIEW");
    const only = await t.db.query<{ n: number }>(
      "select count(*)::int as n from employee_groups where umi = $1",
      [rows[0]?.umi],
    );
    const res = await viewer.request(`/api/employees/${rows[0]?.umi}`);
    expect(res.status).toBe(only.rows[0]?.n === 1 ? 403 : 200);
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
