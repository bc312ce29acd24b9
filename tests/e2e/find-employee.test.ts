import type { Page, Request } from "playwright-core";
import { describe, expect } from "vitest";
import { createAdmin, createEmployee, logInThroughForm, signIn } from "./accounts.js";
import { expectNoAxeViolations } from "./axe.js";
import { test } from "./browser.js";

/** A search call ('View next' when it carries a listId), wherever the client puts its fields. */
const isSearch = (request: Request) => request.url().includes("/api/employees/search");
const isNextPage = (request: Request) =>
  isSearch(request) && `${request.url()} ${request.postData() ?? ""}`.includes("listId");

/** Counts the search calls the page makes from now on. */
function countSearches(page: Page) {
  const calls: string[] = [];
  page.on("request", (r) => {
    if (isSearch(r)) calls.push(r.url());
  });
  return calls;
}

describe("a modify administrator finds an employee", () => {
  test("logs in, searches by last name, opens the review page and sees the subscriber's name", async ({
    page,
  }) => {
    const admin = await createAdmin({ firstName: "Robin" });
    const employee = await createEmployee({ firstName: "Ada" });
    await page.goto("/");
    await page.waitForURL(/\/login\?next=/);
    await page.getByRole("heading", { name: "Log in" }).waitFor();
    await expectNoAxeViolations(page);

    await logInThroughForm(page, admin);
    await page.waitForURL(/\/employer\/home$/);
    await page.getByRole("heading", { name: /Welcome, Robin/ }).waitFor();
    await expectNoAxeViolations(page);

    // Search from the panel embedded on home: it goes to the find page with the search in the URL.
    await page.getByLabel("Last Name").fill(employee.lastName);
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(new RegExp(`/employer/manage-employees/find\\?lastName=${employee.lastName}`));
    const results = page.getByRole("table").getByRole("link");
    await results.first().waitFor();
    await expectNoAxeViolations(page);
    await expect.poll(() => results.allTextContents()).toEqual([`${employee.lastName}, Ada`]);

    await results.first().click();
    await page.waitForURL(new RegExp(`/find/review\\?umi=${employee.umi}$`));
    const subscriberName = page.getByTestId("subscriber-name");
    await subscriberName.waitFor();
    // Focus moves to the new page's main content, not left on a link that is gone.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("main");
    await expect.poll(() => subscriberName.textContent()).toContain("Ada");
    await expect.poll(() => subscriberName.textContent()).toContain(employee.lastName);
    await expectNoAxeViolations(page);

    // Every summary section is open; Collapse all closes them, Expand all opens them again.
    await page.getByRole("button", { name: "Collapse all" }).click();
    await expect.poll(() => subscriberName.isVisible()).toBe(false);
    await page.getByRole("button", { name: "Expand all" }).click();
    await expect.poll(() => subscriberName.isVisible()).toBe(true);
  });

  test("Print Employee Summary opens the summary in an 800x500 print window that opens the print dialog", async ({
    context,
    page,
  }) => {
    // Count print dialogs instead of opening them (headless Chromium has none to show).
    await context.addInitScript(() => {
      const w = window as unknown as { __prints: number };
      w.__prints = 0;
      window.print = () => {
        w.__prints += 1;
      };
    });
    const employee = await createEmployee();
    await signIn(context, await createAdmin());
    await page.goto(`/employer/manage-employees/find/review?umi=${employee.umi}`);
    await page.getByTestId("subscriber-name").waitFor();
    // With the administrator's rights known, Print is an item of the actions menu (enrollment.md §2).
    await page.getByRole("button", { name: "Employee Actions" }).click();
    const [popup] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("menuitem", { name: "Print Employee Summary" }).click(),
    ]);
    await popup.waitForURL(/print=true/);
    expect(popup.viewportSize()).toEqual({ width: 800, height: 500 });
    await popup.getByTestId("subscriber-name").waitFor();
    await expect.poll(() => popup.getByRole("button", { name: "Print Employee Summary" }).count()).toBe(0);
    await expect.poll(() => popup.getByRole("button", { name: "Employee Actions" }).count()).toBe(0);
    await expect
      .poll(() => popup.evaluate(() => (window as unknown as { __prints: number }).__prints))
      .toBe(1);
    await popup.close();
  });

  test("labels the member ID 'Member ID/SSN' for brand 6008", async ({ context, page }) => {
    await signIn(context, await createAdmin());
    await page.goto("/employer/manage-employees/find");
    await page.getByLabel("Member ID/SSN", { exact: true }).waitFor();
  });

  test("an all-empty search makes no call", async ({ context, page }) => {
    await signIn(context, await createAdmin());
    await page.goto("/employer/manage-employees/find");
    const calls = countSearches(page);
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByText("Enter a last name, group number or member ID to search.").waitFor();
    expect(calls).toEqual([]);
    expect(new URL(page.url()).search).toBe("");
  });

  test("a member ID with symbols shows the hint, linked from the error summary, and makes no call", async ({
    context,
    page,
  }) => {
    await signIn(context, await createAdmin());
    await page.goto("/employer/manage-employees/find");
    const calls = countSearches(page);
    await page.getByLabel("Member ID/SSN", { exact: true }).fill("AB-12$");
    await page.getByRole("button", { name: "Search" }).click();
    const summary = page.locator("[data-slot=error-summary]");
    await summary.waitFor();
    await expect.poll(() => summary.evaluate((el) => el === document.activeElement)).toBe(true);
    await summary.getByRole("link", { name: "Please enter the value in a valid format." }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("search-memberId");
    const input = page.getByLabel("Member ID/SSN", { exact: true });
    await expect.poll(() => input.getAttribute("aria-invalid")).toBe("true");
    expect(calls).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test("'View next' appends the next page of results", async ({ context, page }) => {
    await signIn(context, await createAdmin());
    await page.goto("/employer/manage-employees/find?groupNumber=100100");
    const rows = page.getByRole("table").locator("tbody tr");
    await rows.first().waitFor();
    await expect.poll(() => rows.count()).toBe(25);
    await page.getByRole("button", { name: "View next" }).click();
    await expect.poll(() => rows.count()).toBeGreaterThan(25);
  });

  test("an employee opened from far down a long result list shows from the top", async ({
    context,
    page,
  }) => {
    await signIn(context, await createAdmin());
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto("/employer/manage-employees/find?groupNumber=100100");
    const last = page.getByRole("table").getByRole("link").last();
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await last.click();
    await page.getByTestId("subscriber-name").waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("Ctrl+Alt+L goes to Find Employee unless focus is in an input", async ({ context, page }) => {
    await signIn(context, await createAdmin());
    // Visit Find Employee first, so its page is loaded and a wrong jump would happen at once.
    await page.goto("/employer/manage-employees/find");
    await page.getByRole("link", { name: "Home" }).click();
    await page.waitForURL(/\/employer\/home$/);
    await page.getByLabel("Last Name").focus();
    await page.keyboard.press("Control+Alt+KeyL");
    // Let the page handle the keys (a frame and a task), then it must still be home.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
    expect(new URL(page.url()).pathname).toBe("/employer/home");
    await page.getByRole("heading", { name: /Welcome/ }).click();
    await page.keyboard.press("Control+Alt+KeyL");
    await page.waitForURL(/\/employer\/manage-employees\/find$/);
  });
});

describe("when the server cannot be reached", () => {
  test("a search says so and can be tried again", async ({ context, page, browserConsole }) => {
    browserConsole.expectError(/ERR_INTERNET_DISCONNECTED \[.*\/api\/employees\/search/);
    const employee = await createEmployee();
    await signIn(context, await createAdmin());
    await page.route("**/api/employees/search**", (route) => route.abort("internetdisconnected"));
    await page.goto(`/employer/manage-employees/find?lastName=${employee.lastName}`);
    await page.getByText("The search could not be completed").waitFor();
    await page
      .getByText("We could not reach the portal. Please check your connection and try again.")
      .waitFor();
    await page.unroute("**/api/employees/search**");
    await page.getByRole("button", { name: "Try again" }).click();
    await page.getByRole("table").getByRole("link").first().waitFor();
  });

  test("a summary says so and can be tried again; not found offers no retry", async ({
    context,
    page,
    browserConsole,
  }) => {
    browserConsole.expectError(/ERR_INTERNET_DISCONNECTED \[.*\/api\/employees\/M\d+\]/);
    browserConsole.expectError(/status of 404 .*\[.*\/api\/employees\/M99999999\]/);
    const employee = await createEmployee();
    await signIn(context, await createAdmin());
    await page.route("**/api/employees/M*", (route) => route.abort("internetdisconnected"));
    await page.goto(`/employer/manage-employees/find?lastName=${employee.lastName}`);
    await page.getByRole("table").getByRole("link").first().click();
    await page.getByRole("heading", { name: "The employee summary could not be loaded" }).waitFor();
    await page.unroute("**/api/employees/M*");
    await page.getByRole("button", { name: "Try again" }).click();
    await page.getByTestId("subscriber-name").waitFor();

    // An unknown member ID: said plainly, nothing to retry.
    await page.goto("/employer/manage-employees/find/review?umi=M99999999");
    await page.getByRole("heading", { name: "Employee not found" }).waitFor();
    await expect.poll(() => page.getByRole("button", { name: "Try again" }).count()).toBe(0);
  });

  test("when 'View next' fails, the results already shown stay and the next page can be tried again", async ({
    context,
    page,
    browserConsole,
  }) => {
    browserConsole.expectError(/ERR_INTERNET_DISCONNECTED \[.*\/api\/employees\/search/);
    await signIn(context, await createAdmin());
    await page.goto("/employer/manage-employees/find?groupNumber=100100");
    const rows = page.getByRole("table").locator("tbody tr");
    await rows.first().waitFor();
    await expect.poll(() => rows.count()).toBe(25);
    let failNextPage = true;
    await page.route("**/api/employees/search**", (route) =>
      failNextPage && isNextPage(route.request()) ? route.abort("internetdisconnected") : route.fallback(),
    );
    await page.getByRole("button", { name: "View next" }).click();
    await page.getByText("The next results could not be loaded").waitFor();
    await expect.poll(() => rows.count()).toBe(25);
    failNextPage = false;
    await page.getByRole("button", { name: "Try again" }).click();
    await expect.poll(() => rows.count()).toBeGreaterThan(25);
  });
});
