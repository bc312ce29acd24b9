import { readFile } from "node:fs/promises";
import ExcelJS from "exceljs";
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { pdfText } from "../../apps/server/src/test-support/pdfText.js";
import { createAdmin, signIn } from "./accounts.js";
import { expectNoAxeViolations } from "./axe.js";
import { test } from "./browser.js";

const NO_PERMISSION = "You do not have permissions to view this screen.";

/** Requests a census of the first two listed groups in `format`; answers the groups chosen. */
async function requestCensus(page: Page, format: "Excel" | "PDF"): Promise<string[]> {
  await page.goto("/employer/cenOrWell-reports?reportType=census");
  await page.getByRole("heading", { level: 1, name: "Census Report" }).waitFor();
  const boxes = page.getByRole("checkbox", { name: /^Select group \d+$/ });
  await boxes.first().waitFor();
  // One heading per thing: the request card repeats no "Census Report" under the page's H1.
  expect(await page.getByRole("heading", { name: "Census Report", exact: true }).count()).toBe(1);
  const chosen: string[] = [];
  for (const box of (await boxes.all()).slice(0, 2)) {
    const label = await box.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? "");
    chosen.push(label.replace(/\D/g, ""));
    await box.check();
  }
  expect(await page.getByRole("checkbox", { name: "Display full SSN" }).isChecked()).toBe(false);
  await page.getByRole("radio", { name: format }).check();
  await page.getByRole("button", { name: "Request Report" }).click();
  await page.getByRole("heading", { level: 1, name: "Requested Reports" }).waitFor();
  // When it was requested, in the portal's one date-time format (MM/DD/YYYY h:mm AM).
  const requested = page.locator("tbody tr th").first();
  await requested.waitFor();
  expect(await requested.textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} [AP]M$/);
  return chosen;
}

/** Clicks a ready report's download link and reads the file the browser saved. */
async function downloadOf(page: Page, extension: "pdf" | "xlsx"): Promise<Buffer> {
  const link = page.getByRole("link", { name: new RegExp(`^Download census-report-\\d+\\.${extension}$`) });
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const path = await download.path();
  if (!path) throw new Error("the download was not saved");
  return readFile(path);
}

describe("census reports as durable jobs (session-and-admin.md §2, §5)", () => {
  test("a census requested in PDF and in Excel becomes ready, and both files hold the chosen groups with masked SSNs", async ({
    context,
    page,
  }) => {
    const admin = await createAdmin();
    await signIn(context, admin);
    const pdfGroups = await requestCensus(page, "PDF");
    await expectNoAxeViolations(page);
    const excelGroups = await requestCensus(page, "Excel");
    expect(excelGroups).toHaveLength(2);

    // The page asks again while a job runs, until both show Ready.
    await expect
      .poll(() => page.locator("[data-report-state=ready]").count(), { timeout: 60_000, interval: 500 })
      .toBe(2);
    await expectNoAxeViolations(page);

    const pdf = await downloadOf(page, "pdf");
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = pdfText(pdf);
    expect(text).toContain(`Groups: ${pdfGroups.join(", ")}`);
    expect(text).toMatch(/\*{5}\d{4}/);
    expect(text).not.toMatch(/(?<!\d)\d{9}(?!\d)/);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await downloadOf(page, "xlsx")) as unknown as ArrayBuffer);
    const rows: string[][] = [];
    workbook.worksheets[0]?.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? "")));
    });
    const data = rows.slice(3);
    expect(data.length).toBeGreaterThan(0);
    expect(new Set(data.map((r) => r[0]))).toEqual(new Set(excelGroups));
    for (const row of data) expect(row[6]).toMatch(/^\*{5}\d{4}$/);
  });

  test("the page remembers its reportType, and Reset puts the form back to its defaults", async ({
    context,
    page,
  }) => {
    const admin = await createAdmin();
    await signIn(context, admin);
    await page.goto("/employer/cenOrWell-reports?reportType=wellness");
    await page.getByRole("heading", { level: 1, name: "Wellness Taxation Report" }).waitFor();
    await page.goto("/employer/cenOrWell-reports");
    await page.getByRole("heading", { level: 1, name: "Wellness Taxation Report" }).waitFor();
    const name = page.getByRole("textbox", { name: "Report Name" });
    await name.fill("Quarterly");
    await page.getByRole("radio", { name: "PDF" }).check();
    await page.getByRole("checkbox", { name: "Display full SSN" }).check();
    await page.getByRole("button", { name: "Reset" }).click();
    await expect.poll(() => name.inputValue()).toBe("ND Wellness Taxation Report - Monthly");
    expect(await page.getByRole("radio", { name: "Excel" }).isChecked()).toBe(true);
    expect(await page.getByRole("checkbox", { name: "Display full SSN" }).isChecked()).toBe(false);
    await expectNoAxeViolations(page);
  });

  test("a view-only login is not offered a request, and the server refuses one forced from the page (403)", async ({
    browserConsole,
    context,
    page,
  }) => {
    // Chromium logs the forced request's 403 as a console error: that one is expected.
    browserConsole.expectError(/403/);
    const admin = await createAdmin({ viewOnly: true });
    await signIn(context, admin);
    await page.goto("/employer/cenOrWell-reports?reportType=census");
    await page.getByRole("status").filter({ hasText: "view-only" }).waitFor();
    expect(await page.getByRole("button", { name: "Request Report" }).count()).toBe(0);
    await expectNoAxeViolations(page);
    // Forced from the page, as an attacker would: refused, and no report listed.
    const refused = await page.evaluate(async () => {
      const res = await fetch("/api/reports/census/requests", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ssnMask: false, reportFormat: "Excel", groupNumbers: [] }),
      });
      return { status: res.status, code: ((await res.json()) as { code: string }).code };
    });
    expect(refused).toEqual({ status: 403, code: "view_only" });
    await page.getByRole("link", { name: "View requested reports" }).click();
    await page.getByRole("heading", { level: 1, name: "Requested Reports" }).waitFor();
    await page.getByRole("table").waitFor();
    expect(await page.getByRole("link", { name: /^Request a / }).count()).toBe(0);
  });

  test("without the census entitlement the pages say so, and the server refuses too", async ({
    context,
    page,
  }) => {
    const admin = await createAdmin({ withoutReports: ["CensusReports"] });
    await signIn(context, admin);
    for (const path of [
      "/employer/cenOrWell-reports?reportType=census",
      "/employer/reports/requested-reports?reportType=census",
    ]) {
      await page.goto(path);
      await page.getByRole("alert").filter({ hasText: NO_PERMISSION }).waitFor();
      await expectNoAxeViolations(page);
    }
    // The wellness report, still held, opens.
    await page.goto("/employer/cenOrWell-reports?reportType=wellness");
    await page.getByRole("textbox", { name: "Report Name" }).waitFor();
    expect(await page.getByText(NO_PERMISSION).count()).toBe(0);
    const refused = await context.request.get("/api/reports/census/groups");
    expect(refused.status()).toBe(403);
  });
});
