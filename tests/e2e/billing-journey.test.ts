import { readFile } from "node:fs/promises";
import ExcelJS from "exceljs";
import type { APIRequestContext, Download, Page } from "playwright-core";
import { describe, expect } from "vitest";
import { createAdmin, createEmployee, type FixtureAdmin, type FixtureEmployee, signIn } from "./accounts.js";
import { expectNoAxeViolations } from "./axe.js";
import { test } from "./browser.js";
import { cancelThroughApi, storedEmployee } from "./employees.js";
import { serverURL } from "./server.js";

/**
 * Premium billing's journey (docs/features/billing.md, Tests): an administrator with Bills opens
 * this month's bill of the demo client's first group, finds an employee termed last month as a
 * credit, downloads the PDF and the .xlsx, and reconciles a roster with two differences, both
 * explained; an administrator without Bills has no Bills link and every billing route answers 403.
 * The set-up drives the real routes and job: the employees are the test's own, termed through the
 * cancel route the screens use, and last month's and this month's bills are made by `runInvoices`
 * (the job's run) through an /__e2e route, in that order around the term, as the billing day would.
 */

const GROUP = "100100";

/** `yyyy-MM` of the month `shift` months from this one. */
function monthFromNow(shift: number, today = new Date()): string {
  const d = new Date(today.getFullYear(), today.getMonth() + shift, 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}`;
}
/** MM/DD/YYYY of day `day` of the month `shift` months from this one (0: its last day). */
function dayOfMonth(shift: number, day: number, today = new Date()): string {
  const d =
    day === 0
      ? new Date(today.getFullYear(), today.getMonth() + shift + 1, 0)
      : new Date(today.getFullYear(), today.getMonth() + shift, day);
  return `${String(d.getMonth() + 1).padStart(2, "0")}/${String(d.getDate()).padStart(2, "0")}/${d.getFullYear()}`;
}
const monthWords = (month: string) =>
  new Date(`${month}-01T12:00:00`).toLocaleString("en-US", { month: "long", year: "numeric" });

async function fixture<T>(path: string, body: unknown): Promise<T> {
  const baseURL = serverURL();
  const res = await fetch(`${baseURL}/__e2e/billing${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseURL },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`fixture ${path} answered ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** The group's bill for `month`, made now by the invoice run (the job's own function). */
async function runInvoices(month: string) {
  const run = await fixture<{ made: number; alreadyMade: number }>("/invoices", {
    month,
    groupNumbers: [GROUP],
  });
  // A bill made before this test would not bill its employees as the journey needs.
  expect(run, `the ${month} bill of ${GROUP} is this test's`).toMatchObject({ made: 1, alreadyMade: 0 });
}

interface Lob {
  lineOfBusiness: string;
  coverageType: string;
  coverageEffectiveDate: string | null;
  coverageEndDate: string | null;
}
type Summary = {
  version: number;
  payload: { subscriber: { memberCoverages: { groupNumber: string; memberLobs: Lob[] }[] } };
};

/** The employee's medical line in GROUP and the record's version. */
async function medicalLine(request: APIRequestContext, umi: string) {
  const stored = await storedEmployee<Summary>(request, umi);
  const line = stored.payload.subscriber.memberCoverages
    .filter((c) => c.groupNumber === GROUP)
    .flatMap((c) => c.memberLobs)
    .find((l) => l.coverageType === "MEDICAL");
  if (!line) throw new Error(`${umi} has no medical line in ${GROUP}`);
  return { line, version: stored.version };
}

const usDate = (text: string) => {
  const [m, d, y] = text.split("/").map(Number);
  return new Date(y ?? 0, (m ?? 1) - 1, d ?? 1);
};

/**
 * An employee of GROUP alone (no dependents: billed at the employee tier) whose medical line began
 * before `before` (when given): the seed's generator draws the start (up to six years back, this
 * month's first day included), so a few are made until one fits.
 */
async function employeeFitting(request: APIRequestContext, firstName: string, before?: Date) {
  for (let tries = 0; tries < 8; tries++) {
    const employee = await createEmployee({ groupNumber: GROUP, dependents: 0, firstName });
    const stored = await storedEmployee<Summary>(request, employee.umi);
    const lines = stored.payload.subscriber.memberCoverages
      .filter((c) => c.groupNumber === GROUP)
      .flatMap((c) => c.memberLobs);
    const medical = lines.find((l) => l.coverageType === "MEDICAL");
    const started = medical?.coverageEffectiveDate ? usDate(medical.coverageEffectiveDate) : null;
    if (medical && !medical.coverageEndDate && (!before || (started && started < before)))
      return { employee, lineOfBusiness: medical.lineOfBusiness };
  }
  throw new Error(`no employee of ${GROUP} fitting the journey in eight tries`);
}

/** Cancels the employee's medical line on `cancelDate` through the cancel route the screens use (reason 01). */
async function cancelMedical(request: APIRequestContext, employee: FixtureEmployee, cancelDate: string) {
  const { line, version } = await medicalLine(request, employee.umi);
  const res = await cancelThroughApi(request, employee.umi, version, [
    { groupNumber: GROUP, lineOfBusiness: line.lineOfBusiness, cancelReasonCode: "01", cancelDate },
  ]);
  expect(res.status(), await res.text()).toBe(200);
}

/** Clicks the link named `name` and answers the download it starts. */
async function downloadBy(page: Page, name: string) {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name, exact: true }).click(),
  ]);
  return download;
}

/** A sheet's rows under its heading row, each as heading → value. */
function rowsOf(sheet: ExcelJS.Worksheet): Record<string, unknown>[] {
  const headings = (sheet.getRow(1).values as unknown[]).map((v) => String(v ?? ""));
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    const values = row.values as unknown[];
    rows.push(Object.fromEntries(headings.flatMap((h, i) => (h ? [[h, values[i] ?? ""]] : []))));
  });
  return rows;
}

async function workbookOf(download: Download) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(await download.path())) as never);
  return book;
}

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

describe("premium billing: the bill, its files and Reconcile", () => {
  test("an administrator with Bills finds last month's term as a credit on this month's bill, downloads its PDF and .xlsx, and reconciles a roster with two differences, both explained", async ({
    context,
    page,
  }) => {
    const thisMonth = monthFromNow(0);
    const lastMonth = monthFromNow(-1);
    const admin = await createAdmin({ firstName: "Bill", lastName: "Reconciler" });
    await fixture("/bills-access", { loginId: admin.loginId });
    await signIn(context, admin);

    // Termed: covered before last month, billed for it, then termed at the end of the month before.
    const lastMonthStart = new Date(new Date().getFullYear(), new Date().getMonth() - 1, 1);
    const { employee: termed, lineOfBusiness: medical } = await employeeFitting(
      context.request,
      "Termed",
      lastMonthStart,
    );
    // Midmonth: billed for this month whole, its medical line ending on the 15th.
    const { employee: midmonth } = await employeeFitting(context.request, "Midmonth");
    await runInvoices(lastMonth);
    const termDate = dayOfMonth(-2, 0);
    const midmonthEnd = dayOfMonth(0, 15);
    await cancelMedical(context.request, termed, termDate);
    await cancelMedical(context.request, midmonth, midmonthEnd);
    await runInvoices(thisMonth);

    // The Bills link, the list, this month's bill of the group.
    await page.goto("/employer/home");
    await mainNav(page).getByRole("link", { name: "Bills" }).click();
    await page.getByRole("heading", { level: 1, name: "Bills" }).waitFor();
    const billLink = page.getByRole("link", {
      name: new RegExp(`^${monthWords(thisMonth)} bill of .+ \\(${GROUP}\\)$`),
    });
    await billLink.click();
    await page.waitForURL(/\/employer\/billing\/invoices\/\d+$/);
    const invoiceId = /invoices\/(\d+)$/.exec(page.url())?.[1] ?? "";

    // The termed employee, searched by name: no premium line, a credit for last month.
    await page.getByRole("textbox", { name: /Name or member ID/ }).fill(termed.lastName);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const adjustments = page.getByRole("table", { name: /^Adjustments/ });
    const credit = adjustments.getByRole("row", { name: new RegExp(termed.lastName) });
    await expect.poll(() => credit.count()).toBe(1);
    const creditText = (await credit.textContent()) ?? "";
    expect(creditText).toContain("Terminated");
    expect(creditText).toContain(monthWords(lastMonth));
    const creditAmount = /-\$([\d,]+\.\d{2})/.exec(creditText)?.[1];
    expect(creditAmount, `a credit on ${creditText}`).toBeTruthy();
    await expect.poll(() => page.getByText("No premium line matches this search.").count()).toBe(0);

    // The PDF and the .xlsx, as the links download them.
    const pdf = await downloadBy(page, "Bill (PDF)");
    expect(pdf.suggestedFilename()).toBe(`bill-${GROUP}-${thisMonth}.pdf`);
    expect((await readFile(await pdf.path())).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const xlsx = await downloadBy(page, "Detail (Excel .xlsx)");
    expect(xlsx.suggestedFilename()).toBe(`bill-${GROUP}-${thisMonth}.xlsx`);
    const book = await workbookOf(xlsx);
    const lines = rowsOf(book.getWorksheet("Lines") as ExcelJS.Worksheet).filter((r) => r["Member ID"]);
    const billed = (umi: string, line: string) =>
      lines.filter((r) => r["Member ID"] === umi && r["Line of business"] === line);
    expect(billed(midmonth.umi, medical)).toHaveLength(1);
    expect(billed(termed.umi, medical)).toHaveLength(0);
    const total = rowsOf(book.getWorksheet("Lines") as ExcelJS.Worksheet).find((r) => r.Member === "Total");
    const sum = lines.reduce((cents, r) => cents + Math.round(Number(r.Amount) * 100), 0);
    expect(Math.round(Number(total?.Amount) * 100)).toBe(sum);
    const termedCredit = rowsOf(book.getWorksheet("Adjustments") as ExcelJS.Worksheet).find(
      (r) => r["Member ID"] === termed.umi && r["Line of business"] === medical,
    );
    expect(termedCredit).toMatchObject({ Change: "Terminated", "Months covered": lastMonth });
    expect(Number(termedCredit?.Amount).toFixed(2)).toBe(`-${creditAmount?.replace(/,/g, "")}`);

    // The client's roster: the bill's lines as its payroll has them, but the midmonth employee's
    // medical line already gone from it and the termed employee's still deducted.
    const roster = [
      "Member ID,Line of Business,Tier,Amount",
      ...lines
        .filter((r) => !(r["Member ID"] === midmonth.umi && r["Line of business"] === medical))
        .map((r) =>
          [
            r["Member ID"],
            // The line as the bill's spreadsheet writes it ("PPO", "UCCI Dental").
            r["Line of business"],
            r.Tier,
            Number(r.Amount).toFixed(2),
          ].join(","),
        ),
      [termed.umi, medical, "Employee", creditAmount?.replace(/,/g, "")].join(","),
    ].join("\n");

    // Reconcile from the bill: its group and month preselected.
    await page.getByRole("link", { name: "Reconcile with your roster" }).click();
    await page.getByRole("heading", { level: 1, name: "Reconcile" }).waitFor();
    await expect.poll(() => page.getByRole("combobox", { name: "Group" }).inputValue()).toBe(GROUP);
    expect(await page.getByRole("combobox", { name: "Month billed" }).inputValue()).toBe(thisMonth);
    await page.locator("[data-upload-input]").setInputFiles({
      name: "payroll.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(roster),
    });
    const result = page.locator("[data-reconcile-result]");
    await result.getByRole("heading", { level: 3, name: /against “payroll\.csv”$/ }).waitFor();
    expect(await result.locator("[data-difference-count]").textContent()).toBe(
      "2 differences, 2 explained by a change on file.",
    );
    const notOnRoster = result.getByRole("table", { name: /^Billed, not on your roster/ }).getByRole("row");
    await expect.poll(() => notOnRoster.count()).toBe(2);
    const midmonthRow = notOnRoster.nth(1);
    expect(await midmonthRow.textContent()).toContain(
      `Terminated (${midmonthEnd}) during the month: a month is billed whole, as covered on its first day.`,
    );
    expect(await midmonthRow.getByRole("link", { name: /^Employee summary of / }).getAttribute("href")).toBe(
      `/employer/manage-employees/find/review?umi=${midmonth.umi}`,
    );
    const notBilled = result.getByRole("table", { name: /^On your roster, not billed/ }).getByRole("row");
    await expect.poll(() => notBilled.count()).toBe(2);
    expect(await notBilled.nth(1).textContent()).toContain(
      `Terminated: coverage ended ${termDate}, before the month.`,
    );
    expect(await notBilled.nth(1).getByRole("link").getAttribute("href")).toBe(
      `/employer/manage-employees/find/review?umi=${termed.umi}`,
    );
    expect(
      await result.getByRole("heading", { level: 4, name: "Billed at another tier or amount (0)" }).count(),
    ).toBe(1);
    await expectNoAxeViolations(page);

    // What the server kept of it: an audit of the comparison with its counts, never a member.
    const { events } = await fixture<{ events: { loginId: string; detail: Record<string, unknown> }[] }>(
      "/audit-events",
      { invoiceId, action: "billing.reconcile" },
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      loginId: admin.loginId,
      detail: {
        groupNumber: GROUP,
        month: thisMonth,
        notOnRoster: 1,
        notBilled: 1,
        mismatch: 0,
        explained: 2,
      },
    });
    expect(JSON.stringify(events[0]?.detail)).not.toContain(termed.umi);
  });

  test("an administrator without Bills sees no Bills link, the not-permitted state, and 403 from every billing route", async ({
    context,
    page,
    browserConsole,
  }) => {
    // Chromium logs each refused call of the page's own fetches below.
    browserConsole.expectError(/status of 403/);
    const admin: FixtureAdmin = await createAdmin({ firstName: "Nobill", lastName: "Viewer" });
    await signIn(context, admin);
    await page.goto("/employer/home");
    await mainNav(page).getByRole("link").first().waitFor();
    expect(await mainNav(page).getByRole("link", { name: "Bills" }).count()).toBe(0);
    await page.goto("/employer/billing/reconcile");
    await page.getByText("You do not have permissions to view this screen.").waitFor();
    // From the page's own context: its cookie and origin, as the portal would ask.
    const statuses = await page.evaluate(async (group) => {
      // Each answer read whole: the leak scan reads it too (an unread one keeps it waiting).
      const ask = async (path: string, init?: RequestInit) => {
        const res = await fetch(path, init);
        await res.text();
        return res.status;
      };
      return {
        list: await ask("/api/billing/invoices"),
        bill: await ask("/api/billing/invoices/1"),
        pdf: await ask("/api/billing/invoices/1/pdf"),
        xlsx: await ask("/api/billing/invoices/1/xlsx"),
        account: await ask(`/api/billing/groups/${group}/account`),
        reconcile: await ask(`/api/billing/reconcile?groupNumber=${group}&month=2026-01`, {
          method: "POST",
          headers: { "content-type": "application/octet-stream" },
          body: "Member ID\nM1\n",
        }),
      };
    }, GROUP);
    expect(statuses).toEqual({ list: 403, bill: 403, pdf: 403, xlsx: 403, account: 403, reconcile: 403 });
  });
});
