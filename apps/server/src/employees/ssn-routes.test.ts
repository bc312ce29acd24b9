import { employeeSsnResponseSchema } from "@epr/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "../test-support/admins.js";
import { createTestApp } from "../test-support/testApp.js";

let t: Awaited<ReturnType<typeof createTestApp>>;
let own: { umi: string };
let other: { umi: string };
beforeAll(async () => {
  t = await createTestApp({ members: 200 });
  own = await t.employeeOf("100001");
  other = await t.employeeOf("100005");
  await createAdmin(t.db, {
    loginId: "ssn.groupview",
    clientNumber: "100001",
    employees: { view: true, edit: true },
    groupValue: "View",
  });
});
afterAll(() => t.close());

const reveal = async (loginId: string | null, umi: string) => {
  const agent = t.agent();
  if (loginId) expect((await agent.login(loginId)).status).toBe(200);
  return agent.request(`/api/employees/${umi}/ssn`, { method: "POST" });
};
const auditRows = async (umi: string) =>
  (
    await t.db.query<{ action: string; subject: string; detail: unknown; login_id: string }>(
      `select a.action, a.subject, a.detail, p.login_id from audit_events a
         left join plan_admins p on p.id = a.admin_id
        where a.subject = $1 and a.action like 'employee.ssn%' order by a.id`,
      [umi],
    )
  ).rows;
const storedSsn = async (umi: string) => {
  const { rows } = await t.db.query<{ ssn_encrypted: string }>(
    "select ssn_encrypted from employees where umi = $1",
    [umi],
  );
  return (JSON.parse(t.vault.decrypt(rows[0]?.ssn_encrypted ?? "")) as { subscriber: string }).subscriber;
};

describe("POST /api/employees/{umi}/ssn (the full-SSN toggle)", () => {
  it("an administrator who may modify the employee's group gets the subscriber's full SSN, never cached, and each view is audited without the SSN", async () => {
    const before = (await auditRows(own.umi)).length;
    const res = await reveal("demo.admin", own.umi);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const { ssn } = employeeSsnResponseSchema.parse(await res.json());
    expect(ssn).toBe(await storedSsn(own.umi));
    // A second reveal asks again and is audited again.
    expect((await reveal("demo.admin", own.umi.toLowerCase())).status).toBe(200);
    const rows = await auditRows(own.umi);
    expect(rows.slice(before).map((r) => [r.action, r.login_id])).toEqual([
      ["employee.ssn.view", "demo.admin"],
      ["employee.ssn.view", "demo.admin"],
    ]);
    expect(JSON.stringify(rows)).not.toContain(ssn);
  });

  it.each([
    ["a view-only login (VIEW in its ID)", "demo.VIEW", () => own.umi, 403],
    ["an administrator with only View in the employee's groups", "ssn.groupview", () => own.umi, 403],
    ["another client's employee", "demo.admin", () => other.umi, 404],
    ["an unknown member ID", "demo.admin", () => "ZZ000000000", 404],
    ["no session", null, () => own.umi, 401],
  ])("%s is refused (%s)", async (_name, loginId, umi, status) => {
    const res = await reveal(loginId, umi());
    expect(res.status).toBe(status);
    const body = await res.json();
    expect(body).toEqual(expect.objectContaining({ message: expect.any(String) }));
    expect(body).not.toHaveProperty("ssn");
  });

  it("a refused view of a real employee is audited as denied", async () => {
    const before = (await auditRows(own.umi)).length;
    expect((await reveal("ssn.groupview", own.umi)).status).toBe(403);
    expect((await auditRows(own.umi)).slice(before).map((r) => r.action)).toEqual(["employee.ssn.denied"]);
  });

  it.each([["AB$%"], ["A".repeat(21)]])("a malformed member ID %s → 400, nothing audited", async (umi) => {
    const res = await reveal("demo.admin", encodeURIComponent(umi));
    expect(res.status).toBe(400);
    expect(await auditRows(umi.toUpperCase())).toEqual([]);
  });

  it("another site cannot make a browser ask for it (Origin)", async () => {
    const agent = t.agent();
    await agent.login("demo.admin");
    const res = await agent.request(`/api/employees/${own.umi}/ssn`, {
      method: "POST",
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
  });
});
