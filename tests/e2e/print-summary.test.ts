import { formatUsDate } from "@epr/domain";
import { describe, expect } from "vitest";
import { isPdf, overlappingRuns, pdfLines } from "../../apps/server/src/test-support/pdfText.js";
import { createAdmin, createEmployee, signIn } from "./accounts.js";
import { test } from "./browser.js";
import { reviewOf, storedEmployee } from "./employees.js";

describe("the printed employee summary (enrollment.md §2 print mode)", () => {
  test("prints whole: client and print date, every value apart, every column of the coverage table", async ({
    page,
    context,
  }) => {
    const admin = await createAdmin();
    const employee = await createEmployee({ dependents: 1 });
    await signIn(context, admin);
    const { payload: record } = await storedEmployee<{
      payload: { subscriber: { workEmail: string }; dependents: { fullName: { firstName: string } }[] };
    }>(context.request, employee.umi);
    const email = record.subscriber.workEmail;
    const dependent = record.dependents[0]?.fullName.firstName ?? "";
    expect(email).toContain("@");

    // Print mode asks for the print dialog once the summary is drawn; count the asks instead.
    await page.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed++;
      };
    });
    await page.emulateMedia({ media: "print" });
    await page.goto(`${reviewOf(employee.umi)}&print=true`);
    await page.getByTestId("subscriber-name").waitFor();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    const pdf = new Uint8Array(await page.pdf({ format: "Letter" }));
    expect(isPdf(pdf)).toBe(true);
    const lines = pdfLines(pdf);
    const text = lines.join("\n");

    // Whose summary and when: the screen's header does not print, so the page says it.
    expect(lines).toContain(`Northwind Harbor Logistics (100001) · Printed ${formatUsDate(new Date())}`);
    // No value drawn over its neighbour ("…@example.coNo"), and the e-mail whole, wrapped or not.
    expect(overlappingRuns(pdf)).toEqual([]);
    expect(lines.join("")).toContain(email);
    // The coverage table prints every column, the last one (Status) included, none clipped.
    const header = lines.find((line) => line.startsWith("Coverage | Product"));
    expect(header, text).toBeDefined();
    expect(text).toMatch(/Dependents\s*(\|\s*)?\n?covered|Dependents covered/);
    expect(header).toMatch(/\| Status$/);
    const coverageRows = lines.filter((line) => / \| \d\d\/\d\d\/\d{4} \| /.test(line) && line.includes("Family"));
    expect(coverageRows.length, text).toBeGreaterThan(0);
    for (const row of coverageRows) expect(row).toMatch(new RegExp(`\\| ${dependent} \\| Active$`));
  });
});
