import { claimStatusLabels } from "@epr/domain";
import ExcelJS from "exceljs";
import { describe, expect } from "vitest";
import { createAdmin, createEmployee, signIn } from "./accounts.js";
import { expectNoAxeViolations } from "./axe.js";
import { test } from "./browser.js";

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
    // Whose claims these are: the subscriber's name under the heading.
    await page
      .locator("[data-employee-line]")
      .filter({ hasText: `${employee.firstName} ${employee.lastName} · Member ${employee.umi}` })
      .waitFor();
    const refine = page.locator("[data-claims-refine]");
    await refine.waitFor();
    await expectNoAxeViolations(page);

    // The widest range holds all 20 claims (made within 730 days back).
    await refine.getByRole("combobox", { name: "Date Range" }).selectOption("custom");
    const from = new Date();
    from.setDate(from.getDate() - 730);
    const iso = `${from.getFullYear()}-${String(from.getMonth() + 1).padStart(2, "0")}-${String(from.getDate()).padStart(2, "0")}`;
    // The custom fields appear with the choice: on a loaded machine a value typed as they mount can
    // be lost, so the date is typed until the field holds it.
    const fromField = refine.getByLabel("From");
    await expect
      .poll(async () => {
        if ((await fromField.inputValue()) !== iso) await fromField.fill(iso);
        return fromField.inputValue();
      })
      .toBe(iso);
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
    // The status this member has most claims of (the counts apply the member filter): generated
    // claims need not include every status for every member, so the test picks one that is there.
    const statusBoxes = refine.getByRole("group", { name: "Claims Status" }).getByRole("checkbox");
    const offered = await statusBoxes.evaluateAll((els) =>
      els.map((e) => (e as HTMLButtonElement).labels?.[0]?.textContent ?? ""),
    );
    const [label = ""] = offered
      .map((text) => /^(.+) \((\d+)\)$/.exec(text))
      .flatMap((m) => (m?.[1] && Number(m[2]) > 0 ? [[m[1], Number(m[2])] as const] : []))
      .sort((x, y) => y[1] - x[1])
      .map(([l]) => l);
    const code = Object.entries(claimStatusLabels).find(([, l]) => l === label)?.[0] ?? "";
    expect(code).not.toBe("");
    await refine.getByRole("checkbox", { name: new RegExp(`^${label} \\(`) }).check();
    await applied("status", new RegExp(`^${code}$`));
    const statuses = page.locator("[data-claim-status]");
    await expect
      .poll(async () => {
        const all = await statuses.evaluateAll((els) => els.map((e) => e.getAttribute("data-claim-status")));
        return all.length > 0 && all.every((s) => s === code);
      })
      .toBe(true);
    // Each row's claim status row (§2.9): the status icon and its words, the plan type icon and its
    // words; the icons decorative (hidden from assistive technology), the words what is read.
    const rowIcons = await list.locator("[data-claim]").evaluateAll((rows) =>
      rows.map((row) => ({
        status: row.querySelector("[data-claim-status]")?.textContent,
        plan: row.querySelector("[data-claim-plan-type]")?.textContent,
        icons: [...row.querySelectorAll("svg")].map(
          (svg) => `${svg.getAttribute("data-claim-icon")} ${svg.getAttribute("aria-hidden")}`,
        ),
      })),
    );
    expect(rowIcons.length).toBeGreaterThan(0);
    for (const row of rowIcons) {
      expect(row.status).toBe(label);
      expect(row.plan).toMatch(/^(Medical|Dental|Vision|Drug)$/);
      expect(row.icons).toEqual([
        `status-${label.toLowerCase().replaceAll(" ", "-")} true`,
        `plan-${row.plan?.toLowerCase()} true`,
      ]);
    }
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
    expect(claims.every((r) => r[1] === name && r[5] === label)).toBe(true);
  });
});
