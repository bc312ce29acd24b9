import { describe, expect } from "vitest";
import { createAdmin, createEmployee, type FixtureEmployee, signIn } from "./accounts.js";
import { expectNoAxeViolations } from "./axe.js";
import { test } from "./browser.js";
import { serverURL } from "./server.js";

/** The review page of one employee (enrollment.md §2 employee.find.review). */
const reviewOf = (employee: FixtureEmployee) => `/employer/manage-employees/find/review?umi=${employee.umi}`;

/** The audit rows of the employee's full-SSN views, read from the database through the e2e fixtures. */
async function ssnViews(employee: FixtureEmployee) {
  const baseURL = serverURL();
  const res = await fetch(`${baseURL}/__e2e/audit-events`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseURL },
    body: JSON.stringify({ subject: employee.umi, action: "employee.ssn.view" }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { events: { loginId: string | null; detail: unknown }[] }).events;
}

describe("the summary's full-SSN toggle (beyond the spec)", () => {
  test("a modify administrator reveals the subscriber's SSN, each view is audited, and it re-masks when focus leaves", async ({
    context,
    page,
  }) => {
    const admin = await createAdmin();
    const employee = await createEmployee();
    await signIn(context, admin);
    await page.goto(reviewOf(employee));
    await page.getByTestId("subscriber-name").waitFor();
    const subscriber = page.locator("[data-slot=revealable-ssn]");
    const show = subscriber.getByRole("button", { name: "Show full SSN" });
    await show.waitFor();
    const masked = (await subscriber.getByTestId("ssn-value").textContent()) ?? "";
    expect(masked).toMatch(/SSN ending in \d{4}/);
    const last4 = masked.match(/(\d{4})/)?.[1] ?? "";
    await expectNoAxeViolations(page);

    await show.click();
    const full = subscriber.getByText(new RegExp(`^\\d{3}-\\d{2}-${last4}$`));
    await full.waitFor();
    await expect
      .poll(() => subscriber.getByRole("status").textContent())
      .toMatch(/^Full SSN \d{3}-\d{2}-\d{4}$/);
    await expectNoAxeViolations(page);
    const shown = (await full.textContent()) ?? "";
    // The view is recorded with who looked, and the audit never holds the number.
    await expect.poll(async () => (await ssnViews(employee)).map((e) => e.loginId)).toEqual([admin.loginId]);
    expect(JSON.stringify(await ssnViews(employee))).not.toContain(shown.replace(/-/g, ""));

    // Focus leaving the toggle re-masks the number.
    await page.keyboard.press("Tab");
    await full.waitFor({ state: "detached" });
    await subscriber.getByRole("button", { name: "Show full SSN" }).waitFor();
    await expect.poll(() => subscriber.getByTestId("ssn-value").textContent()).toBe(masked);

    // A second reveal asks the server again (never cached) and is audited again.
    await subscriber.getByRole("button", { name: "Show full SSN" }).click();
    await full.waitFor();
    await expect.poll(async () => (await ssnViews(employee)).length).toBe(2);
    // A click elsewhere on the page re-masks it too.
    await page.getByTestId("subscriber-name").click();
    await full.waitFor({ state: "detached" });
  });

  test("a view-only administrator gets no toggle, and a forced call is refused and not audited as a view", async ({
    browserConsole,
    context,
    page,
  }) => {
    // Chromium logs the refused call's 403 as a console error: that one is expected.
    browserConsole.expectError(/403/);
    const admin = await createAdmin({ viewOnly: true });
    const employee = await createEmployee();
    await signIn(context, admin);
    await page.goto(reviewOf(employee));
    await page.getByTestId("subscriber-name").waitFor();
    await expect.poll(() => page.getByText(/SSN ending in \d{4}/).count()).toBe(0);
    await expect.poll(() => page.getByRole("button", { name: "Show full SSN" }).count()).toBe(0);
    await expectNoAxeViolations(page);
    // The page reads the refusal's body as the portal would (the leak scan reads every answer).
    const refused = await page.evaluate(async (umi) => {
      const res = await fetch(`/api/employees/${umi}/ssn`, { method: "POST" });
      return { status: res.status, code: ((await res.json()) as { code?: string }).code };
    }, employee.umi);
    expect(refused).toEqual({ status: 403, code: "view_only" });
    expect(await ssnViews(employee)).toEqual([]);
  });
});
