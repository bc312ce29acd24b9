import { domainMessages } from "@epr/domain";
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { createAdmin, logInThroughForm, signIn } from "./accounts.js";
import { employeesNamed } from "./addFlow.js";
import { expectNoAxeViolations } from "./axe.js";
import { test } from "./browser.js";
import { actionsMenuButton, reviewOf } from "./employees.js";
import { serverURL } from "./server.js";

/**
 * The administrator's way through the portal: every page reachable from the header and home
 * (session-and-admin.md §2 /reports, /home), a refusal said before the work starts rather than after
 * it (enrollment.md §4 Edit entry, §6, §8), and a multi-client administrator's way back to the
 * client selection, whose pages wear the brand they work in (session-and-admin.md §2, §4).
 */

/** The header's main navigation. */
const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
/** The home page's quick links. */
const quickLinks = (page: Page) => page.getByRole("navigation", { name: "Quick Links" });
/** The brand the page wears: the outermost brand provider's code. */
const wornBrand = (page: Page) => page.locator("[data-brand]").first().getAttribute("data-brand");

describe("reports are reachable where the entitlements allow (session-and-admin.md §2 /reports, §6)", () => {
  test("the header and the home quick links lead to the reports landing, census and wellness reports", async ({
    context,
    page,
  }) => {
    // The fixture administrator holds enrollment, census and wellness reports.
    const admin = await createAdmin();
    await signIn(context, admin);
    await page.goto("/employer/home");
    const links = quickLinks(page);
    await links.getByRole("link", { name: "Reports", exact: true }).waitFor();
    expect(await links.getByRole("link", { name: "Census Report", exact: true }).getAttribute("href")).toBe(
      "/employer/cenOrWell-reports?reportType=census",
    );
    expect(
      await links.getByRole("link", { name: "Wellness Taxation Report", exact: true }).getAttribute("href"),
    ).toBe("/employer/cenOrWell-reports?reportType=wellness");
    await expectNoAxeViolations(page);

    // The header's Reports opens the landing, marked as the current page.
    await mainNav(page).getByRole("link", { name: "Reports", exact: true }).click();
    await page.waitForURL(/\/employer\/reports$/);
    await page.getByRole("heading", { level: 1, name: "Reports" }).waitFor();
    await expect
      .poll(() => mainNav(page).getByRole("link", { name: "Reports" }).getAttribute("aria-current"))
      .toBe("page");
    await expectNoAxeViolations(page);

    // The census quick link opens the census report page.
    await mainNav(page).getByRole("link", { name: "Home", exact: true }).click();
    await quickLinks(page).getByRole("link", { name: "Census Report", exact: true }).click();
    await page.waitForURL(/\/employer\/cenOrWell-reports\?reportType=census$/);
    await page.getByRole("heading", { level: 1 }).first().waitFor();
  });

  test("an administrator holding no report is offered no link to them", async ({ context, page }) => {
    const admin = await createAdmin({ withoutReports: ["enrollment", "CensusReports", "WellnessReports"] });
    await signIn(context, admin);
    await page.goto("/employer/home");
    await quickLinks(page).getByRole("link", { name: "Resources" }).waitFor();
    for (const name of ["Reports", "Census Report", "Wellness Taxation Report"]) {
      expect(await quickLinks(page).getByRole("link", { name, exact: true }).count()).toBe(0);
    }
    await mainNav(page).getByRole("link", { name: "Client Info" }).waitFor();
    expect(await mainNav(page).getByRole("link", { name: "Reports", exact: true }).count()).toBe(0);
  });
});

describe("who may not change learns it before the work starts (enrollment.md §4, §6, §8)", () => {
  /** Add Employee opened by its address: the refusal instead of the form. */
  async function expectAddRefused(page: Page) {
    await page.goto("/employer/manage-employees/add/subscriber");
    await page.getByRole("heading", { level: 1, name: "Add Employee" }).waitFor();
    await page.getByRole("alert").filter({ hasText: domainMessages.accessDenied }).waitFor();
    expect(await page.getByRole("button", { name: "Save & Continue" }).count()).toBe(0);
    expect(await page.getByRole("textbox").count()).toBe(0);
    await expectNoAxeViolations(page);
    // Nor is it offered: no Add an Employee on home, no Add Employee on the find panel.
    await page.goto("/employer/home");
    await quickLinks(page).getByRole("link", { name: "Resources" }).waitFor();
    expect(await quickLinks(page).getByRole("link", { name: "Add an Employee" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Add Employee" }).count()).toBe(0);
    expect(await page.getByRole("link", { name: "Add Employee" }).count()).toBe(0);
  }

  test("a view-only login opening Add Employee by its address is told so before any form", async ({
    context,
    page,
  }) => {
    const admin = await createAdmin({ viewOnly: true });
    await signIn(context, admin);
    await expectAddRefused(page);
  });

  test("internal staff logged in as a client opening Add Employee by its address are told so before any form", async ({
    context,
    page,
  }) => {
    const staff = await createAdmin({ role: "internal", clientNumbers: [] });
    await signIn(context, staff);
    const chosen = await context.request.put("/api/session/client", {
      data: { clientNumber: "100001" },
      headers: { origin: serverURL() },
    });
    expect(chosen.status(), await chosen.text()).toBe(200);
    await expectAddRefused(page);
  });

  test("an employee with a pending transaction: the summary says so, its menu offers no change, and Cancel Coverage by its address refuses before the form", async ({
    context,
    page,
  }) => {
    const admin = await createAdmin();
    await signIn(context, admin);
    await page.goto("/employer/home");
    const [pendleton] = await employeesNamed(page, "Pendleton");
    if (!pendleton) throw new Error("the demo has no Pendleton (seed/changeCases.ts)");
    await page.goto(reviewOf(pendleton.umi));
    await page.getByTestId("subscriber-name").waitFor();
    await page.getByRole("status").filter({ hasText: domainMessages.pendingEdit }).waitFor();

    const menuButton = await actionsMenuButton(page);
    await menuButton.click();
    const menu = page.getByRole("menu", { name: "Employee Actions" });
    await menu.getByRole("menuitem", { name: "Print Employee Summary" }).waitFor();
    const actions = await menu.getByRole("menuitem").allTextContents();
    for (const refused of ["Edit Employee Record", "Cancel Coverage", "Change PCP", "Reinstate"]) {
      expect(actions).not.toContain(refused);
    }
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");

    await page.goto(`/employer/manage-employees/cancel-coverage?umi=${pendleton.umi}`);
    await page.getByRole("alert").filter({ hasText: domainMessages.pendingCancel }).waitFor();
    expect(await page.getByRole("radio").count()).toBe(0);
    expect(await page.getByRole("button", { name: /Submit/ }).count()).toBe(0);
    await expectNoAxeViolations(page);
  });
});

describe("a multi-client administrator changes client (session-and-admin.md §2 /client-selection, §4)", () => {
  test("Change client in the header leads back to the selection, which wears the client's brand, as the login does after", async ({
    context,
    page,
  }) => {
    const admin = await createAdmin({ role: "mcu_admin", clientNumbers: ["100001", "100002"] });
    await page.goto("/login");
    await logInThroughForm(page, admin);
    await page.waitForURL(/\/client-selection$/);
    await page.getByLabel(/\(100002\)/).check();
    await page.getByRole("button", { name: "LOG IN" }).click();
    await page.waitForURL(/\/employer\/home$/);
    await page.getByText("client 100002").waitFor();

    // The header's link, then the selection in the brand of the client worked for (100002: 6010).
    await page.getByRole("banner").getByRole("link", { name: "Change client" }).click();
    await page.waitForURL(/\/client-selection$/);
    await page.getByLabel(/\(100001\)/).waitFor();
    expect(await wornBrand(page)).toBe("6010");
    await expectNoAxeViolations(page);
    await page.getByLabel(/\(100001\)/).check();
    await page.getByRole("button", { name: "LOG IN" }).click();
    await page.waitForURL(/\/employer\/home$/);
    await page.getByText("client 100001").waitFor();
    const session = (await (await context.request.get("/api/session")).json()) as {
      session?: { employer: { clientNumber: string } | null };
    };
    expect(session.session?.employer?.clientNumber).toBe("100001");

    // Logged out, the login wears the last client's brand (100001: 6008), not the default.
    await page.getByRole("button", { name: "Log out" }).click();
    await page.waitForURL(/\/login/);
    await page.getByLabel("User ID").waitFor();
    await expect.poll(() => wornBrand(page)).toBe("6008");
    await expectNoAxeViolations(page);
  });

  test("an administrator of one client has no Change client link", async ({ context, page }) => {
    const admin = await createAdmin();
    await signIn(context, admin);
    await page.goto("/employer/home");
    await mainNav(page).getByRole("link", { name: "Home" }).waitFor();
    expect(await page.getByRole("link", { name: "Change client" }).count()).toBe(0);
  });
});

describe("one date format, the spec's MM/DD/YYYY (enrollment.md §7 Dates)", () => {
  test("the profile's own activity reads its times as MM/DD/YYYY h:mm AM", async ({ context, page }) => {
    const admin = await createAdmin();
    await signIn(context, admin);
    await page.goto("/employer/profile");
    const when = page.getByRole("table", { name: "My recent activity" }).getByRole("rowheader").first();
    await when.waitFor();
    expect(await when.textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} [AP]M$/);
  });
});
