import { randomBytes } from "node:crypto";
import {
  billingAccountApiMessages,
  billingAccountRecordSchema,
  billingAccountsResponseSchema,
} from "@epr/contract";
import type { BillingUserType } from "@epr/domain";
import { billingAccountMessages } from "@epr/forms/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "../test-support/admins.js";
import { createTestApp } from "../test-support/testApp.js";

// The demo client (100001): 100100 has no account, 100107 and 100114 are billed together by the seed.
const FREE = "100100";
const SEEDED = ["100107", "100114"];
let t: Awaited<ReturnType<typeof createTestApp>>;
let manager: ReturnType<typeof t.agent>;
let otherClientGroup: string;

/** A Bills login of client 100001 (Modify everywhere unless told) with a billing user type. */
async function billingLogin(
  loginId: string,
  userType: BillingUserType | null,
  groupValue: "Modify" | "View" = "Modify",
) {
  const { id } = await createAdmin(t.db, {
    loginId,
    clientNumber: "100001",
    employees: { view: true, edit: true },
    groupValue,
  });
  await t.db.query(
    "update plan_admins set entitlements = jsonb_set(entitlements, '{ebill}', 'true') where id = $1",
    [id],
  );
  if (userType)
    await t.db.query(
      `insert into billing_user_types (admin_id, client_id, user_type)
       select $1, id, $2 from clients where client_number = '100001'`,
      [id, userType],
    );
  const agent = t.agent();
  expect((await agent.login(loginId)).status).toBe(200);
  return agent;
}

const body = (groups: string[], paying = groups[0] ?? "", extra: Record<string, unknown> = {}) => ({
  groupNumbers: groups,
  payingGroupNumber: paying,
  recipientName: "Pat Payer",
  recipientEmail: "pat.payer@example.com",
  delivery: "email",
  ...extra,
});
const post = (agent: typeof manager, value: unknown) =>
  agent.request("/api/billing/accounts", { method: "POST", body: JSON.stringify(value) });
const put = (agent: typeof manager, id: string, version: number | null, value: unknown) =>
  agent.request(`/api/billing/accounts/${id}`, {
    method: "PUT",
    body: JSON.stringify(value),
    headers: version === null ? {} : { "if-match": `"${version}"` },
  });
const list = async (agent: typeof manager) => {
  const res = await agent.request("/api/billing/accounts");
  expect(res.status).toBe(200);
  return billingAccountsResponseSchema.parse(await res.json());
};
/** Every account and its groups, to show nothing changed. */
const stored = async () =>
  (
    await t.db.query(
      `select a.*, array(select group_number from billing_account_groups g where g.account_id = a.id order by 1) as groups
         from billing_accounts a order by a.id`,
    )
  ).rows;
const seededAccount = async () => {
  const { rows } = await t.db.query<{ id: string; version: number }>(
    "select a.id::text as id, a.version from billing_accounts a join billing_account_groups g on g.account_id = a.id where g.group_number = $1",
    [SEEDED[0]],
  );
  return rows[0] as { id: string; version: number };
};

beforeAll(async () => {
  t = await createTestApp({ members: 30 });
  manager = await billingLogin("accounts.manager", "manage");
  const { rows } = await t.db.query<{ group_number: string }>(
    `select g.group_number from groups g join clients c on c.id = g.client_id
      where c.client_number = '100005' order by 1 limit 1`,
  );
  otherClientGroup = rows[0]?.group_number ?? "";
});
afterAll(async () => {
  await t?.close();
});

describe("ebill accounts", () => {
  it("lists the seeded account of readable groups, the session's user type and the groups to choose from", async () => {
    const page = await list(manager);
    expect(page.userType).toBe("manage");
    expect(
      page.accounts.map((a) => [a.groups.map((g) => g.groupNumber), a.payingGroupNumber, a.delivery]),
    ).toEqual([[SEEDED, SEEDED[0], "email"]]);
    const account = page.accounts[0]?.accountId ?? null;
    expect(
      page.groups.filter((g) => g.groupNumber !== "100121").map((g) => [g.groupNumber, g.accountId]),
    ).toEqual([
      [FREE, null],
      [SEEDED[0], account],
      [SEEDED[1], account],
    ]);
  });

  it("an account of a group the session may not read is not listed", async () => {
    const partial = await billingLogin("accounts.partial", "manage");
    await t.db.query(
      `update admin_group_entitlements set employee_data = 'N/A'
        where group_number = $1 and admin_id = (select id from plan_admins where login_id = 'accounts.partial')`,
      [SEEDED[1]],
    );
    const page = await list(partial);
    expect(page.accounts).toEqual([]);
    expect(page.groups.map((g) => g.groupNumber)).not.toContain(SEEDED[1]);
  });

  it("manage creates an account (201, ETag, audited); the same group again is refused (409), nothing changed", async () => {
    const res = await post(manager, body([FREE]));
    expect(res.status).toBe(201);
    const created = billingAccountRecordSchema.parse(await res.json());
    expect(res.headers.get("etag")).toBe('"1"');
    expect(created).toMatchObject({ payingGroupNumber: FREE, recipientName: "Pat Payer", version: 1 });
    const audited = await t.db.query(
      "select detail from audit_events where action = 'billing.account.created' and subject = $1",
      [`billingAccount:${created.accountId}`],
    );
    expect(audited.rows).toHaveLength(1);
    const before = await stored();
    const again = await post(manager, body([FREE]));
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      code: "group_in_account",
      message: billingAccountApiMessages.groupInAccount,
    });
    expect(await stored()).toEqual(before);
    // Put back as it was, for the tests after.
    await t.db.query("delete from billing_accounts where id = $1", [created.accountId]);
  });

  it("manage changes an account with If-Match (200, version + 1, audited); stale 412, none 428", async () => {
    const { id, version } = await seededAccount();
    const changed = await put(manager, id, version, body(SEEDED, SEEDED[1], { delivery: "portal" }));
    expect(changed.status).toBe(200);
    expect(billingAccountRecordSchema.parse(await changed.json())).toMatchObject({
      payingGroupNumber: SEEDED[1],
      delivery: "portal",
      version: version + 1,
    });
    expect(changed.headers.get("etag")).toBe(`"${version + 1}"`);
    const audited = await t.db.query(
      "select detail from audit_events where action = 'billing.account.changed' and subject = $1",
      [`billingAccount:${id}`],
    );
    expect(audited.rows).toHaveLength(1);
    const before = await stored();
    expect((await put(manager, id, version, body(SEEDED))).status).toBe(412);
    expect((await put(manager, id, null, body(SEEDED))).status).toBe(428);
    expect(await stored()).toEqual(before);
  });

  it("a paying group outside the account's groups is bad input (400), nothing changed", async () => {
    const before = await stored();
    const res = await post(manager, body([FREE], SEEDED[0]));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: billingAccountMessages.payingGroup });
    expect(await stored()).toEqual(before);
  });

  it("a body naming another client's group answers 404 and changes nothing (create and change)", async () => {
    const { id, version } = await seededAccount();
    const before = await stored();
    expect((await post(manager, body([otherClientGroup]))).status).toBe(404);
    expect((await post(manager, body([FREE, otherClientGroup], FREE))).status).toBe(404);
    expect((await put(manager, id, version, body([...SEEDED, otherClientGroup], SEEDED[0]))).status).toBe(
      404,
    );
    expect((await put(manager, id, version, body(SEEDED, otherClientGroup))).status).toBe(404);
    expect(await stored()).toEqual(before);
  });

  it("another client's account answers 404, changing nothing", async () => {
    const { rows } = await t.db.query<{ id: string; version: number }>(
      `select a.id::text as id, a.version from billing_accounts a join clients c on c.id = a.client_id
        where c.client_number = '100005'`,
    );
    const other = rows[0] as { id: string; version: number };
    const before = await stored();
    expect((await put(manager, other.id, other.version, body([FREE]))).status).toBe(404);
    expect(await stored()).toEqual(before);
  });

  it.each<[string, BillingUserType | null]>([
    ["view", "view"],
    ["pay", "pay"],
    ["none stored (view)", null],
  ])(
    "the %s user type may read accounts but not create or change one (403), nothing changed",
    async (name, userType) => {
      const agent = await billingLogin(`accounts.${name.split(" ")[0]}`, userType);
      expect((await list(agent)).userType).toBe(userType ?? "view");
      const { id, version } = await seededAccount();
      const before = await stored();
      const created = await post(agent, body([FREE]));
      expect(created.status).toBe(403);
      expect(await created.json()).toMatchObject({ message: billingAccountApiMessages.noManage });
      expect((await put(agent, id, version, body(SEEDED))).status).toBe(403);
      expect(await stored()).toEqual(before);
    },
  );

  it("without Bills every account route answers 403", async () => {
    const agent = await billingLogin("accounts.nobills", "manage");
    await t.db.query(
      "update plan_admins set entitlements = jsonb_set(entitlements, '{ebill}', 'false') where login_id = 'accounts.nobills'",
    );
    const { id, version } = await seededAccount();
    expect((await agent.request("/api/billing/accounts")).status).toBe(403);
    expect((await post(agent, body([FREE]))).status).toBe(403);
    expect((await put(agent, id, version, body(SEEDED))).status).toBe(403);
  });
});

describe("paying needs the pay user type", () => {
  const pay = (agent: typeof manager, reference: string) =>
    agent.request(`/api/billing/groups/${FREE}/payments`, {
      method: "POST",
      body: JSON.stringify({ reference, paidOn: "02/09/2026", amountCents: 100 }),
      headers: { "idempotency-key": randomBytes(16).toString("hex") },
    });

  it.each<[string, BillingUserType | null, "Modify" | "View", number]>([
    ["view", "view", "Modify", 403],
    ["default", null, "Modify", 403],
    ["payer", "pay", "Modify", 201],
    ["viewgroup", "pay", "View", 201],
    ["manager", "manage", "Modify", 201],
  ])("the %s login pays: %s", async (name, userType, groupValue, status) => {
    const agent = await billingLogin(`pay.${name}`, userType, groupValue);
    const before = await t.db.query<{ n: number }>("select count(*)::int as n from payments");
    const res = await pay(agent, `REF-${name}`);
    expect(res.status).toBe(status);
    const after = await t.db.query<{ n: number }>("select count(*)::int as n from payments");
    expect(after.rows[0]?.n).toBe((before.rows[0]?.n ?? 0) + (status === 201 ? 1 : 0));
    if (status === 403) expect(await res.json()).toMatchObject({ message: billingAccountApiMessages.noPay });
  });
});
