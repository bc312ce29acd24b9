import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { createAdmin, signIn } from "./accounts.js";
import { firstOfNextMonth, saveAndContinue } from "./addFlow.js";
import { expectNoAxeViolations, test } from "./browser.js";

/**
 * Issue 9 journey 2: cancel coverage for one group of a brand 6012 employee (its vision and dental
 * lines cancel with medical, enrollment.md §4 Cancel line of business) → Submitted; then reinstate
 * it through the reinstate date modal and the add flow (§4 Reinstate) → outcome. Each step checks
 * what the server stored. The seeded Caskey employee of the 6012 client is the cascade case
 * (apps/server/src/seed/changeCases.ts); this file is its only writer.
 */

const CLIENT_6012 = "100003";

type Lob = {
  lineOfBusiness: string;
  coverageType: string;
  coverageEndDate?: string | null;
  cancelReasonCode?: string | null;
};
type Summary = {
  version: number;
  groups: { groupNumber: string; status: string }[];
  payload: {
    subscriber: {
      fullName: { first: string; last: string };
      memberCoverages: { groupNumber: string; memberLobs: Lob[] }[];
    };
    dependents: { fullName: { first: string; last: string } }[];
  };
};

/** The employee as the server has it now. */
async function summaryOf(page: Page, umi: string): Promise<Summary> {
  const res = await page.request.get(`/api/employees/${umi}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Summary;
}

/** The subscriber's lines in `group`. */
const linesIn = (summary: Summary, group: string) =>
  summary.payload.subscriber.memberCoverages
    .filter((c) => c.groupNumber === group)
    .flatMap((c) => c.memberLobs);

/** MM/DD/YYYY of a day `days` from today. */
function day(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${String(d.getMonth() + 1).padStart(2, "0")}/${String(d.getDate()).padStart(2, "0")}/${d.getFullYear()}`;
}

describe("cancel coverage and reinstate (issue 9 journey 2)", () => {
  test("a 6012 administrator cancels medical for Caskey's group: vision and dental go with it → Submitted; then reinstates", async ({
    page,
    context,
  }) => {
    await signIn(context, await createAdmin({ clientNumbers: [CLIENT_6012] }));
    await page.goto("/employer/home");
    const search = await page.request.post("/api/employees/search", {
      data: { lastName: "Caskey" },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(search.status()).toBe(200);
    const [caskey] = ((await search.json()) as { employees: { umi: string; lastName: string }[] }).employees;
    if (!caskey) throw new Error("the seed has no Caskey in the 6012 client");
    const umi = caskey.umi;
    const before = await summaryOf(page, umi);
    const group = before.groups.find((g) => g.status === "active")?.groupNumber ?? "";
    const medical = linesIn(before, group).find((l) => l.coverageType === "MEDICAL")?.lineOfBusiness ?? "";
    const name = `${before.payload.subscriber.fullName.first} ${before.payload.subscriber.fullName.last}`;

    // The summary's Cancel Coverage action opens the page by umi, never the SSN.
    await page.goto(`/employer/manage-employees/find/review?umi=${umi}`);
    await page.getByRole("button", { name: "Employee Actions" }).click();
    await page.getByRole("menuitem", { name: "Cancel Coverage" }).click();
    await page.waitForURL(new RegExp(`/manage-employees/cancel-coverage\\?umi=${umi}$`));
    const card = page.locator("section[data-slot=card]").filter({ hasText: `Group ${group}` });
    await card.getByRole("radio", { name: new RegExp(`^${medical}, effective`) }).check();
    await expectNoAxeViolations(page);
    await card.getByRole("button", { name: `Cancel Coverage in Group ${group}` }).click();

    // The cancel modal lists the cascade and checks the spec's rules (the void reason on another date).
    const modal = page.getByRole("dialog", { name: "Cancel Coverage" });
    await expect
      .poll(() =>
        modal.getByRole("list", { name: "Coverage to cancel" }).getByRole("listitem").allTextContents(),
      )
      .toEqual([
        expect.stringContaining(`: ${medical},`),
        expect.stringContaining(": VIS,"),
        expect.stringContaining(": DEN,"),
      ]);
    expect(await modal.getByRole("option", { name: /^99/ }).count()).toBe(0);
    const cancelDate = day(-1);
    await modal.getByLabel("Cancel Reason").selectOption("03");
    await modal.getByRole("textbox", { name: "Cancel Date" }).fill(cancelDate);
    await modal.getByRole("button", { name: "Cancel Coverage" }).click();
    await expect
      .poll(() => modal.textContent())
      .toContain(
        "You cannot use the Void termination reason unless the Product Effective Date and the Cancel Date match.",
      );
    await expectNoAxeViolations(page);
    await modal.getByLabel("Cancel Reason").selectOption("01");
    await modal.getByRole("button", { name: "Cancel Coverage" }).click();
    await expect.poll(() => modal.isVisible()).toBe(false);
    await expect.poll(() => card.textContent()).toContain(`To cancel: ${medical}, VIS, DEN`);

    await page.getByRole("button", { name: "Submit Cancellation" }).click();
    const outcome = page.getByRole("dialog", { name: "Submitted" });
    await expect.poll(() => outcome.textContent()).toContain(`The cancellation for ${name} was submitted.`);
    await expectNoAxeViolations(page);

    // What the server stored: medical, vision and dental ended on the date with the reason; drug stays.
    const cancelled = await summaryOf(page, umi);
    const ended = linesIn(cancelled, group).filter((l) => l.coverageEndDate);
    expect(ended.map((l) => [l.lineOfBusiness, l.coverageEndDate, l.cancelReasonCode]).sort()).toEqual(
      [
        ["DEN", cancelDate, "01"],
        [medical, cancelDate, "01"],
        ["VIS", cancelDate, "01"],
      ].sort(),
    );
    expect(cancelled.version).toBeGreaterThan(before.version);
    await outcome.getByRole("button", { name: "OK" }).click();
    await page.waitForURL(new RegExp(`/find/review\\?umi=${umi}$`));

    // The group's other lines (drug) end too, through the same service (seeded, not clicked), so the
    // employee is cancelled and may be reinstated (enrollment.md §6 Reinstate: employee cancelled).
    const rest = linesIn(cancelled, group).filter((l) => !l.coverageEndDate);
    for (const line of rest) {
      const now = await summaryOf(page, umi);
      const res = await page.request.put(`/api/employees/${umi}/cancellation`, {
        data: {
          transactionType: "CANCEL",
          cancellations: [
            { groupNumber: group, lineOfBusiness: line.lineOfBusiness, cancelReasonCode: "01", cancelDate },
          ],
        },
        headers: {
          origin: new URL(page.url()).origin,
          "if-match": `"${now.version}"`,
          "idempotency-key": randomUUID(),
        },
      });
      expect(res.status(), await res.text()).toBe(200);
    }
    await page.reload();

    // Reinstate: the date modal, then the add flow's subscriber step with umi and reinstateDate.
    const reinstateDate = firstOfNextMonth();
    await page.getByRole("button", { name: "Employee Actions" }).click();
    await page.getByRole("menuitem", { name: "Reinstate" }).click();
    const dateModal = page.getByRole("dialog", { name: "Reinstate Coverage" });
    await dateModal.getByRole("textbox", { name: /^Reinstate Effective Date/ }).fill(reinstateDate);
    await expectNoAxeViolations(page);
    await dateModal.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL(/\/add\/subscriber\?umi=.+&reinstateDate=/);
    await page.getByRole("heading", { name: "Subscriber & Dependents", level: 1 }).waitFor();
    await expect
      .poll(() => page.getByRole("textbox", { name: "Coverage Effective Date", exact: true }).inputValue())
      .toBe(reinstateDate);
    await expectNoAxeViolations(page);
    await saveAndContinue(page, /\/add\/coverage/);

    // Plan Coverage: the group's medical plan for everyone, then the group's questions.
    const plan = page
      .locator("section[data-slot=card]")
      .filter({ has: page.getByRole("heading", { name: "Medical Coverage" }) });
    await plan.getByLabel("Plan").selectOption(`${group}|${group}-MED`);
    await plan.getByRole("checkbox", { name }).check();
    const tobacco = page
      .locator("section[data-slot=card]")
      .filter({ has: page.getByRole("heading", { name: /^Tobacco: / }) });
    for (const tobaccoCard of await tobacco.all())
      await tobaccoCard.getByRole("radio", { name: "No", exact: true }).check();
    const codes = page
      .locator("section[data-slot=card]")
      .filter({ has: page.getByRole("heading", { name: `Report Codes: Group ${group}` }) });
    // The codes the group requires (Department, and Division once in effect), as addFlow.ts answers them.
    if ((await codes.count()) > 0) {
      await codes.getByLabel("Department (DEPT)").fill("HR");
      const division = codes.getByLabel("Division (DIV)");
      if ((await division.count()) > 0) await division.fill("D1");
    }
    await saveAndContinue(page, /\/add\/review-submit/);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Finish" }).click();
    const saved = page.getByRole("dialog").or(page.getByRole("alertdialog"));
    await saved.getByRole("heading", { name: "Success" }).waitFor();
    await expectNoAxeViolations(page);

    // The server has the employee active again in the group, from the reinstate date.
    const reinstated = await summaryOf(page, umi);
    expect(reinstated.groups.find((g) => g.groupNumber === group)?.status).toBe("active");
    const lines = linesIn(reinstated, group);
    expect(lines.map((l) => [l.lineOfBusiness, l.coverageEndDate ?? null])).toContainEqual([medical, null]);
    await saved.getByRole("button", { name: "OK" }).click();
    await page.waitForURL(new RegExp(`/find/review\\?umi=${umi}$`));
  });
});
