import { readFile } from "node:fs/promises";
import ExcelJS from "exceljs";
import { describe, expect } from "vitest";
import { createAdmin, signIn } from "./accounts.js";
import { expectNoAxeViolations } from "./axe.js";
import { test } from "./browser.js";

/** The spec's notice for return code 100212 (session-and-admin.md §8). */
const UNAVAILABLE = "Enrollment reports are currently not available at this time.";

describe("the reports landing (session-and-admin.md §2 /reports, §6, §8)", () => {
  test("downloads this year's enrollment report: a workbook of the client's members with masked SSNs", async ({
    context,
    page,
  }) => {
    const admin = await createAdmin({ viewOnly: true });
    await signIn(context, admin);
    await page.goto("/employer/reports");
    await page.getByRole("heading", { level: 1, name: "Reports" }).waitFor();
    const year = new Date().getUTCFullYear();
    const link = page.getByRole("link", { name: `Download Enrollment Report ${year}` });
    await link.waitFor();
    // The fixture administrator holds census and wellness, not Mede Analytics or Reports at Hand.
    await page.getByRole("link", { name: "Census Report", exact: true }).waitFor();
    expect(await page.getByRole("button", { name: /Mede Analytics/ }).count()).toBe(0);
    expect(await page.getByRole("link", { name: /Reports at Hand/ }).count()).toBe(0);
    expect(await page.getByText(UNAVAILABLE).count()).toBe(0);
    await expectNoAxeViolations(page);

    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe(`enrollment-report-${year}.xlsx`);
    const path = await download.path();
    if (!path) throw new Error("the download was not saved");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(path)) as unknown as ArrayBuffer);
    const rows: string[][] = [];
    workbook.worksheets[0]?.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? "")));
    });
    expect(rows[0]).toEqual([`Enrollment Report ${year}`]);
    const data = rows.slice(3);
    expect(data.length).toBeGreaterThan(0);
    for (const row of data) expect(row[6]).toMatch(/^\*{5}\d{4}$/);
  });

  test("says enrollment reports are not available for return code 100212", async ({ context, page }) => {
    const admin = await createAdmin({ noGroupAccess: true });
    await signIn(context, admin);
    await page.goto("/employer/reports");
    await page.getByRole("status").filter({ hasText: UNAVAILABLE }).waitFor();
    await page.getByText("No enrollment reports found.").waitFor();
    expect(await page.getByRole("link", { name: /^Download/ }).count()).toBe(0);
    await expectNoAxeViolations(page);
  });
});
