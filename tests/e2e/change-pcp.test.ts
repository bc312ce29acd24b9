import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { createAdmin, createEmployee, signIn } from "./accounts.js";
import { expectNoAxeViolations, test } from "./browser.js";
import { actionsMenuButton, dayFromToday, reviewOf } from "./employees.js";

/** Group 100100 is PPO; provider 1000003 serves PPO there (the seed's directory). Brand 6008 keeps PPO PCPs. */
const GROUP = "100100";
const PROVIDER = { number: "1000003", name: "VALLEY SPECIALTY CLINIC" };

interface StoredPcp {
  payload: {
    version: number;
    participants: { coveredIndivId: string; pcpNbr: string; pcpName: string; effectiveDate: string }[];
  };
}

/** A participant's card on the Change PCP page. */
const card = (page: Page, coveredId: string) => page.locator(`[data-change-pcp="${coveredId}"]`);

/** Chooses the reason and submits the card; waits for the success modal and closes it. */
async function changeOn(page: Page, coveredId: string) {
  const one = card(page, coveredId);
  await one.getByRole("combobox", { name: /^Reason/ }).selectOption({ label: "Member request" });
  await one.getByRole("button", { name: "Change PCP" }).click();
  const modal = page.getByRole("alertdialog", { name: "Success" });
  await modal.waitFor();
  // Brand 6008: the ID-card wording (assist-employees.md §8).
  await expect.poll(() => modal.textContent()).toMatch(/5-10 business days/);
  await modal.getByRole("button", { name: "OK" }).click();
  await modal.waitFor({ state: "detached" });
}

describe("change PCP (assist-employees.md §2.3, §4; issue 11 Must show)", () => {
  test("a subscriber's PCP from the directory, copied to two dependents: stored, and in the PCP history", async ({
    page,
    context,
  }) => {
    const employee = await createEmployee({ groupNumber: GROUP, dependents: 2 });
    await signIn(context, await createAdmin());

    // Without a group and umi (none remembered in this new context) the landing is where it goes (§2.2).
    await page.goto("/employer/assist-employees/change-pcp");
    await expect.poll(() => new URL(page.url()).pathname).toBe("/employer/assist-employees");

    // From the summary's actions menu (enrollment.md §6: Change PCP).
    await page.goto(reviewOf(employee.umi));
    await page.getByTestId("subscriber-name").waitFor();
    await (await actionsMenuButton(page)).click();
    await page.getByRole("menuitem", { name: "Change PCP" }).click();
    await page.waitForURL(/\/employer\/assist-employees\/change-pcp\?/);
    await expect.poll(() => page.locator("main").getAttribute("data-pcp-state")).toBe("succeeded");
    await card(page, "dependent:03").waitFor();
    await expectNoAxeViolations(page);

    // Search Provider Directory for the subscriber; the choice returns through PCPNumber.
    await card(page, "subscriber").getByRole("button", { name: "Search Provider Directory" }).click();
    await page.waitForURL(/\/change-pcp\/provider-directory/);
    await page.getByRole("textbox", { name: /^Provider Number/ }).fill(PROVIDER.number);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const choose = page.getByRole("button", { name: `Choose ${PROVIDER.name}` });
    await choose.waitFor();
    await expectNoAxeViolations(page);
    await choose.click();
    await page.waitForURL(/PCPNumber=1000003/);
    const subscriber = card(page, "subscriber");
    const number = subscriber.getByRole("textbox", { name: /^Provider Number/ });
    await expect.poll(() => number.inputValue(), { timeout: 20_000 }).toBe(PROVIDER.number);

    // Effective today (6008: within Member request's 0 back / 90 ahead, not before the coverage).
    const today = dayFromToday(0);
    await subscriber.getByRole("textbox", { name: /^Effective Date/ }).fill(today);

    // Copy to Others, every other member through Select all.
    await subscriber.getByRole("button", { name: /^Copy to Others/ }).click();
    const copy = page.getByRole("dialog", { name: "Copy to Others" });
    await copy.waitFor();
    await copy.getByRole("checkbox", { name: "Select all" }).click();
    await expectNoAxeViolations(page);
    await copy.getByRole("button", { name: "Copy" }).click();
    await copy.waitFor({ state: "detached" });
    for (const dependent of ["dependent:02", "dependent:03"])
      await expect
        .poll(() =>
          card(page, dependent)
            .getByRole("textbox", { name: /^Provider Number/ })
            .inputValue(),
        )
        .toBe(PROVIDER.number);

    // A submit without a reason: the messages at the top of the page (§5).
    await card(page, "dependent:02").getByRole("button", { name: "Change PCP" }).click();
    await page.getByText("Please select a reason.").first().waitFor();

    for (const coveredId of ["subscriber", "dependent:02", "dependent:03"]) await changeOn(page, coveredId);
    await expectNoAxeViolations(page);

    // What the server stored: the three members' PCP, effective today.
    await expect
      .poll(async () => {
        const res = await page.request.get(`/api/employees/${employee.umi}/pcp?groupNumber=${GROUP}`);
        const body = (await res.json()) as StoredPcp;
        return body.payload.participants.map((p) => [p.coveredIndivId, p.pcpNbr, p.pcpName, p.effectiveDate]);
      })
      .toEqual([
        ["subscriber", PROVIDER.number, PROVIDER.name, today],
        ["dependent:02", PROVIDER.number, PROVIDER.name, today],
        ["dependent:03", PROVIDER.number, PROVIDER.name, today],
      ]);

    // The PCP history modal on the review page shows the three changes.
    await page.goto(reviewOf(employee.umi));
    await page.getByTestId("subscriber-name").waitFor();
    await page.getByRole("button", { name: "History of primary care providers" }).click();
    const history = page.getByRole("dialog", { name: "Provider History" });
    await history.waitFor();
    await expect.poll(() => history.getByText(PROVIDER.name).count()).toBeGreaterThanOrEqual(3);
    await expectNoAxeViolations(page);
  });
});
