import { dependentMessages, genericMessages, subscriberMessages } from "@epr/forms/schemas";
import { describe, expect } from "vitest";
import { createAdmin, signIn } from "./accounts.js";
import {
  addDependent,
  expectFieldError,
  fillSubscriber,
  firstOfNextMonth,
  openAddFlow,
  uniqueSsn,
} from "./addFlow.js";
import { expectNoAxeViolations } from "./axe.js";
import { test } from "./browser.js";

describe("the add flow's first step tells a new administrator what is wrong (enrollment.md §5)", () => {
  test("an empty Save & Continue lists every required field, focuses the summary, and each link focuses its field", async ({
    page,
    context,
  }) => {
    await signIn(context, await createAdmin());
    await openAddFlow(page);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Save & Continue" }).click();
    const summary = page.locator("[data-slot=error-summary]").first();
    await summary.waitFor();
    // Focus is on the summary, whose alert announces the errors.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-slot")))
      .toBe("error-summary");
    for (const message of [
      subscriberMessages.firstName,
      subscriberMessages.lastName,
      subscriberMessages.gender,
      subscriberMessages.birthDate,
      subscriberMessages.invalidDate,
      subscriberMessages.ssn,
      subscriberMessages.zip,
      subscriberMessages.indicator,
    ]) {
      await expect.poll(() => summary.getByRole("alert").textContent()).toContain(message);
    }
    // Where the spec's message names no field, the link carries the field's label; the field itself
    // shows the spec's message alone.
    const links = () => summary.getByRole("link").allTextContents();
    for (const text of [
      `Coverage Effective Date: ${subscriberMessages.invalidDate}`,
      `Confirm SSN: ${subscriberMessages.required}`,
      `Address 1: ${subscriberMessages.required}`,
      `City: ${subscriberMessages.required}`,
      `Other Insurance: ${subscriberMessages.indicator}`,
      `Medicare Eligible: ${subscriberMessages.indicator}`,
      subscriberMessages.birthDate,
      subscriberMessages.gender,
    ])
      await expect.poll(links).toContain(text);
    await expectFieldError(page, "subscriber-confirmSsn", subscriberMessages.required);
    await expectNoAxeViolations(page);

    // A link of the summary takes focus to its field, which says the same message.
    await summary.getByRole("link", { name: subscriberMessages.lastName }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("subscriber-lastName");
    await expectFieldError(page, "subscriber-lastName", subscriberMessages.lastName);
    // Nothing was saved: the address has no enrollment.
    expect(new URL(page.url()).searchParams.get("enrollment")).toBeNull();
  });

  test("each bad subscriber input shows its own message on its field", async ({ page, context }) => {
    await signIn(context, await createAdmin());
    await openAddFlow(page);
    const ssn = uniqueSsn();
    await fillSubscriber(page, {
      firstName: "Ann3",
      lastName: "Lee",
      sex: "Female",
      birthDate: "01/01/2090",
      coverageEffectiveDate: firstOfNextMonth(),
      ssn,
      // A different last digit, whatever the SSN's own (a fixed 0 matched one SSN in ten).
      confirmSsn: `${ssn.slice(0, 8)}${ssn.endsWith("0") ? "1" : "0"}`,
      address1: "1 Main St",
      city: "Pittsburgh",
      state: "PA",
      zipCode: "1522",
      otherInsurance: "No",
      medicare: "No",
    });
    await page.getByLabel("Work Email").fill("not-an-email");
    await page.getByRole("button", { name: "Save & Continue" }).click();
    for (const [field, message] of [
      ["subscriber-firstName", subscriberMessages.firstName],
      ["subscriber-birthDate", subscriberMessages.birthDate],
      ["subscriber-confirmSsn", subscriberMessages.confirmSsn],
      ["subscriber-zipCode", subscriberMessages.zip],
      ["subscriber-workEmail", genericMessages.email],
    ] as const) {
      await expectFieldError(page, field, message);
    }
    await expectNoAxeViolations(page);
  });

  test("dependent cards: required fields, one spouse only, special status from age 26", async ({
    page,
    context,
  }) => {
    await signIn(context, await createAdmin());
    await openAddFlow(page);
    await page.getByRole("button", { name: "Add Dependent" }).click();
    await page.getByRole("button", { name: "Save & Continue" }).click();
    const first = page
      .locator("section[data-slot=card]")
      .filter({ has: page.getByRole("heading", { name: "Dependent 1" }) });
    await expect.poll(() => first.textContent()).toContain(dependentMessages.relationship);
    await expect.poll(() => first.textContent()).toContain(dependentMessages.firstName);

    await first.getByRole("button", { name: /Remove/ }).click();
    const spouse = {
      lastName: "Lee",
      birthDate: "02/02/1985",
      relationship: "01",
      otherInsurance: "No",
      medicare: "No",
    } as const;
    await addDependent(page, 1, { ...spouse, firstName: "Sam", sex: "M" });
    await addDependent(page, 2, { ...spouse, firstName: "Pat", sex: "M" });
    const adultChild = await addDependent(page, 3, {
      firstName: "Kim",
      lastName: "Lee",
      sex: "F",
      birthDate: "01/01/1990",
      relationship: "02",
      otherInsurance: "No",
      medicare: "No",
    });
    await page.getByRole("button", { name: "Save & Continue" }).click();
    await expect
      .poll(() => page.locator("main").textContent())
      .toContain(dependentMessages.oneSpouseOrPartner);
    await expect.poll(() => adultChild.textContent()).toContain(dependentMessages.specialStatusRequired);
    await expectNoAxeViolations(page);
  });
});
