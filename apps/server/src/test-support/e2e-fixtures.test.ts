import { employeeSummaryResponseSchema, enrollmentResponseSchema, sessionSchema } from "@epr/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { E2E_FIXTURE_PREFIX, e2eFixtureRoutes } from "./e2e-fixtures.js";
import { createTestApp } from "./testApp.js";

let t: Awaited<ReturnType<typeof createTestApp>>;

const PASSWORD = "Fixture-Password-1";

describe("the production app has no fixture routes", () => {
  beforeAll(async () => {
    t = await createTestApp({ members: 200 });
  });
  afterAll(() => t.close());

  it("answers 404 under /__e2e and leaves them out of its OpenAPI document", async () => {
    const res = await t.agent().request(`${E2E_FIXTURE_PREFIX}/admins`, {
      method: "POST",
      body: JSON.stringify({ loginId: "intruder.admin", password: PASSWORD }),
    });
    expect(res.status).toBe(404);
    const doc = await (await t.app.request("/api/openapi.json")).text();
    expect(doc).toContain('"/session"');
    expect(doc).not.toContain("__e2e");
    const { rows } = await t.db.query("select 1 from plan_admins where login_id = 'intruder.admin'");
    expect(rows).toEqual([]);
  });
});

describe("the e2e entry's fixture routes", () => {
  beforeAll(async () => {
    t = await createTestApp({ members: 200 });
    // What e2e-main.ts mounts, on an app of its own.
    t.app.route(E2E_FIXTURE_PREFIX, e2eFixtureRoutes);
  });
  afterAll(() => t.close());
  const post = (path: string, body: unknown) =>
    t.agent().request(`${E2E_FIXTURE_PREFIX}${path}`, { method: "POST", body: JSON.stringify(body) });

  it("make an administrator who can log in, a view-only one, and refuse a login ID taken", async () => {
    expect((await post("/admins", { loginId: "fixture.one", password: PASSWORD })).status).toBe(201);
    const one = t.agent();
    const res = await one.login("fixture.one", PASSWORD);
    expect(res.status).toBe(200);
    const session = sessionSchema.parse(await res.json());
    expect(session.employer?.clientNumber).toBe("100001");
    expect(session.admin.viewOnly).toBe(false);
    expect(session.entitlements.employees.edit).toBe(true);
    expect(session.groups.every((g) => g.employeeData === "Modify")).toBe(true);

    const viewer = { loginId: "fixture.VIEW", password: PASSWORD, access: "View" };
    expect((await post("/admins", viewer)).status).toBe(201);
    const view = sessionSchema.parse(await (await t.agent().login("fixture.VIEW", PASSWORD)).json());
    expect(view.admin.viewOnly).toBe(true);
    expect(view.entitlements.employees.edit).toBe(false);
    expect(view.groups.every((g) => g.employeeData === "View")).toBe(true);

    expect((await post("/admins", { loginId: "FIXTURE.one", password: PASSWORD })).status).toBe(409);
    expect((await post("/admins", { loginId: "x", password: "short" })).status).toBe(400);
  });

  it("make a multi-client administrator who chooses among the given clients", async () => {
    const body = {
      loginId: "fixture.mcu",
      password: PASSWORD,
      role: "mcu_admin",
      clientNumbers: ["100001", "100002"],
    };
    expect((await post("/admins", body)).status).toBe(201);
    const mcu = t.agent();
    const session = sessionSchema.parse(await (await mcu.login("fixture.mcu", PASSWORD)).json());
    expect(session.admin.multiClient).toBe(true);
    expect(session.employer).toBeNull();
    const clients = await (await mcu.request("/api/clients")).json();
    expect(clients.clients.map((c: { clientNumber: string }) => c.clientNumber).sort()).toEqual([
      "100001",
      "100002",
    ]);
  });

  it("make an employee with the name asked for, whom an administrator of its client reads", async () => {
    const res = await post("/employees", {
      lastName: "Quillfeather",
      firstName: "Ada",
      groupNumber: "100100",
    });
    expect(res.status).toBe(201);
    const made = await res.json();
    expect(made).toMatchObject({
      lastName: "Quillfeather",
      firstName: "Ada",
      umi: expect.stringMatching(/^M\d{8}$/),
    });
    expect(made.groupNumbers).toContain("100100");
    const again = await (await post("/employees", { lastName: "Quillfeather" })).json();
    expect(again.umi).not.toBe(made.umi);

    await post("/admins", { loginId: "fixture.reader", password: PASSWORD });
    const reader = t.agent();
    await reader.login("fixture.reader", PASSWORD);
    const summary = await reader.request(`/api/employees/${made.umi}`);
    expect(summary.status).toBe(200);
    const { payload } = employeeSummaryResponseSchema.parse(await summary.json());
    expect(payload.subscriber.fullName).toMatchObject({ first: "Ada", last: "Quillfeather" });

    expect((await post("/employees", { clientNumber: "999999" })).status).toBe(404);
    expect((await post("/employees", { lastName: "Robert'); drop table employees;--" })).status).toBe(400);
  });

  it.each([
    [0, "IND"],
    [1, "ESP"],
    [3, "FAM"],
  ])(
    "make an employee with %i dependents whose lines' category (%s) says who they cover",
    async (n, category) => {
      const made = await (await post("/employees", { lastName: "Quillcategory", dependents: n })).json();
      const admin = t.agent();
      await admin.login("demo.admin");
      const { payload } = employeeSummaryResponseSchema.parse(
        await (await admin.request(`/api/employees/${made.umi}`)).json(),
      );
      expect(payload.dependents).toHaveLength(n);
      const lines = [payload.subscriber, ...payload.dependents].flatMap((m) =>
        m.memberCoverages.flatMap((c) => c.memberLobs),
      );
      expect(new Set(lines.map((l) => l.coverageCategoryCode))).toEqual(new Set([category]));
    },
  );

  it("end an administrator's sessions: its next call answers 401", async () => {
    await post("/admins", { loginId: "fixture.expiring", password: PASSWORD });
    const admin = t.agent();
    await admin.login("fixture.expiring", PASSWORD);
    expect((await admin.request("/api/clients")).status).toBe(200);
    const res = await post("/sessions/expire", { loginId: "fixture.expiring" });
    expect(await res.json()).toEqual({ expired: 1 });
    expect((await admin.request("/api/clients")).status).toBe(401);
  });

  it("make an enrollment in process of the client, which its administrators then read masked", async () => {
    const res = await post("/enrollments", { firstName: "Ada", lastName: "Fixturelane" });
    expect(res.status).toBe(201);
    const made = (await res.json()) as { id: string; memberId: string; status: string };
    expect(made.memberId).toMatch(/^\*{5}\d{4}$/);
    expect(made.status).toBe("SAVED");
    const admin = t.agent();
    await admin.login("demo.admin");
    const read = enrollmentResponseSchema.parse(
      await (await admin.request(`/api/enrollments/${made.id}`)).json(),
    );
    expect(read.payload.subscriber.fullName.last).toBe("Fixturelane");
    expect(read.payload.subscriber.ssn).toBe(made.memberId);
    expect((await post("/enrollments", { clientNumber: "999999" })).status).toBe(404);
  });
});
