import { describe, expect } from "vitest";
import { createAdmin, createEmployee, expireSessions, logInThroughForm, signIn } from "./accounts.js";
import { expectNoAxeViolations } from "./axe.js";
import { test } from "./browser.js";

const SESSION_ENDED = "Your session has ended. Please log in again.";

describe("a session that ends while a page is open", () => {
  test("the next call leads to the login page, which brings the user back to that page", async ({
    context,
    page,
    browserConsole,
  }) => {
    // The call that finds the session ended is a 401 on purpose, and Chromium logs it.
    browserConsole.expectError(/status of 401 .*\[.*\/api\/employees\/search/);
    const admin = await createAdmin();
    await signIn(context, admin);
    const resultsUrl = "/employer/manage-employees/find?groupNumber=100100";
    await page.goto(resultsUrl);
    const rows = page.getByRole("table").locator("tbody tr");
    await rows.first().waitFor();

    expect(await expireSessions(admin)).toBe(1);
    await page.getByRole("button", { name: "View next" }).click();

    await page.waitForURL(/\/login\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get("next")).toBe(resultsUrl);
    await page.getByRole("status").filter({ hasText: SESSION_ENDED }).waitFor();
    await expectNoAxeViolations(page);

    await logInThroughForm(page, admin);
    await page.waitForURL((u) => `${u.pathname}${u.search}` === resultsUrl);
    await rows.first().waitFor();
    await expect.poll(() => rows.count()).toBe(25);
    await expect.poll(() => page.getByText(SESSION_ENDED).count()).toBe(0);
  });

  test("a page opened after it ended leads to the login page and then to that page", async ({
    context,
    page,
    browserConsole,
  }) => {
    browserConsole.expectError(/status of 401 .*\[.*\/api\/employees\/M\d+\]/);
    const admin = await createAdmin();
    const employee = await createEmployee({ firstName: "Ada" });
    await signIn(context, admin);
    await page.goto(`/employer/manage-employees/find?lastName=${employee.lastName}`);
    const link = page.getByRole("table").getByRole("link", { name: `${employee.lastName}, Ada` });
    await link.waitFor();

    await expireSessions(admin);
    await link.click();

    await page.waitForURL(/\/login\?/);
    expect(new URL(page.url()).searchParams.get("next")).toBe(
      `/employer/manage-employees/find/review?umi=${employee.umi}`,
    );
    await page.getByRole("status").filter({ hasText: SESSION_ENDED }).waitFor();

    await logInThroughForm(page, admin);
    await page.waitForURL(new RegExp(`/find/review\\?umi=${employee.umi}$`));
    await expect.poll(() => page.getByTestId("subscriber-name").textContent()).toContain(employee.lastName);
  });
});
