import { describe, expect } from "vitest";
import { createAdmin, createEmployee, logInThroughForm, signIn } from "./accounts.js";
import { expectNoAxeViolations } from "./axe.js";
import { test } from "./browser.js";

describe("administrators sign in and out", () => {
  test("a multi-client administrator chooses a client and wears its brand", async ({ page }) => {
    const admin = await createAdmin({
      role: "mcu_admin",
      clientNumbers: ["100001", "100002", "100003", "100004"],
    });
    await page.goto("/login");
    await logInThroughForm(page, admin);
    await page.waitForURL(/\/client-selection$/);
    await page.getByLabel(/\(100002\)/).waitFor();
    await expectNoAxeViolations(page);
    await page.getByLabel(/\(100002\)/).check();
    await page.getByRole("button", { name: "LOG IN" }).click();
    await page.waitForURL(/\/employer\/home$/);
    // The client-selection page (no brand yet) stays on screen until home has loaded: wait for it.
    await expect.poll(() => page.locator("[data-brand]").first().getAttribute("data-brand")).toBe("6010");
    await page.goto("/employer/manage-employees/find");
    await page.getByLabel("Member ID/SSN/Client-Assigned ID", { exact: true }).waitFor();
    // Another brand's colours on real pages: axe checks their contrast too.
    await expectNoAxeViolations(page);
    await page.goto("/employer/manage-employees/find?groupNumber=100200");
    await page.getByRole("table").getByRole("link").first().click();
    await page.getByTestId("subscriber-name").waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Log out" }).click();
    await page.waitForURL(/\/login$/);
  });

  test("a view-only administrator finds and reads an employee but is offered no Add Employee", async ({
    page,
  }) => {
    const employee = await createEmployee();
    await page.goto("/login");
    await logInThroughForm(page, await createAdmin({ viewOnly: true }));
    await page.waitForURL(/\/employer\/home$/);
    await page.getByText("(view only)").waitFor();
    await page.goto(`/employer/manage-employees/find?lastName=${employee.lastName}`);
    await page.getByRole("table").getByRole("link").first().waitFor();
    await expect.poll(() => page.getByRole("link", { name: "Add Employee" }).count()).toBe(0);
    await page.getByRole("table").getByRole("link").first().click();
    await page.getByTestId("subscriber-name").waitFor();
  });

  test("the login page asks who is signed in without an error (the console stays clean)", async ({
    page,
  }) => {
    const asked = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/session");
    await page.goto("/login");
    expect((await asked).status()).toBe(200);
    await page.getByRole("heading", { name: "Log in" }).waitFor();
    await expectNoAxeViolations(page);
  });

  test("a wrong password says so and keeps the user on the login page", async ({ page, browserConsole }) => {
    // The refused sign-in itself is a 401, and Chromium logs it.
    browserConsole.expectError(/status of 401 .*\[.*\/api\/session\]/);
    await page.goto("/login");
    await logInThroughForm(page, await createAdmin(), "wrong-password");
    await page.getByText("The user ID or password you entered is incorrect.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/login");
  });

  test("logs out, and the employer pages then ask for a login", async ({ context, page }) => {
    await signIn(context, await createAdmin());
    await page.goto("/employer/home");
    await page.getByRole("button", { name: "Log out" }).click();
    await page.waitForURL(/\/login$/);
    await page.goto("/employer/manage-employees/find");
    await page.waitForURL(/\/login\?next=/);
  });
});
