import { randomBytes } from "node:crypto";
import { spendingAccountsResponseSchema } from "@epr/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "../test-support/admins.js";
import { createTestApp } from "../test-support/testApp.js";
import { builtInSpendingVendor } from "./vendor.js";

let t: Awaited<ReturnType<typeof createTestApp>>;
let agent: ReturnType<Awaited<ReturnType<typeof createTestApp>>["agent"]>;
const today = new Date();
const year = String(today.getFullYear());
/** A demo employee with a Health Care FSA in the demo client's first group (seed/spending.ts). */
let umi = "";

beforeAll(async () => {
  t = await createTestApp({ members: 60 });
  agent = t.agent();
  expect((await agent.login("demo.admin")).status).toBe(200);
  const { rows } = await t.db.query<{ umi: string }>(
    `select h.umi from spending_account_holders h where h.group_number = '100100' order by h.umi limit 1`,
  );
  umi = rows[0]?.umi ?? "";
  expect(umi).not.toBe("");
});
afterAll(() => t.close());

const read = async (groupNumber = "100100", who = agent) =>
  who.request(`/api/employees/${umi}/spending-accounts?groupNumber=${groupNumber}`);
const body = (over: Record<string, string> = {}) => ({
  groupNumber: "100100",
  payFrequency: "26",
  accountType: "FSA",
  planPeriod: year,
  status: "Elected",
  beginDate: `01/01/${year}`,
  endDate: "",
  employeeAnnualContribution: "1500",
  ...over,
});
const save = async (payload: unknown, version?: number, who = agent) => {
  const v = version ?? (await t.employeeVersion(umi));
  return who.request(`/api/employees/${umi}/spending-accounts`, {
    method: "PUT",
    body: JSON.stringify(payload),
    headers: { "if-match": `"${v}"`, "idempotency-key": randomBytes(12).toString("hex") },
  });
};
const stored = async () =>
  (
    await t.db.query<{ employee: number; status: string }>(
      `select employee_annual_contribution::float8 as employee, status from spending_plan_periods
        where umi = $1 and group_number = '100100' and account_type = 'FSA' and plan_period = $2`,
      [umi, year],
    )
  ).rows[0];

describe("GET /api/employees/{umi}/spending-accounts (assist-employees.md §2.7, §7)", () => {
  it("answers the accounts with plan periods newest first, last year's read-only, editable, the code-12 vendor", async () => {
    const res = await read();
    expect(res.status).toBe(200);
    const answer = spendingAccountsResponseSchema.parse(await res.json());
    const fsa = answer.spendingAccountLists.find((l) => l.accountType === "FSA");
    expect(fsa?.accountDescription).toBe("Health Care FSA");
    expect(fsa?.spendingAccounts.map((p) => [p.planPeriod, p.readOnly])).toEqual([
      [year, false],
      [String(Number(year) - 1), true],
    ]);
    expect(answer).toMatchObject({
      groupNumber: "100100",
      editable: true,
      rollout: false,
      vendorToolUrl: null,
    });
    expect(answer.vendors.currentVendors).toEqual([{ code: "12", name: "Benefit Wallet Partners" }]);
    expect(answer.payClasses.map((p) => p.code)).toEqual(["52", "26", "24", "12"]);
  });

  it("shows the vendor tool link to a super user (§6)", async () => {
    await createAdmin(t.db, {
      loginId: "spending.super",
      clientNumber: "100001",
      employees: { view: true, edit: true },
      groupValue: "Modify",
    });
    await t.db.query(
      `update plan_admins set entitlements = jsonb_set(entitlements, '{superUserRole}', 'true') where login_id = 'spending.super'`,
    );
    const superAgent = t.agent();
    expect((await superAgent.login("spending.super")).status).toBe(200);
    const answer = spendingAccountsResponseSchema.parse(await (await read("100100", superAgent)).json());
    expect(answer.vendorToolUrl).toBe("https://spending-vendor.example/employer?vendor=12");
  });

  it("is not editable for a view-only login or a blackout, and refuses a group without spending access", async () => {
    await createAdmin(t.db, {
      loginId: "spending.blackout",
      clientNumber: "100001",
      employees: { view: true, edit: true },
      groupValue: "Modify",
    });
    await t.db.query(
      `update plan_admins set entitlements = jsonb_set(entitlements, '{clientQualifiers}', '{"spendingAccount": true, "spendingAccountBlackedOut": true}') where login_id = 'spending.blackout'`,
    );
    const blackout = t.agent();
    expect((await blackout.login("spending.blackout")).status).toBe(200);
    const answer = spendingAccountsResponseSchema.parse(await (await read("100100", blackout)).json());
    expect(answer.editable).toBe(false);
    expect((await save(body(), undefined, blackout)).status).toBe(403);

    await t.db.query(
      `update admin_group_entitlements set spending_account = 'N/A'
        where admin_id = (select id from plan_admins where login_id = 'spending.blackout')`,
    );
    expect((await read("100100", blackout)).status).toBe(403);
  });
});

describe("PUT /api/employees/{umi}/spending-accounts (assist-employees.md §5, §7)", () => {
  it("refuses a contribution past its maximum with the plan name and bounds, storing nothing", async () => {
    const before = await stored();
    const version = await t.employeeVersion(umi);
    const res = await save(body({ employeeAnnualContribution: "3400" }));
    expect(res.status).toBe(422);
    const answer = (await res.json()) as { message: string; code: string };
    expect(answer).toMatchObject({
      code: "contribution_bounds",
      message:
        "Health Care FSA: the total annual contribution must be at least $100.00 and at most $3300.00.",
    });
    expect(await stored()).toEqual(before);
    expect(await t.employeeVersion(umi)).toBe(version);
  });

  it.each([
    [{ status: "Canceled", endDate: "" }, "Please enter an end date"],
    [{ employeeAnnualContribution: "12.345" }, "Please enter an amount with up to 2 decimals"],
    [{ payFrequency: "" }, "Please select pay frequency"],
  ])("answers 400 for %o (%s)", async (over, message) => {
    const res = await save(body(over));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain(message);
  });

  it("refuses last year's plan period (read-only once its contract ended)", async () => {
    const res = await save(
      body({ planPeriod: String(Number(year) - 1), beginDate: `01/01/${Number(year) - 1}` }),
    );
    expect(res.status).toBe(409);
  });

  it("saves within bounds through the write pipeline: version bumped, history and audit written, 412 when stale", async () => {
    const version = await t.employeeVersion(umi);
    const res = await save(body({ employeeAnnualContribution: "1234.5" }), version);
    expect(res.status).toBe(200);
    expect(await stored()).toEqual({ employee: 1234.5, status: "Elected" });
    expect(await t.employeeVersion(umi)).toBe(version + 1);
    const history = await t.db.query<{ after: { employeeAnnualContribution: number } }>(
      "select after from spending_election_history where umi = $1 order by id desc limit 1",
      [umi],
    );
    expect(history.rows[0]?.after.employeeAnnualContribution).toBe(1234.5);
    const audits = await t.db.query(
      "select 1 from audit_events where action = 'employee.spending_election' and subject = $1",
      [umi],
    );
    expect(audits.rows.length).toBe(1);
    expect((await save(body(), version)).status).toBe(412);
  });

  it("is refused when the system deposit indicator is not y (§5)", async () => {
    await t.db.query("update spending_account_holders set system_deposit_indicator = 'N' where umi = $1", [
      umi,
    ]);
    expect((await save(body())).status).toBe(403);
    await t.db.query("update spending_account_holders set system_deposit_indicator = 'Y' where umi = $1", [
      umi,
    ]);
  });
});

describe("the built-in vendor", () => {
  it("names the member with the umi suffixed by 0 (§9) and lists its groups", async () => {
    const vendor = builtInSpendingVendor();
    expect(await vendor.groupsOf(t.db, `${umi}0`)).toContain("100100");
    expect(await vendor.accountInformation(t.db, `${umi}0`, "999999")).toBeNull();
  });
});
