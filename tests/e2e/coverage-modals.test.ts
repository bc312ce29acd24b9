import { copyFor } from "@epr/brand-themes";
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { createAdmin, createEmployee, signIn } from "./accounts.js";
import {
  DEMO_MEDICAL_PLAN,
  fillSubscriber,
  newSubscriber,
  openAddFlow,
  saveAndContinue,
  uniqueLastName,
} from "./addFlow.js";
import { expectNoAxeViolations } from "./axe.js";
import { test } from "./browser.js";
import { actionsMenuButton, reviewOf } from "./employees.js";

/** The attribute `data-slot` of the focused element (the error summary's is "error-summary"). */
const focusedSlot = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("data-slot"));
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");

/** A new subscriber's add flow, on Plan Coverage. */
async function onCoverageStep(page: Page, prefix: string) {
  const lastName = uniqueLastName(prefix);
  const entry = newSubscriber(lastName);
  await openAddFlow(page);
  await fillSubscriber(page, entry);
  await saveAndContinue(page, /\/add\/coverage\?enrollment=/);
  await page.getByRole("heading", { name: "Plan Coverage", level: 1 }).waitFor();
  return { name: `Elena ${lastName}`, entry };
}

describe("the Plan Coverage step's modals (enrollment.md §2 Modals, §5 Coverage notices, §8)", () => {
  test("Product Selection Criteria and Plans Offered open their modals; OK gives focus back to the link", async ({
    page,
    context,
  }) => {
    await signIn(context, await createAdmin());
    const { entry } = await onCoverageStep(page, "Help");

    const criteriaLink = page.getByRole("button", { name: "Product Selection Criteria" });
    await criteriaLink.click();
    const criteria = page.getByRole("dialog", { name: "Product Selection Criteria" });
    await criteria.getByRole("list", { name: "Selection rules" }).waitFor();
    expect(await criteria.textContent()).toContain(
      "Dependents can be selected only when the subscriber is selected for the same coverage.",
    );
    await expectNoAxeViolations(page);
    await criteria.getByRole("button", { name: "OK" }).click();
    await criteria.waitFor({ state: "detached" });
    await expect.poll(() => focusedText(page)).toBe("Product Selection Criteria");

    const plansLink = page.getByRole("button", { name: "Plans Offered" });
    await plansLink.click();
    const plans = page.getByRole("dialog", { name: "Plans Offered" });
    await plans.waitFor();
    expect(await plans.textContent()).toContain(
      `ZIP code ${entry.zipCode} on ${entry.coverageEffectiveDate}`,
    );
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await plans.waitFor({ state: "detached" });
    await expect.poll(() => focusedText(page)).toBe("Plans Offered");
  });

  test("Save & Continue without a plan opens the 'IMPORTANT' notice; OK keeps the step and gives focus back to Save & Continue", async ({
    page,
    context,
  }) => {
    await signIn(context, await createAdmin());
    await onCoverageStep(page, "Notice");

    await page.getByRole("button", { name: "Save & Continue" }).click();
    const notice = page.getByRole("alertdialog", { name: "IMPORTANT" });
    await notice.waitFor();
    // The demo client the administrator is made in (100001) is a Harbor brand, 6008.
    expect(await notice.textContent()).toContain(copyFor("6008", "noProductSelected"));
    // The notice is a modal now, not a bar on the page.
    expect(await page.locator("main").textContent()).not.toContain(copyFor("6008", "noProductSelected"));
    await expectNoAxeViolations(page);
    await notice.getByRole("button", { name: "OK" }).click();
    await notice.waitFor({ state: "detached" });
    await expect.poll(() => focusedText(page)).toBe("Save & Continue");
    expect(page.url()).toMatch(/\/add\/coverage\?enrollment=/);
  });

  test("a Save & Continue refused by a card (a plan with nobody checked) focuses the error summary", async ({
    page,
    context,
  }) => {
    await signIn(context, await createAdmin());
    await onCoverageStep(page, "Focus");
    const card = page.locator("section[data-slot=card]").filter({
      has: page.getByRole("heading", { name: "Medical Coverage" }),
    });
    await card.getByLabel("Plan").selectOption(DEMO_MEDICAL_PLAN);
    await page.getByRole("button", { name: "Save & Continue" }).click();
    await expect.poll(() => focusedSlot(page)).toBe("error-summary");
    expect(await focusedText(page)).toContain("at least one participant must be selected");
    expect(page.url()).toMatch(/\/add\/coverage\?enrollment=/);
  });
});

describe("Change PCP and View SBC for an employee of several groups (enrollment.md §2 Actions menu, Modals)", () => {
  test("the menu's Change PCP asks which group, Cancel closes, Continue opens that group's Change PCP", async ({
    page,
    context,
  }) => {
    await signIn(context, await createAdmin());
    const employee = await createEmployee({ groupNumbers: ["100100", "100114"] });
    await page.goto(reviewOf(employee.umi));
    await page.getByTestId("subscriber-name").waitFor();

    await (await actionsMenuButton(page)).click();
    await page.getByRole("menuitem", { name: "Change PCP" }).click();
    const dialog = page.getByRole("dialog", { name: "Change PCP" });
    await dialog.waitFor();
    const radios = dialog.getByRole("radio");
    expect(await radios.count()).toBe(2);
    expect(await dialog.getByRole("radio", { name: /Group 100100/ }).isChecked()).toBe(true);
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(page.url()).toContain("/find/review");

    await (await actionsMenuButton(page)).click();
    await page.getByRole("menuitem", { name: "View SBC" }).click();
    const sbc = page.getByRole("dialog", { name: "View Summary of Benefits" });
    await sbc.waitFor();
    // The modal listens for Escape once it has taken focus (its effects ran): a key pressed as it
    // first paints would be the page's, and a clean run's first attempt lost it so.
    await expect.poll(() => sbc.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await sbc.waitFor({ state: "detached" });

    await (await actionsMenuButton(page)).click();
    await page.getByRole("menuitem", { name: "Change PCP" }).click();
    await dialog.waitFor();
    await dialog.getByRole("radio", { name: /Group 100114/ }).check();
    await dialog.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL(
      (url) =>
        url.pathname.endsWith("/assist-employees/change-pcp") &&
        url.searchParams.get("groupNumber") === "100114" &&
        url.searchParams.get("umi") === employee.umi,
    );
  });

  test("an employee of one group goes to Change PCP at once, without the question", async ({
    page,
    context,
  }) => {
    await signIn(context, await createAdmin());
    const employee = await createEmployee({ groupNumber: "100100" });
    await page.goto(reviewOf(employee.umi));
    await page.getByTestId("subscriber-name").waitFor();
    await (await actionsMenuButton(page)).click();
    await page.getByRole("menuitem", { name: "Change PCP" }).click();
    await page.waitForURL(
      (url) =>
        url.pathname.endsWith("/assist-employees/change-pcp") &&
        url.searchParams.get("groupNumber") === "100100",
    );
    expect(await page.getByRole("dialog").count()).toBe(0);
  });
});
