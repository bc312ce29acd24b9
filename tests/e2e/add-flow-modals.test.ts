import { randomUUID } from "node:crypto";
import { domainMessages } from "@epr/domain";
import { type APIRequestContext, type Page, request } from "playwright-core";
import { describe, expect } from "vitest";
import { createAdmin, type FixtureAdmin, signIn } from "./accounts.js";
import {
  addDependent,
  answerGroupQuestions,
  choosePlan,
  DEMO_MEDICAL_PLAN,
  employeesNamed,
  fillSubscriber,
  firstOfNextMonth,
  newSubscriber,
  openAddFlow,
  saveAndContinue,
  uniqueLastName,
  uniqueSsn,
} from "./addFlow.js";
import { expectNoAxeViolations } from "./axe.js";
import { test } from "./browser.js";
import { serverURL } from "./server.js";

/**
 * The add flow's modals (enrollment.md §4 Assigning plans, §5 existing-SSN check, §8 error
 * catalogue), in Chromium against the real server, each test with the employees it enrolls itself.
 */

/** Another client (brand 6012) and its first group, applied at once. */
const OTHER_CLIENT = "100003";
const OTHER_GROUP = "100300";

/**
 * A subscriber's medical line with the Plan Coverage answers the server checks (enrollment.md §4):
 * tobacco (a client's first group, number ending 00, asks it), the directory's open provider where
 * the group requires one (its HMO group, ending 07), the report codes the first group requires.
 */
const medicalLine = (group: string, lob: string) => ({
  groupNumber: group,
  memberLobs: [
    {
      lineOfBusiness: lob,
      coverageType: "MEDICAL",
      productId: `${group}-MED`,
      coverageEffectiveDate: "updateMe",
    },
  ],
  tobaccoStatus: "N",
  ...(group.endsWith("07")
    ? { providerInformation: { physicianNumber: "1000000", physicianEffectiveDate: firstOfNextMonth() } }
    : {}),
  reportCodes: group.endsWith("00")
    ? [
        { type: "Department", abbreviatedType: "DEPT", value: "HR" },
        { type: "Division", abbreviatedType: "DIV", value: "D1" },
      ]
    : [],
});

/** An employee record as the final save takes it: a subscriber alone, on medical in `groups`. */
function employeeRecord(
  person: { first: string; last: string; gender: "F" | "M"; birthDate: string; ssn?: string },
  groups: [string, string][],
) {
  return {
    globalCoverageEffectiveDate: firstOfNextMonth(),
    subscriber: {
      fullName: { first: person.first, last: person.last },
      gender: person.gender,
      birthDate: person.birthDate,
      ...(person.ssn ? { ssn: person.ssn } : {}),
      address: {
        address1: "12 Harbor Street",
        city: "Philadelphia",
        state: "PA",
        zipCode: { base: "19103" },
      },
      otherInsuranceIndicator: "no",
      medicareEligibleIndicator: "no",
      memberCoverages: groups.map(([group, lob]) => medicalLine(group, lob)),
    },
    dependents: [],
  };
}

/** A signed-in API client of its own (cookies apart from the page's), as another administrator. */
async function apiAs(admin: FixtureAdmin): Promise<APIRequestContext> {
  const baseURL = serverURL();
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const res = await api.post("/api/session", { data: { loginId: admin.loginId, password: admin.password } });
  expect(res.status(), await res.text()).toBe(200);
  return api;
}

/** Enrolls an employee through the final save, as the add flow's Finish does. */
async function enroll(api: APIRequestContext, body: unknown) {
  const res = await api.post("/api/employees", { data: body, headers: { "idempotency-key": randomUUID() } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { umi: string; pending: boolean; groups: Record<string, unknown> };
}

const dialog = (page: Page) => page.getByRole("alertdialog");
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
const focusInDialog = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest("[role=alertdialog]")));

/** Tab and Shift+Tab around the open modal: focus never leaves it (the Dialog's trap). */
async function expectFocusTrapped(page: Page) {
  await expect.poll(() => focusInDialog(page)).toBe(true);
  for (const key of ["Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
    await page.keyboard.press(key);
    expect(await focusInDialog(page), `focus after ${key}`).toBe(true);
  }
}

describe("the add flow's modals (enrollment.md §2 Modals)", () => {
  test("an SSN of this client's employee opens the validate SSN modal: Return keeps the step, Continue opens that employee", async ({
    page,
    context,
  }) => {
    const admin = await createAdmin();
    await signIn(context, admin);
    const api = await apiAs(admin);
    const ssn = uniqueSsn();
    const existingName = uniqueLastName("Onfile");
    const existing = await enroll(api, {
      subscriberSsn: ssn,
      record: employeeRecord({ first: "Ada", last: existingName, gender: "F", birthDate: "03/14/1980" }, [
        ["100100", "PPO"],
      ]),
    });
    await api.dispose();

    // The same SSN typed for someone else: the details differ, the employee is this client's.
    const typed = newSubscriber(uniqueLastName("Typed"), { ssn });
    await openAddFlow(page);
    await fillSubscriber(page, typed);
    const saveButton = page.getByRole("button", { name: "Save & Continue" });
    await saveButton.click();
    const modal = dialog(page);
    await modal.getByRole("heading", { name: "Existing Employee Found" }).waitFor();
    await expect.poll(() => modal.textContent()).toContain(`Ada ${existingName}`);
    const text = (await modal.textContent()) ?? "";
    expect(text).toContain(existing.umi);
    expect(text).toContain(`*****${ssn.slice(-4)}`);
    expect(text).not.toContain(ssn);
    // Focus starts on Return, the choice that changes nothing, and stays inside.
    await expect.poll(() => focusedText(page)).toBe("Return");
    await expectFocusTrapped(page);
    await expectNoAxeViolations(page);

    await modal.getByRole("button", { name: "Return" }).click();
    await expect.poll(() => modal.count()).toBe(0);
    await expect.poll(() => focusedText(page)).toBe("Save & Continue");
    expect(page.url()).toMatch(/\/add\/subscriber/);
    expect(await page.getByLabel("Legal Last Name").inputValue()).toBe(typed.lastName);

    await saveButton.click();
    await modal.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL(new RegExp(`/find/review\\?umi=${existing.umi}`));
  });

  test("an SSN of another client's member opens the SSN fraud modal and shows nothing of them", async ({
    page,
    context,
  }) => {
    const other = await apiAs(await createAdmin({ clientNumbers: [OTHER_CLIENT] }));
    const ssn = uniqueSsn();
    const otherName = uniqueLastName("Elsewhere");
    const elsewhere = await enroll(other, {
      subscriberSsn: ssn,
      record: employeeRecord({ first: "Bram", last: otherName, gender: "M", birthDate: "07/04/1975" }, [
        [OTHER_GROUP, "PPO"],
      ]),
    });
    await other.dispose();

    await signIn(context, await createAdmin());
    const typed = newSubscriber(uniqueLastName("Mine"), { ssn });
    await openAddFlow(page);
    await fillSubscriber(page, typed);
    await page.getByRole("button", { name: "Save & Continue" }).click();
    const modal = dialog(page);
    await modal.getByRole("heading", { name: "SSN Cannot Be Used" }).waitFor();
    await expectFocusTrapped(page);
    await expectNoAxeViolations(page);
    const shown = (await page.locator("body").textContent()) ?? "";
    for (const secret of [otherName, "Bram", elsewhere.umi, "07/04/1975", OTHER_GROUP]) {
      expect(shown, `the page shows ${secret}`).not.toContain(secret);
    }

    await modal.getByRole("button", { name: "OK" }).click();
    await expect.poll(() => modal.count()).toBe(0);
    await expect.poll(() => focusedText(page)).toBe("Save & Continue");
    // Nothing was accepted or saved, and what was typed is still there.
    expect(page.url()).toMatch(/\/add\/subscriber$/);
    expect(await page.getByLabel("Legal Last Name").inputValue()).toBe(typed.lastName);
  });

  test("a check that fails keeps the step and what was typed", async ({ page, context, browserConsole }) => {
    browserConsole.expectError(/status of 503/);
    await signIn(context, await createAdmin());
    await page.route("**/api/employees/fraud-check", (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ message: "The service is unavailable." }),
      }),
    );
    const typed = newSubscriber(uniqueLastName("Outage"));
    await openAddFlow(page);
    await fillSubscriber(page, typed);
    await page.getByRole("button", { name: "Save & Continue" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "We could not check the SSN" });
    await expect.poll(() => alert.textContent()).toContain("The service is unavailable.");
    expect(page.url()).toMatch(/\/add\/subscriber$/);
    expect(await page.getByLabel("Legal Last Name").inputValue()).toBe(typed.lastName);
    await expectNoAxeViolations(page);
  });

  test("a dependent left uncovered opens the uncovered-dependent modal: Return stays, OK removes them and goes on", async ({
    page,
    context,
  }) => {
    await signIn(context, await createAdmin());
    const lastName = uniqueLastName("Uncovered");
    await openAddFlow(page);
    await fillSubscriber(page, newSubscriber(lastName));
    await addDependent(page, 1, {
      firstName: "Kim",
      lastName,
      sex: "F",
      birthDate: "03/04/2014",
      relationship: "02",
      otherInsurance: "No",
      medicare: "No",
    });
    await saveAndContinue(page, /\/add\/coverage\?enrollment=/);
    const medical = await choosePlan(page, "Medical", DEMO_MEDICAL_PLAN, `Elena ${lastName}`);
    const child = medical.getByRole("checkbox", { name: `Kim ${lastName}` });
    await expect.poll(() => child.isChecked()).toBe(true);
    await child.uncheck();
    await answerGroupQuestions(page, [`Elena ${lastName}`]);

    const saveButton = page.getByRole("button", { name: "Save & Continue" });
    await saveButton.click();
    const modal = dialog(page);
    await modal.getByRole("heading", { name: "Dependents Without Coverage" }).waitFor();
    await expect
      .poll(() => modal.getByRole("list", { name: "Dependents that will be removed" }).textContent())
      .toBe(`Kim ${lastName}`);
    await expect.poll(() => focusedText(page)).toBe("Return");
    await expectFocusTrapped(page);
    await expectNoAxeViolations(page);

    await modal.getByRole("button", { name: "Return" }).click();
    await expect.poll(() => modal.count()).toBe(0);
    await expect.poll(() => focusedText(page)).toBe("Save & Continue");
    expect(page.url()).toMatch(/\/add\/coverage\?enrollment=/);

    await saveButton.click();
    await modal.getByRole("button", { name: "OK" }).click();
    await page.waitForURL(/\/add\/review-submit\?enrollment=/);
    await page.getByRole("heading", { name: "Review & Submit", level: 1 }).waitFor();
    expect(await page.locator("main").textContent()).not.toContain(`Kim ${lastName}`);
    await page.getByRole("button", { name: "Finish" }).click();
    const outcome = page.getByRole("dialog").or(page.getByRole("alertdialog"));
    await outcome.getByRole("heading", { name: "Success" }).waitFor();

    await expect.poll(async () => (await employeesNamed(page, lastName)).length).toBe(1);
    const [found] = await employeesNamed(page, lastName);
    const res = await page.request.get(`/api/employees/${found?.umi}`);
    expect(res.status()).toBe(200);
    expect((await res.json()).payload.dependents).toEqual([]);
  });

  test("brand 6012: a child on dental without medical is refused by the vision/dental validation; its warning comes before the outcome", async ({
    page,
    context,
  }) => {
    await signIn(context, await createAdmin({ clientNumbers: [OTHER_CLIENT] }));
    const lastName = uniqueLastName("Molar");
    await openAddFlow(page);
    await fillSubscriber(page, newSubscriber(lastName));
    await addDependent(page, 1, {
      firstName: "Pip",
      lastName,
      sex: "M",
      birthDate: "03/04/2014",
      relationship: "02",
      otherInsurance: "No",
      medicare: "No",
    });
    await saveAndContinue(page, /\/add\/coverage\?enrollment=/);
    const medical = await choosePlan(
      page,
      "Medical",
      `${OTHER_GROUP}|${OTHER_GROUP}-MED`,
      `Elena ${lastName}`,
    );
    const childOnMedical = medical.getByRole("checkbox", { name: `Pip ${lastName}` });
    await expect.poll(() => childOnMedical.isChecked()).toBe(true);
    await childOnMedical.uncheck();
    // "Dental Coverage" exactly: the 6012 client also offers UCCI dental.
    const dental = page
      .locator("section[data-slot=card]")
      .filter({ has: page.getByRole("heading", { name: "Dental Coverage", exact: true }) });
    await dental.getByLabel("Plan").selectOption(`${OTHER_GROUP}|${OTHER_GROUP}-DEN`);
    await dental.getByRole("checkbox", { name: `Elena ${lastName}` }).check();
    await expect.poll(() => dental.getByRole("checkbox", { name: `Pip ${lastName}` }).isChecked()).toBe(true);
    await answerGroupQuestions(page, [`Elena ${lastName}`], OTHER_GROUP);
    await saveAndContinue(page, /\/add\/review-submit\?enrollment=/);

    await page.getByRole("button", { name: "Finish" }).click();
    const modal = dialog(page);
    await modal.getByRole("heading", { name: "Vision and Dental Coverage" }).waitFor();
    await expect
      .poll(() => modal.getByRole("list", { name: "Products not accepted" }).textContent())
      .toContain(`Pip ${lastName}: vision and dental coverage in group ${OTHER_GROUP}`);
    await expectNoAxeViolations(page);
    await modal.getByRole("button", { name: "OK" }).click();
    const outcome = page.getByRole("dialog").or(page.getByRole("alertdialog"));
    await outcome.getByRole("heading", { name: "Submitted" }).waitFor();
    await outcome.getByRole("button", { name: "OK" }).click();
    await page.waitForURL(/\/employer\/home$/);
  });

  test("Finish on a resumed enrollment whose submission is pending (group 100107) opens the pending transaction modal", async ({
    page,
    context,
    browserConsole,
  }) => {
    browserConsole.expectError(/status of 409/);
    const admin = await createAdmin();
    await signIn(context, admin);
    const api = await apiAs(admin);
    const ssn = uniqueSsn();
    const lastName = uniqueLastName("Pending");
    const person = { first: "Noor", last: lastName, gender: "F" as const, birthDate: "09/09/1985" };
    const groups: [string, string][] = [
      ["100100", "PPO"],
      ["100107", "HMO"],
    ];
    const started = await api.post("/api/enrollments", {
      data: { record: employeeRecord({ ...person, ssn }, groups), approvedSteps: ["subscriber", "coverage"] },
      headers: { "idempotency-key": randomUUID() },
    });
    expect(started.status(), await started.text()).toBe(201);
    const { id } = (await started.json()) as { id: string };

    // Resumed at Review & Submit; meanwhile the same enrollment is finished elsewhere and waits for
    // the delayed processing of group 100107.
    await page.goto(`/employer/manage-employees/add?enrollment=${id}`);
    await page.waitForURL(/\/add\/review-submit\?enrollment=/);
    await page.getByRole("heading", { name: "Review & Submit", level: 1 }).waitFor();
    const elsewhere = await enroll(api, { enrollmentId: id, record: employeeRecord(person, groups) });
    expect(elsewhere).toMatchObject({ pending: true, groups: { "100107": "pending" } });
    await api.dispose();

    const finish = page.getByRole("button", { name: "Finish" });
    await finish.click();
    const modal = dialog(page);
    await modal.getByRole("heading", { name: "Pending Transaction" }).waitFor();
    expect(await modal.textContent()).toContain(domainMessages.pendingEdit);
    await expect.poll(() => focusInDialog(page)).toBe(true);
    await expectNoAxeViolations(page);
    await modal.getByRole("button", { name: "OK" }).click();
    await page.waitForURL(/\/employer\/home$/);
    // One employee: the submission in process, not a second one.
    expect(await employeesNamed(page, lastName)).toHaveLength(1);
  });

  // The leave guard's modal downloads on its first open (apps/portal/src/lib/lazyModals.tsx; no
  // step's page carries it, docs/benchmarks.md Size): by keyboard alone it opens, traps focus, keeps
  // editing on Escape with focus back on Cancel, and Abandon leaves.
  test("Cancel with an SSN typed asks before leaving, its modal downloaded on that first open: Escape keeps the step, Abandon goes home", async ({
    page,
    context,
  }) => {
    const admin = await createAdmin();
    await signIn(context, admin);
    await openAddFlow(page);
    const lastName = uniqueLastName("Leaving");
    await fillSubscriber(page, newSubscriber(lastName));
    const cancel = page.getByRole("button", { name: "Cancel", exact: true });
    await cancel.focus();
    const scripts: string[] = [];
    page.on("request", (req) => {
      if (req.resourceType() === "script") scripts.push(req.url());
    });
    await page.keyboard.press("Enter");
    const modal = dialog(page);
    await modal.getByRole("heading", { name: "Unsaved Changes" }).waitFor();
    expect(scripts.length, "the modal's code came with the step's page").toBeGreaterThan(0);
    await expectFocusTrapped(page);
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await modal.waitFor({ state: "detached" });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Cancel");
    expect(await page.getByLabel("Legal Last Name").inputValue()).toBe(lastName);

    await page.keyboard.press("Enter");
    await modal.getByRole("heading", { name: "Unsaved Changes" }).waitFor();
    await modal.getByRole("button", { name: "Abandon" }).click();
    await page.waitForURL(/\/employer\/home$/);
  });
});
