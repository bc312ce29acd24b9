import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { createAdmin, createEmployee, signIn } from "./accounts.js";
import { expectNoAxeViolations } from "./axe.js";
import { test } from "./browser.js";
import { actionsMenuButton, reviewOf } from "./employees.js";

/** The current year's Health Care FSA election as the server stores it. */
async function storedFsa(page: Page, umi: string, groupNumber: string) {
  const res = await page.request.get(`/api/employees/${umi}/spending-accounts?groupNumber=${groupNumber}`);
  expect(res.status()).toBe(200);
  const answer = (await res.json()) as {
    payFrequency: string | null;
    spendingAccountLists: {
      accountType: string;
      spendingAccounts: { planPeriod: string; employeeAnnualContribution: number }[];
    }[];
  };
  const fsa = answer.spendingAccountLists.find((l) => l.accountType === "FSA");
  const period = fsa?.spendingAccounts.find((p) => p.planPeriod === String(new Date().getFullYear()));
  return { employee: period?.employeeAnnualContribution, payFrequency: answer.payFrequency };
}

describe("spending accounts (assist-employees.md §2.7, §5)", () => {
  test("from the actions menu: an election past its maximum is refused in the save modal with the plan's bounds and nothing stored; within bounds it is saved", async ({
    page,
    context,
  }) => {
    const employee = await createEmployee({ groupNumber: "100100", spending: true });
    await signIn(context, await createAdmin());
    await page.goto(reviewOf(employee.umi));
    await (await actionsMenuButton(page)).click();
    await page.getByRole("menuitem", { name: "Manage Spending Acct Elections" }).click();
    await expect
      .poll(() => new URL(page.url()).pathname)
      .toBe("/employer/assist-employees/spending-accounts");
    await page.getByRole("heading", { level: 2, name: "Health Care FSA" }).waitFor();
    // Whose accounts these are: the subscriber's name under the heading.
    await page.getByText(`${employee.firstName} ${employee.lastName} · Member ${employee.umi}`).waitFor();
    await expectNoAxeViolations(page);

    const year = new Date().getFullYear();
    const before = await storedFsa(page, employee.umi, "100100");
    const card = page.locator(`[data-plan-period="spending-FSA-${year}"]`);
    const edit = card.getByRole("button", { name: `Edit Health Care FSA ${year}` });
    const focused = (locator: typeof edit) =>
      locator.evaluate((element) => element === document.activeElement);
    await edit.click();
    const amount = card.getByLabel("Employee Annual Contribution");
    await amount.waitFor();
    // Edit moves focus to the form's first field.
    await expect.poll(() => focused(card.getByLabel("Status"))).toBe(true);
    await card.getByLabel("Pay Frequency").selectOption("26");
    await amount.fill("3400");
    await card.getByRole("button", { name: "Save" }).click();

    // §5: the total past the maximum — the save modal names the plan and its bounds; nothing is sent.
    const refused = page.getByRole("alertdialog", { name: "Not Saved" });
    await refused.waitFor();
    await expect
      .poll(() => refused.getByRole("listitem").allTextContents())
      .toEqual([
        expect.stringMatching(
          /^Health Care FSA: the total annual contribution must be at least \$100\.00 and at most \$3300\.00\.$/,
        ),
      ]);
    await expectNoAxeViolations(page);
    await refused.getByRole("button", { name: "OK" }).click();
    await refused.waitFor({ state: "detached" });
    expect(await storedFsa(page, employee.umi, "100100")).toEqual(before);

    // Within bounds: confirmed, saved, and stored.
    await amount.fill("1500.25");
    await card.getByRole("button", { name: "Save" }).click();
    const confirm = page.getByRole("dialog", { name: "Save Spending Election" });
    await confirm.getByRole("button", { name: "Save" }).click();
    const saved = page.getByRole("dialog", { name: "Saved" });
    await saved.waitFor();
    await expectNoAxeViolations(page);
    await expect
      .poll(() => storedFsa(page, employee.umi, "100100"))
      .toEqual({ employee: 1500.25, payFrequency: "26" });
    await saved.getByRole("button", { name: "OK" }).click();
    // The card is back in its read view, showing the stored election; focus is back on its Edit.
    await expect.poll(() => card.getAttribute("data-mode")).toBe("read");
    await expect.poll(() => focused(edit)).toBe(true);
    await expect.poll(async () => (await card.textContent()) ?? "").toContain("$1,500.25");
  });

  test("without a group and umi given or remembered, the page returns to the assist-employees landing (§2.2)", async ({
    page,
    context,
  }) => {
    await signIn(context, await createAdmin());
    await page.goto("/employer/assist-employees/spending-accounts");
    await expect.poll(() => new URL(page.url()).pathname).toBe("/employer/assist-employees");
  });
});
