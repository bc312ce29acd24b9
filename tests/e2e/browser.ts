import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type BrowserContext, chromium, type Page } from "playwright-core";
import { expect } from "vitest";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/lib/chromium.mjs";

/** Debian's Chromium with the flags this closed network needs (TOOLCHAIN.md). */
export async function openBrowser(baseURL: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), "epr-chromium-")), {
    executablePath: CHROMIUM_PATH,
    headless: true,
    baseURL,
    viewport: { width: 1280, height: 900 },
    args: [...CHROMIUM_ARGS],
  });
}

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
