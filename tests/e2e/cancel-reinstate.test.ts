import { domainMessages } from "@epr/domain";
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { createAdmin, signIn } from "./accounts.js";
import {
  answerGroupQuestions,
  cardTitled,
  choice,
  firstOfNextMonth,
  saveAndContinue,
  uniqueLastName,
  uniqueSsn,
} from "./addFlow.js";
import { expectNoAxeViolations } from "./axe.js";
import { test } from "./browser.js";
import {
  cancelThroughApi,
  dayFromToday,
  enrol,
  firstOfLastMonth,
  storedEmployee,
  subscriberRecord,
} from "./employees.js";

/**
 * Cancel and reinstate: cancel coverage for one group of a brand 6012 employee (its vision and dental
 * lines cancel with medical, enrollment.md §4 Cancel line of business) → Submitted; then reinstate
 * it through the reinstate date modal and the add flow (§4 Reinstate) → outcome. Each step checks
 * what the server stored. The employee is the test's own, enrolled through the final save in the
 * 6012 client's first group (applied at once): the seeded Caskey sits in the client's second group,
 * whose changes wait a minute for the job runner, and other journeys may change it.
 */

const CLIENT_6012 = "100003";
const GROUP = "100300";

/** A subscriber on medical, dental and vision in the 6012 client's first group since the first of last month. */
const enrollment = (lastName: string) =>
  subscriberRecord({
    first: "Imani",
    last: lastName,
    group: GROUP,
    effective: firstOfLastMonth(),
    lines: [
      ["MEDICAL", "PPO", "MED"],
      ["DENTAL", "DEN", "DEN"],
      ["VISION", "VIS", "VIS"],
    ],
  });

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
const summaryOf = (page: Page, umi: string) => storedEmployee<Summary>(page.request, umi);

/** The subscriber's lines in `group`. */
const linesIn = (summary: Summary, group: string) =>
  summary.payload.subscriber.memberCoverages
    .filter((c) => c.groupNumber === group)
    .flatMap((c) => c.memberLobs);

describe("cancel coverage and reinstate (enrollment.md §4)", () => {
  test("a 6012 administrator cancels medical for one group: vision and dental go with it → Submitted; then reinstates", async ({
    page,
    context,
  }) => {
    await signIn(context, await createAdmin({ clientNumbers: [CLIENT_6012] }));
    await page.goto("/employer/home");
    const umi = await enrol(page.request, enrollment(uniqueLastName("Caskey")));
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
    // Nothing is chosen until the administrator chooses; lines go by name, their code beside it.
    await card.getByRole("radio").first().waitFor();
    expect(await card.getByRole("radio", { checked: true }).count()).toBe(0);
    await card.getByRole("button", { name: `Cancel Coverage in Group ${group}` }).click();
    await expect.poll(() => card.textContent()).toContain(domainMessages.chooseCoverageToCancel);
    expect(await page.getByRole("dialog", { name: "Cancel Coverage" }).count()).toBe(0);
    await card.getByRole("radio", { name: new RegExp(`^Medical \\(${medical}\\), effective`) }).check();
    await expectNoAxeViolations(page);
    await card.getByRole("button", { name: `Cancel Coverage in Group ${group}` }).click();

    // The cancel modal lists the cascade and checks the spec's rules (the void reason on another date).
    const modal = page.getByRole("dialog", { name: "Cancel Coverage" });
    const listed = modal.getByRole("list", { name: "Coverage to cancel" }).getByRole("listitem");
    await expect
      .poll(async () => (await listed.allTextContents()).map((text) => text.split(",")[0]).sort())
      .toEqual([`Group ${group}: ${medical}`, `Group ${group}: DEN`, `Group ${group}: VIS`].sort());
    expect(await modal.getByRole("option", { name: /^99/ }).count()).toBe(0);
    const cancelDate = dayFromToday(-1);
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
    // The staged cancellation by names: lines and reason; Undo names its group to assistive technology.
    await expect.poll(() => card.textContent()).toContain("To cancel: Medical, Dental, Vision · 01 - ");
    expect(await card.textContent()).not.toContain("reason 01");
    await card.getByRole("button", { name: `Undo the cancellation in Group ${group}` }).waitFor();
    expect(await card.getByRole("button", { name: "Undo" }).count()).toBe(1);

    await page.getByRole("button", { name: "Submit Cancellation" }).click();
    // Any outcome modal, so a failure shows what it said instead.
    const outcome = page.getByRole("dialog").or(page.getByRole("alertdialog"));
    await expect
      .poll(() => outcome.textContent())
      .toBe(`SubmittedThe cancellation for ${name} was submitted.OK`);
    await expectNoAxeViolations(page);

    // What the server stored: medical, vision and dental ended on the date with the reason.
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
    // prepareReinstate reset other insurance and Medicare: they are asked again.
    const subscriberCard = page
      .locator("section[data-slot=card]")
      .filter({ hasText: "Subscriber Information" });
    await choice(subscriberCard, /^Other Insurance/, "No").check();
    await choice(subscriberCard, /^Medicare Eligible/, "No").check();
    await saveAndContinue(page, /\/add\/coverage/);

    // A reload partway through resumes the reinstate (its draft is kept in the tab): the plan step
    // still knows the employee, and Finish still saves that employee.
    page.on("dialog", (dialog) => void dialog.accept());
    await page.reload();
    await page.waitForURL(/\/add\/coverage/);

    // Plan Coverage: the group's medical plan for everyone, then the group's questions.
    const plan = page
      .locator("section[data-slot=card]")
      .filter({ has: page.getByRole("heading", { name: "Medical Coverage" }) });
    await plan.getByLabel("Plan").selectOption(`${group}|${group}-MED`);
    await plan.getByRole("checkbox", { name }).check();
    // The group asks tobacco and its report codes (a PPO group: no provider required).
    await answerGroupQuestions(page, [name], group);
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
  }, 150_000);

  test("reinstating keeps a spouse's SSN on file, shown masked, and names the flow a reinstatement", async ({
    page,
    context,
  }) => {
    await signIn(context, await createAdmin({ clientNumbers: [CLIENT_6012] }));
    await page.goto("/employer/home");
    const lastName = uniqueLastName("Reinhart");
    const spouseSsn = uniqueSsn();
    const record = enrollment(lastName);
    const lines = record.subscriber.memberCoverages;
    const withSpouse = {
      ...record,
      subscriber: { ...record.subscriber, gender: "F" },
      dependents: [
        {
          fullName: { first: "Rowan", last: lastName },
          relationshipCode: "01",
          gender: "M",
          birthDate: "02/02/1983",
          ssn: spouseSsn,
          otherInsuranceIndicator: "no",
          medicareEligibleIndicator: "no",
          memberCoverages: lines.map((c) => ({
            groupNumber: c.groupNumber,
            tobaccoStatus: "N",
            memberLobs: c.memberLobs.map((l) => ({ ...l })),
          })),
        },
      ],
    };
    const umi = await enrol(page.request, withSpouse);
    const before = await summaryOf(page, umi);
    const res = await cancelThroughApi(page.request, umi, before.version, [
      { groupNumber: GROUP, cancelReasonCode: "01", cancelDate: dayFromToday(-1) },
    ]);
    expect(res.status(), await res.text()).toBe(200);
    const name = `Imani ${lastName}`;

    await page.goto(
      `/employer/manage-employees/add/subscriber?umi=${umi}&reinstateDate=${firstOfNextMonth()}`,
    );
    await page.getByRole("heading", { name: "Subscriber & Dependents", level: 1 }).waitFor();
    // The flow says what it is: a reinstatement, not a new employee.
    await expect
      .poll(() => page.locator("main p").first().textContent())
      .toMatch(/^Reinstate Employee · Step 1 of/);
    await expect.poll(() => page.title()).toMatch(/^Reinstate Employee: Subscriber & Dependents/);

    // The spouse's SSN on file is shown masked, and Save & Continue keeps it as it is.
    const spouseCard = cardTitled(page, "Dependent 1");
    const ssnField = spouseCard.getByRole("textbox", { name: /^SSN/ });
    await expect.poll(() => ssnField.inputValue()).toBe(`*****${spouseSsn.slice(-4)}`);
    const subscriberCard = page
      .locator("section[data-slot=card]")
      .filter({ hasText: "Subscriber Information" });
    await choice(subscriberCard, /^Other Insurance/, "No").check();
    await choice(subscriberCard, /^Medicare Eligible/, "No").check();
    await choice(spouseCard, /^Other Insurance/, "No").check();
    await choice(spouseCard, /^Medicare Eligible/, "No").check();
    await saveAndContinue(page, /\/add\/coverage/);

    const plan = page
      .locator("section[data-slot=card]")
      .filter({ has: page.getByRole("heading", { name: "Medical Coverage" }) });
    await plan.getByLabel("Plan").selectOption(`${GROUP}|${GROUP}-MED`);
    await plan.getByRole("checkbox", { name }).check();
    await plan.getByRole("checkbox", { name: `Rowan ${lastName}` }).check();
    await answerGroupQuestions(page, [name, `Rowan ${lastName}`], GROUP);
    await saveAndContinue(page, /\/add\/review-submit/);
    await expect.poll(() => page.title()).toMatch(/^Reinstate Employee: Review & Submit/);
    await page.getByRole("button", { name: "Finish" }).click();
    const saved = page.getByRole("dialog").or(page.getByRole("alertdialog"));
    await saved.getByRole("heading", { name: "Success" }).waitFor();
    await expect.poll(() => saved.textContent()).toContain(`You have successfully reinstated ${name}`);
    await expectNoAxeViolations(page);

    // The server kept the spouse's SSN on file (it answers it masked, its last four the same).
    const reinstated = await storedEmployee<{ payload: { dependents: { ssn: string | null }[] } }>(
      page.request,
      umi,
    );
    expect(reinstated.payload.dependents[0]?.ssn).toBe(`*****${spouseSsn.slice(-4)}`);
  }, 150_000);
});
