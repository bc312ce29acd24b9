import type { BrowserContext, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoAxeViolations, openBrowser } from "./browser.js";

const PASSWORD = "Demo-Portal-2026!";
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  context = await openBrowser(inject("baseURL"));
  page = await context.newPage();
});
afterAll(() => context?.close());

async function logIn(loginId: string) {
  await page.goto("/employer/home");
  await page.waitForURL(/\/login/);
  await page.getByLabel("User ID").fill(loginId);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
}

describe("a new modify administrator finds an employee", () => {
  it("logs in, searches by last name, opens the review page and sees the subscriber's name", async () => {
    await page.goto("/");
    await page.waitForURL(/\/login\?next=/);
    await expect.poll(() => page.getByRole("heading", { name: "Log in" }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    await logIn("demo.admin");
    await page.waitForURL(/\/employer\/home$/);
    await expect.poll(() => page.getByRole("heading", { name: /Welcome, Dana/ }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    // Search from the panel embedded on home: it goes to the find page with the search in the URL.
    await page.getByLabel("Last Name").fill("Lind");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/\/employer\/manage-employees\/find\?lastName=Lind/);
    const firstResult = page.getByRole("table").getByRole("link").first();
    await firstResult.waitFor();
    await expectNoAxeViolations(page);
    const name = (await firstResult.textContent()) ?? "";
    const [last, first] = name.split(", ");
    expect(last).toMatch(/^Lind/);

    await firstResult.click();
    await page.waitForURL(/\/find\/review\?umi=M\d+/);
    const subscriberName = page.getByTestId("subscriber-name");
    await subscriberName.waitFor();
    // Focus moves to the new page's main content, not left on a link that is gone.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("main");
    expect(await subscriberName.textContent()).toContain(`${first}`);
    expect(await subscriberName.textContent()).toContain(`${last}`);
    await expectNoAxeViolations(page);

    // Every summary section is open; Collapse all closes them, Expand all opens them again.
    await page.getByRole("button", { name: "Collapse all" }).click();
    expect(await subscriberName.isVisible()).toBe(false);
    await page.getByRole("button", { name: "Expand all" }).click();
    expect(await subscriberName.isVisible()).toBe(true);
  });

  it("Print Employee Summary opens the summary in an 800x500 print window that opens the print dialog", async () => {
    // Count print dialogs instead of opening them (headless Chromium has none to show).
    await context.addInitScript(() => {
      const w = window as unknown as { __prints: number };
      w.__prints = 0;
      window.print = () => {
        w.__prints += 1;
      };
    });
    await page.goto("/employer/manage-employees/find?lastName=Lind");
    await page.getByRole("table").getByRole("link").first().click();
    await page.getByTestId("subscriber-name").waitFor();
    const [popup] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("button", { name: "Print Employee Summary" }).click(),
    ]);
    await popup.waitForURL(/print=true/);
    expect(popup.viewportSize()).toEqual({ width: 800, height: 500 });
    await popup.getByTestId("subscriber-name").waitFor();
    expect(await popup.getByRole("button", { name: "Print Employee Summary" }).count()).toBe(0);
    await expect
      .poll(() => popup.evaluate(() => (window as unknown as { __prints: number }).__prints), {
        timeout: 8000,
      })
      .toBe(1);
    await popup.close();
  });

  it("labels the member ID 'Member ID/SSN' for brand 6008", async () => {
    await page.goto("/employer/manage-employees/find");
    await expect.poll(() => page.getByLabel("Member ID/SSN", { exact: true }).isVisible()).toBe(true);
  });

  it("an all-empty search makes no call", async () => {
    await page.goto("/employer/manage-employees/find");
    const calls: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/employees/search")) calls.push(r.url());
    });
    await page.getByRole("button", { name: "Search" }).click();
    await expect
      .poll(() => page.getByText("Enter a last name, group number or member ID to search.").isVisible())
      .toBe(true);
    expect(calls).toEqual([]);
    expect(new URL(page.url()).search).toBe("");
  });

  it("a member ID with symbols shows the hint, linked from the error summary, and makes no call", async () => {
    await page.goto("/employer/manage-employees/find");
    const calls: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/employees/search")) calls.push(r.url());
    });
    await page.getByLabel("Member ID/SSN", { exact: true }).fill("AB-12$");
    await page.getByRole("button", { name: "Search" }).click();
    const summary = page.locator("[data-slot=error-summary]");
    await summary.waitFor();
    await expect.poll(() => summary.evaluate((el) => el === document.activeElement)).toBe(true);
    await summary.getByRole("link", { name: "Please enter the value in a valid format." }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("search-memberId");
    const input = page.getByLabel("Member ID/SSN", { exact: true });
    expect(await input.getAttribute("aria-invalid")).toBe("true");
    expect(calls).toEqual([]);
    await expectNoAxeViolations(page);
  });

  it("'View next' appends the next page of results", async () => {
    await page.goto("/employer/manage-employees/find?groupNumber=100100");
    const rows = page.getByRole("table").locator("tbody tr");
    await rows.first().waitFor();
    expect(await rows.count()).toBe(25);
    await page.getByRole("button", { name: "View next" }).click();
    await expect.poll(() => rows.count()).toBeGreaterThan(25);
  });

  it("an employee opened from far down a long result list shows from the top", async () => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto("/employer/manage-employees/find?groupNumber=100100");
    const last = page.getByRole("table").getByRole("link").last();
    await last.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await last.click();
    await page.getByTestId("subscriber-name").waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it("a search that cannot reach the server says so and can be tried again", async () => {
    await page.route("**/api/employees/search**", (route) => route.abort("internetdisconnected"));
    await page.goto("/employer/manage-employees/find?lastName=Lind");
    await page.getByText("The search could not be completed").waitFor({ timeout: 15_000 });
    await page
      .getByText("We could not reach the portal. Please check your connection and try again.")
      .waitFor();
    await page.unroute("**/api/employees/search**");
    await page.getByRole("button", { name: "Try again" }).click();
    await page.getByRole("table").getByRole("link").first().waitFor();
  });

  it("a summary that cannot be loaded says so and can be tried again; not found offers no retry", async () => {
    await page.route("**/api/employees/M*", (route) => route.abort("internetdisconnected"));
    await page.goto("/employer/manage-employees/find?lastName=Lind");
    await page.getByRole("table").getByRole("link").first().click();
    await page
      .getByRole("heading", { name: "The employee summary could not be loaded" })
      .waitFor({ timeout: 15_000 });
    await page.unroute("**/api/employees/M*");
    await page.getByRole("button", { name: "Try again" }).click();
    await page.getByTestId("subscriber-name").waitFor();

    // An unknown member ID: said plainly, nothing to retry.
    await page.goto("/employer/manage-employees/find/review?umi=M99999999");
    await page.getByRole("heading", { name: "Employee not found" }).waitFor();
    expect(await page.getByRole("button", { name: "Try again" }).count()).toBe(0);
  });

  it("when 'View next' fails, the results already shown stay and the next page can be tried again", async () => {
    await page.goto("/employer/manage-employees/find?groupNumber=100100");
    const rows = page.getByRole("table").locator("tbody tr");
    await rows.first().waitFor();
    expect(await rows.count()).toBe(25);
    // The search is a POST: only the request carrying listId ('View next') fails.
    const nextPage = (route: Route) =>
      route.request().postData()?.includes("listId") ? route.abort("internetdisconnected") : route.continue();
    await page.route("**/api/employees/search", nextPage);
    await page.getByRole("button", { name: "View next" }).click();
    await page.getByText("The next results could not be loaded").waitFor({ timeout: 15_000 });
    expect(await rows.count()).toBe(25);
    await page.unroute("**/api/employees/search", nextPage);
    await page.getByRole("button", { name: "Try again" }).click();
    await expect.poll(() => rows.count()).toBeGreaterThan(25);
  });

  it("Ctrl+Alt+L goes to Find Employee unless focus is in an input", async () => {
    await page.goto("/employer/home");
    await page.getByLabel("Last Name").focus();
    await page.keyboard.press("Control+Alt+KeyL");
    expect(new URL(page.url()).pathname).toBe("/employer/home");
    await page.getByRole("heading", { name: /Welcome/ }).click();
    await page.keyboard.press("Control+Alt+KeyL");
    await page.waitForURL(/\/employer\/manage-employees\/find$/);
  });

  it("logs out, and the employer pages then ask for a login", async () => {
    await page.goto("/employer/home");
    await page.getByRole("button", { name: "Log out" }).click();
    await page.waitForURL(/\/login$/);
    await page.goto("/employer/manage-employees/find");
    await page.waitForURL(/\/login\?next=/);
  });
});

describe("other administrators", () => {
  it("a multi-client administrator chooses a client and wears its brand", async () => {
    await logIn("demo.mcu");
    await page.waitForURL(/\/client-selection$/);
    await expectNoAxeViolations(page);
    await page.getByLabel(/\(100002\)/).check();
    await page.getByRole("button", { name: "LOG IN" }).click();
    await page.waitForURL(/\/employer\/home$/);
    expect(await page.locator("[data-brand]").first().getAttribute("data-brand")).toBe("6010");
    await page.goto("/employer/manage-employees/find");
    await expect
      .poll(() => page.getByLabel("Member ID/SSN/Client-Assigned ID", { exact: true }).isVisible())
      .toBe(true);
    // Another brand's colours on real pages: axe checks their contrast too.
    await expectNoAxeViolations(page);
    await page.goto("/employer/manage-employees/find?groupNumber=100200");
    await page.getByRole("table").getByRole("link").first().click();
    await page.getByTestId("subscriber-name").waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Log out" }).click();
    await page.waitForURL(/\/login$/);
  });

  it("a view-only administrator finds and reads an employee but is offered no Add Employee", async () => {
    await logIn("demo.VIEW");
    await page.waitForURL(/\/employer\/home$/);
    await expect.poll(() => page.getByText("(view only)").isVisible()).toBe(true);
    await page.goto("/employer/manage-employees/find?lastName=Lind");
    await page.getByRole("table").getByRole("link").first().waitFor();
    expect(await page.getByRole("link", { name: "Add Employee" }).count()).toBe(0);
    await page.getByRole("table").getByRole("link").first().click();
    await page.getByTestId("subscriber-name").waitFor();
    await page.getByRole("button", { name: "Log out" }).click();
    await page.waitForURL(/\/login$/);
  });

  it("a wrong password says so and keeps the user on the login page", async () => {
    await page.goto("/login");
    await page.getByLabel("User ID").fill("demo.admin");
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect
      .poll(() => page.getByText("The user ID or password you entered is incorrect.").isVisible())
      .toBe(true);
    expect(new URL(page.url()).pathname).toBe("/login");
  });
});
