import AxeBuilder from "@axe-core/playwright";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { test as base, expect, inject } from "vitest";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/lib/chromium.mjs";

interface E2eFixtures {
  /** The test's own browser context: its own cookies and storage, closed after the test. */
  context: BrowserContext;
  /** A page of that context, on the server's origin (relative `goto` paths work). */
  page: Page;
}

const viewport = { width: 1280, height: 900 };

/**
 * The e2e test API: one Chromium per file, a fresh context and page per test, so a failing test
 * cannot leave its session or page behind for the next one (issue 7 §1). Tests take what they need:
 * `test("…", async ({ page, context }) => …)`.
 */
export const test = base.extend<{
  $test: E2eFixtures;
  $file: { browser: Browser };
}>({
  browser: [
    // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from its first parameter's pattern.
    async ({}, use) => {
      // Debian's Chromium with the flags this closed network needs (TOOLCHAIN.md).
      const browser = await chromium.launch({
        executablePath: CHROMIUM_PATH,
        headless: true,
        args: [...CHROMIUM_ARGS],
      });
      await use(browser);
      await browser.close();
    },
    { scope: "file" },
  ],
  context: async ({ browser }, use) => {
    const context = await browser.newContext({ baseURL: inject("baseURL"), viewport });
    // A loaded machine is slow, not broken: wait generously for what must come.
    context.setDefaultTimeout(20_000);
    await use(context);
    await context.close();
  },
  page: async ({ context }, use) => {
    await use(await context.newPage());
  },
});

/** Axe over the whole page (WCAG 2.x A and AA and best practices): no violation allowed. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
