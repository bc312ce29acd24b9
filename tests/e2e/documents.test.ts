import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { isPdf, pdfText } from "../../apps/server/src/test-support/pdfText.js";
import { createAdmin, createEmployee, signIn } from "./accounts.js";
import { expectNoAxeViolations } from "./axe.js";
import { test } from "./browser.js";
import { actionsMenuButton, reviewOf } from "./employees.js";

/** The plan names of the summary of benefits listing, as the server gives them. */
async function sbcPlans(page: Page) {
  const res = await page.request.get("/api/documents/summary-of-benefits");
  expect(res.status()).toBe(200);
  return ((await res.json()) as { payload: { planName: string; groupNumber: string; productId: string }[] })
    .payload;
}

/** The bytes of a download, once the browser has it. */
async function downloadedBytes(download: Promise<import("playwright-core").Download>) {
  const path = await (await download).path();
  return new Uint8Array(await readFile(path));
}

describe("plan documents (assist-employees.md §2.4, §2.5, §2.13)", () => {
  test("open an SBC and a group contract: both are PDFs naming their plan", async ({ page, context }) => {
    // §2.5: the listing says which plans have an SBC, and only theirs are asked: no request fails
    // (and the console, checked for every test, stays clean).
    const failed: string[] = [];
    page.on("response", (res) => {
      if (res.status() >= 400) failed.push(`${res.status()} ${res.url()}`);
    });
    await signIn(context, await createAdmin());
    // The landing, by its .html address, with its four sections.
    await page.goto("/employer/assist-employees.html");
    await page.getByRole("heading", { level: 1, name: "Assist Employees" }).waitFor();
    for (const name of ["Employee Resources", "Providers", "Spending Account", "Educational Tools"])
      await page.getByRole("region", { name }).waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Summary of Benefits and Coverage" }).click();
    await page.getByRole("heading", { level: 1, name: "Summary of Benefits and Coverage" }).waitFor();
    // The metadata sequence ends with a count; plans without an SBC (Facility, Professional) are skipped.
    const count = page.getByText(/^\d+ SBCs?$/);
    await count.waitFor();
    await expect.poll(async () => Number((await count.textContent())?.split(" ")[0])).toBeGreaterThan(0);
    await expect(page.getByRole("button", { name: "Facility" }).count()).resolves.toBe(0);
    expect(failed).toEqual([]);
    await expectNoAxeViolations(page);

    const first = page.locator("[data-slot=plan-document] button").first();
    const planName = (await first.textContent()) ?? "";
    const download = page.waitForEvent("download");
    // Awaited below; handled now so that a failed attempt reports its own failure, not this promise's.
    download.catch(() => undefined);
    await first.click();
    const modal = page.getByRole("dialog", { name: "Summary of Benefits and Coverage" });
    await modal.waitFor();
    await expectNoAxeViolations(page);
    const sbc = await downloadedBytes(download);
    expect(isPdf(sbc)).toBe(true);
    expect(pdfText(sbc)).toContain(planName);
    expect(pdfText(sbc)).toContain("Summary of Benefits and Coverage");
    // §9: the modal closes by itself.
    await modal.waitFor({ state: "detached", timeout: 10_000 });

    await page.goto("/employer/assist-employees/group-contracts.html");
    await page.getByRole("heading", { level: 1, name: "Group Contracts" }).waitFor();
    const contract = page.locator("[data-slot=plan-document] > div > a").first();
    await contract.waitFor();
    await expectNoAxeViolations(page);
    // Opened in a new window (§2.5); the bytes it opens are fetched as the browser would.
    expect(await contract.getAttribute("target")).toBe("_blank");
    const href = (await contract.getAttribute("href")) ?? "";
    const contractPlan = (await contract.textContent()) ?? "";
    const res = await page.request.get(href);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("application/pdf");
    expect(res.headers()["content-disposition"]).toMatch(/^inline; filename="ct-\d{6}-\d{4}\.pdf"$/);
    const bytes = new Uint8Array(await res.body());
    expect(isPdf(bytes)).toBe(true);
    expect(pdfText(bytes)).toContain(contractPlan);
    expect(pdfText(bytes)).toContain("Group Contract");
  });

  test("View SBC from an employee's actions menu downloads that member's SBC", async ({ page, context }) => {
    const employee = await createEmployee();
    await signIn(context, await createAdmin());
    await page.goto(reviewOf(employee.umi));
    await (await actionsMenuButton(page)).click();
    const download = page.waitForEvent("download");
    // Awaited below; handled now so that a failed attempt reports its own failure, not this promise's.
    download.catch(() => undefined);
    await page.getByRole("menuitem", { name: "View SBC" }).click();
    await page.getByRole("heading", { level: 1, name: "Summary of Benefits and Coverage" }).waitFor();
    const bytes = await downloadedBytes(download);
    expect(isPdf(bytes)).toBe(true);
    const group = new URL(page.url()).searchParams.get("groupNumber");
    const plan = (await sbcPlans(page)).find((p) => p.groupNumber === group && p.productId.endsWith("-MED"));
    expect(plan).toBeDefined();
    expect(pdfText(bytes)).toContain(plan?.planName ?? "?");
    expect(pdfText(bytes)).toContain(`Group ${group}`);
    await page.getByText(/was downloaded\.$/).waitFor();
    await expectNoAxeViolations(page);
  });

  test("a 6010 client has no contracts nor preventive lists: the brand's and the spec's texts say so", async ({
    page,
    context,
  }) => {
    await signIn(context, await createAdmin({ clientNumbers: ["100002"] }));
    await page.goto("/employer/assist-employees/group-contracts");
    await page.getByText("0 contracts").waitFor();
    await page.getByText(/A master group contract cannot be located for this group\./).waitFor();
    await expectNoAxeViolations(page);
    await page.goto("/employer/assist-employees/preventive-medications.html");
    await page.getByText("0 lists").waitFor();
    await page.getByText("Preventive medications list is currently not available for this client.").waitFor();
  });

  test("the home widget's counters lead to the listings; unknown addresses go home", async ({
    page,
    context,
  }) => {
    await signIn(context, await createAdmin());
    await page.goto("/employer/home");
    const widget = page.getByRole("region", { name: "Recent Documents" });
    await widget.waitFor();
    await expect.poll(() => widget.getByText("Added in the past 60 days").count()).toBe(4);
    await expectNoAxeViolations(page);
    await widget.getByRole("link", { name: "View Listing of Inserts for Benefit Booklets" }).click();
    await page.getByRole("heading", { level: 1, name: "Benefit Booklets" }).waitFor();
    await page.getByText(/^\d+ booklets?$/).waitFor();
    await page.getByRole("searchbox", { name: "Find Booklets" }).fill("Dental");
    await expect.poll(() => page.locator("[data-slot=plan-document]").count()).toBeGreaterThan(0);
    const names = await page.locator("[data-slot=plan-document] > div > a").allTextContents();
    expect(names.every((n) => n.includes("Dental"))).toBe(true);
    await expectNoAxeViolations(page);

    await page.goto("/employer/assist-employees/documents?callingPage=unknown");
    await expect
      .poll(() => page.getByRole("alert").filter({ hasText: "Calling page not recognized." }).count())
      .toBe(1);

    await page.goto("/employer/assist-employees/no-such-page");
    await expect.poll(() => new URL(page.url()).pathname).toBe("/employer/home");
  });
});
