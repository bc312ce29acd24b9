import { copyFor } from "@epr/brand-themes";
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { createAdmin, signIn } from "./accounts.js";
import {
  addDependent,
  answerGroupQuestions,
  choice,
  choosePlan,
  DEMO_MEDICAL_PLAN,
  employeesNamed,
  fillSubscriber,
  newSubscriber,
  openAddFlow,
  saveAndContinue,
  uniqueLastName,
} from "./addFlow.js";
import { expectNoAxeViolations } from "./axe.js";
import { test } from "./browser.js";

/** The stored employee summary of the one employee with this last name. */
async function storedEmployee(page: Page, lastName: string) {
  await expect.poll(async () => (await employeesNamed(page, lastName)).length).toBe(1);
  const [found] = await employeesNamed(page, lastName);
  const res = await page.request.get(`/api/employees/${found?.umi}`);
  expect(res.status()).toBe(200);
  return (await res.json()).payload;
}

/** Finishes on the review step and closes the outcome, which goes home. */
async function finish(page: Page, outcome: string) {
  await page.getByRole("heading", { name: "Review & Submit", level: 1 }).waitFor();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Finish" }).click();
  const dialog = page.getByRole("dialog").or(page.getByRole("alertdialog"));
  await dialog.getByRole("heading", { name: outcome }).waitFor();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "OK" }).click();
  await page.waitForURL(/\/employer\/home$/);
}

describe("a new administrator enrolls an employee (enrollment.md §2 add flow)", () => {
  test("1: a spouse with other insurance and two children, one a full-time student on MNLOA, through every step to Success", async ({
    page,
    context,
  }) => {
    await signIn(context, await createAdmin());
    const lastName = uniqueLastName("Journey");
    const subscriber = newSubscriber(lastName);
    await openAddFlow(page);
    await fillSubscriber(page, subscriber);
    const family = { lastName, medicare: "No" } as const;
    await addDependent(page, 1, {
      ...family,
      firstName: "Sam",
      sex: "M",
      birthDate: "02/02/1986",
      relationship: "01",
      otherInsurance: "Yes",
    });
    await addDependent(page, 2, {
      ...family,
      firstName: "Kim",
      sex: "F",
      birthDate: "03/04/2014",
      relationship: "02",
      otherInsurance: "No",
    });
    await addDependent(page, 3, {
      ...family,
      firstName: "Lou",
      sex: "M",
      birthDate: "01/15/1999",
      relationship: "02",
      specialStatus: "M",
      otherInsurance: "No",
    });
    await expectNoAxeViolations(page);
    await saveAndContinue(page, /\/add\/coverage\?enrollment=/);

    // The steps renumbered: other insurance and MNLOA joined.
    const stepper = page.getByRole("navigation", { name: "Enrollment steps" });
    await expect
      .poll(() => stepper.getByRole("listitem").allTextContents())
      .toEqual([
        expect.stringContaining("Subscriber & Dependents"),
        expect.stringContaining("Plan Coverage"),
        expect.stringContaining("Other Insurance"),
        expect.stringContaining("MNLOA"),
        expect.stringContaining("Review & Submit"),
      ]);
    const medical = await choosePlan(page, "Medical", DEMO_MEDICAL_PLAN, `Elena ${lastName}`);
    // Checking the subscriber checks the dependents (enrollment.md §4 Plan selection).
    await expect
      .poll(() => medical.getByRole("checkbox", { name: `Lou ${lastName}` }).isChecked())
      .toBe(true);
    // Kim (12) is under the group's minimum age: not asked (enrollment.md §5 Tobacco).
    await answerGroupQuestions(page, [`Elena ${lastName}`, `Sam ${lastName}`, `Lou ${lastName}`]);
    await expectNoAxeViolations(page);
    await saveAndContinue(page, /\/add\/other-insurance\?enrollment=/);

    await page.getByLabel("Name of Insurance Carrier").fill("Keystone Mutual");
    await page.getByRole("textbox", { name: "Effective Date", exact: true }).fill("01/01/2020");
    await page.getByLabel("Policy Holder Relation to Subscriber").selectOption("2");
    await expectNoAxeViolations(page);
    await saveAndContinue(page, /\/add\/mnloa\?enrollment=/);

    for (const question of [/serious illness/, /leave of absence, or another change/, /written notice/]) {
      await choice(page, question, "Yes").check();
    }
    await page.getByRole("textbox", { name: "Leave of Absence Start Date", exact: true }).fill("09/01/2026");
    await page.getByRole("checkbox", { name: /I certify/ }).check();
    await expectNoAxeViolations(page);
    await saveAndContinue(page, /\/add\/review-submit\?enrollment=/);

    await finish(page, "Success");
    const stored = await storedEmployee(page, lastName);
    expect(stored.dependents.map((d: { fullName: { first: string } }) => d.fullName.first)).toEqual([
      "Sam",
      "Kim",
      "Lou",
    ]);
    expect(stored.dependents[0].otherInsurance.insuranceCarrier).toBe("Keystone Mutual");
    expect(stored.dependents[2]).toMatchObject({ dependentStatus: "M", mnloa: { startDate: "09/01/2026" } });
    const lines = stored.subscriber.memberCoverages.flatMap(
      (c: { memberLobs: { productId: string; coverageCategoryCode: string }[] }) => c.memberLobs,
    );
    expect(lines).toEqual([
      expect.objectContaining({ productId: "100100-MED", coverageCategoryCode: "FAM" }),
    ]);
  });

  test("2: Save for Later, find it in enrollments in process, resume at the right step, finish", async ({
    page,
    context,
  }) => {
    await signIn(context, await createAdmin());
    const lastName = uniqueLastName("Later");
    await openAddFlow(page);
    await fillSubscriber(page, newSubscriber(lastName));
    await saveAndContinue(page, /\/add\/coverage\?enrollment=/);
    await page.getByRole("button", { name: "Save for Later" }).click();
    await page.waitForURL(/\/employer\/home$/);

    await page.goto("/employer/manage-employees/enrollments-in-process");
    const row = page.getByRole("row").filter({ hasText: lastName });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain("Saved");
    await row.getByRole("link", { name: /Resume/ }).click();
    // The subscriber step was approved: the flow resumes at Plan Coverage, with what was saved.
    await page.waitForURL(/\/add\/coverage\?enrollment=/);
    await page.getByRole("heading", { name: "Plan Coverage", level: 1 }).waitFor();
    await expectNoAxeViolations(page);
    await choosePlan(page, "Medical", DEMO_MEDICAL_PLAN, `Elena ${lastName}`);
    await answerGroupQuestions(page, [`Elena ${lastName}`]);
    await saveAndContinue(page, /\/add\/review-submit\?enrollment=/);
    await finish(page, "Success");
    const stored = await storedEmployee(page, lastName);
    expect(stored.subscriber.fullName.last).toBe(lastName);
  });

  test("3: a double-clicked Finish creates exactly one employee", async ({ page, context }) => {
    await signIn(context, await createAdmin());
    const lastName = uniqueLastName("Twice");

    await openAddFlow(page);
    await fillSubscriber(page, newSubscriber(lastName));
    await saveAndContinue(page, /\/add\/coverage\?enrollment=/);
    await choosePlan(page, "Medical", DEMO_MEDICAL_PLAN, `Elena ${lastName}`);
    await answerGroupQuestions(page, [`Elena ${lastName}`]);
    await saveAndContinue(page, /\/add\/review-submit\?enrollment=/);
    await page.getByRole("button", { name: "Finish" }).dblclick();
    await page
      .getByRole("dialog")
      .or(page.getByRole("alertdialog"))
      .getByRole("heading", { name: "Success" })
      .waitFor();
    await storedEmployee(page, lastName);
    // Asked again later, still one.
    expect(await employeesNamed(page, lastName)).toHaveLength(1);
  });

  test("5: a brand 6012 administrator sees the 6012 wording of the no-product notice", async ({
    page,
    context,
  }) => {
    const client = "100003";
    // 6012's record has its own wording (the texts word for word: brand-themes' brandRules.test.ts).
    const wording6012 = copyFor("6012", "noProductSelected");
    const defaultWording = copyFor("6008", "noProductSelected");
    expect(wording6012).not.toBe(defaultWording);
    await signIn(context, await createAdmin({ clientNumbers: [client] }));
    const lastName = uniqueLastName("Summit");
    await openAddFlow(page);
    await fillSubscriber(page, newSubscriber(lastName));
    await saveAndContinue(page, /\/add\/coverage\?enrollment=/);
    await page.getByRole("button", { name: "Save & Continue" }).click();
    // The coverage notices are the modal titled 'IMPORTANT' (enrollment.md §2 Modals, §8), not a bar.
    const notice = page.getByRole("alertdialog", { name: "IMPORTANT" });
    await expect.poll(() => notice.textContent()).toContain(wording6012);
    expect(await notice.textContent()).not.toContain(defaultWording);
    await expectNoAxeViolations(page);
  });
});
