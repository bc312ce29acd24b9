import { subscriberMessages } from "@epr/forms/schemas";
import { describe, expect } from "vitest";
import { createAdmin, signIn } from "./accounts.js";
import {
  answerGroupQuestions,
  choosePlan,
  DEMO_MEDICAL_PLAN,
  employeesNamed,
  expectFieldError,
  fillSubscriber,
  newSubscriber,
  openAddFlow,
  saveAndContinue,
  uniqueLastName,
} from "./addFlow.js";
import { expectNoAxeViolations } from "./axe.js";
import { test } from "./browser.js";

/**
 * Special enrollment in the add flow (enrollment.md §1 flag SEP, §4 Special enrollment and Resuming,
 * §5 Life event date). The e2e server runs with SEP at its default, on (global-setup.ts passes no
 * EPR_SEP). The seed puts every other group of the demo client in open enrollment from the first of
 * the month two months back to 91 days ahead (seed/reference.ts), so the first of next month is
 * inside and the first of the month three months back is outside every group's window.
 */

const us = (date: Date) =>
  `${String(date.getMonth() + 1).padStart(2, "0")}/${String(date.getDate()).padStart(2, "0")}/${date.getFullYear()}`;
const now = new Date();
const outside = new Date(now.getFullYear(), now.getMonth() - 3, 1);
const inside = new Date(now.getFullYear(), now.getMonth() + 1, 1);

/** The enrollment in progress the address names, read back through the API. */
async function storedSubscriber(page: import("playwright-core").Page) {
  const id = new URL(page.url()).searchParams.get("enrollment");
  expect(id).toBeTruthy();
  const res = await page.request.get(`/api/enrollments/${id}`);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as {
    payload: { subscriber: { eventCode?: string | null; eventDate?: string | null } };
  };
  return body.payload.subscriber;
}

describe("the life event of special enrollment on the add flow's subscriber step (SEP on)", () => {
  test("a coverage date outside open enrollment asks for the reason and date, says what is missing, and saves them", async ({
    page,
    context,
  }) => {
    await signIn(context, await createAdmin());
    await openAddFlow(page);
    const lastName = uniqueLastName("Sep");
    await fillSubscriber(page, newSubscriber(lastName, { coverageEffectiveDate: us(outside) }));

    const reason = page.getByLabel("Life Event Reason");
    await reason.waitFor();
    await expectNoAxeViolations(page);

    // Nothing chosen: both are required, each message on its field.
    await page.getByRole("button", { name: "Save & Continue" }).click();
    await expectFieldError(page, "subscriber-eventCode", subscriberMessages.lifeEventReason);
    await expectFieldError(page, "subscriber-eventDate", subscriberMessages.invalidDate);
    await expectNoAxeViolations(page);

    // Marriage permits a coverage date up to 30 days after the event.
    const eventDate = us(new Date(outside.getFullYear(), outside.getMonth(), outside.getDate() - 10));
    await reason.selectOption("MAR");
    await page.getByRole("textbox", { name: "Life Event Date", exact: true }).fill(eventDate);
    await saveAndContinue(page, /\/add\/coverage\?enrollment=/);
    expect(await storedSubscriber(page)).toMatchObject({ eventCode: "MAR", eventDate });

    // The life event's window permits the plans' date too (§5), through to the final save.
    await choosePlan(page, "Medical", DEMO_MEDICAL_PLAN, `Elena ${lastName}`);
    await answerGroupQuestions(page, [`Elena ${lastName}`]);
    await saveAndContinue(page, /\/add\/review-submit\?enrollment=/);
    // The review shows the life event as the subscriber step did (its reason's label and the date).
    const subscriberSection = page.getByRole("region", { name: "Subscriber & Dependents" });
    const shown = (label: string) =>
      subscriberSection
        .locator("dl > div")
        .filter({ has: page.locator("dt", { hasText: label }) })
        .locator("dd");
    await expect.poll(() => shown("Life Event Date").textContent()).toBe(eventDate);
    await expect.poll(() => shown("Life Event Reason").textContent()).toMatch(/^Marriage/);
    await page.getByRole("button", { name: "Finish" }).click();
    const outcome = page.getByRole("dialog").or(page.getByRole("alertdialog"));
    await outcome.getByRole("heading", { name: "Success" }).waitFor();
    await expect.poll(async () => (await employeesNamed(page, lastName)).length).toBe(1);
    const [employee] = await employeesNamed(page, lastName);
    const res = await page.request.get(`/api/employees/${employee?.umi}`);
    expect(res.status()).toBe(200);
    expect((await res.json()).payload.subscriber).toMatchObject({ eventCode: "MAR", eventDate });
  });

  test("a coverage date inside open enrollment asks for no life event, and none is stored", async ({
    page,
    context,
  }) => {
    await signIn(context, await createAdmin());
    await openAddFlow(page);
    // First outside (the fields come), then inside (they go): the answer for each date decides.
    await fillSubscriber(page, newSubscriber(uniqueLastName("Sep"), { coverageEffectiveDate: us(outside) }));
    await page.getByLabel("Life Event Reason").waitFor();
    await page.getByRole("textbox", { name: "Coverage Effective Date", exact: true }).fill(us(inside));
    await page.getByLabel("Life Event Reason").waitFor({ state: "detached" });
    await expect.poll(() => page.getByLabel("Life Event Date").count()).toBe(0);

    await saveAndContinue(page, /\/add\/coverage\?enrollment=/);
    const stored = await storedSubscriber(page);
    expect(stored.eventCode ?? null).toBeNull();
    expect(stored.eventDate ?? null).toBeNull();
  });
});
