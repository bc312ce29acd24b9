import { assistMessages } from "@epr/domain";
import { describe, expect } from "vitest";
import { createAdmin, createEmployee, signIn } from "./accounts.js";
import { expectNoAxeViolations } from "./axe.js";
import { test } from "./browser.js";
import { actionsMenuButton } from "./employees.js";

interface StoredOrder {
  groupNumber: string;
  lob: string;
  members: string[];
  orderedBy: string;
}

describe("ID cards (assist-employees.md §2.6, §4, §5)", () => {
  test("an unknown member ID is asked for once, on ID Cards and on the summary, and said plainly", async ({
    page,
    context,
    browserConsole,
  }) => {
    browserConsole.expectError(/status of 404 .*\/api\/employees\/M99999999(\/id-cards)?\]/);
    await signIn(context, await createAdmin());
    const asked: string[] = [];
    page.on("request", (req) => {
      if (req.url().includes("/api/employees/M99999999")) asked.push(req.url());
    });
    await page.goto("/employer/assist-employees/id-cards?umi=M99999999");
    await page.getByText(assistMessages.idCardUnknownMember("M99999999")).waitFor();
    await page.getByRole("link", { name: "Find an employee" }).waitFor();
    await expectNoAxeViolations(page);
    expect(asked.filter((url) => url.endsWith("/id-cards"))).toHaveLength(1);

    // The employee summary of the same ID: asked once too (its loader's request is the page's).
    asked.length = 0;
    await page.goto("/employer/manage-employees/find/review?umi=M99999999");
    await page.getByRole("heading", { name: "Employee not found" }).waitFor();
    expect(asked.filter((url) => new URL(url).pathname === "/api/employees/M99999999")).toHaveLength(1);
  });

  test("view the cards the server draws for the member, then order for two members: one order per group and line of business", async ({
    page,
    context,
  }) => {
    const employee = await createEmployee({ firstName: "Imogen", dependents: 1 });
    const admin = await createAdmin();
    await signIn(context, admin);

    // From the employee summary's actions menu (enrollment.md §6: ID Cards with employees view).
    await page.goto(`/employer/manage-employees/find/review?umi=${employee.umi}`);
    await (await actionsMenuButton(page)).click();
    await page.getByRole("menuitem", { name: "ID Cards" }).click();
    await page.getByRole("heading", { level: 1, name: "ID Cards" }).waitFor();
    await page.locator("[data-slot=id-card-image]").waitFor();
    // One heading per thing: the viewer repeats no "ID Cards" under the page's H1.
    expect(await page.getByRole("heading", { name: "ID Cards", exact: true }).count()).toBe(1);
    await expect.poll(() => new URL(page.url()).searchParams.get("umi")).toBe(employee.umi);

    // The image is the server's drawing of this member's card: name and member ID in the SVG.
    const image = page.locator("[data-slot=id-card-image]");
    await image.waitFor();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const src = (await image.getAttribute("src")) ?? "";
    const svg = await (await context.request.get(src)).text();
    expect(svg).toContain(`${employee.firstName} ${employee.lastName}`);
    expect(svg).toContain(`${employee.umi}01`);
    await expectNoAxeViolations(page);

    // Flip to the back, then the next card (another line or the spouse's) shows its front.
    await page.getByRole("button", { name: "Show back" }).click();
    await expect.poll(() => image.getAttribute("src")).toContain("side=back");
    await page.getByRole("button", { name: "Next card" }).click();
    await expect.poll(() => image.getAttribute("src")).toContain("side=front");

    // Ordering with nobody chosen: the §5 warning; then both members.
    await page.getByRole("button", { name: "Order ID Cards" }).click();
    await page
      .getByRole("alert")
      .filter({ hasText: "Please select at least one member to order ID cards." })
      .waitFor();
    await page.getByRole("checkbox", { name: new RegExp(`^${employee.firstName} `) }).check();
    await page.getByRole("checkbox", { name: /^Rowan / }).check();
    const placed = page.waitForResponse(
      (r) => r.url().endsWith("/id-card-orders") && r.request().method() === "POST",
    );
    await page.getByRole("button", { name: "Order ID Cards" }).click();
    expect((await placed).status()).toBe(201);
    await page.getByText(/Your ID card order was placed/).waitFor();
    // Selections are cleared after the order (§4).
    await expect.poll(() => page.getByRole("checkbox", { name: /^Rowan / }).isChecked()).toBe(false);
    await expectNoAxeViolations(page);

    // What the server stored: one order per group and line of business, each naming both members.
    const res = await context.request.get(`/api/employees/${employee.umi}/id-card-orders`);
    expect(res.status()).toBe(200);
    const { orders } = (await res.json()) as { orders: StoredOrder[] };
    expect(orders.length).toBeGreaterThan(0);
    const keys = orders.map((o) => `${o.groupNumber}/${o.lob}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const stored of orders) {
      expect([...stored.members].sort()).toEqual(["dependent:02", "subscriber"]);
      expect(stored.orderedBy).toBe(admin.loginId);
    }

    // The request page: the order on its own.
    await page.goto(`/employer/assist-employees/request-id-card.html?umi=${employee.umi}`);
    await page.getByRole("heading", { level: 1, name: "Request ID Cards" }).waitFor();
    await page.getByRole("checkbox", { name: /^Rowan / }).waitFor();
    await expectNoAxeViolations(page);
  });

  test("the vision provider page embeds the built-in directory (operation IFRAME, §2.8)", async ({
    page,
    context,
  }) => {
    await signIn(context, await createAdmin());
    await page.goto("/employer/assist-employees/vision-provider");
    await page.getByRole("heading", { level: 1, name: "Vision Provider" }).waitFor();
    const frame = page.frameLocator('iframe[title="Vision provider directory"]');
    await frame.getByRole("heading", { name: "Vision provider directory" }).waitFor();
    await frame.getByLabel("City").fill("Philadelphia");
    await frame.getByRole("button", { name: "Search" }).click();
    await frame.getByText(/providers? shown\./).waitFor();
    await expect
      .poll(() => page.getByRole("link", { name: /Compare hospital quality/ }).getAttribute("href"))
      .toContain("hospitalquality.example");
    await expectNoAxeViolations(page);
  });
});
