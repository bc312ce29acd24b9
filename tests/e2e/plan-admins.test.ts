import { randomBytes, randomUUID } from "node:crypto";
import { planAdminActionMessages } from "@epr/contract";
import { planAdminMessages } from "@epr/forms/schemas";
import type { BrowserContext } from "playwright-core";
import { describe, expect } from "vitest";
import { createAdmin, createEmployee, type FixtureAdmin, openPlanAdminFromList, signIn } from "./accounts.js";
import { expectNoAxeViolations } from "./axe.js";
import { test } from "./browser.js";
import { enrolledFromExample, startEditing, storedEmployee } from "./employees.js";
import { serverURL } from "./server.js";

/**
 * A super user gives another administrator Modify on two groups, and that administrator can then
 * edit an employee in those groups only (session-and-admin.md §2 add-plan-admin.*, §4 Group
 * entitlement editing). The demo client's groups:
 * 100100 and 100107 are given, 100114 is not, 100121 is flagged for Medicare (the seed).
 */
const GIVEN = ["100100", "100107"] as const;
const NOT_GIVEN = "100114";
const MEDICARE = "100121";

type StoredDetail = {
  loginId: string;
  groups: { groupNumber: string; employeeData: string; spendingAccount: string; medicare: boolean }[];
};
type StoredEmployee = { version: number; payload: { subscriber: { address: { city: string } } } };

/** A second browser context of the test's browser, signed in as `admin`. */
async function contextOf(context: BrowserContext, admin: FixtureAdmin): Promise<BrowserContext> {
  const browser = context.browser();
  if (!browser) throw new Error("the test's context has no browser");
  const other = await browser.newContext({ baseURL: serverURL(), viewport: { width: 1280, height: 900 } });
  other.setDefaultTimeout(20_000);
  await signIn(other, admin);
  return other;
}

describe("plan administrators (session-and-admin.md §2, §4)", () => {
  test("a super user gives Modify on two groups; that administrator edits employees there and the server refuses another group", async ({
    context,
    page,
  }) => {
    const [superUser, target] = await Promise.all([
      createAdmin({ superUser: true, firstName: "Sasha", lastName: "Super" }),
      createAdmin({ noGroupAccess: true, firstName: "Tara", lastName: "Target" }),
    ]);
    await signIn(context, superUser);
    // Employees in a given group (enrolled by the super user, who may modify every group) and in another.
    const [inGiven, inSecond, inOther] = await Promise.all([
      enrolledFromExample(context.request, "Gwen"),
      createEmployee({ groupNumber: GIVEN[1] }),
      createEmployee({ groupNumber: NOT_GIVEN }),
    ]);

    // The super user: Profile → Manage Plan Administrators → the administrator.
    await page.goto("/employer/profile");
    await page.getByRole("link", { name: "Manage Plan Administrators" }).click();
    await page.getByRole("heading", { name: "Plan Administrators", level: 1 }).waitFor();
    await page.getByTestId("plan-admin-row").first().waitFor();
    await expectNoAxeViolations(page);
    await openPlanAdminFromList(page, target.loginId);
    await page.getByRole("heading", { name: /Edit Plan Administrator/ }).waitFor();
    await page.getByText(`${target.firstName} ${target.lastName} (${target.loginId})`).waitFor();
    await page.getByRole("button", { name: "Send Password Reset" }).waitFor();
    await expectNoAxeViolations(page);

    // An account action asks first, then shows the answer.
    await page.getByRole("button", { name: "Send Password Reset" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Send Password Reset" });
    await confirm.waitFor();
    await expectNoAxeViolations(page);
    await confirm.getByRole("button", { name: "Send Password Reset" }).click();
    await page.getByText("A password reset link was e-mailed to the administrator.").waitFor();

    // Group Entitlements: the Medicare group cannot be selected; Modify on two groups.
    const steps = page.getByRole("navigation", { name: "Plan administrator steps" });
    expect(await steps.getByRole("link").allTextContents()).toEqual([
      "Demographics",
      "Overall Entitlements",
      "Group Entitlements",
    ]);
    await steps.getByRole("link", { name: "Group Entitlements" }).click();
    await page.getByRole("checkbox", { name: `Select group ${GIVEN[0]}` }).waitFor();
    expect(await page.getByRole("checkbox", { name: `Select group ${MEDICARE}` }).isDisabled()).toBe(true);
    await expectNoAxeViolations(page);
    await page.getByLabel("New Employee Data value").selectOption("Modify");
    for (const group of GIVEN) await page.getByRole("checkbox", { name: `Select group ${group}` }).check();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("The group entitlements of 2 groups were saved.").waitFor();
    await expectNoAxeViolations(page);

    // What the server stored: Modify in the two groups, the Spending Account value kept (N/A), the rest N/A.
    await expect
      .poll(async () => {
        const res = await context.request.get(`/api/plan-admins/${target.loginId}`);
        const detail = (await res.json()) as StoredDetail;
        return Object.fromEntries(
          detail.groups.map((g) => [
            g.groupNumber,
            `${g.employeeData}/${g.spendingAccount}${g.medicare ? "/M" : ""}`,
          ]),
        );
      })
      .toEqual({
        [GIVEN[0]]: "Modify/N/A",
        [GIVEN[1]]: "Modify/N/A",
        [NOT_GIVEN]: "N/A/N/A",
        [MEDICARE]: "N/A/N/A/M",
      });

    // The administrator, in a context of their own.
    const other = await contextOf(context, target);
    try {
      const otherPage = await other.newPage();
      await startEditing(otherPage, inGiven.umi);
      await expectNoAxeViolations(otherPage);
      const city = otherPage.getByRole("textbox", { name: "City", exact: true });
      await city.fill("Altoona");
      await otherPage.getByRole("button", { name: "Save", exact: true }).click();
      const result = otherPage
        .getByRole("dialog", { name: "Success" })
        .or(otherPage.getByRole("alertdialog", { name: "Success" }));
      await result.waitFor();
      await expectNoAxeViolations(otherPage);
      await result.getByRole("button", { name: "OK" }).click();
      await expect
        .poll(
          async () =>
            (await storedEmployee<StoredEmployee>(other.request, inGiven.umi)).payload.subscriber.address
              .city,
        )
        .toBe("Altoona");

      // The second group's employee opens in edit mode too.
      await startEditing(otherPage, inSecond.umi);
      await expectNoAxeViolations(otherPage);

      // Another group's employee: the server answers as if it did not exist, to a read and to an edit.
      const before = await storedEmployee<StoredEmployee & { payload: unknown }>(
        context.request,
        inOther.umi,
      );
      expect((await other.request.get(`/api/employees/${inOther.umi}`)).status()).toBe(404);
      const edit = await other.request.put(`/api/employees/${inOther.umi}`, {
        data: { transactionType: "EDIT", record: before.payload },
        headers: {
          origin: serverURL(),
          "idempotency-key": randomUUID(),
          "if-match": `"${before.version}"`,
        },
      });
      expect(edit.status(), await edit.text()).toBe(404);
      expect((await storedEmployee<StoredEmployee>(context.request, inOther.umi)).version).toBe(
        before.version,
      );
    } finally {
      await other.close();
    }
  }, 180_000);

  test("a super user adds an administrator (Demographics only), then grants an overall entitlement; the server stores both", async ({
    context,
    page,
  }) => {
    const superUser = await createAdmin({ superUser: true });
    await signIn(context, superUser);
    const loginId = `e2e.new.${randomBytes(4).toString("hex")}`;
    await page.goto("/employer/plan-admins");
    await page.getByRole("link", { name: "Add Plan Administrator" }).click();
    await page.getByRole("heading", { name: "Add Plan Administrator" }).waitFor();
    const steps = page.getByRole("navigation", { name: "Plan administrator steps" });
    await steps.getByRole("link", { name: "Demographics" }).waitFor();
    expect(await steps.getByRole("link").count()).toBe(1);
    await expectNoAxeViolations(page);

    // An empty save lists the errors.
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByRole("link", { name: planAdminMessages.loginId }).waitFor();
    await expectNoAxeViolations(page);

    await page.getByLabel("User ID").fill(loginId);
    await page.getByLabel("First Name").fill("Nadia");
    await page.getByLabel("Last Name").fill("Newcomer");
    await page.getByLabel("E-mail").fill(`${loginId}@example.com`);
    await page.getByRole("button", { name: "Save", exact: true }).click();

    // Created: Overall Entitlements opens in edit mode with the creation's message (createFlow).
    await page.waitForURL(/\/add-plan-admin\/user-entitlements\?.*createFlow=true/);
    await page.getByText(planAdminActionMessages.created).waitFor();
    await page.getByRole("checkbox", { name: "View Employees" }).check();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("The overall entitlements were saved.").waitFor();
    await expectNoAxeViolations(page);

    await expect
      .poll(async () => {
        const res = await context.request.get(`/api/plan-admins/${loginId}`);
        if (res.status() !== 200) return res.status();
        const detail = (await res.json()) as {
          firstName: string;
          temporaryPassword: boolean;
          userEntitlements: { employeesView: boolean; employeesEdit: boolean };
        };
        return [
          detail.firstName,
          detail.temporaryPassword,
          detail.userEntitlements.employeesView,
          detail.userEntitlements.employeesEdit,
        ];
      })
      .toEqual(["Nadia", true, true, false]);
  }, 120_000);
});
