import type { BrowserContext, Locator, Page } from "playwright-core";
import { describe, expect } from "vitest";
import { createAdmin, signIn } from "./accounts.js";
import { addDependent, answerTobacco, cardTitled, DEMO_MEDICAL_PLAN, firstOfNextMonth } from "./addFlow.js";
import { expectNoAxeViolations } from "./axe.js";
import { test } from "./browser.js";
import {
  actionsMenuButton,
  enrolledFromExample,
  firstOfLastMonth,
  reviewOf,
  storedEmployee,
} from "./employees.js";

/**
 * The edit-coverage journey (enrollment.md §4 Edit save, Updating plans, Tobacco, Provider PCP numbers; §2
 * add coverage and provider search; assist-employees.md §2.3 Copy to Others): an administrator edits an
 * employee, adds a spouse with coverage through Add Coverage, changes the subscriber's PCP through the
 * built-in directory and copies it to the spouse, answers tobacco and the spouse's other insurance, saves;
 * the server has it all, and the plan, provider and other insurance (COB) history modals show the change
 * under the administrator's name.
 */

/** In the seeded directory: a PCP for PPO plans, accepting new patients (add-flow-coverage.test.ts). */
const VALLEY = { number: "1000003", name: "VALLEY SPECIALTY CLINIC" };
const GROUP = DEMO_MEDICAL_PLAN.split("|")[0] ?? "";
/** The spouse's other insurance carrier, answered in the edit. */
const CARRIER = "Keystone Mutual";

/** Whether `locator` is the element that has focus now. */
const hasFocus = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** Presses Tab until `locator` has focus (at most `limit` times), as a keyboard user reaches it. */
async function tabTo(page: Page, locator: Locator, limit = 40) {
  for (let i = 0; i < limit; i++) {
    if (await hasFocus(locator)) return;
    await page.keyboard.press("Tab");
  }
  expect(await hasFocus(locator), "reached by Tab").toBe(true);
}

interface StoredCoverage {
  groupNumber: string;
  memberLobs: { lineOfBusiness: string; productId: string; coverageEffectiveDate: string }[];
  providerInformation?: { physicianNumber?: string; physicianName?: string } | null;
  tobaccoStatus?: string | null;
  tobaccoUsageDate?: string | null;
}
interface StoredMember {
  fullName: { first: string; last: string };
  relationshipCode?: string;
  otherInsuranceIndicator?: string;
  otherInsurance?: { insuranceCarrier?: string; effectiveDate?: string } | null;
  memberCoverages: StoredCoverage[];
}

/** The employee as the server has it now. */
const stored = (context: BrowserContext, umi: string) =>
  storedEmployee<{ version: number; payload: { subscriber: StoredMember; dependents: StoredMember[] } }>(
    context.request,
    umi,
  );

describe("edit coverage: add a spouse with coverage and other insurance, change and copy the PCP, tobacco", () => {
  test("Add Coverage, the directory, Copy to Others, tobacco and other insurance, Save → per-group status; the server stored it; the history shows who", async ({
    context,
    page,
  }) => {
    const admin = await createAdmin({ firstName: "Journey", lastName: "Keeper" });
    const adminName = `${admin.firstName} ${admin.lastName}`;
    await signIn(context, admin);
    // The OpenAPI document's example enrolment: group 100100, PPO, effective next month; tobacco N.
    const employee = await enrolledFromExample(context.request, "Cove");
    const name = `${employee.firstName} ${employee.lastName}`;
    const spouse = `Marco ${employee.lastName}`;
    const effective = firstOfNextMonth();
    const lastUse = firstOfLastMonth();

    // Edit Employee Record, by keyboard from the actions menu (APG menu button).
    await page.goto(reviewOf(employee.umi));
    await page.getByTestId("subscriber-name").waitFor();
    const menuButton = await actionsMenuButton(page);
    await menuButton.focus();
    await page.keyboard.press("ArrowDown");
    const edit = page.getByRole("menuitem", { name: "Edit Employee Record" });
    await expect.poll(() => hasFocus(edit)).toBe(true);
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Edit Subscriber Information" }).waitFor();
    await page.waitForURL(/edit=true/);

    // The spouse, then his coverage on Add Coverage (enrollment.md §4 Updating plans, edit flow).
    await addDependent(page, 1, {
      firstName: "Marco",
      lastName: employee.lastName,
      sex: "M",
      birthDate: "03/14/1990",
      relationship: "01",
      otherInsurance: "Yes",
      medicare: "No",
    });
    await page.getByRole("link", { name: "Add Coverage" }).click();
    await page.waitForURL(/\/find\/add-coverage\?umi=/);
    await page.getByRole("heading", { name: "Add Coverage", level: 1 }).waitFor();
    // Nothing chosen: the 'IMPORTANT' modal says so, as in the add flow (enrollment.md §2 Modals).
    await page.getByRole("button", { name: "Add Coverage" }).click();
    const notice = page.getByRole("alertdialog", { name: "IMPORTANT" });
    await notice.waitFor();
    await notice.getByRole("button", { name: "OK" }).click();
    await notice.waitFor({ state: "detached" });
    const medical = cardTitled(page, "Medical Coverage");
    await medical.getByLabel("Plan").selectOption(DEMO_MEDICAL_PLAN);
    await medical.getByRole("checkbox", { name: name }).check();
    await medical.getByRole("checkbox", { name: spouse }).check();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Add Coverage" }).click();
    await page.waitForURL(
      (url) => url.pathname.endsWith("/find/review") && url.searchParams.get("edit") === "true",
    );

    // Each medical participant now has a provider card; the spouse's is new.
    const subscriberPcp = cardTitled(page, `Primary Care Provider: ${name}`);
    await cardTitled(page, `Primary Care Provider: ${spouse}`).waitFor();

    // The subscriber's PCP from the built-in directory (enrollment.md §2 provider search), by keyboard.
    const search = subscriberPcp.getByRole("button", { name: "Search Provider Directory" });
    await search.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/find\/provider-directory\?umi=.*PCPIndex=0/);
    await page.getByRole("heading", { name: `Find a Primary Care Provider for ${name}`, level: 1 }).waitFor();
    await page.getByLabel("Provider Name").fill("valley");
    await page.keyboard.press("Enter");
    const row = page.getByRole("row").filter({ hasText: VALLEY.name });
    await row.waitFor();
    await expectNoAxeViolations(page);
    await row.getByRole("button", { name: `Choose ${VALLEY.name}` }).focus();
    await page.keyboard.press("Enter");
    // Back on the review in edit; the choice (PCPIndex, PCPNumber, PCPNAME) fills the subscriber's card.
    await page.waitForURL(
      (url) => url.pathname.endsWith("/find/review") && url.searchParams.get("edit") === "true",
    );
    await expect.poll(() => subscriberPcp.getByLabel("Provider Number").inputValue()).toBe(VALLEY.number);
    await expect.poll(() => subscriberPcp.getByLabel("Provider Name").inputValue()).toBe(VALLEY.name);
    // The trip kept the draft: the spouse and his card are still there.
    const spousePcp = cardTitled(page, `Primary Care Provider: ${spouse}`);
    await spousePcp.waitFor();
    await subscriberPcp.getByRole("textbox", { name: "Effective Date", exact: true }).fill(effective);

    // Copy to Others (assist-employees.md §2.3), by keyboard: the spouse, then Copy.
    const copy = subscriberPcp.getByRole("button", { name: `Copy to Others from ${name}` });
    await copy.focus();
    await page.keyboard.press("Enter");
    const copyDialog = page.getByRole("dialog", { name: /Copy/ });
    await copyDialog.waitFor();
    const spouseBox = copyDialog.getByRole("checkbox", { name: spouse });
    await tabTo(page, spouseBox, 10);
    await page.keyboard.press("Space");
    await expect.poll(() => spouseBox.isChecked()).toBe(true);
    await tabTo(page, copyDialog.getByRole("button", { name: "Copy", exact: true }), 10);
    await page.keyboard.press("Enter");
    await copyDialog.waitFor({ state: "detached" });
    await expect.poll(() => spousePcp.getByLabel("Provider Number").inputValue()).toBe(VALLEY.number);
    await expect.poll(() => spousePcp.getByLabel("Provider Name").inputValue()).toBe(VALLEY.name);
    await expect
      .poll(() => spousePcp.getByRole("textbox", { name: "Effective Date", exact: true }).inputValue())
      .toBe(effective);

    // Tobacco (enrollment.md §4 Tobacco): each medical participant's card shows in edit.
    await answerTobacco(page, name, "Yes", lastUse);
    await answerTobacco(page, spouse, "No");

    // The spouse's other insurance (enrollment.md §3 OtherInsurance): answered yes, so his card asks.
    const spouseCob = cardTitled(page, `Other Insurance: ${spouse}`);
    await spouseCob.getByLabel("Name of Insurance Carrier").fill(CARRIER);
    await spouseCob.getByRole("textbox", { name: "Effective Date", exact: true }).fill("01/01/2020");
    await spouseCob.getByLabel("Policy Holder Relation to Subscriber").selectOption("2");
    await expectNoAxeViolations(page);

    // Save → the save status per group (enrollment.md §8 Edit result).
    await page.getByRole("button", { name: "Save", exact: true }).click();
    const result = page
      .getByRole("dialog", { name: "Success" })
      .or(page.getByRole("alertdialog", { name: "Success" }));
    await result.getByText(`You have successfully edited ${name}`).waitFor();
    await expect
      .poll(() =>
        result.getByRole("list", { name: "Results by group" }).getByRole("listitem").allTextContents(),
      )
      .toEqual([`Group ${GROUP}: Completed`]);
    await result.getByRole("button", { name: "OK" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("edit")).toBeNull();

    // What the server stored: the spouse and his line, both PCPs, the tobacco answers.
    const after = (await stored(context, employee.umi)).payload;
    const spouseOnFile = after.dependents.find((d) => d.fullName.first === "Marco");
    expect(spouseOnFile?.relationshipCode).toBe("01");
    const coverageIn = (member: StoredMember | undefined) =>
      member?.memberCoverages.find((c) => c.groupNumber === GROUP);
    expect(coverageIn(spouseOnFile)).toMatchObject({
      memberLobs: [expect.objectContaining({ lineOfBusiness: "PPO", productId: "100100-MED" })],
      providerInformation: expect.objectContaining({
        physicianNumber: VALLEY.number,
        physicianName: VALLEY.name,
      }),
      tobaccoStatus: "N",
    });
    expect(coverageIn(after.subscriber)).toMatchObject({
      providerInformation: expect.objectContaining({
        physicianNumber: VALLEY.number,
        physicianName: VALLEY.name,
      }),
      tobaccoStatus: "T",
      tobaccoUsageDate: lastUse,
    });
    expect(spouseOnFile).toMatchObject({
      otherInsuranceIndicator: "yes",
      otherInsurance: expect.objectContaining({ insuranceCarrier: CARRIER, effectiveDate: "01/01/2020" }),
    });

    // The history modals (enrollment.md §2) show the change and who made it.
    const planHistory = page.getByRole("button", { name: `History of plan coverage, group ${GROUP}` });
    await planHistory.focus();
    await page.keyboard.press("Enter");
    const plan = page.getByRole("dialog", { name: "Plan Coverage History" });
    await plan.waitFor();
    await expect.poll(() => plan.locator("tbody tr").filter({ hasText: spouse }).count()).toBeGreaterThan(0);
    await expect
      .poll(() => plan.locator("tbody tr").filter({ hasText: spouse }).first().textContent())
      .toContain(adminName);
    await page.keyboard.press("Escape");
    await plan.waitFor({ state: "detached" });
    await expect.poll(() => hasFocus(planHistory)).toBe(true);

    const pcpHistory = page.getByRole("button", { name: "History of primary care providers" });
    await pcpHistory.focus();
    await page.keyboard.press("Enter");
    const pcp = page.getByRole("dialog", { name: "Provider History" });
    await pcp.waitFor();
    for (const member of [name, spouse])
      await expect
        .poll(async () =>
          (await pcp.locator("tbody tr").filter({ hasText: member }).allTextContents()).join(" | "),
        )
        .toMatch(new RegExp(`${adminName}.*${VALLEY.name}|${VALLEY.name}.*${adminName}`));
    await page.keyboard.press("Escape");
    await pcp.waitFor({ state: "detached" });
    // The dialog gives focus back to its button after it is gone: wait for that, or the focus moved
    // next is taken back and Enter opens this history again.
    await expect.poll(() => hasFocus(pcpHistory)).toBe(true);

    const cobHistory = page.getByRole("button", { name: "History of other insurance", exact: true });
    await cobHistory.focus();
    await page.keyboard.press("Enter");
    const cob = page.getByRole("dialog", { name: "Other Insurance History" });
    await cob.waitFor();
    await expect
      .poll(async () =>
        (await cob.locator("tbody tr").filter({ hasText: spouse }).allTextContents()).join(" | "),
      )
      .toMatch(new RegExp(`${adminName}.*${CARRIER}|${CARRIER}.*${adminName}`));
    await page.keyboard.press("Escape");
    await cob.waitFor({ state: "detached" });
    // The saved edit stays ended: the summary read again after the save began no new edit.
    expect(new URL(page.url()).searchParams.get("edit")).toBeNull();
    expect(await page.getByRole("heading", { name: "Edit Subscriber Information" }).count()).toBe(0);
  });
});
