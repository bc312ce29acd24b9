import { describe, expect } from "vitest";
import { createAdmin, openPlanAdminFromList, signIn } from "./accounts.js";
import { expectNoAxeViolations } from "./axe.js";
import { test } from "./browser.js";

/**
 * The Billing step of a plan administrator (session-and-admin.md §2 add-plan-admin.billing-entitlements;
 * docs/features/billing.md, user types): a super user gives the Bills access, the step appears, and
 * the billing user type chosen there is what the administrator then holds.
 */

describe("the Billing step", () => {
  test("a super user gives Bills, then the pay user type; the administrator holds it", async ({
    context,
    page,
  }) => {
    const [superUser, target] = await Promise.all([
      createAdmin({ superUser: true, firstName: "Sasha", lastName: "Super" }),
      createAdmin({ firstName: "Bill", lastName: "Payer" }),
    ]);
    await signIn(context, superUser);
    await page.goto("/employer/profile");
    await page.getByRole("link", { name: "Manage Plan Administrators" }).click();
    await page.getByTestId("plan-admin-row").first().waitFor();
    await openPlanAdminFromList(page, target.loginId);
    const steps = page.getByRole("navigation", { name: "Plan administrator steps" });
    await steps.getByRole("link", { name: "Overall Entitlements" }).waitFor();
    // No Bills yet: no Billing step.
    expect(await steps.getByRole("link").allTextContents()).not.toContain("Billing");

    await steps.getByRole("link", { name: "Overall Entitlements" }).click();
    // The step's own card before its Edit: the address changes before the step it leaves has gone,
    // and that step has an Edit of its own.
    await page.waitForURL(/\/add-plan-admin\/user-entitlements\?/);
    await page.getByRole("heading", { name: "Overall Entitlements" }).waitFor();
    await page.getByRole("button", { name: /^Edit/ }).click();
    await page.getByRole("checkbox", { name: "Bills" }).check();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("The overall entitlements were saved.").waitFor();

    await steps.getByRole("link", { name: "Billing" }).click();
    await page.getByText("View bills", { exact: true }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: /^Edit/ }).click();
    await page.getByRole("radio", { name: "View and pay bills", exact: true }).check();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("The billing entitlement and user type were saved.").waitFor();
    await page.getByText("View and pay bills", { exact: true }).waitFor();
    await expectNoAxeViolations(page);

    // What the administrator holds now: the accounts list says their user type.
    const browser = context.browser();
    if (!browser) throw new Error("the test's context has no browser");
    const theirs = await browser.newContext({ baseURL: new URL(page.url()).origin });
    try {
      await signIn(theirs, target);
      const res = await theirs.request.get("/api/billing/accounts");
      expect(res.status()).toBe(200);
      expect(((await res.json()) as { userType: string }).userType).toBe("pay");
    } finally {
      await theirs.close();
    }
  });
});
