import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { createAdmin, createEmployee, signIn } from "./accounts.js";
import { expectNoAxeViolationsOf } from "./axe.js";
import { test } from "./browser.js";

/** A phone's screen (an iPhone 12–15 in portrait). */
const phone = { width: 390, height: 844 };

/** The first client of each brand family (docs/features/find-and-review.md: demo employees for each case). */
const families = [
  ["Harbor", "100001"],
  ["Summit", "100002"],
  ["Meridian", "100006"],
  ["Evergreen", "100007"],
] as const;

/** Every employer page an administrator reaches, for one employee of theirs in `groupNumber`. */
function employerPages(umi: string, groupNumber: string, clientNumber: string): string[] {
  const u = encodeURIComponent(umi);
  return [
    "/employer/home",
    "/employer/manage-employees",
    "/employer/manage-employees/enrollment",
    "/employer/manage-employees/enrollments-in-process",
    "/employer/manage-employees/find",
    `/employer/manage-employees/find/review?umi=${u}`,
    "/employer/manage-employees/add/subscriber",
    "/employer/manage-employees/userra-form",
    "/employer/manage-employees/userra-group-procedures",
    "/employer/manage-employees/tutorial",
    `/employer/manage-employees/cancel-coverage?umi=${u}`,
    "/employer/profile",
    "/employer/plan-admins",
    `/employer/add-plan-admin/demographics?isAnEdit=false&clientNumber=${clientNumber}&createFlow=true`,
    "/employer/reports",
    "/employer/reports/requested-reports?reportType=census",
    "/employer/cenOrWell-reports?reportType=census",
    "/employer/cenOrWell-reports?reportType=wellness",
    "/employer/resources",
    "/employer/assist-employees",
    "/employer/assist-employees/benefit-booklets",
    "/employer/assist-employees/group-contracts",
    "/employer/assist-employees/preventive-medications",
    "/employer/assist-employees/summary-of-benefits",
    `/employer/assist-employees/spending-accounts?umi=${u}`,
    `/employer/assist-employees/change-pcp?groupNumber=${groupNumber}&umi=${u}`,
    `/employer/assist-employees/id-cards?umi=${u}`,
    `/employer/assist-employees/request-id-card?umi=${u}`,
    "/employer/assist-employees/vision-provider",
    "/employer/client-info/general-info",
    "/employer/client-info/report-codes",
    "/employer/client-info/contacts",
    "/employer/client-info/id-theft",
    "/employer/group-list",
    `/employer/group-info/general-info?groupNumber=${groupNumber}`,
    `/employer/group-info/contacts?groupNumber=${groupNumber}`,
    "/employer/architecture",
    `/employer/claims?umi=${u}`,
    `/employer/claims/summary?umi=${u}`,
    "/employer/pa-change-password",
  ];
}

/**
 * What sticks out past the screen's right edge and is not inside a frame that scrolls or clips
 * within the screen: the elements that make the page scroll sideways, for the failure message.
 */
function wideElements(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const framed = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== "visible" && up.getBoundingClientRect().right <= width + 0.5)
          return true;
      }
      return false;
    };
    return [...document.body.querySelectorAll("*")]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5 && !framed(el))
      .slice(-3)
      .map((el) => `<${el.tagName.toLowerCase()} class="${el.className}"> ${el.textContent?.slice(0, 40)}`);
  });
}

/**
 * The axe rules whose outcome a narrow screen changes: a table or card that now scrolls (keyboard
 * access, its region's name), what folds or wraps (landmarks, names, hidden focus, target size).
 * The whole rule set, contrast included, runs on these pages at desktop width in their own tests;
 * repeating it on 40 pages in 4 families would cost minutes (axe's slowest rules do not depend on
 * the width). A 40-page family takes about 30 seconds alone; a loaded machine gets 5 minutes.
 */
const widthRules = [
  "scrollable-region-focusable",
  "landmark-unique",
  "landmark-one-main",
  "landmark-no-duplicate-banner",
  "region",
  "target-size",
  "aria-hidden-focus",
  "nested-interactive",
  "button-name",
  "link-name",
  "aria-allowed-attr",
  "aria-valid-attr-value",
  "page-has-heading-one",
  "skip-link",
];

/** Axe, the width rules only: none may fail. */
const expectNoWidthViolations = (page: Page) => expectNoAxeViolationsOf(page, widthRules, "at 390 px");

/** Pages whose content or actions differ by brand (copy, capability flags): axed in every family. */
const brandDependent = [
  "/employer/home",
  "/find/review",
  "/id-cards",
  "/change-pcp",
  "/spending-accounts",
  "/summary-of-benefits",
  "/employer/reports",
  "/employer/profile",
  "/group-info/general-info",
];

/** What a page shows while it loads. */
const busy = '[data-slot=spinner], [data-slot=skeleton], [data-slot=skeleton-text], [aria-busy="true"]';

/** The page's width past the screen (0 when nothing scrolls sideways). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * The sweep of one brand family's pages at phone width, as a test. Each family is a file of its own
 * (phone-width-*.test.ts) so the two e2e workers share them: one file of four families was the
 * suite's longest (about 3½ minutes on a quiet machine), and the files run first (sequencer.ts).
 */
export function phoneSweep(family: (typeof families)[number][0]) {
  const familyIndex = families.findIndex(([name]) => name === family);
  const clientNumber = families[familyIndex]?.[1] ?? "";
  describe("every employer page at phone width (390 px)", () => {
    test(`${family}: no page wider than the screen, axe clean, navigation folded behind Menu`, async ({
      page,
      context,
    }) => {
      const admin = await createAdmin({ clientNumbers: [clientNumber], superUser: true });
      const employee = await createEmployee({ clientNumber, claims: true, spending: true, dependents: 1 });
      await signIn(context, admin);
      await page.setViewportSize(phone);
      // Every goto is a full page load: none may warn that the router has no hydration fallback.
      const hydrationWarnings: string[] = [];
      page.on("console", (message) => {
        if (/HydrateFallback/.test(message.text()))
          hydrationWarnings.push(`${page.url()}: ${message.text()}`);
      });

      const repeated: string[] = [];
      const pages = employerPages(employee.umi, employee.groupNumbers[0] ?? "", clientNumber);
      for (const [pageIndex, path] of pages.entries()) {
        await page.goto(path);
        await page.locator("h1").first().waitFor();
        // Loaded: no spinner, skeleton or busy region left (waits for state, not for the network).
        await expect.poll(() => page.locator(busy).count(), { message: `${path} keeps loading` }).toBe(0);
        if (path.endsWith("summary-of-benefits"))
          await page
            .getByText(/^\d+ SBCs?$/)
            .or(page.getByRole("alert"))
            .first()
            .waitFor();
        // One heading per thing: no card or section repeats the page's H1 under it.
        const headings = await page.getByRole("heading").allTextContents();
        const title = ((await page.locator("h1").first().textContent()) ?? "").trim();
        if (headings.filter((text) => text.trim() === title).length > 1) repeated.push(`${path}: "${title}"`);
        expect(
          await sidewaysScroll(page),
          `${path} scrolls sideways: ${await wideElements(page)}`,
        ).toBeLessThanOrEqual(0);
        // Axe: each page in one family in turn, and in every family the pages whose parts differ by
        // brand, so the sweep stays within its time on two cores (axe costs about half a second a page there).
        if (pageIndex % families.length === familyIndex || brandDependent.some((p) => path.includes(p)))
          await expectNoWidthViolations(page);
      }

      expect(hydrationWarnings).toEqual([]);
      expect(repeated, "pages whose heading a card or section repeats").toEqual([]);

      // The header: the navigation is folded on a phone and opens with Menu, by keyboard too.
      await page.goto("/employer/home");
      const nav = page.getByRole("navigation", { name: "Main" });
      const menu = page.getByRole("button", { name: "Menu" });
      await menu.waitFor();
      expect(await nav.isVisible()).toBe(false);
      const header = await page.locator("header").boundingBox();
      expect(header?.height ?? 0).toBeLessThan(phone.height / 5);
      await menu.focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => menu.getAttribute("aria-expanded")).toBe("true");
      await nav.getByRole("link", { name: "Find Employee" }).click();
      await page.waitForURL(/\/manage-employees\/find$/);
      expect(await nav.isVisible()).toBe(false);
    }, 300_000);
  });
}
