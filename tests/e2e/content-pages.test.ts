import { describe, expect } from "vitest";
import { createAdmin, signIn } from "./accounts.js";
import { expectNoAxeViolations } from "./axe.js";
import { test } from "./browser.js";

/** The static pages of Manage Employees (enrollment.md §2) and their content ids. */
const pages = [
  ["/employer/manage-employees/userra-form", "userra_form"],
  ["/employer/manage-employees/userra-group-procedures", "userra_group_procedures"],
  ["/employer/manage-employees/tutorial", "tutorial_enrollment"],
] as const;

interface PageContent {
  page: { title: string; intro: string; sections: { heading: string }[] };
}

describe("static content pages", () => {
  test("each page shows the text the content service gives and passes axe", async ({ page, context }) => {
    await signIn(context, await createAdmin());
    for (const [path, id] of pages) {
      const answer = page.waitForResponse((r) => r.url().endsWith(`/api/content/${id}`));
      await page.goto(path);
      const response = await answer;
      expect(response.status()).toBe(200);
      const content = ((await response.json()) as PageContent).page;
      await page.getByText(content.intro).waitFor();
      await page.getByRole("heading", { level: 1, name: content.title }).waitFor();
      await expect
        .poll(() => page.getByRole("heading", { level: 2 }).allTextContents())
        .toEqual(content.sections.map((s) => s.heading));
      await expectNoAxeViolations(page);
    }
  });
});
