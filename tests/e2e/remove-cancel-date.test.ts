import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { createAdmin, signIn } from "./accounts.js";
import { uniqueLastName, uniqueSsn } from "./addFlow.js";
import { expectNoAxeViolations, test } from "./browser.js";
import { serverURL } from "./server.js";

/**
 * Remove cancel date on the review page in edit mode (enrollment.md §4 Remove cancel date, §5
 * remove-cancel-date errors, §9 reload after 1 second). The employee is the test's own: enrolled
 * through the API on medical in the 6012 client's first group, its medical cancelled through the API
 * on a future date; the page then removes that cancel date, and the server's record is checked.
 */
const CLIENT_6012 = "100003";
const GROUP = "100300";

/** MM/DD/YYYY of a day `days` from today. */
function day(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${String(d.getMonth() + 1).padStart(2, "0")}/${String(d.getDate()).padStart(2, "0")}/${d.getFullYear()}`;
}

/** MM/DD/YYYY of the first of last month: the earliest effective date the add flow allows. */
function firstOfLastMonth(today = new Date()): string {
  const last = new Date(today.getFullYear(), today.getMonth() - 1, 1);
  return `${String(last.getMonth() + 1).padStart(2, "0")}/01/${last.getFullYear()}`;
}

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

async function summaryOf(page: Page, umi: string): Promise<Summary> {
  const res = await page.request.get(`/api/employees/${umi}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Summary;
}

const medicalOf = (summary: Summary) =>
  summary.payload.subscriber.memberCoverages
    .filter((c) => c.groupNumber === GROUP)
    .flatMap((c) => c.memberLobs)
    .find((l) => l.coverageType === "MEDICAL");

describe("remove cancel date (issue 9, enrollment.md §4)", () => {
  test("a line cancelled on a future date gets its cancel date removed from the review page's edit", async ({
    page,
    context,
  }) => {
    await signIn(context, await createAdmin({ clientNumbers: [CLIENT_6012] }));
    await page.goto("/employer/home");
    const origin = serverURL();
    const enrolled = await page.request.post("/api/employees", {
      data: {
        subscriberSsn: uniqueSsn(),
        record: {
          globalCoverageEffectiveDate: firstOfLastMonth(),
          subscriber: {
            fullName: { first: "Rhea", last: uniqueLastName("Canfield") },
            gender: "F",
            birthDate: "04/14/1984",
            address: {
              address1: "12 Harbor Street",
              city: "Philadelphia",
              state: "PA",
              zipCode: { base: "19103" },
            },
            otherInsuranceIndicator: "no",
            medicareEligibleIndicator: "no",
            memberCoverages: [
              {
                groupNumber: GROUP,
                memberLobs: [
                  {
                    lineOfBusiness: "PPO",
                    coverageType: "MEDICAL",
                    productId: `${GROUP}-MED`,
                    coverageEffectiveDate: "updateMe",
                  },
                ],
                tobaccoStatus: "N",
                reportCodes: [{ type: "Department", abbreviatedType: "DEPT", value: "HR" }],
              },
            ],
          },
          dependents: [],
        },
      },
      headers: { origin, "idempotency-key": randomUUID() },
    });
    expect(enrolled.status(), await enrolled.text()).toBe(201);
    const { umi } = (await enrolled.json()) as { umi: string };
    const before = await summaryOf(page, umi);
    const cancelDate = day(20);
    const cancelled = await page.request.put(`/api/employees/${umi}/cancellation`, {
      data: {
        transactionType: "CANCEL",
        cancellations: [{ groupNumber: GROUP, lineOfBusiness: "PPO", cancelReasonCode: "01", cancelDate }],
      },
      headers: { origin, "idempotency-key": randomUUID(), "if-match": `"${before.version}"` },
    });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
    expect(medicalOf(await summaryOf(page, umi))?.coverageEndDate).toBe(cancelDate);

    await page.goto(`/employer/manage-employees/find/review?umi=${umi}`);
    const item = page.getByRole("menuitem", { name: "Edit Employee Record" });
    await expect
      .poll(async () => {
        if (!(await item.isVisible())) await page.getByRole("button", { name: "Employee Actions" }).click();
        return item.isVisible();
      })
      .toBe(true);
    await item.click();
    await page.waitForURL(/edit=true/);

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

    const newDate = day(21);
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
