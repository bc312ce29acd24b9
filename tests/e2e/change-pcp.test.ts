import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { createAdmin, createEmployee, signIn } from "./accounts.js";
import { expectNoAxeViolations } from "./axe.js";
import { test } from "./browser.js";
import { actionsMenuButton, dayFromToday, reviewOf } from "./employees.js";

/** Group 100100 is PPO; provider 1000003 serves PPO there (the seed's directory). Brand 6008 keeps PPO PCPs. */
const GROUP = "100100";
const PROVIDER = { number: "1000003", name: "VALLEY SPECIALTY CLINIC" };

interface StoredPcp {
  payload: {
    version: number;
    participants: {
      coveredIndivId: string;
      pcpNbr: string;
      pcpName: string;
      effectiveDate: string;
      establishedPatient: boolean;
    }[];
  };
}

/** A participant's card on the Change PCP page. */
const card = (page: Page, coveredId: string) => page.locator(`[data-change-pcp="${coveredId}"]`);

/** Chooses the reason and submits the card; waits for the success modal and closes it. */
async function changeOn(page: Page, coveredId: string) {
  await card(page, coveredId)
    .getByRole("combobox", { name: /^Reason/ })
    .selectOption({ label: "Member request" });
  await submitOn(page, coveredId);
}

/**
 * From a card's Search Provider Directory: finds PROVIDER by number and chooses it; waits for the
 * return to Change PCP with PCPNumber (assist-employees.md §2.3).
 */
async function chooseFromDirectory(page: Page, coveredId: string, options: { checkAxe?: boolean } = {}) {
  await card(page, coveredId).getByRole("button", { name: "Search Provider Directory" }).click();
  await page.waitForURL(/\/change-pcp\/provider-directory/);
  // The address changes before the cards leave: the directory's Provider Number is the only one once they have.
  await card(page, coveredId).waitFor({ state: "detached" });
  await page.getByRole("textbox", { name: /^Provider Number/ }).fill(PROVIDER.number);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const choose = page.getByRole("button", { name: `Choose ${PROVIDER.name}` });
  await choose.waitFor();
  if (options.checkAxe) await expectNoAxeViolations(page);
  await choose.click();
  await page.waitForURL(new RegExp(`PCPNumber=${PROVIDER.number}`));
}

/** The PCPs the server has for the employee, participant by participant. */
async function storedPcp(page: Page, umi: string) {
  const res = await page.request.get(`/api/employees/${umi}/pcp?groupNumber=${GROUP}`);
  return ((await res.json()) as StoredPcp).payload.participants;
}

/** Submits the card as it stands; waits for the success modal and closes it. */
async function submitOn(page: Page, coveredId: string) {
  await card(page, coveredId).getByRole("button", { name: "Change PCP" }).click();
  const modal = page.getByRole("alertdialog", { name: "Success" });
  await modal.waitFor();
  // Brand 6008: the ID-card wording (assist-employees.md §8), said once: by the modal, no bar repeating it.
  await expect.poll(() => modal.textContent()).toMatch(/5-10 business days/);
  expect(await page.getByText(/5-10 business days/).count()).toBe(1);
  await modal.getByRole("button", { name: "OK" }).click();
  await modal.waitFor({ state: "detached" });
}

describe("change PCP (assist-employees.md §2.3, §4)", () => {
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
    await chooseFromDirectory(page, "subscriber", { checkAxe: true });
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

    // A submit without a reason: the message at its field, and the error summary at the top naming
    // whose card it is and linking to the field (§5); the Effective Date came filled in (today).
    const second = card(page, "dependent:02");
    await expect
      .poll(() => second.getByRole("textbox", { name: /^Effective Date/ }).inputValue())
      .toBe(today);
    await second.getByRole("button", { name: "Change PCP" }).click();
    const summary = page.locator("[data-slot=error-summary]");
    await summary.getByRole("heading", { name: /^There is a problem with the change for / }).waitFor();
    expect(await summary.getByRole("link").allTextContents()).toEqual(["Please select a reason."]);
    expect(await second.getByText("Please select a reason.").count()).toBe(1);

    for (const coveredId of ["subscriber", "dependent:02", "dependent:03"]) await changeOn(page, coveredId);
    await expectNoAxeViolations(page);

    // What the server stored: the three members' PCP, effective today.
    await expect
      .poll(async () =>
        (await storedPcp(page, employee.umi)).map((p) => [
          p.coveredIndivId,
          p.pcpNbr,
          p.pcpName,
          p.effectiveDate,
        ]),
      )
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

  test("what was typed on a dependent's card survives the subscriber's trip to the directory (and a reload); both changes are stored", async ({
    page,
    context,
  }) => {
    const employee = await createEmployee({ groupNumber: GROUP, dependents: 1 });
    await signIn(context, await createAdmin());
    await page.goto(`/employer/assist-employees/change-pcp?groupNumber=${GROUP}&umi=${employee.umi}`);
    await expect.poll(() => page.locator("main").getAttribute("data-pcp-state")).toBe("succeeded");
    const subscriber = card(page, "subscriber");
    const dependent = card(page, "dependent:02");
    await dependent.waitFor();
    const field = (one: typeof dependent, name: RegExp) => one.getByRole("textbox", { name });
    const reason = (one: typeof dependent) => one.getByRole("combobox", { name: /^Reason/ });
    // The reasons arrive after the cards: wait for the option before choosing it.
    await reason(dependent).getByRole("option", { name: "Member request" }).waitFor({ state: "attached" });

    // The dependent's card, typed by hand: tomorrow (6008: within Member request's 90 days ahead).
    const tomorrow = dayFromToday(1);
    await field(dependent, /^Provider Number/).fill(PROVIDER.number);
    await field(dependent, /^Provider Name/).fill(PROVIDER.name);
    await reason(dependent).selectOption({ label: "Member request" });
    await field(dependent, /^Effective Date/).fill(tomorrow);
    await dependent.getByRole("checkbox", { name: "Established Patient" }).check();
    // The subscriber's reason, chosen before leaving for the directory.
    await reason(subscriber).selectOption({ label: "Member request" });

    await chooseFromDirectory(page, "subscriber");

    /** Every value of both cards as the page shows them. */
    const shown = async () => ({
      subscriber: [
        await field(subscriber, /^Provider Number/).inputValue(),
        await field(subscriber, /^Provider Name/).inputValue(),
        await reason(subscriber).inputValue(),
      ],
      dependent: [
        await field(dependent, /^Provider Number/).inputValue(),
        await field(dependent, /^Provider Name/).inputValue(),
        await reason(dependent).inputValue(),
        await field(dependent, /^Effective Date/).inputValue(),
        await dependent.getByRole("checkbox", { name: "Established Patient" }).isChecked(),
      ],
    });
    const memberRequest = await reason(dependent)
      .getByRole("option", { name: "Member request" })
      .getAttribute("value");
    // Back: the dependent's card as it was left, the subscriber's with the chosen provider and its reason.
    await expect.poll(shown).toEqual({
      subscriber: [PROVIDER.number, PROVIDER.name, memberRequest],
      dependent: [PROVIDER.number, PROVIDER.name, memberRequest, tomorrow, true],
    });

    // A full load of the same address (a reload) finds both cards as they were, and the subscriber's date typed since.
    const today = dayFromToday(0);
    await field(subscriber, /^Effective Date/).fill(today);
    await page.reload();
    await expect.poll(() => page.locator("main").getAttribute("data-pcp-state")).toBe("succeeded");
    await expect.poll(shown).toEqual({
      subscriber: [PROVIDER.number, PROVIDER.name, memberRequest],
      dependent: [PROVIDER.number, PROVIDER.name, memberRequest, tomorrow, true],
    });
    await expect.poll(() => field(subscriber, /^Effective Date/).inputValue()).toBe(today);
    await expectNoAxeViolations(page);

    // Submitted as restored, without another keystroke.
    await submitOn(page, "subscriber");
    await submitOn(page, "dependent:02");
    await expect
      .poll(async () =>
        (await storedPcp(page, employee.umi)).map((p) => [
          p.coveredIndivId,
          p.pcpNbr,
          p.pcpName,
          p.effectiveDate,
          p.establishedPatient,
        ]),
      )
      .toEqual([
        ["subscriber", PROVIDER.number, PROVIDER.name, today, false],
        ["dependent:02", PROVIDER.number, PROVIDER.name, tomorrow, true],
      ]);

    // Both changes succeeded: nothing is kept, and the page opened again starts with empty cards
    // (the Effective Date at today, the first day the spec's window allows).
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("epr.changePcp.drafts"))).toBeNull();
    await page.goto(`/employer/assist-employees/change-pcp?groupNumber=${GROUP}&umi=${employee.umi}`);
    await expect.poll(() => page.locator("main").getAttribute("data-pcp-state")).toBe("succeeded");
    await expect.poll(() => field(card(page, "dependent:02"), /^Effective Date/).inputValue()).toBe(today);
    await expect.poll(() => field(card(page, "dependent:02"), /^Provider Number/).inputValue()).toBe("");
  });
});
