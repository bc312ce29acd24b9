import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

/** The add flow's first step (enrollment.md §2 employee.add.subscriber). */
export const ADD_SUBSCRIBER = "/employer/manage-employees/add/subscriber";
/**
 * The demo client's first group's medical plan (group|product): applied at once (not delayed), PPO,
 * no major medical products; the group asks the tobacco question and requires Department and Division.
 */
export const DEMO_MEDICAL_PLAN = "100100|100100-MED";

/** Opens the add flow's first step and waits until its heading is there. */
export async function openAddFlow(page: Page) {
  await page.goto(ADD_SUBSCRIBER);
  await page.getByRole("heading", { name: "Subscriber & Dependents", level: 1 }).waitFor();
}

/** A subscriber a new administrator would type (add flow step 1, enrollment.md §5 Subscriber form). */
export interface SubscriberEntry {
  firstName: string;
  lastName: string;
  sex: "Male" | "Female";
  birthDate: string;
  coverageEffectiveDate: string;
  ssn: string;
  address1: string;
  city: string;
  state: string;
  zipCode: string;
  otherInsurance: "Yes" | "No";
  medicare: "Yes" | "No";
  /** What is typed in Confirm SSN, when not the SSN itself. */
  confirmSsn?: string;
}

/** SSNs made by this process so far: a file makes many in one millisecond (a census of 20 rows). */
let ssnsMade = 0;

/**
 * Nine digits no other test of this worker uses, not all zeros (the SSN rule of enrollment.md §5):
 * the time in milliseconds (its last five digits) and a count of this process's own. A random part
 * alone collided about once in seven runs of a 17-row census made in the same millisecond.
 */
export function uniqueSsn(): string {
  ssnsMade = (ssnsMade + 1) % 1000;
  return `9${String(Date.now() % 100_000).padStart(5, "0")}${String(ssnsMade).padStart(3, "0")}`;
}

/** The first of next month as MM/DD/YYYY: inside the add flow's effective date window (enrollment.md §5). */
export function firstOfNextMonth(today = new Date()): string {
  const next = new Date(today.getFullYear(), today.getMonth() + 1, 1);
  return `${String(next.getMonth() + 1).padStart(2, "0")}/01/${next.getFullYear()}`;
}

/** A yes/no or sex choice inside its group (a fieldset named by its legend). */
export function choice(scope: Page | Locator, legend: RegExp, option: string): Locator {
  return scope.getByRole("group", { name: legend }).getByRole("radio", { name: option, exact: true });
}

/** Types a subscriber into the subscriber card, as a person would, field by field. */
export async function fillSubscriber(page: Page, entry: SubscriberEntry) {
  const card = page.locator("section[data-slot=card]").filter({ hasText: "Subscriber Information" });
  await card.getByLabel("Legal First Name").fill(entry.firstName);
  await card.getByLabel("Legal Last Name").fill(entry.lastName);
  await choice(card, /^Gender/, entry.sex).check();
  await card.getByRole("textbox", { name: "Date of Birth", exact: true }).fill(entry.birthDate);
  await card
    .getByRole("textbox", { name: "Coverage Effective Date", exact: true })
    .fill(entry.coverageEffectiveDate);
  await card.getByRole("textbox", { name: /^SSN/ }).fill(entry.ssn);
  await card.getByLabel("Confirm SSN").fill(entry.confirmSsn ?? entry.ssn);
  await card.getByLabel("Address 1").fill(entry.address1);
  await card.getByLabel("City").fill(entry.city);
  await card.getByLabel("State").selectOption(entry.state);
  await card.getByLabel("ZIP Code").fill(entry.zipCode);
  await choice(card, /^Other Insurance/, entry.otherInsurance).check();
  await choice(card, /^Medicare Eligible/, entry.medicare).check();
}

/** A dependent card as typed (enrollment.md §5 Dependents). */
export interface DependentEntry {
  firstName: string;
  lastName: string;
  sex: "M" | "F";
  birthDate: string;
  relationship: string;
  specialStatus?: string;
  otherInsurance: "Yes" | "No";
  medicare: "Yes" | "No";
}

/** Adds a dependent card and types into it; `number` is its position (Dependent 1, 2, …). */
export async function addDependent(page: Page, number: number, entry: DependentEntry) {
  await page.getByRole("button", { name: "Add Dependent" }).click();
  const card = page
    .locator("section[data-slot=card]")
    .filter({ has: page.getByRole("heading", { name: `Dependent ${number}` }) });
  await card.waitFor();
  await card.getByLabel("First Name").fill(entry.firstName);
  await card.getByLabel("Last Name").fill(entry.lastName);
  await card.getByLabel("Gender").selectOption(entry.sex);
  await card.getByRole("textbox", { name: "Date of Birth", exact: true }).fill(entry.birthDate);
  await card.getByLabel("Relationship").selectOption(entry.relationship);
  if (entry.specialStatus) await card.getByLabel("Special Status").selectOption(entry.specialStatus);
  await choice(card, /^Other Insurance/, entry.otherInsurance).check();
  await choice(card, /^Medicare Eligible/, entry.medicare).check();
  return card;
}

/** The error text a field is described by (its `aria-describedby`), once it says `message`. */
export async function expectFieldError(page: Page, fieldId: string, message: string) {
  const field = page.locator(`[id="${fieldId}"]`);
  await expect
    .poll(() => field.getAttribute("aria-invalid"), {
      message: `${fieldId} is marked invalid; the page says: ${(await page.locator("main").textContent())?.slice(0, 1500)}`,
    })
    .toBe("true");
  await expect
    .poll(async () => {
      const ids = (await field.getAttribute("aria-describedby"))?.split(/\s+/) ?? [];
      const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
      return texts.join(" ");
    })
    .toContain(message);
}

/** A subscriber with a unique last name (letters only), living outside the metro-only ZIPs. */
export function newSubscriber(lastName: string, changes: Partial<SubscriberEntry> = {}): SubscriberEntry {
  return {
    firstName: "Elena",
    lastName,
    sex: "Female",
    birthDate: "05/23/1988",
    coverageEffectiveDate: firstOfNextMonth(),
    ssn: uniqueSsn(),
    address1: "12 Harbor Street",
    city: "Pittsburgh",
    state: "PA",
    zipCode: "15222",
    otherInsurance: "No",
    medicare: "No",
    ...changes,
  };
}

/** Letters only, so the name passes the name rule and can be searched for. */
export function uniqueLastName(prefix: string): string {
  const letters = Array.from({ length: 6 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join("");
  return `${prefix}${letters}`;
}

/** Save & Continue, then waits for the next step's address. */
export async function saveAndContinue(page: Page, next: RegExp) {
  await page.getByRole("button", { name: "Save & Continue" }).click();
  try {
    await page.waitForURL(next);
  } catch (error) {
    // Say what the step shows instead (an error summary, a notice), so a failure explains itself.
    const alerts = [(await page.locator("main").textContent())?.slice(-700) ?? ""];
    throw new Error(
      `Save & Continue did not lead to ${next} (at ${page.url()}); the page says: ${alerts.join(" | ")}`,
      {
        cause: error,
      },
    );
  }
}

/** Chooses a plan on a coverage card (by its option value "group|product") and checks the subscriber. */
export async function choosePlan(page: Page, coverage: string, option: string, subscriberName: string) {
  const card = page.locator("section[data-slot=card]").filter({
    has: page.getByRole("heading", { name: `${coverage} Coverage` }),
  });
  await card.getByLabel("Plan").selectOption(option);
  await card.getByRole("checkbox", { name: subscriberName }).check();
  return card;
}

/** The administrator's employees with this last name, read back through the API as the portal would. */
export async function employeesNamed(page: Page, lastName: string) {
  const res = await page.request.post("/api/employees/search", {
    data: { lastName },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { employees: { umi: string; lastName: string }[] };
  return body.employees.filter((employee) => employee.lastName === lastName);
}

/** A card of the page by its heading (cards are `section[data-slot=card]`). */
export function cardTitled(page: Page, heading: string): Locator {
  return page
    .locator("section[data-slot=card]")
    .filter({ has: page.getByRole("heading", { name: heading, exact: true }) });
}

/** Answers the tobacco question of one participant (enrollment.md §5 Tobacco); with Yes, the last use date. */
export async function answerTobacco(page: Page, participant: string, answer: "Yes" | "No", lastUse?: string) {
  const card = cardTitled(page, `Tobacco: ${participant}`);
  await card.getByRole("radio", { name: answer, exact: true }).check();
  if (lastUse) await card.getByRole("textbox", { name: /Date of Last Regular Tobacco Use/ }).fill(lastUse);
  return card;
}

/**
 * The questions a client's first group (the demo client's 100100, brand 6012's 100300) asks on Plan
 * Coverage besides the plans (enrollment.md §4, §5): tobacco for each medical participant of the
 * group's minimum age (No here) and its required report codes, Department and Division (in effect
 * from the first of next month).
 */
export async function answerGroupQuestions(
  page: Page,
  tobaccoParticipants: readonly string[],
  groupNumber = "100100",
) {
  for (const participant of tobaccoParticipants) await answerTobacco(page, participant, "No");
  const codes = cardTitled(page, `Report Codes: Group ${groupNumber}`);
  await codes.getByLabel("Department (DEPT)").fill("HR");
  // Division starts on the first of next month: asked only when the coverage starts by then. The
  // card shows every code at once, so once Department is there, Division is there or not at all.
  const division = codes.getByLabel("Division (DIV)");
  if ((await division.count()) > 0) await division.fill("D1");
  return codes;
}
