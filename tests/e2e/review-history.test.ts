import type { Locator, Page } from "playwright-core";
import { describe, expect } from "vitest";
import { createAdmin, createEmployee, logInThroughForm } from "./accounts.js";
import { expectNoAxeViolations } from "./axe.js";
import { test } from "./browser.js";
import { actionsMenuButton, enrolledFromExample } from "./employees.js";

/** Whether `locator` is the element that has focus now. */
const hasFocus = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** The "Changed By" cells of the modal's table, top to bottom. */
const changedBy = (dialog: Locator) =>
  dialog
    .locator("tbody tr")
    .evaluateAll((rows) => rows.map((r) => r.querySelectorAll("td")[1]?.textContent ?? ""));

/** Logs a Modify administrator of the demo client in through the form and opens the employee's summary. */
async function openReview(page: Page, umi: string) {
  const admin = await createAdmin();
  await page.goto("/login");
  await logInThroughForm(page, admin);
  await page.waitForURL(/\/employer\/home$/);
  await page.goto(`/employer/manage-employees/find/review?umi=${umi}`);
  await page.getByTestId("subscriber-name").waitFor();
}

describe("the employee summary's actions menu and history modals (enrollment.md §2, §6, §7)", () => {
  test("the actions menu opens by keyboard; plan coverage history shows its rows, sorts by keyboard, passes axe and gives focus back", async ({
    page,
  }) => {
    // Two plan changes by two administrators, written by the server's history writer.
    const employee = await createEmployee({ firstName: "Hedda", planHistoryBy: ["Zed Zimmer", "Ada Admin"] });
    const group = employee.groupNumbers[0] ?? "";
    await openReview(page, employee.umi);

    // The menu by keyboard (APG menu button): Arrow Down opens it on its first item; Escape closes it.
    const menuButton = await actionsMenuButton(page);
    await menuButton.focus();
    await page.keyboard.press("ArrowDown");
    const menu = page.getByRole("menu");
    await menu.waitFor();
    // The actions this administrator may take on an active employee whose pages exist today, in the
    // spec's order (enrollment.md §2 actions menu, §6 rules; the other link actions come with their
    // pages). Claims: the fixture administrator holds the claims entitlement; Manage Spending
    // Acct Elections: spending account access and the group's Spending Account entitlement; ID Cards:
    // employees view on an active employee and client; View SBC: the fixture client's brand offers it.
    await expect
      .poll(() => menu.getByRole("menuitem").allTextContents())
      .toEqual([
        "Edit Employee Record",
        "Change PCP",
        "Print Employee Summary",
        "Manage Spending Acct Elections",
        "Claims",
        "ID Cards",
        "Cancel Coverage",
        "View SBC",
      ]);
    await expect.poll(() => hasFocus(menu.getByRole("menuitem").first())).toBe(true);
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    await expect.poll(() => hasFocus(menuButton)).toBe(true);

    // The plan coverage section's History button, by keyboard.
    const history = page.getByRole("button", { name: `History of plan coverage, group ${group}` });
    await history.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Plan Coverage History" });
    await dialog.waitFor();
    await dialog.getByText(`Group ${group}`).waitFor();
    await expect
      .poll(() => changedBy(dialog).then((names) => [...names].sort()))
      .toEqual(["Ada Admin", "Zed Zimmer"]);
    await expectNoAxeViolations(page);

    // Sort by Changed By with the keyboard: ascending, then descending.
    const header = dialog.getByRole("columnheader", { name: "Changed By" });
    await header.getByRole("button").focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => header.getAttribute("aria-sort")).toBe("ascending");
    await expect.poll(() => changedBy(dialog)).toEqual(["Ada Admin", "Zed Zimmer"]);
    await page.keyboard.press("Enter");
    await expect.poll(() => header.getAttribute("aria-sort")).toBe("descending");
    await expect.poll(() => changedBy(dialog)).toEqual(["Zed Zimmer", "Ada Admin"]);

    // Escape closes it; focus goes back to the History button that opened it.
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => hasFocus(history)).toBe(true);
  });

  test("an employee without history: the report code history says so, and Close gives focus back", async ({
    page,
  }) => {
    const employee = await createEmployee();
    await openReview(page, employee.umi);
    const history = page.getByRole("button", { name: "History of report codes" });
    await history.click();
    const dialog = page.getByRole("dialog", { name: "Report Code History" });
    await dialog.getByText("No history to display.").waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => hasFocus(history)).toBe(true);
  });

  test("other insurance and Medicare history list the COB rows the server answers (an enrolment's answers)", async ({
    page,
  }) => {
    // Logged in first, so the enrolment through the API is this administrator's (it writes the ADD's
    // history: the plan lines and, without a group, the member's other insurance and Medicare answers).
    const admin = await createAdmin();
    await page.goto("/login");
    await logInThroughForm(page, admin);
    await page.waitForURL(/\/employer\/home$/);
    const employee = await enrolledFromExample(page.request, "Hollis");
    const answered = await page.request.get(`/api/employees/${employee.umi}/history/cob`);
    expect(((await answered.json()) as { payload: unknown[] }).payload.length).toBeGreaterThan(0);
    await page.goto(`/employer/manage-employees/find/review?umi=${employee.umi}`);
    await page.getByTestId("subscriber-name").waitFor();

    for (const [button, title, answer] of [
      ["History of other insurance", "Other Insurance History", "Other insurance"],
      ["History of Medicare", "Medicare History", "Medicare eligible"],
    ] as const) {
      const history = page.getByRole("button", { name: button }).first();
      await history.click();
      const dialog = page.getByRole("dialog", { name: title });
      await dialog.getByRole("table").waitFor();
      expect(await dialog.getByText("No history to display.").count()).toBe(0);
      const row = dialog.locator("tbody tr").first();
      await expect.poll(() => row.textContent()).toContain(employee.firstName);
      await expect.poll(() => row.textContent()).toContain(answer);
      await expectNoAxeViolations(page);
      await dialog.getByRole("button", { name: "Close" }).click();
      await dialog.waitFor({ state: "detached" });
    }
  });

  test("a failed history fetch opens the error modal (enrollment.md §8) and OK gives focus back", async ({
    page,
    browserConsole,
  }) => {
    const employee = await createEmployee();
    await openReview(page, employee.umi);
    browserConsole.expectError(/500/);
    await page.route("**/api/employees/*/history/**", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ message: "down" }),
      }),
    );
    const history = page.getByRole("button", { name: "History of primary care providers" });
    await history.click();
    const alert = page.getByRole("alertdialog");
    await alert.waitFor();
    await expectNoAxeViolations(page);
    await alert.getByRole("button", { name: "OK" }).click();
    await alert.waitFor({ state: "detached" });
    await expect.poll(() => hasFocus(history)).toBe(true);
  });
});
