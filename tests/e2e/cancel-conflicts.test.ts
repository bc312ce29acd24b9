import { domainMessages } from "@epr/domain";
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { createAdmin, createEmployee, signIn } from "./accounts.js";
import { uniqueLastName } from "./addFlow.js";
import { expectNoAxeViolations } from "./axe.js";
import { test } from "./browser.js";
import { cancelThroughApi, enrol, firstOfLastMonth, storedEmployee, subscriberRecord } from "./employees.js";

/**
 * The cancel coverage page when the server refuses its submission (concurrent edits, pending
 * transactions; enrollment.md §8): the record changed by someone else after the page read it (412:
 * the stale sentence with Reload) and a pending transaction made meanwhile (409: the spec's pending
 * cancel sentence). Each state is made for real through the API between the page's read and its
 * Submit Cancellation, and what the server stored is checked: the page's cancellation changed nothing.
 */
type Lob = { lineOfBusiness: string; coverageEffectiveDate?: string | null; coverageEndDate?: string | null };
type Summary = {
  version: number;
  payload: { subscriber: { memberCoverages: { groupNumber: string; memberLobs: Lob[] }[] } };
};

/** The employee as the server has it now. */
const summaryOf = (page: Page, umi: string) => storedEmployee<Summary>(page.request, umi);

const linesIn = (summary: Summary, group: string) =>
  summary.payload.subscriber.memberCoverages
    .filter((c) => c.groupNumber === group)
    .flatMap((c) => c.memberLobs);

const us = (d: Date) =>
  `${String(d.getMonth() + 1).padStart(2, "0")}/${String(d.getDate()).padStart(2, "0")}/${d.getFullYear()}`;
const parseUs = (text: string) => {
  const [m, d, y] = text.split("/").map(Number);
  return new Date(y ?? 0, (m ?? 1) - 1, d ?? 1);
};

/** A day `days` after the later of today and the group's latest effective date (a valid cancel date, §5). */
function cancelDateFor(summary: Summary, group: string, days: number): string {
  const latest = Math.max(
    Date.now(),
    ...linesIn(summary, group).map((l) =>
      l.coverageEffectiveDate ? parseUs(l.coverageEffectiveDate).getTime() : 0,
    ),
  );
  const d = new Date(latest);
  d.setDate(d.getDate() + days);
  return us(d);
}

/** Cancels the whole group through the API, as another administrator's page would. */
const cancelGroup = (page: Page, umi: string, group: string, cancelDate: string, version: number) =>
  cancelThroughApi(page.request, umi, version, [{ groupNumber: group, cancelReasonCode: "01", cancelDate }]);

/** Opens the cancel page and stages the whole group's cancellation (reason 01 on `cancelDate`). */
async function stageCancel(page: Page, umi: string, group: string, cancelDate: string) {
  await page.goto(`/employer/manage-employees/cancel-coverage?umi=${umi}`);
  const card = page.locator("section[data-slot=card]").filter({ hasText: `Group ${group}` });
  // Nothing is chosen by default: the whole group, chosen.
  await card.getByRole("radio", { name: /^The whole group/ }).check();
  await card.getByRole("button", { name: `Cancel Coverage in Group ${group}` }).click();
  const modal = page.getByRole("dialog", { name: "Cancel Coverage" });
  await modal.getByLabel("Cancel Reason").selectOption("01");
  await modal.getByRole("textbox", { name: "Cancel Date" }).fill(cancelDate);
  await modal.getByRole("button", { name: "Cancel Coverage" }).click();
  await expect.poll(() => modal.isVisible()).toBe(false);
  await expect.poll(() => card.textContent()).toContain(`cancel date ${cancelDate}`);
}

describe("cancel coverage refused by the server (enrollment.md §8)", () => {
  test("412: changed by someone else after the page read it → the stale sentence with Reload; nothing of the page's applied", async ({
    page,
    context,
    browserConsole,
  }) => {
    browserConsole.expectError(/status of 412/);
    // The 6012 client's first group applies changes at once.
    await signIn(context, await createAdmin({ clientNumbers: ["100003"] }));
    await page.goto("/employer/home");
    const group = "100300";
    const umi = await enrol(
      page.request,
      subscriberRecord({
        first: "Tess",
        last: uniqueLastName("Stale"),
        group,
        effective: firstOfLastMonth(),
      }),
    );
    const read = await summaryOf(page, umi);
    const pageDate = cancelDateFor(read, group, 10);
    const otherDate = cancelDateFor(read, group, 20);
    await stageCancel(page, umi, group, pageDate);

    // Meanwhile someone else cancels the group on another date.
    const elsewhere = await cancelGroup(page, umi, group, otherDate, read.version);
    expect(elsewhere.status(), await elsewhere.text()).toBe(200);

    await page.getByRole("button", { name: "Submit Cancellation" }).click();
    const stale = page.getByText(domainMessages.employeeStale);
    await expect.poll(() => stale.isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    const stored = await summaryOf(page, umi);
    expect(linesIn(stored, group).map((l) => l.coverageEndDate)).toEqual([otherDate]);
    await page.getByRole("button", { name: "Reload" }).click();
    await expect.poll(() => stale.isVisible()).toBe(false);
    expect((await summaryOf(page, umi)).version).toBe(stored.version);
  }, 120_000);

  test("409: a pending transaction made after the page read the employee → the spec's pending sentence; nothing of the page's applied", async ({
    page,
    context,
    browserConsole,
  }) => {
    browserConsole.expectError(/status of 409/);
    await signIn(context, await createAdmin());
    await page.goto("/employer/home");
    // The demo client's second group waits for the job runner: a change of it stays pending.
    const group = "100107";
    const employee = await createEmployee({ groupNumber: group });
    const read = await summaryOf(page, employee.umi);
    const cancelDate = cancelDateFor(read, group, 10);
    await stageCancel(page, employee.umi, group, cancelDate);

    const elsewhere = await cancelGroup(page, employee.umi, group, cancelDate, read.version);
    expect(elsewhere.status(), await elsewhere.text()).toBe(200);
    expect(((await elsewhere.json()) as { groups: Record<string, unknown> }).groups[group]).toBe("pending");
    const afterElsewhere = await summaryOf(page, employee.umi);

    await page.getByRole("button", { name: "Submit Cancellation" }).click();
    const pending = page.getByText(domainMessages.pendingCancel);
    await expect.poll(() => pending.isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    const stored = await summaryOf(page, employee.umi);
    expect(stored.version).toBe(afterElsewhere.version);
    expect(stored.payload).toEqual(afterElsewhere.payload);
  }, 120_000);
});
