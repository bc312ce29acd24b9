import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

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
}

/** Nine digits no other test uses, not all zeros (the SSN rule of enrollment.md §5). */
export function uniqueSsn(): string {
  const digits = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-8);
  return `9${digits}`;
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
  await choice(card, /^Sex/, entry.sex).check();
  await card.getByLabel("Date of Birth").fill(entry.birthDate);
  await card.getByLabel("Coverage Effective Date").fill(entry.coverageEffectiveDate);
  await card.getByLabel("SSN", { exact: true }).fill(entry.ssn);
  await card.getByLabel("Confirm SSN").fill(entry.ssn);
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
  await card.getByLabel("Sex").selectOption(entry.sex);
  await card.getByLabel("Date of Birth").fill(entry.birthDate);
  await card.getByLabel("Relationship").selectOption(entry.relationship);
  if (entry.specialStatus) await card.getByLabel("Special Status").selectOption(entry.specialStatus);
  await choice(card, /^Other Insurance/, entry.otherInsurance).check();
  await choice(card, /^Medicare Eligible/, entry.medicare).check();
  return card;
}

/** The error text a field is described by (its `aria-describedby`), once it says `message`. */
export async function expectFieldError(page: Page, fieldId: string, message: string) {
  const field = page.locator(`[id="${fieldId}"]`);
  await expect.poll(() => field.getAttribute("aria-invalid")).toBe("true");
  await expect
    .poll(async () => {
      const ids = (await field.getAttribute("aria-describedby"))?.split(/\s+/) ?? [];
      const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
      return texts.join(" ");
    })
    .toContain(message);
}
