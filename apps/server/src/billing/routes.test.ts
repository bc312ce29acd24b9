import { randomBytes } from "node:crypto";
import {
  type BillingAccountResponse,
  billingAccountResponseSchema,
  invoiceResponseSchema,
  invoicesResponseSchema,
} from "@epr/contract";
import { paymentMessages } from "@epr/forms/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "../test-support/admins.js";
import { routeOperations } from "../test-support/openapi.js";
import { createTestApp } from "../test-support/testApp.js";
import { runInvoices } from "./job.js";
import { billFebruaryAndMarch, TEST_RATES } from "./test-roster.js";

// The server's today: February's bill (due 02/01) is past due, March's (due 03/01) open.
const today = new Date(2026, 1, 10);
const G = "990001";
let t: Awaited<ReturnType<typeof createTestApp>>;
let billing: Awaited<ReturnType<typeof t.adminAgent>>;
const invoiceIds: Record<string, string> = {};

/** A login of client 100001 with Modify everywhere, the Bills access (ebill) and the pay user type unless told. */
async function billingLogin(
  loginId: string,
  ebill = true,
  groupValue: "Modify" | "View" = "Modify",
  userType: "view" | "pay" = "pay",
) {
  await createAdmin(t.db, {
    loginId,
    clientNumber: "100001",
    employees: { view: true, edit: true },
    groupValue,
  });
  await t.db.query(
    "update plan_admins set entitlements = jsonb_set(entitlements, '{ebill}', $2) where login_id = $1",
    [loginId, JSON.stringify(ebill)],
  );
  // Paying needs the pay billing user type (docs/features/billing.md, user types).
  await t.db.query(
    `insert into billing_user_types (admin_id, client_id, user_type)
     select ac.admin_id, ac.client_id, $2 from admin_clients ac join plan_admins a on a.id = ac.admin_id
      where a.login_id = $1`,
    [loginId, userType],
  );
  const agent = t.agent();
  expect((await agent.login(loginId)).status).toBe(200);
  return agent;
}

const { MED1, DEN1 } = TEST_RATES;
// Ames alone on medical; Baker with a spouse on medical and dental (Bea) and a son on medical (Bix).
const FEBRUARY = MED1.employee + MED1.family + DEN1.employeeSpouse;

beforeAll(async () => {
  t = await createTestApp({ members: 30, today, now: () => today });
  // Ames alone on medical; Baker's family on medical and dental; Ames termed at the end of January:
  // March credits February.
  Object.assign(invoiceIds, await billFebruaryAndMarch(t.db, G));
  billing = await billingLogin("bills.admin");
});
afterAll(async () => {
  await t?.close();
});

const pay = (agent: typeof billing, body: unknown, groupNumber = G) =>
  agent.request(`/api/billing/groups/${groupNumber}/payments`, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "idempotency-key": randomBytes(16).toString("hex") },
  });

describe("the bills", () => {
  it("lists the bills of readable groups newest first, with their state", async () => {
    const res = await billing.request("/api/billing/invoices");
    expect(res.status).toBe(200);
    const page = invoicesResponseSchema.parse(await res.json());
    const ours = page.invoices.filter((i) => i.groupNumber === G);
    expect(ours.map((i) => [i.month, i.dueDate, i.totalCents, i.state])).toEqual([
      ["2026-03", "03/01/2026", MED1.family + DEN1.employeeSpouse - MED1.employee, "open"],
      ["2026-02", "02/01/2026", FEBRUARY, "pastDue"],
    ]);
  });

  it("shows one bill: totals, premium lines, adjustments apart; search and line-of-business filter", async () => {
    const res = await billing.request(`/api/billing/invoices/${invoiceIds["2026-03"]}`);
    expect(res.status).toBe(200);
    const bill = invoiceResponseSchema.parse(await res.json());
    expect(bill.invoice).toMatchObject({
      premiumCents: MED1.family + DEN1.employeeSpouse,
      adjustmentCents: -MED1.employee,
    });
    expect(
      bill.lines.map((l) => [l.subscriberName, l.lineOfBusiness, l.tier, l.members.length, l.cents]),
    ).toEqual([
      ["Bo Baker", "DEN", "employeeSpouse", 2, DEN1.employeeSpouse],
      ["Bo Baker", "PPO", "family", 3, MED1.family],
    ]);
    // Ames termed at the end of January, found as a credit adjustment for February.
    expect(bill.adjustments).toEqual([
      expect.objectContaining({
        subscriberName: "Ann Ames",
        change: "term",
        months: ["2026-02"],
        cents: -MED1.employee,
      }),
    ]);
    expect(bill.invoice.totalCents).toBe(
      bill.lines.reduce((s, l) => s + l.cents, 0) + bill.adjustments.reduce((s, l) => s + l.cents, 0),
    );
    const byMember = invoiceResponseSchema.parse(
      await (await billing.request(`/api/billing/invoices/${invoiceIds["2026-03"]}?search=bix`)).json(),
    );
    expect(byMember.lines.map((l) => l.lineOfBusiness)).toEqual(["PPO"]);
    expect(byMember.adjustments).toEqual([]);
    const dental = invoiceResponseSchema.parse(
      await (
        await billing.request(`/api/billing/invoices/${invoiceIds["2026-03"]}?lineOfBusiness=DEN`)
      ).json(),
    );
    expect(dental.lines.map((l) => l.lineOfBusiness)).toEqual(["DEN"]);
    // A search with LIKE's own wildcards matches them literally, never everything.
    const wild = invoiceResponseSchema.parse(
      await (await billing.request(`/api/billing/invoices/${invoiceIds["2026-03"]}?search=%25`)).json(),
    );
    expect(wild.lines).toEqual([]);
  });
});

describe("payments and balance", () => {
  const account = async (): Promise<BillingAccountResponse> => {
    const res = await billing.request(`/api/billing/groups/${G}/account`);
    expect(res.status).toBe(200);
    return billingAccountResponseSchema.parse(await res.json());
  };

  it("shows the balance, the past due amount and the next due date", async () => {
    const before = await account();
    const march = FEBRUARY - MED1.employee - MED1.employee;
    expect(before).toMatchObject({
      balanceCents: FEBRUARY + march,
      pastDueCents: FEBRUARY,
      nextDueDate: "02/01/2026",
      unappliedCents: 0,
    });
    expect(before.openInvoices.map((i) => i.state)).toEqual(["pastDue", "open"]);
  });

  it("splits a payment over two bills, oldest first; the rest stays open", async () => {
    const amount = FEBRUARY + 10_000;
    const res = await pay(billing, { reference: "CHK-1001", paidOn: "02/09/2026", amountCents: amount });
    expect(res.status).toBe(201);
    const { payment, account: after } = (await res.json()) as {
      payment: { allocations: { month: string; cents: number }[]; unappliedCents: number };
      account: BillingAccountResponse;
    };
    expect(payment.allocations.map((a) => [a.month, a.cents])).toEqual([
      ["2026-02", FEBRUARY],
      ["2026-03", 10_000],
    ]);
    expect(payment.unappliedCents).toBe(0);
    expect(after.pastDueCents).toBe(0);
    expect(after.openInvoices.map((i) => [i.month, i.state])).toEqual([["2026-03", "open"]]);
    expect(after.nextDueDate).toBe("03/01/2026");
    const audited = await t.db.query(
      "select 1 from audit_events where action = 'billing.payment' and subject = $1",
      [`group:${G}`],
    );
    expect(audited.rows).toHaveLength(1);
  });

  it("carries an over-payment forward to the next bill", async () => {
    const open = (await account()).openInvoices[0]?.balanceCents ?? 0;
    const res = await pay(billing, {
      reference: "CHK-1002",
      paidOn: "02/10/2026",
      amountCents: open + 25_000,
    });
    expect(res.status).toBe(201);
    expect((await account()).unappliedCents).toBe(25_000);
    // April's bill takes it.
    await runInvoices(t.db, { month: "2026-04", groupNumbers: [G] }, { now: () => new Date(2026, 2, 15) });
    const after = await account();
    expect(after.unappliedCents).toBe(0);
    expect(after.openInvoices.map((i) => [i.month, i.paidCents])).toEqual([["2026-04", 25_000]]);
  });

  it("refuses the same reference twice (409) and bad input (400), changing nothing", async () => {
    const before = await account();
    const again = await pay(billing, { reference: "CHK-1001", paidOn: "02/09/2026", amountCents: 100 });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: "duplicate_payment" });
    for (const body of [
      { reference: "CHK-2", paidOn: "02/09/2026", amountCents: 0 },
      { reference: "CHK-3", paidOn: "02/09/2026", amountCents: 12.5 },
      { reference: "CHK-4", paidOn: "02/30/2026", amountCents: 100 },
      { reference: "", paidOn: "02/09/2026", amountCents: 100 },
    ]) {
      const res = await pay(billing, body);
      expect(res.status).toBe(400);
      const { issues } = (await res.json()) as { issues: { message: string }[] };
      expect(Object.values(paymentMessages)).toContain(issues[0]?.message);
    }
    expect(await account()).toEqual(before);
  });
});

describe("who sees billing", () => {
  it("a login without Bills gets 403 on every billing route", async () => {
    const agent = await billingLogin("bills.none", false);
    const ops = (await routeOperations(t.app)).filter((op) => op.path.startsWith("/billing"));
    expect(ops.map((op) => op.id)).toEqual(
      expect.arrayContaining([
        "GET /billing/groups/{groupNumber}/account",
        "GET /billing/invoices",
        "GET /billing/invoices/{invoiceId}",
        "GET /billing/invoices/{invoiceId}/pdf",
        "GET /billing/invoices/{invoiceId}/xlsx",
        "POST /billing/groups/{groupNumber}/payments",
        "POST /billing/reconcile",
        "GET /billing/accounts",
        "POST /billing/accounts",
        "PUT /billing/accounts/{accountId}",
      ]),
    );
    for (const op of ops) {
      const query = op.queryParams.includes("month") ? `?groupNumber=${G}&month=2026-03` : "";
      const path = `/api${op.path
        .replace("{groupNumber}", G)
        .replace("{invoiceId}", invoiceIds["2026-03"] ?? "")
        .replace("{accountId}", "1")
        .replace("{loginId}", "bills.admin")}${query}`;
      const res = await agent.request(path, {
        method: op.method,
        headers: {
          "idempotency-key": randomBytes(16).toString("hex"),
          // A route taking a file (Reconcile's roster) gets its example file.
          ...(op.rawBody ? { "content-type": op.rawBody.contentType } : {}),
        },
        ...(op.hasBody
          ? { body: JSON.stringify(op.bodyExample) }
          : op.rawBody
            ? { body: op.rawBody.example }
            : {}),
      });
      expect([op.id, res.status]).toEqual([op.id, 403]);
    }
  });

  it("another client's bill or group answers 404; the view user type reads a group but does not pay", async () => {
    const { rows } = await t.db.query<{ group_number: string }>(
      `select g.group_number from groups g join clients c on c.id = g.client_id
        where c.client_number = '100005' and g.status = 'active' order by 1 limit 1`,
    );
    const other = rows[0]?.group_number ?? "";
    await runInvoices(t.db, { month: "2026-03", groupNumbers: [other] });
    const otherBill = await t.db.query<{ id: string }>(
      "select id::text as id from invoices where group_number = $1",
      [other],
    );
    expect((await billing.request(`/api/billing/invoices/${otherBill.rows[0]?.id}`)).status).toBe(404);
    expect((await billing.request(`/api/billing/groups/${other}/account`)).status).toBe(404);
    const list = invoicesResponseSchema.parse(await (await billing.request("/api/billing/invoices")).json());
    expect(list.invoices.some((i) => i.groupNumber === other)).toBe(false);

    // The view user type reads but never pays (a View group, too).
    const viewer = await billingLogin("bills.viewer", true, "View", "view");
    const seen = await viewer.request(`/api/billing/groups/${G}/account`);
    expect(seen.status).toBe(200);
    // The account says so, for the page to offer no payment form.
    expect(billingAccountResponseSchema.parse(await seen.json()).mayPay).toBe(false);
    expect(
      billingAccountResponseSchema.parse(
        await (await billing.request(`/api/billing/groups/${G}/account`)).json(),
      ).mayPay,
    ).toBe(true);
    expect((await pay(viewer, { reference: "CHK-9", paidOn: "02/09/2026", amountCents: 100 })).status).toBe(
      403,
    );
  });
});
