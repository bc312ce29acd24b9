import { domainMessages, formatUsDate } from "@epr/domain";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect } from "vitest";
import { createAdmin, signIn } from "./accounts.js";
import { addDependent, employeesNamed } from "./addFlow.js";
import { expectNoAxeViolations } from "./axe.js";
import { test } from "./browser.js";
import {
  actionsMenuButton,
  address1Field,
  enrolledFromExample,
  modalNamed,
  reviewOf,
  startEditing,
  storedEmployee,
  uncoveredChild,
} from "./employees.js";
import { serverURL } from "./server.js";

/**
 * Edit on the review page (enrollment.md §2 employee.find.review with edit=true; §4 Edit entry, Edit
 * save, Pre-save in edit; §8 Edit result, Pending edit; concurrent edits), each journey
 * checking what the server stored.
 */

const PENDING_EDIT = domainMessages.pendingEdit;
const PENDING_CANCEL = domainMessages.pendingCancel;
const STALE = domainMessages.employeeStale;
/** The last day of next month: after any seeded effective date, before any group's end. */
const endOfNextMonth = () => {
  const today = new Date();
  return formatUsDate(new Date(today.getFullYear(), today.getMonth() + 2, 0));
};

/** What these journeys read of the stored employee (the summary read, with its version). */
type Stored = {
  version: number;
  groups: { groupNumber: string; status: string }[];
  payload: {
    subscriber: { address: { address1: string; city: string } };
    dependents: { fullName: { first: string } }[];
  };
};

/** The employee as the server has it now. */
const stored = (context: BrowserContext, umi: string) => storedEmployee<Stored>(context.request, umi);

/** The subscriber form's City field. */
const city = (page: Page) => page.getByRole("textbox", { name: "City", exact: true });

// Two journeys walk a whole edit with axe on each page and modal: more than the default minute on a
// loaded machine.
describe("edit an employee on the review page (enrollment.md §4)", () => {
  test("two administrators edit the same employee: the second save gets the conflict message, and Reload shows the first one's change", async ({
    browser,
    context,
    page,
  }) => {
    const [first, second] = await Promise.all([createAdmin(), createAdmin()]);
    const other = await browser.newContext({
      baseURL: serverURL(),
      viewport: { width: 1280, height: 900 },
    });
    other.setDefaultTimeout(20_000);
    try {
      await signIn(context, first);
      await signIn(other, second);
      const employee = await enrolledFromExample(context.request, "Edith");
      const otherPage = await other.newPage();
      await startEditing(page, employee.umi);
      await startEditing(otherPage, employee.umi);
      await expectNoAxeViolations(page);

      // The first saves a new city.
      await city(page).fill("Altoona");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      const result = modalNamed(page, "Success");
      await result.waitFor();
      await result
        .getByText(`You have successfully edited ${employee.firstName} ${employee.lastName}`)
        .waitFor();
      await expectNoAxeViolations(page);
      await result.getByRole("button", { name: "OK" }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get("edit")).toBeNull();
      await expect
        .poll(async () => (await stored(context, employee.umi)).payload.subscriber.address.city)
        .toBe("Altoona");

      // The second, over the version it read, is refused; what it typed stays until it reloads.
      await city(otherPage).fill("Scranton");
      await otherPage.getByRole("button", { name: "Save", exact: true }).click();
      await otherPage.getByText(STALE).waitFor();
      await expect.poll(() => city(otherPage).inputValue()).toBe("Scranton");
      await expectNoAxeViolations(otherPage);
      await otherPage.getByRole("button", { name: "Reload" }).click();
      await expect.poll(() => city(otherPage).inputValue()).toBe("Altoona");
      await expect.poll(() => otherPage.getByText(STALE).count()).toBe(0);
      // Nothing was lost: the server keeps the first change.
      expect((await stored(other, employee.umi)).payload.subscriber.address.city).toBe("Altoona");
    } finally {
      await other.close();
    }
  }, 120_000);

  test("an employee with a pending transaction cannot be edited (the spec's sentence), and a cancel through the API is refused", async ({
    browserConsole,
    context,
    page,
  }) => {
    // The refused cancellation (409) below is a request of this context.
    browserConsole.expectError(/409/);
    const admin = await createAdmin();
    await signIn(context, admin);
    await page.goto("/employer/home");
    const [pendleton] = await employeesNamed(page, "Pendleton");
    if (!pendleton) throw new Error("the demo has no Pendleton (seed/changeCases.ts)");
    await page.goto(reviewOf(pendleton.umi));
    await page.getByTestId("subscriber-name").waitFor();
    // The summary asks before offering a change: it says the spec's sentence, and its menu offers
    // no Edit (admin-way.test.ts checks the whole menu).
    await page.getByRole("status").filter({ hasText: PENDING_EDIT }).waitFor();
    await (await actionsMenuButton(page)).click();
    const menu = page.getByRole("menu", { name: "Employee Actions" });
    await menu.getByRole("menuitem", { name: "Print Employee Summary" }).waitFor();
    expect(await menu.getByRole("menuitem", { name: "Edit Employee Record" }).count()).toBe(0);
    await page.keyboard.press("Escape");

    // An address that asks for edit mode runs the entry check: the pending-transaction modal.
    await page.goto(`${reviewOf(pendleton.umi)}&edit=true`);
    const refused = modalNamed(page, "Pending Transaction");
    await refused.getByText(PENDING_EDIT).waitFor();
    await expectNoAxeViolations(page);
    await expect.poll(() => new URL(page.url()).searchParams.get("edit")).toBeNull();
    await refused.getByRole("button", { name: "OK" }).click();
    await refused.waitFor({ state: "hidden" });
    await expect
      .poll(() => page.getByRole("heading", { name: "Edit Subscriber Information" }).count())
      .toBe(0);

    // The cancel is refused by the server with its sentence, and nothing changes.
    const before = await stored(context, pendleton.umi);
    const res = await page.evaluate(
      async ({ umi, version, groupNumber, cancelDate }) => {
        const answer = await fetch(`/api/employees/${umi}/cancellation`, {
          method: "PUT",
          headers: {
            "content-type": "application/json",
            "if-match": `"${version}"`,
            "idempotency-key": crypto.randomUUID(),
          },
          body: JSON.stringify({
            transactionType: "CANCEL",
            cancellations: [{ groupNumber, cancelReasonCode: "01", cancelDate }],
          }),
        });
        return { status: answer.status, body: await answer.json() };
      },
      {
        umi: pendleton.umi,
        version: before.version,
        groupNumber: before.groups[0]?.groupNumber ?? "",
        cancelDate: endOfNextMonth(),
      },
    );
    expect(res).toMatchObject({ status: 409, body: { message: PENDING_CANCEL } });
    expect((await stored(context, pendleton.umi)).version).toBe(before.version);
  });

  test("a subscriber field changed and a dependent added: the uncovered dependent is asked about, Save → 'Success' and the server has the change", async ({
    context,
    page,
  }) => {
    const admin = await createAdmin();
    await signIn(context, admin);
    const employee = await enrolledFromExample(context.request, "Edith");
    const before = await stored(context, employee.umi);
    await startEditing(page, employee.umi);
    await address1Field(page).fill("77 Orchard Lane");
    const number = before.payload.dependents.length + 1;
    await addDependent(page, number, uncoveredChild(employee.lastName));
    await expectNoAxeViolations(page);

    // enrollment.md §4 Pre-save in edit: the new dependent has no coverage yet, so the modal asks.
    await page.getByRole("button", { name: "Save", exact: true }).click();
    const uncovered = modalNamed(page, "Dependents Without Coverage");
    await uncovered.getByText(`Robin ${employee.lastName}`).waitFor();
    await expectNoAxeViolations(page);
    // Return keeps the edit as typed.
    await uncovered.getByRole("button", { name: "Return" }).click();
    await uncovered.waitFor({ state: "hidden" });
    await expect.poll(() => address1Field(page).inputValue()).toBe("77 Orchard Lane");

    // Save goes on without them, as the modal warned.
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await modalNamed(page, "Dependents Without Coverage").getByRole("button", { name: "Save" }).click();
    const result = modalNamed(page, "Success");
    await result
      .getByText(`You have successfully edited ${employee.firstName} ${employee.lastName}`)
      .waitFor();
    await expectNoAxeViolations(page);
    await result.getByRole("button", { name: "OK" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("edit")).toBeNull();
    const after = await stored(context, employee.umi);
    expect(after.payload.subscriber.address.address1).toBe("77 Orchard Lane");
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.payload.dependents.map((d) => d.fullName.first)).not.toContain("Robin");
    // The summary shows what was saved.
    await page.getByText("77 Orchard Lane").waitFor();
  }, 120_000);
});
