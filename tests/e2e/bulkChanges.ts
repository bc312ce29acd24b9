import type { APIRequestContext, Page } from "playwright-core";
import { uniqueSsn } from "./addFlow.js";
import { enrol, storedEmployee as storedEmployeeOf, subscriberRecord } from "./employees.js";

/** What the bulk-changes journeys share (docs/features/bulk-eligibility.md). */

export const BULK_CHANGES = "/employer/manage-employees/bulk-changes";
/** The demo client's first group: applied at once, asks the tobacco question and DEPT and DIV (addFlow.ts). */
export const GROUP = "100100";
export const PLAN = "100100-MED";

/** MM/DD/YYYY of the last day of the month `months` from this one. */
export function endOfMonthFromNow(months: number, today = new Date()): string {
  const end = new Date(today.getFullYear(), today.getMonth() + months + 1, 0);
  return `${String(end.getMonth() + 1).padStart(2, "0")}/${String(end.getDate()).padStart(2, "0")}/${end.getFullYear()}`;
}

/**
 * An employee of GROUP covered by PLAN from `effective`, enrolled through the add flow's final save
 * (POST /api/employees) as the session of `request`, with the SSN it was enrolled under: a file
 * names an employee by SSN.
 */
export async function enrolledInGroup(
  request: APIRequestContext,
  last: string,
  effective: string,
  /** Division (DIV) is in effect from the first of next month: asked of coverage starting then, refused before. */
  division = true,
) {
  const ssn = uniqueSsn();
  const record = subscriberRecord({ first: "Rowan", last, group: GROUP, effective });
  if (division)
    record.subscriber.memberCoverages[0]?.reportCodes.push({
      type: "Division",
      abbreviatedType: "DIV",
      value: "D1",
    });
  return { umi: await enrol(request, record, ssn), ssn, last, effective };
}

/** The stored employee as the summary reads it (GET /api/employees/{umi}). */
export interface StoredEmployee {
  payload: {
    subscriber: {
      fullName: { last: string };
      address: { address1: string };
      memberCoverages: {
        groupNumber: string;
        memberLobs: {
          productId: string;
          coverageEffectiveDate: string;
          coverageEndDate: string | null;
          cancelReasonCode: string | null;
        }[];
        reportCodes: { abbreviatedType: string; value: string }[];
      }[];
    };
    dependents: { fullName: { first: string; last: string }; relationshipCode: string }[];
  };
}

/** The stored employee (GET /api/employees/{umi}) in the shape the journeys read. */
export const storedEmployee = (request: APIRequestContext, umi: string) =>
  storedEmployeeOf<StoredEmployee>(request, umi);

/** The preview's count of one outcome ("total" for the file's rows), as shown. */
export const shownCount = (page: Page, outcome: string) =>
  page.locator(`[data-slot=bulk-preview] [data-outcome-counts] [data-count=${outcome}]`).textContent();

/** Applies the import in the preview and waits for its outcome card. */
export async function applyAndWait(page: Page, fileName: string, mode: "allOrNothing" | "validOnly") {
  const preview = page.locator("[data-slot=bulk-preview]");
  if (mode === "validOnly")
    await preview.getByRole("radio", { name: /^Only the rows without errors/ }).check();
  await preview.getByRole("button", { name: "Apply changes" }).click();
  await page.getByRole("heading", { name: `“${fileName}” is applied` }).waitFor({ timeout: 60_000 });
  const applied = (key: string) => page.locator(`[data-apply-counts] [data-count=${key}]`).textContent();
  return {
    applied: await applied("applied"),
    refused: await applied("refused"),
    pending: await applied("pending"),
  };
}
