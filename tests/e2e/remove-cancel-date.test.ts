import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { createAdmin, signIn } from "./accounts.js";
import { uniqueLastName } from "./addFlow.js";
import { expectNoAxeViolations } from "./axe.js";
import { test } from "./browser.js";
import {
  cancelThroughApi,
  dayFromToday,
  enrol,
  firstOfLastMonth,
  startEditing,
  storedEmployee,
  subscriberRecord,
} from "./employees.js";

/**
 * Remove cancel date on the review page in edit mode (enrollment.md §4 Remove cancel date, §5
 * remove-cancel-date errors, §9 reload after 1 second). The employee is the test's own: enrolled
 * through the API on medical in the 6012 client's first group, its medical cancelled through the API
 * on a future date; the page then removes that cancel date, and the server's record is checked.
 */
const CLIENT_6012 = "100003";
const GROUP = "100300";

type Lob = {
  lineOfBusiness: string;
  coverageType: string;
  coverageEffectiveDate?: string | null;
  coverageEndDate?: string | null;
  cancelReasonCode?: string | null;
};
type Summary = {
  version: number;
  payload: { subscriber: { memberCoverages: { groupNumber: string; memberLobs: Lob[] }[] } };
};

/** The employee as the server has it now. */
const summaryOf = (page: Page, umi: string) => storedEmployee<Summary>(page.request, umi);

const medicalOf = (summary: Summary) =>
  summary.payload.subscriber.memberCoverages
    .filter((c) => c.groupNumber === GROUP)
    .flatMap((c) => c.memberLobs)
    .find((l) => l.coverageType === "MEDICAL");

describe("remove cancel date (enrollment.md §4)", () => {
  test("a line cancelled on a future date gets its cancel date removed from the review page's edit", async ({
    page,
    context,
  }) => {
    await signIn(context, await createAdmin({ clientNumbers: [CLIENT_6012] }));
    await page.goto("/employer/home");
    const umi = await enrol(
      page.request,
      subscriberRecord({
        first: "Rhea",
        last: uniqueLastName("Canfield"),
        group: GROUP,
        effective: firstOfLastMonth(),
      }),
    );
    const before = await summaryOf(page, umi);
    const cancelDate = dayFromToday(20);
    const cancelled = await cancelThroughApi(page.request, umi, before.version, [
      { groupNumber: GROUP, lineOfBusiness: "PPO", cancelReasonCode: "01", cancelDate },
    ]);
    expect(cancelled.status(), await cancelled.text()).toBe(200);
    expect(medicalOf(await summaryOf(page, umi))?.coverageEndDate).toBe(cancelDate);

    await startEditing(page, umi);

    const action = page.getByRole("button", { name: /^Remove cancel date of .*, group 100300$/ });
    await action.click();
    const form = page.getByRole("region", { name: /^Remove the cancel date of .*, group 100300$/ });
    const date = form.getByRole("textbox", { name: /^New Effective Date/ });
    // It starts at the edit's global effective date, before the cancel date: refused (§5), on the field.
    await expect.poll(() => date.inputValue()).toBe(firstOfLastMonth());
    await form.getByRole("button", { name: "Remove Cancel Date" }).click();
    await expect.poll(() => date.getAttribute("aria-invalid")).toBe("true");
    await expect
      .poll(() => form.getByRole("alert").first().textContent())
      .toContain("The effective date cannot be before the cancel date.");
    await expectNoAxeViolations(page);

    const newDate = dayFromToday(21);
    await date.fill(newDate);
    await form.getByRole("button", { name: "Remove Cancel Date" }).click();
    // The success sentence, then (§9: 1 second later) the record read again without the cancel date.
    const sentence = page.getByText(
      /^The cancel date of .*, group 100300 was removed\. The employee's record is being reloaded\.$/,
    );
    await expect.poll(() => sentence.first().isVisible()).toBe(true);
    await expect.poll(() => action.count()).toBe(0);
    await expectNoAxeViolations(page);

    const after = await summaryOf(page, umi);
    const medical = medicalOf(after);
    expect(medical?.coverageEndDate ?? null).toBeNull();
    expect(medical?.cancelReasonCode ?? null).toBeNull();
    expect(medical?.coverageEffectiveDate).toBe(newDate);
    expect(after.version).toBeGreaterThan(before.version + 1);
  }, 150_000);
});
