import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { createAdmin, signIn } from "./accounts.js";
import {
  answerTobacco,
  cardTitled,
  choosePlan,
  DEMO_MEDICAL_PLAN,
  employeesNamed,
  expectFieldError,
  fillSubscriber,
  firstOfNextMonth,
  newSubscriber,
  openAddFlow,
  saveAndContinue,
  uniqueLastName,
} from "./addFlow.js";
import { expectNoAxeViolations } from "./axe.js";
import { test } from "./browser.js";
import { firstOfLastMonth } from "./employees.js";

/** In the seeded directory: a PCP for PPO plans in plan area 363, accepting new patients. */
const VALLEY = { number: "1000003", name: "VALLEY SPECIALTY CLINIC" };

/** The stored employee of the one employee with this last name, read through the API. */
async function storedEmployee(page: Page, lastName: string) {
  await expect.poll(async () => (await employeesNamed(page, lastName)).length).toBe(1);
  const [found] = await employeesNamed(page, lastName);
  const res = await page.request.get(`/api/employees/${found?.umi}`);
  expect(res.status()).toBe(200);
  return (await res.json()).payload;
}

describe("Plan Coverage: provider, tobacco and report codes (enrollment.md §2, §4, §5)", () => {
  test("a PCP chosen in the provider directory, tobacco answered, a report code entered, an invalid provider refused, then stored", async ({
    page,
    context,
  }) => {
    await signIn(context, await createAdmin());
    const lastName = uniqueLastName("Pcp");
    const elena = `Elena ${lastName}`;
    const effective = firstOfNextMonth();
    await openAddFlow(page);
    await fillSubscriber(page, newSubscriber(lastName));
    await saveAndContinue(page, /\/add\/coverage\?enrollment=/);

    await choosePlan(page, "Medical", DEMO_MEDICAL_PLAN, elena);
    const provider = cardTitled(page, `Primary Care Provider: ${elena}`);
    await provider.getByLabel("Provider Number").fill("9999999");
    await provider.getByRole("textbox", { name: "Effective Date", exact: true }).fill(effective);
    const lastUse = firstOfLastMonth();
    await answerTobacco(page, elena, "Yes", lastUse);
    const codes = cardTitled(page, "Report Codes: Group 100100");
    await codes.getByLabel("Department (DEPT)").fill("hr");
    await codes.getByLabel("Division (DIV)").fill("D1");
    await expectNoAxeViolations(page);

    // The validator refuses an unknown number: its message on the provider number, the step stays.
    await page.getByRole("button", { name: "Save & Continue" }).click();
    await expectFieldError(
      page,
      "provider-subscriber-physicianNumber",
      "Please enter a valid Provider Number.",
    );
    // The refusal is announced: focus on the error summary, which links the field.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-slot")))
      .toBe("error-summary");
    expect(page.url()).toMatch(/\/add\/coverage\?enrollment=/);
    await expectNoAxeViolations(page);

    // Search Provider Directory, choose, and come back with the provider filled in.
    await provider.getByRole("button", { name: "Search Provider Directory" }).click();
    await page.waitForURL(/\/add\/provider-directory\?PCPIndex=0/);
    await page
      .getByRole("heading", { name: `Find a Primary Care Provider for ${elena}`, level: 1 })
      .waitFor();
    await expectNoAxeViolations(page);
    // A city of many providers comes a page (25) at a time: Show more results appends the next.
    await page.getByLabel("City").fill("Philadelphia");
    await page.getByLabel("State").selectOption("PA");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByRole("button", { name: "Show more results" }).click();
    const shown = page.getByText(/^\d+ providers shown/);
    await shown.waitFor();
    expect(Number((await shown.textContent())?.split(" ")[0])).toBeGreaterThan(25);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Clear", exact: true }).click();
    await page.getByLabel("Provider Name").fill("valley");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const row = page.getByRole("row").filter({ hasText: VALLEY.name });
    await row.waitFor();
    await expectNoAxeViolations(page);
    await row.getByRole("button", { name: `Choose ${VALLEY.name}` }).click();
    await page.waitForURL(
      (url) =>
        url.pathname.endsWith("/add/coverage") &&
        url.searchParams.get("PCPIndex") === "0" &&
        url.searchParams.get("PCPNumber") === VALLEY.number &&
        url.searchParams.get("PCPNAME") === VALLEY.name,
    );
    const back = cardTitled(page, `Primary Care Provider: ${elena}`);
    await expect.poll(() => back.getByLabel("Provider Number").inputValue()).toBe(VALLEY.number);
    await expect.poll(() => back.getByLabel("Provider Name").inputValue()).toBe(VALLEY.name);
    // Nothing typed before the trip was lost.
    expect(await back.getByRole("textbox", { name: "Effective Date", exact: true }).inputValue()).toBe(
      effective,
    );
    const tobacco = cardTitled(page, `Tobacco: ${elena}`);
    expect(await tobacco.getByRole("radio", { name: "Yes", exact: true }).isChecked()).toBe(true);
    expect(
      await tobacco.getByRole("textbox", { name: /Date of Last Regular Tobacco Use/ }).inputValue(),
    ).toBe(lastUse);
    const codesBack = cardTitled(page, "Report Codes: Group 100100");
    expect(await codesBack.getByLabel("Department (DEPT)").inputValue()).toBe("HR");
    expect(
      await cardTitled(page, "Medical Coverage").getByRole("checkbox", { name: elena }).isChecked(),
    ).toBe(true);
    await expectNoAxeViolations(page);

    await saveAndContinue(page, /\/add\/review-submit\?enrollment=/);
    // Review & Submit shows the answers read-only, each with its Edit link.
    const main = page.locator("main");
    await page.getByRole("heading", { name: "Primary Care Providers", level: 2 }).waitFor();
    await expect.poll(() => main.textContent()).toContain(VALLEY.name);
    await page.getByRole("heading", { name: "Tobacco", level: 2 }).waitFor();
    await page.getByRole("heading", { name: "Report Codes", level: 2 }).waitFor();
    expect(await page.getByRole("link", { name: "Edit Plan Coverage" }).count()).toBe(4);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Finish" }).click();
    const dialog = page.getByRole("dialog").or(page.getByRole("alertdialog"));
    await dialog.getByRole("heading", { name: "Success" }).waitFor();
    await dialog.getByRole("button", { name: "OK" }).click();
    await page.waitForURL(/\/employer\/home$/);

    const stored = await storedEmployee(page, lastName);
    const coverage = stored.subscriber.memberCoverages.find(
      (candidate: { groupNumber: string }) => candidate.groupNumber === "100100",
    );
    expect(coverage).toMatchObject({
      providerInformation: {
        physicianNumber: VALLEY.number,
        physicianName: VALLEY.name,
        physicianEffectiveDate: effective,
      },
      tobaccoStatus: "T",
      tobaccoUsageDate: lastUse,
    });
    expect(coverage.reportCodes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ abbreviatedType: "DEPT", value: "HR" }),
        expect.objectContaining({ abbreviatedType: "DIV", value: "D1" }),
      ]),
    );
  });
});
