import { randomUUID } from "node:crypto";
import type { APIRequestContext, Locator, Page } from "playwright-core";
import { expect } from "vitest";
import type { FixtureEmployee } from "./accounts.js";
import type { DependentEntry } from "./addFlow.js";
import { uniqueLastName, uniqueSsn } from "./addFlow.js";
import { serverURL } from "./server.js";

/**
 * The setup the edit, cancel and reinstate journeys share: an employee of the test's own,
 * enrolled through the add flow's final save (POST /api/employees, applied at once in the groups
 * that apply changes at once), what the server has stored of it, and the review page's edit mode.
 */

/** The review page of one employee (enrollment.md §2 employee.find.review). */
export const reviewOf = (umi: string) => `/employer/manage-employees/find/review?umi=${umi}`;

/** MM/DD/YYYY of a day `days` from today. */
export function dayFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${String(d.getMonth() + 1).padStart(2, "0")}/${String(d.getDate()).padStart(2, "0")}/${d.getFullYear()}`;
}

/** MM/DD/YYYY of the first of last month: the earliest effective date the add flow allows (enrollment.md §5). */
export function firstOfLastMonth(today = new Date()): string {
  const last = new Date(today.getFullYear(), today.getMonth() - 1, 1);
  return `${String(last.getMonth() + 1).padStart(2, "0")}/01/${last.getFullYear()}`;
}

/** The employee as the server has it now (the summary read: version, groups and record). */
export async function storedEmployee<T>(request: APIRequestContext, umi: string): Promise<T> {
  const res = await request.get(`/api/employees/${umi}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

/** Enrols `record` under `ssn` (a new one by default) through the final save; answers its umi. */
export async function enrol(request: APIRequestContext, record: unknown, ssn = uniqueSsn()): Promise<string> {
  const res = await request.post("/api/employees", {
    data: { subscriberSsn: ssn, record },
    headers: { origin: serverURL(), "idempotency-key": randomUUID() },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { umi: string }).umi;
}

/**
 * A subscriber on the lines given (each `[coverageType, lineOfBusiness, product suffix]`) in `group`
 * since `effective` (the global effective date every line takes), tobacco N and report code DEPT.
 */
export function subscriberRecord(input: {
  first: string;
  last: string;
  group: string;
  effective: string;
  lines?: readonly (readonly [coverageType: string, lineOfBusiness: string, suffix: string])[];
}) {
  const lines = input.lines ?? [["MEDICAL", "PPO", "MED"]];
  return {
    globalCoverageEffectiveDate: input.effective,
    subscriber: {
      fullName: { first: input.first, last: input.last },
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
          groupNumber: input.group,
          memberLobs: lines.map(([coverageType, lineOfBusiness, suffix]) => ({
            lineOfBusiness,
            coverageType,
            productId: `${input.group}-${suffix}`,
            coverageEffectiveDate: "updateMe",
          })),
          tobaccoStatus: "N",
          reportCodes: [{ type: "Department", abbreviatedType: "DEPT", value: "HR" }],
        },
      ],
    },
    dependents: [],
  };
}

/**
 * An employee enrolled with the OpenAPI document's example body (the demo client's group 100100,
 * PPO, effective next month; tobacco N, DEPT and DIV) under a new SSN and a last name made unique
 * from `lastNamePrefix`: quicker than clicking through the add flow, and it holds to the add flow's
 * rules, which an edit's save checks again.
 */
export async function enrolledFromExample(
  request: APIRequestContext,
  lastNamePrefix: string,
  /** Changes the example record before it is enrolled (dependents, other insurance …). */
  shape?: (record: Record<string, unknown> & { subscriber: Record<string, unknown> }) => void,
): Promise<FixtureEmployee> {
  const doc = (await (await request.get("/api/openapi.json")).json()) as {
    paths: Record<string, { post?: { requestBody: { content: Record<string, { example: unknown }> } } }>;
  };
  const path = Object.keys(doc.paths).find((key) => /\/employees$/.test(key) && doc.paths[key]?.post);
  const example = path ? doc.paths[path]?.post?.requestBody.content["application/json"]?.example : null;
  if (!example) throw new Error("the OpenAPI document has no example enrolment");
  const { record } = structuredClone(example) as {
    record: { subscriber: { fullName: { first: string; last: string } } };
  };
  const lastName = uniqueLastName(lastNamePrefix);
  record.subscriber.fullName.last = lastName;
  shape?.(record as unknown as Parameters<NonNullable<typeof shape>>[0]);
  const umi = await enrol(request, record);
  return { umi, firstName: record.subscriber.fullName.first, lastName, groupNumbers: [] };
}

/** Cancels through the API (PUT …/cancellation over `version`), as another administrator's page would. */
export function cancelThroughApi(
  request: APIRequestContext,
  umi: string,
  version: number,
  cancellations: {
    groupNumber: string;
    lineOfBusiness?: string;
    cancelReasonCode: string;
    cancelDate: string;
  }[],
) {
  return request.put(`/api/employees/${umi}/cancellation`, {
    data: { transactionType: "CANCEL", cancellations },
    headers: { origin: serverURL(), "idempotency-key": randomUUID(), "if-match": `"${version}"` },
  });
}

/**
 * The summary's Employee Actions button once its menu has downloaded: until then it is disabled
 * (the menu loads on demand, to keep the page's bundle small), and a disabled button takes no
 * focus, so a keyboard step taken before would go nowhere.
 */
export async function actionsMenuButton(page: Page) {
  const button = page.getByRole("button", { name: "Employee Actions" });
  await expect.poll(() => button.isEnabled(), { timeout: 20_000 }).toBe(true);
  return button;
}

/** Edit Employee Record from the actions menu (opened again if a re-render closed it). */
export async function chooseEdit(page: Page) {
  // One click: the menu must stay open while its lazily loaded items arrive (lazyNamed keeps an
  // instance shown before its module came), so a menu that closed on its own fails here.
  await page.getByRole("button", { name: "Employee Actions" }).click();
  await page.getByRole("menuitem", { name: "Edit Employee Record" }).click();
}

/** Opens the employee's summary and enters edit mode; waits for the subscriber form. */
export async function startEditing(page: Page, umi: string) {
  await page.goto(reviewOf(umi));
  await page.getByTestId("subscriber-name").waitFor();
  await chooseEdit(page);
  await page.getByRole("heading", { name: "Edit Subscriber Information" }).waitFor();
  await page.waitForURL(/edit=true/);
}

/** A modal by its title, an alert dialog or not. */
export const modalNamed = (page: Page, name: string | RegExp): Locator =>
  page.getByRole("dialog", { name }).or(page.getByRole("alertdialog", { name }));

/** The subscriber form's Address 1 field (the review page's edit mode). */
export const address1Field = (page: Page) => page.getByRole("textbox", { name: "Address 1", exact: true });

/**
 * A child added in an edit without coverage, so Save asks about them (enrollment.md §4 Pre-save in
 * edit: "Dependents Without Coverage").
 */
export const uncoveredChild = (lastName: string): DependentEntry => ({
  firstName: "Robin",
  lastName,
  sex: "F",
  birthDate: "04/12/2015",
  relationship: "02",
  otherInsurance: "No",
  medicare: "No",
});
