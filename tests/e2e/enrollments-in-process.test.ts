import { describe, expect } from "vitest";
import { createAdmin, createEnrollment, signIn } from "./accounts.js";
import { expectNoAxeViolations } from "./axe.js";
import { test } from "./browser.js";
import { serverURL } from "./server.js";

/**
 * Enrollments in process (enrollment.md §2, §8): the landing's short list, the full list
 * with its masked member IDs and counts, and deleting a SAVED enrollment, checked in the page and
 * then on the server.
 */
describe("enrollments in process", () => {
  test("the landing and the full list show a saved enrollment masked; deleting it removes it from the server", async ({
    page,
    context,
  }) => {
    const admin = await createAdmin({ firstName: "Casey" });
    const enrollment = await createEnrollment();
    await signIn(context, admin);

    // The Manage Employees landing: its sidebar leads to every place of the area.
    await page.goto("/employer/manage-employees");
    const sidebar = page.getByRole("navigation", { name: "Manage employees" });
    await sidebar.getByRole("link", { name: "Enrollments in Process" }).waitFor();
    await expect
      .poll(() => sidebar.getByRole("link").allTextContents())
      .toEqual([
        "Manage Employees",
        "Find Employee",
        "Add Employee",
        "Enrollments in Process",
        "USERRA Form",
        "Group Procedures for USERRA",
        "Tutorial - Enrollment",
        "Bulk changes",
      ]);
    await expectNoAxeViolations(page);

    // The enrollment landing: the find panel and the first five enrollments, with a 'more' link.
    await page.goto("/employer/manage-employees/enrollment");
    await page.getByRole("heading", { name: "Enrollment", exact: true }).waitFor();
    await page.getByLabel("Last Name").waitFor();
    const embed = page.getByRole("region", { name: "Enrollments in Process" });
    await embed.getByTestId("enrollment-row").first().waitFor();
    await expect.poll(() => embed.getByTestId("enrollment-row").count()).toBe(5);
    await expectNoAxeViolations(page);

    // The full list, by keyboard from the 'more' link.
    const more = embed.getByRole("link", { name: /More enrollments in process/ });
    await more.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/manage-employees\/enrollments-in-process$/);
    const row = page.getByRole("row", {
      name: new RegExp(`${enrollment.lastName}, ${enrollment.firstName}`),
    });
    await row.waitFor();
    await expect.poll(() => row.getByRole("cell").first().textContent()).toBe(enrollment.memberId);
    await expect.poll(() => row.getByRole("cell").first().textContent()).toMatch(/^\*{5}\d{4}$/);
    const resume = row.getByRole("link", { name: /Resume/ });
    await expect
      .poll(() => resume.getAttribute("href"))
      .toBe(`/employer/manage-employees/add?enrollment=${enrollment.id}`);
    const counts = page.getByTestId("enrollment-counts");
    const total = async () => Number(await counts.locator("dd").last().textContent());
    const before = await total();
    expect(before).toBeGreaterThan(1);
    await expectNoAxeViolations(page);

    // Delete asks first; Cancel keeps the row.
    await row.getByRole("button", { name: /Delete/ }).click();
    const dialog = page.getByRole("dialog", { name: "Delete this enrollment?" });
    await dialog.waitFor();
    await expect.poll(() => dialog.textContent()).toContain(enrollment.memberId);
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => row.isVisible()).toBe(true);

    await row.getByRole("button", { name: /Delete/ }).click();
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    await page
      .getByText(`The enrollment of ${enrollment.firstName} ${enrollment.lastName} was deleted.`)
      .waitFor();
    await expect.poll(() => row.count()).toBe(0);
    await expect.poll(total).toBe(before - 1);
    await expectNoAxeViolations(page);

    // The server no longer has it.
    const gone = await context.request.get(`/api/enrollments/${enrollment.id}`);
    expect(gone.status()).toBe(404);
  });

  test("a view-only administrator sees the list without Resume or Delete; a submitted row offers nothing", async ({
    page,
    context,
  }) => {
    const viewer = await createAdmin({ viewOnly: true });
    const submitted = await createEnrollment({ status: "SUBMITTED" });
    await signIn(context, viewer);
    await page.goto("/employer/manage-employees/enrollments-in-process");
    const row = page.getByRole("row", { name: new RegExp(`${submitted.lastName}, ${submitted.firstName}`) });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain("Being processed");
    await expect.poll(() => page.getByRole("button", { name: /Delete/ }).count()).toBe(0);
    await expect.poll(() => page.getByRole("link", { name: /Resume/ }).count()).toBe(0);
    await expectNoAxeViolations(page);
    // The server refuses a view-only delete as well.
    const refused = await context.request.delete(`/api/enrollments/${submitted.id}`, {
      headers: { origin: serverURL() },
    });
    expect(refused.status()).toBe(403);
  });
});
