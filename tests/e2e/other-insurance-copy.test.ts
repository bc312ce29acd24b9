import type { Locator, Page } from "playwright-core";
import { describe, expect } from "vitest";
import { createAdmin, signIn } from "./accounts.js";
import {
  addDependent,
  answerGroupQuestions,
  cardTitled,
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
import { enrolledFromExample, startEditing, storedEmployee } from "./employees.js";

/**
 * Copy to Others on the other insurance cards (enrollment.md §2 cards, §5 Other insurance;
 * assist-employees.md §2.3), in the add flow's Other Insurance step and in an edit: the subscriber's
 * other insurance, copied to the spouse and the child, is what the server stores for them. The child
 * (relationship 02) is asked custody, which the subscriber's card does not ask, so it is answered
 * after the copy.
 */

const CARRIER = "Keystone Mutual";
const EFFECTIVE = "01/01/2020";

interface StoredMember {
  fullName: { first: string };
  otherInsuranceIndicator?: string;
  otherInsurance?: {
    insuranceCarrier?: string | null;
    effectiveDate?: string | null;
    relationSubscriber?: string | null;
    custody?: string | null;
  } | null;
}
interface StoredRecord {
  subscriber: StoredMember;
  dependents: StoredMember[];
}

/** Copies `source`'s other insurance to every other member through the modal's Select all. */
async function copyToEveryone(page: Page, source: Locator, name: string) {
  const opener = source.getByRole("button", { name: `Copy to Others from ${name}` });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Copy to Others" });
  await dialog.waitFor();
  await expect.poll(() => dialog.textContent()).toContain("the other insurance");
  await expectNoAxeViolations(page);
  await dialog.getByRole("checkbox", { name: "Select all" }).check();
  await dialog.getByRole("button", { name: "Copy", exact: true }).click();
  await dialog.waitFor({ state: "detached" });
  // The modal downloads on its first open (apps/portal/src/lib/lazyModals.tsx): focus still
  // returns to the button that opened it.
  await expect.poll(() => opener.evaluate((button) => button === document.activeElement)).toBe(true);
}

/** The card's carrier and effective date as the card shows them now. */
const shown = async (card: Locator) => [
  await card.getByLabel("Name of Insurance Carrier").inputValue(),
  await card.getByRole("textbox", { name: "Effective Date", exact: true }).inputValue(),
];

/** Every member holds the subscriber's other insurance (the child's custody their own). */
function expectCopied(record: StoredRecord) {
  const copied = expect.objectContaining({
    insuranceCarrier: CARRIER,
    effectiveDate: EFFECTIVE,
    relationSubscriber: "1",
  });
  expect(record.subscriber.otherInsurance).toEqual(copied);
  expect(record.dependents).toEqual([
    expect.objectContaining({ otherInsuranceIndicator: "yes", otherInsurance: copied }),
    expect.objectContaining({
      otherInsuranceIndicator: "yes",
      otherInsurance: expect.objectContaining({ insuranceCarrier: CARRIER, custody: "N" }),
    }),
  ]);
}

describe("Copy to Others on other insurance (enrollment.md §5)", () => {
  test("add flow: the subscriber's other insurance copied to the spouse and the child, continued, finished; the server stored it for them", async ({
    page,
    context,
  }) => {
    await signIn(context, await createAdmin());
    const lastName = uniqueLastName("Copyoi");
    const name = `Elena ${lastName}`;
    await openAddFlow(page);
    await fillSubscriber(page, newSubscriber(lastName, { otherInsurance: "Yes" }));
    const family = { lastName, medicare: "No", otherInsurance: "Yes" } as const;
    await addDependent(page, 1, {
      ...family,
      firstName: "Sam",
      sex: "M",
      birthDate: "02/02/1986",
      relationship: "01",
    });
    await addDependent(page, 2, {
      ...family,
      firstName: "Kim",
      sex: "F",
      birthDate: "03/04/2014",
      relationship: "02",
    });
    await saveAndContinue(page, /\/add\/coverage\?enrollment=/);
    await choosePlan(page, "Medical", DEMO_MEDICAL_PLAN, name);
    // Kim (12) is under the group's minimum age: not asked (enrollment.md §5 Tobacco).
    await answerGroupQuestions(page, [name, `Sam ${lastName}`]);
    await saveAndContinue(page, /\/add\/other-insurance\?enrollment=/);

    const subscriberCard = cardTitled(page, `Other Insurance: ${name}`);
    const spouseCard = cardTitled(page, `Other Insurance: Sam ${lastName}`);
    const childCard = cardTitled(page, `Other Insurance: Kim ${lastName}`);
    await subscriberCard.getByLabel("Name of Insurance Carrier").fill(CARRIER);
    await subscriberCard.getByRole("textbox", { name: "Effective Date", exact: true }).fill(EFFECTIVE);
    await subscriberCard.getByLabel("Policy Holder Relation to Subscriber").selectOption("1");
    await copyToEveryone(page, subscriberCard, name);
    await expect.poll(() => shown(spouseCard)).toEqual([CARRIER, EFFECTIVE]);
    await expect.poll(() => shown(childCard)).toEqual([CARRIER, EFFECTIVE]);
    await choice(childCard, /^Custody/, "None").check();
    await expectNoAxeViolations(page);
    await saveAndContinue(page, /\/add\/review-submit\?enrollment=/);

    await page.getByRole("heading", { name: "Review & Submit", level: 1 }).waitFor();
    await page.getByRole("button", { name: "Finish" }).click();
    const outcome = page.getByRole("dialog").or(page.getByRole("alertdialog"));
    await outcome.getByRole("heading", { name: "Success" }).waitFor();
    await outcome.getByRole("button", { name: "OK" }).click();
    await page.waitForURL(/\/employer\/home$/);

    await expect.poll(async () => (await employeesNamed(page, lastName)).length).toBe(1);
    const [found] = await employeesNamed(page, lastName);
    const stored = await storedEmployee<{ payload: StoredRecord }>(page.request, found?.umi ?? "");
    expectCopied(stored.payload);
  });

  test("edit: the subscriber's other insurance copied over the dependents' own, saved; the server stored it for them", async ({
    page,
    context,
  }) => {
    await signIn(context, await createAdmin());
    const own = {
      insuranceCarrier: "Old Harbor Health",
      effectiveDate: "03/01/2019",
      relationSubscriber: "2",
    };
    const employee = await enrolledFromExample(context.request, "Copyedit", (record) => {
      const subscriber = record.subscriber as {
        memberCoverages: { groupNumber: string; memberLobs: unknown[] }[];
      };
      // The subscriber's lines in the group, as a dependent holds them (cancel-reinstate.test.ts).
      const coverage = () =>
        subscriber.memberCoverages.map((c) => ({
          groupNumber: c.groupNumber,
          tobaccoStatus: "N",
          memberLobs: structuredClone(c.memberLobs),
        }));
      Object.assign(record.subscriber, {
        otherInsuranceIndicator: "yes",
        otherInsurance: { insuranceCarrier: CARRIER, effectiveDate: EFFECTIVE, relationSubscriber: "1" },
      });
      const lastName = (record.subscriber as { fullName: { last: string } }).fullName.last;
      record.dependents = [
        {
          fullName: { first: "Sam", last: lastName },
          relationshipCode: "01",
          gender: "M",
          birthDate: "02/02/1986",
          otherInsuranceIndicator: "yes",
          medicareEligibleIndicator: "no",
          otherInsurance: own,
          memberCoverages: coverage(),
        },
        {
          fullName: { first: "Kim", last: lastName },
          relationshipCode: "02",
          gender: "F",
          birthDate: "03/04/2014",
          otherInsuranceIndicator: "yes",
          medicareEligibleIndicator: "no",
          otherInsurance: { ...own, custody: "N" },
          memberCoverages: coverage(),
        },
      ];
    });
    const name = `${employee.firstName} ${employee.lastName}`;
    await startEditing(page, employee.umi);

    const subscriberCard = cardTitled(page, `Other Insurance: ${name}`);
    const spouseCard = cardTitled(page, `Other Insurance: Sam ${employee.lastName}`);
    const childCard = cardTitled(page, `Other Insurance: Kim ${employee.lastName}`);
    await expect.poll(() => shown(spouseCard)).toEqual([own.insuranceCarrier, own.effectiveDate]);
    await copyToEveryone(page, subscriberCard, name);
    await expect.poll(() => shown(spouseCard)).toEqual([CARRIER, EFFECTIVE]);
    await expect.poll(() => shown(childCard)).toEqual([CARRIER, EFFECTIVE]);
    await choice(childCard, /^Custody/, "None").check();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Save", exact: true }).click();
    const result = page
      .getByRole("dialog", { name: "Success" })
      .or(page.getByRole("alertdialog", { name: "Success" }));
    await result.getByText(`You have successfully edited ${name}`).waitFor();
    await result.getByRole("button", { name: "OK" }).click();

    const stored = await storedEmployee<{ payload: StoredRecord }>(context.request, employee.umi);
    expectCopied(stored.payload);
  });
});
