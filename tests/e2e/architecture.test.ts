import { describe, expect } from "vitest";
import { createAdmin, signIn } from "./accounts.js";
import { expectNoAxeViolations } from "./axe.js";
import { test } from "./browser.js";

describe("addresses and the architecture page (assist-employees.md §2.1, §2.14)", () => {
  test("/architecture opens the feature viewer: search, a detail dialog, focus back", async ({
    page,
    context,
  }) => {
    await signIn(context, await createAdmin());
    await page.goto("/architecture");
    await page.waitForURL("**/employer/architecture");
    await page.getByRole("heading", { level: 1, name: "Architecture" }).waitFor();
    const count = page.getByText(/^\d+ features?$/);
    await expect.poll(async () => Number((await count.textContent())?.split(" ")[0])).toBeGreaterThan(1);
    await expectNoAxeViolations(page);

    // The server searches names, dependencies and steps.
    await page.getByRole("searchbox", { name: /Search features/ }).fill("Find an employee");
    await expect.poll(() => count.textContent()).toBe("1 feature");
    await expect
      .poll(() => page.getByRole("heading", { level: 3 }).allTextContents())
      .toEqual(["Find an employee"]);

    const steps = page.getByRole("button", { name: /^Steps \(\d+\) of Find an employee$/ });
    await steps.click();
    const dialog = page.getByRole("dialog", { name: "Find an employee: steps" });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByRole("listitem").first().textContent()).toContain("last name");
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => steps.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  test("a .html address opens its page and an unknown one goes home", async ({ page, context }) => {
    await signIn(context, await createAdmin());
    await page.goto("/employer/profile.html?from=e2e");
    await page.waitForURL((url) => url.pathname === "/employer/profile" && url.search === "?from=e2e");
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.goto("/employer/no-such-page");
    await page.waitForURL((url) => url.pathname === "/employer/home");
    await page.getByRole("heading", { level: 1 }).waitFor();
  });
});
