import { formatUsDate } from "@epr/domain";
import { describe, expect } from "vitest";
import { isPdf, overlappingRuns, pdfLines } from "../../apps/server/src/test-support/pdfText.js";
import { createAdmin, createEmployee, signIn } from "./accounts.js";
import { test } from "./browser.js";
import { reviewOf, storedEmployee } from "./employees.js";

/**
 * The text of the cell that starts as `value` starts, followed down the lines while it wraps: the
 * cell of a line that begins the value, then the cell of each next line that goes on with it.
 */
function wrappedCell(lines: string[], value: string): string | undefined {
  for (const [i, line] of lines.entries()) {
    const first = line.split(" | ").find((cell) => cell.length > 1 && value.startsWith(cell));
    if (!first) continue;
    let cell = first;
    for (const next of lines.slice(i + 1)) {
      if (cell.length >= value.length) break;
      const more = next.split(" | ").find((c) => value.slice(cell.length).startsWith(c));
      if (!more) break;
      cell += more;
    }
    return cell;
  }
  return undefined;
}

describe("the printed employee summary (enrollment.md §2 print mode)", () => {
  test("prints whole: client and print date, every value apart, every column of the coverage table", async ({
    page,
    context,
  }) => {
    const admin = await createAdmin();
    const employee = await createEmployee({ dependents: 1 });
    await signIn(context, admin);
    const { payload: record } = await storedEmployee<{ payload: { subscriber: { workEmail: string } } }>(
      context.request,
      employee.umi,
    );
    const email = record.subscriber.workEmail;
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
    expect(overlappingRuns(pdf), text).toEqual([]);
    expect(wrappedCell(lines, email), text).toBe(email);
    // The coverage table prints every column, the last one (Status) included, none clipped.
    const header = lines.find((line) => line.startsWith("Coverage | Product"));
    expect(header, text).toBeDefined();
    expect(header).toMatch(/\| Status$/);
    // A coverage row: its Effective date, then its End (a date or —); the category may be any.
    const coverageRows = lines.filter((line) =>
      / \| \d\d\/\d\d\/\d{4} \| (—|\d\d\/\d\d\/\d{4}) \| /.test(line),
    );
    expect(coverageRows.length, text).toBeGreaterThan(0);
    // Its Status whole, whichever the line's dates give (the fixture ends some dental lines last month).
    for (const row of coverageRows)
      expect(row, text).toMatch(/\| [^|]+ \| (Active|Future active|Cancelled|Ends \d\d\/\d\d\/\d{4})$/);

    // The check sees the defect it guards: values kept on one line in narrow cells run into the next.
    await page.addStyleTag({
      content:
        "dd, td { white-space: nowrap !important; max-width: 3em !important; overflow: visible !important; }",
    });
    const overflowing = overlappingRuns(new Uint8Array(await page.pdf({ format: "Letter" })));
    expect(overflowing.length).toBeGreaterThan(0);
  });
});
