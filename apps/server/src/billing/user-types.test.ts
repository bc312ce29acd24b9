import { randomBytes } from "node:crypto";
import { billingUserTypeResponseSchema } from "@epr/contract";
import { billingAccountMessages } from "@epr/forms/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "../test-support/admins.js";
import { createTestApp } from "../test-support/testApp.js";

let t: Awaited<ReturnType<typeof createTestApp>>;
let superUser: ReturnType<typeof t.agent>;

const path = (loginId: string) => `/api/billing/user-types/${loginId}`;
const setType = (agent: typeof superUser, loginId: string, userType: unknown) =>
  agent.request(path(loginId), { method: "PUT", body: JSON.stringify({ userType }) });
/** Every stored user type, to show what changed. */
const stored = async () =>
  (
    await t.db.query<{ login_id: string; client_number: string; user_type: string }>(
      `select a.login_id, c.client_number, u.user_type from billing_user_types u
         join plan_admins a on a.id = u.admin_id join clients c on c.id = u.client_id order by 1, 2`,
    )
  ).rows;

async function admin(loginId: string, clientNumber = "100001", ebill = true) {
  const made = await createAdmin(t.db, {
    loginId,
    clientNumber,
    employees: { view: true, edit: true },
    groupValue: "Modify",
  });
  await t.db.query(
    "update plan_admins set entitlements = jsonb_set(entitlements, '{ebill}', $2) where id = $1",
    [made.id, JSON.stringify(ebill)],
  );
  return made;
}

beforeAll(async () => {
  t = await createTestApp({ members: 30 });
  await admin("types.super");
  await t.db.query(
    "update plan_admins set entitlements = jsonb_set(entitlements, '{superUserRole}', 'true') where login_id = 'types.super'",
  );
  superUser = t.agent();
  expect((await superUser.login("types.super")).status).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe("a plan administrator's billing user type", () => {
  it("reads view by default for an administrator holding Bills, none without Bills", async () => {
    await admin("types.holder");
    await admin("types.nobills", "100001", false);
    const holder = await superUser.request(path("types.holder"));
    expect(holder.status).toBe(200);
    expect(billingUserTypeResponseSchema.parse(await holder.json())).toEqual({
      loginId: "types.holder",
      bills: true,
      userType: "view",
    });
    const none = billingUserTypeResponseSchema.parse(
      await (await superUser.request(path("types.nobills"))).json(),
    );
    expect(none).toMatchObject({ bills: false, userType: null });
  });

  it("a super user sets it (audited), and it decides at once what the administrator may do", async () => {
    const payer = t.agent();
    expect((await payer.login("types.holder")).status).toBe(200);
    const payment = () =>
      payer.request("/api/billing/groups/100100/payments", {
        method: "POST",
        body: JSON.stringify({
          reference: `T-${randomBytes(4).toString("hex")}`,
          paidOn: "02/09/2026",
          amountCents: 100,
        }),
        headers: { "idempotency-key": randomBytes(16).toString("hex") },
      });
    expect((await payment()).status).toBe(403);
    const res = await setType(superUser, "types.holder", "pay");
    expect(res.status).toBe(200);
    expect(billingUserTypeResponseSchema.parse(await res.json())).toMatchObject({ userType: "pay" });
    const audited = await t.db.query<{ detail: { from: string; to: string } }>(
      "select detail from audit_events where action = 'planAdmin.billingUserType.updated' and subject = 'types.holder'",
    );
    expect(audited.rows.map((r) => [r.detail.from, r.detail.to])).toEqual([["view (default)", "pay"]]);
    expect((await payment()).status).toBe(201);
  });

  it("refuses a user type it does not know (400) with the form's message, changing nothing", async () => {
    const before = await stored();
    for (const value of ["admin", "", null, 3]) {
      const res = await setType(superUser, "types.holder", value);
      expect(res.status).toBe(400);
      const { issues } = (await res.json()) as { issues: { message: string }[] };
      expect(issues[0]?.message).toBe(billingAccountMessages.userType);
    }
    expect(await stored()).toEqual(before);
  });

  it("a super user of one client sets a multi-client administrator's user type in that client only", async () => {
    const shared = await admin("types.shared");
    await t.db.query(
      `insert into admin_clients (admin_id, client_id) select $1, id from clients where client_number = '100005'`,
      [shared.id],
    );
    await t.db.query(
      `insert into billing_user_types (admin_id, client_id, user_type)
       select $1, id, 'view' from clients where client_number = '100005'`,
      [shared.id],
    );
    const res = await setType(superUser, "types.shared", "manage");
    expect(res.status).toBe(200);
    expect((await stored()).filter((r) => r.login_id === "types.shared")).toEqual([
      { login_id: "types.shared", client_number: "100001", user_type: "manage" },
      { login_id: "types.shared", client_number: "100005", user_type: "view" },
    ]);
  });

  it("an administrator of another client only answers 404, changing nothing", async () => {
    await admin("types.elsewhere", "100005");
    const before = await stored();
    expect((await superUser.request(path("types.elsewhere"))).status).toBe(404);
    expect((await setType(superUser, "types.elsewhere", "manage")).status).toBe(404);
    expect(await stored()).toEqual(before);
  });

  it("who is not a super user (even with manage) may not read or set one (403)", async () => {
    const manager = await admin("types.manager");
    await t.db.query(
      `insert into billing_user_types (admin_id, client_id, user_type)
       select $1, id, 'manage' from clients where client_number = '100001'`,
      [manager.id],
    );
    const agent = t.agent();
    expect((await agent.login("types.manager")).status).toBe(200);
    const before = await stored();
    expect((await agent.request(path("types.holder"))).status).toBe(403);
    expect((await setType(agent, "types.holder", "manage")).status).toBe(403);
    expect(await stored()).toEqual(before);
  });

  it("removing the administrator from the client removes their user type there", async () => {
    expect(
      (
        await superUser.request("/api/plan-admins/types.shared/remove-from-client", {
          method: "POST",
          body: "{}",
        })
      ).status,
    ).toBe(200);
    expect((await stored()).filter((r) => r.login_id === "types.shared")).toEqual([
      { login_id: "types.shared", client_number: "100005", user_type: "view" },
    ]);
  });
});
