import { readFile } from "node:fs/promises";
import { fillMessage } from "@epr/domain";
import { submissionMessages, subscriberMessages } from "@epr/forms/schemas";
import ExcelJS from "exceljs";
import type { Download, Page } from "playwright-core";
import { describe, expect } from "vitest";
import { createAdmin, signIn } from "./accounts.js";
import { employeesNamed, firstOfNextMonth, uniqueLastName, uniqueSsn } from "./addFlow.js";
import { expectNoAxeViolations } from "./axe.js";
import { test } from "./browser.js";
import {
  applyAndWait,
  BULK_CHANGES,
  endOfMonthFromNow,
  enrolledInGroup,
  GROUP,
  PLAN,
  shownCount,
  storedEmployee,
} from "./bulkChanges.js";
import { reviewOf } from "./employees.js";

/**
 * Eligibility in bulk with a census (docs/features/bulk-eligibility.md): the administrator downloads
 * the client's template from the Bulk changes page, fills it, uploads it, sees every row's outcome
 * with the screens' messages, applies the rows without errors, and downloads the results. What the
 * server stored is read back through the API, as the portal reads it.
 */

/** A plan of another group of the client: "not offered" in GROUP. */
const OTHER_GROUP_PLAN = "100107-MED";

/** The workbook a download saved, as exceljs reads it. */
async function workbookOf(download: Download) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(await download.path())) as never);
  return book;
}

/** Clicks `name` and answers the download it starts. */
async function downloadBy(page: Page, name: string) {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name, exact: true }).click(),
  ]);
  return download;
}

/** A sheet's rows under its heading row, each as heading → text. */
function rowsOf(sheet: ExcelJS.Worksheet): Record<string, string>[] {
  const headings = (sheet.getRow(1).values as unknown[]).map((v) => String(v ?? ""));
  const rows: Record<string, string>[] = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    const values = row.values as unknown[];
    rows.push(Object.fromEntries(headings.flatMap((h, i) => (h ? [[h, String(values[i] ?? "")]] : []))));
  });
  return rows;
}

describe("bulk changes with a census (eligibility in bulk)", () => {
  test("template downloaded, 20 rows filled and uploaded, every outcome previewed with the screens' messages, the valid rows applied, the refusals in the results", async ({
    context,
    page,
  }) => {
    const admin = await createAdmin({ firstName: "Bulk", lastName: "Importer" });
    await signIn(context, admin);
    const effective = firstOfNextMonth();
    const suffix = uniqueLastName("").slice(0, 6);
    const changed = await enrolledInGroup(context.request, `Harbor${suffix}`, effective);
    const ended = await enrolledInGroup(context.request, `Quay${suffix}`, effective);

    await page.goto(BULK_CHANGES);
    await page.getByRole("heading", { name: "Upload a file", level: 2 }).waitFor();
    await expectNoAxeViolations(page);

    // The template through the page's button: the client's own workbook.
    const template = await downloadBy(page, "Download the census template for this client (.xlsx)");
    expect(template.suggestedFilename()).toBe("census-template-100001.xlsx");
    const book = await workbookOf(template);
    const sheet = book.getWorksheet("Census");
    if (!sheet) throw new Error("the template has no Census sheet");
    const headings = (sheet.getRow(1).values as unknown[]).map((v) => String(v ?? ""));
    const column = (heading: string) => {
      const at = headings.indexOf(heading);
      if (at < 1) throw new Error(`the template has no ${heading} column`);
      return at;
    };

    // 20 rows: 14 new employees, a child added to one of them, a change, a term and three errors.
    const adds = [
      "Alder",
      "Birch",
      "Cedar",
      "Dogwood",
      "Elm",
      "Fir",
      "Ginkgo",
      "Hazel",
      "Ilex",
      "Juniper",
      "Larch",
      "Maple",
      "Nettle",
      "Oak",
    ].map((name) => `${name}${suffix}`);
    const addRow = (last: string, over: Record<string, string> = {}) => ({
      Action: "Add",
      "Subscriber SSN": uniqueSsn(),
      Relationship: "18 - Self",
      "First Name": "Quinn",
      "Last Name": last,
      Gender: "F",
      "Birth Date": "04/17/1986",
      "Address 1": "1 Dock Road",
      City: "Philadelphia",
      State: "PA",
      ZIP: "19103",
      "Other Insurance": "No",
      "Medicare Eligible": "No",
      "Medical Group": GROUP,
      "Medical Plan": PLAN,
      "Medical Effective Date": effective,
      "Medical Tobacco": "N",
      "Medical Report Codes": "DEPT=HR; DIV=D1",
      ...over,
    });
    const newRows = adds.map((last) => addRow(last));
    const parent = newRows[1] as Record<string, string>;
    const rows: Record<string, string>[] = [
      ...newRows,
      {
        Action: "Add",
        "Subscriber SSN": parent["Subscriber SSN"] as string,
        Relationship: "02",
        "First Name": "Kit",
        "Last Name": adds[1] as string,
        Gender: "M",
        "Birth Date": "06/10/2016",
        "Other Insurance": "No",
        "Medicare Eligible": "No",
        "Medical Group": GROUP,
        "Medical Plan": PLAN,
        "Medical Effective Date": effective,
      },
      {
        Action: "Change",
        "Subscriber SSN": changed.ssn,
        Relationship: "18",
        "Last Name": `${changed.last}-Lee`,
        "Address 1": "9 Mooring Lane",
        "Medical Group": GROUP,
        "Medical Plan": PLAN,
        "Medical Report Codes": "DEPT=FIN; DIV=D1",
      },
      {
        Action: "Terminate",
        "Subscriber SSN": ended.ssn,
        Relationship: "18",
        "Medical Group": GROUP,
        "Medical End Date": endOfMonthFromNow(1),
        "Medical Cancel Reason": "01",
      },
      addRow(`Wrongdate${suffix}`, { "Birth Date": "13/45/1990" }),
      addRow(`Wrongplan${suffix}`, { "Medical Plan": OTHER_GROUP_PLAN }),
      addRow("", { "First Name": `Nolast${suffix}` }),
    ];
    expect(rows).toHaveLength(20);
    // The example row (2) is replaced: the rows are sheet rows 2 to 21.
    rows.forEach((values, i) => {
      const row = sheet.getRow(2 + i);
      for (let c = 1; c < headings.length; c++) row.getCell(c).value = null;
      for (const [heading, value] of Object.entries(values)) row.getCell(column(heading)).value = value;
      row.commit();
    });
    const filled = Buffer.from(await book.xlsx.writeBuffer());

    // Uploaded through the drop zone's file input; the page becomes the import's.
    await page.locator("input[type=file]").setInputFiles({
      name: "open-enrollment.xlsx",
      mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      buffer: filled,
    });
    const preview = page.locator("[data-slot=bulk-preview]");
    await preview.getByRole("heading", { name: "Preview of “open-enrollment.xlsx”" }).waitFor();
    expect(new URL(page.url()).searchParams.get("import")).toMatch(/^\d+$/);
    const count = (outcome: string) => shownCount(page, outcome);
    // Polled: the counts are the judged import's, shown once its page has them.
    await expect
      .poll(async () => ({
        total: await count("total"),
        addEmployee: await count("addEmployee"),
        addDependent: await count("addDependent"),
        change: await count("change"),
        endCoverage: await count("endCoverage"),
        reinstate: await count("reinstate"),
        noChange: await count("noChange"),
        error: await count("error"),
      }))
      .toEqual({
        total: "20",
        addEmployee: "14",
        addDependent: "1",
        change: "1",
        endCoverage: "1",
        reinstate: "0",
        noChange: "0",
        error: "3",
      });
    await expectNoAxeViolations(page);

    // Filtered by outcome: the change with its before and after, then the errors.
    const table = preview.locator("[data-preview-scroll]");
    const showing = () => preview.locator("[data-preview-showing]").textContent();
    await preview.getByLabel("Outcome", { exact: true }).selectOption("change");
    await expect.poll(showing).toBe("Showing 1 of 20 rows.");
    await expect
      .poll(() => table.locator("[data-change-field]").allTextContents())
      .toEqual([
        `lastName: was ${changed.last} → now ${changed.last}-Lee`,
        "address1: was 12 Harbor Street → now 9 Mooring Lane",
      ]);
    // Each error on its row and column, in the add flow's words.
    await preview.getByLabel("Outcome", { exact: true }).selectOption("error");
    await expect.poll(showing).toBe("Showing 3 of 20 rows.");
    const errorRows = () =>
      table.locator("tbody tr[data-index]").evaluateAll((trs) =>
        trs.map((tr) => {
          // The row's source is its header cell (th), then member, outcome, changes and errors.
          const cells = tr.children;
          return {
            source: cells[0]?.textContent ?? "",
            errors: Array.from(cells[4]?.querySelectorAll("li") ?? [], (li) => ({
              column: li.getAttribute("data-error-column"),
              text: li.textContent ?? "",
            })),
          };
        }),
      );
    await expect.poll(errorRows).toEqual([
      {
        source: "Row 19",
        errors: [{ column: "Birth Date", text: `Birth Date: ${subscriberMessages.birthDate}` }],
      },
      {
        source: "Row 20",
        errors: [
          {
            column: "Medical Plan",
            text: `Medical Plan: ${fillMessage(submissionMessages.productNotOffered, { group: GROUP, coverage: "Medical" })}`,
          },
        ],
      },
      {
        source: "Row 21",
        errors: [{ column: "Last Name", text: `Last Name: ${subscriberMessages.lastName}` }],
      },
    ]);

    // Only the rows without errors.
    await preview.getByRole("radio", { name: /^Only the rows without errors/ }).check();
    await expect
      .poll(() => preview.locator("[data-will-apply]").textContent())
      .toBe("17 rows will be applied.");
    expect(await applyAndWait(page, "open-enrollment.xlsx", "validOnly")).toEqual({
      applied: "17",
      refused: "3",
      pending: "0",
    });

    // What the server stored: the new employees (one with the child), the change, the term.
    for (const last of adds) expect(await employeesNamed(page, last), last).toHaveLength(1);
    const [withChild] = await employeesNamed(page, adds[1] as string);
    const family = await storedEmployee(context.request, withChild?.umi ?? "");
    expect(family.payload.dependents.map((d) => [d.fullName.first, d.relationshipCode])).toEqual([
      ["Kit", "02"],
    ]);
    expect(family.payload.subscriber.memberCoverages[0]?.memberLobs[0]).toMatchObject({
      productId: PLAN,
      coverageEffectiveDate: effective,
    });
    for (const refused of [`Wrongdate${suffix}`, `Wrongplan${suffix}`])
      expect(await employeesNamed(page, refused), refused).toEqual([]);
    const after = await storedEmployee(context.request, changed.umi);
    expect(after.payload.subscriber.fullName.last).toBe(`${changed.last}-Lee`);
    expect(after.payload.subscriber.address.address1).toBe("9 Mooring Lane");
    expect(after.payload.subscriber.memberCoverages[0]?.reportCodes).toContainEqual(
      expect.objectContaining({ abbreviatedType: "DEPT", value: "FIN" }),
    );
    const term = await storedEmployee(context.request, ended.umi);
    expect(term.payload.subscriber.memberCoverages[0]?.memberLobs[0]?.coverageEndDate).toBe(
      endOfMonthFromNow(1),
    );

    // The results file lists the three refusals with their reasons.
    const results = await workbookOf(await downloadBy(page, "Download the results (.xlsx)"));
    const resultRows = rowsOf(results.worksheets[0] as ExcelJS.Worksheet);
    expect(resultRows).toHaveLength(20);
    const refusals = resultRows.filter((r) => r.Outcome === "Refused");
    expect(refusals.map((r) => r["Last Name"])).toEqual([`Wrongdate${suffix}`, `Wrongplan${suffix}`, ""]);
    expect(refusals[0]?.Reason).toContain(subscriberMessages.birthDate);
    expect(refusals[1]?.Reason).toContain(
      fillMessage(submissionMessages.productNotOffered, { group: GROUP, coverage: "Medical" }),
    );
    expect(refusals[2]?.Reason).toContain(subscriberMessages.lastName);
    expect(resultRows.filter((r) => r.Outcome === "Applied")).toHaveLength(17);

    // The changed employee's summary shows the change, and its report code history the import's edit.
    await page.goto(reviewOf(changed.umi));
    await expect
      .poll(() => page.getByTestId("subscriber-name").textContent())
      .toContain(`${changed.last}-Lee`);
    await page.getByText("9 Mooring Lane").first().waitFor();
    await page.getByRole("button", { name: "History of report codes" }).first().click();
    const history = page.getByRole("dialog", { name: "Report Code History" });
    const fin = history.locator("tbody tr", { hasText: "FIN" });
    await fin.waitFor();
    expect(await fin.textContent()).toContain("Bulk Importer");
  });
});
