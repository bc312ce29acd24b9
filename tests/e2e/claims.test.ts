import ExcelJS from "exceljs";
import { describe, expect } from "vitest";
import { createAdmin, createEmployee, signIn } from "./accounts.js";
import { expectNoAxeViolations, test } from "./browser.js";

describe("claims (assist-employees.md §2.9)", () => {
  test("agreement, then the summary filtered by member and status; the Excel download holds exactly those claims", async ({
    page,
    context,
  }) => {
    const employee = await createEmployee({ claims: true });
    const group = employee.groupNumbers[0] ?? "";
    await signIn(context, await createAdmin());
    await page.goto(`/employer/claims?groupNumber=${group}&umi=${employee.umi}`);
    await page.getByRole("heading", { level: 1, name: "Claims Agreement" }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "I Agree, Continue" }).click();
    await page.getByRole("heading", { level: 1, name: "Claims Summary" }).waitFor();
    const refine = page.locator("[data-claims-refine]");
    await refine.waitFor();
    await expectNoAxeViolations(page);

    // The widest range holds all 20 claims (made within 730 days back).
    await refine.getByRole("combobox", { name: "Date Range" }).selectOption("custom");
    const from = new Date();
    from.setDate(from.getDate() - 730);
    const iso = `${from.getFullYear()}-${String(from.getMonth() + 1).padStart(2, "0")}-${String(from.getDate()).padStart(2, "0")}`;
    await refine.getByLabel("From").fill(iso);
    await refine.getByRole("button", { name: "Apply Dates" }).click();
    await expect.poll(() => page.locator("[data-claims-total]").getAttribute("data-claims-total")).toBe("20");

    const name = `${employee.firstName} ${employee.lastName}`;
    // One filter at a time, each applied (in the URL, and its page loaded) before the next.
    const list = page.locator('section[aria-labelledby="claims-list-title"]');
    const applied = async (param: string, value: RegExp) => {
      await expect.poll(() => new URL(page.url()).searchParams.get(param)).toMatch(value);
      await expect.poll(() => list.getAttribute("aria-busy")).toBe("false");
    };
    await refine.getByRole("checkbox", { name: new RegExp(`^${name} \\(`) }).check();
    await applied("member", /^[^,]+$/);
    await refine.getByRole("checkbox", { name: /^Denied \(/ }).check();
    await applied("status", /^3$/);
    const statuses = page.locator("[data-claim-status]");
    await expect
      .poll(async () => {
        const all = await statuses.evaluateAll((els) => els.map((e) => e.getAttribute("data-claim-status")));
        return all.length > 0 && all.every((s) => s === "3");
      })
      .toBe(true);
    const total = Number(await page.locator("[data-claims-total]").getAttribute("data-claims-total"));
    await expectNoAxeViolations(page);

    const downloaded = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download to Excel" }).click();
    const file = await (await downloaded).path();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const rows: unknown[][] = [];
    workbook.getWorksheet("Claims")?.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1));
    });
    const claims = rows.slice(2);
    expect(claims).toHaveLength(total);
    expect(claims.every((r) => r[1] === name && r[5] === "Denied")).toBe(true);
  });
});
