import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { expect } from "vitest";

/**
 * Axe in the e2e pages, run in the page itself. The engine is injected once per document (a page
 * that navigates inside the portal keeps it) instead of AxeBuilder's way, which injects its 550 KB
 * again for every check and finishes each run in a new page of its own: on two cores that cost
 * about 2.5 s a check, five times the check itself. Frames are not entered: the only one the
 * portal draws is the vision provider's outside site.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

type RunOnly = { type: "tag" | "rule"; values: string[] };

/** The violations axe finds in the page's document for the given tags or rules. */
export async function axeViolations(page: Page, runOnly: RunOnly): Promise<AxeViolation[]> {
  // A colour still moving (a button's hover or focus transition after a click) is measured as
  // drawn at that instant: wait for every animation that ends (a spinner's never does).
  // A paused one never finishes either: two seconds at most.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  // A modal that has just closed leaves the page hidden from assistive technology (Radix's
  // aria-hidden on everything but the modal) for a frame or two after its content has left: wait for
  // that too, while no dialog is open. Hidden for longer than two seconds, axe reports it.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const started = performance.now();
        const check = () => {
          const settled =
            document.querySelector('[role="dialog"], [role="alertdialog"]') !== null ||
            document.querySelector("[data-aria-hidden]") === null;
          if (settled || performance.now() - started > 2000) resolve();
          else setTimeout(check, 16);
        };
        check();
      }),
  );
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  return page.evaluate(
    (only) =>
      (
        window as unknown as {
          axe: { run(context: Document, options: unknown): Promise<{ violations: AxeViolation[] }> };
        }
      ).axe
        .run(document, { runOnly: only, resultTypes: ["violations"] })
        .then((results) => results.violations),
    runOnly,
  );
}

/** Each violation with its nodes, as a failure message lists them. */
const described = (violations: AxeViolation[]) =>
  violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`,
  );

/**
 * The rules broken, for the failure's first line: the assertion's own message shortens the list,
 * and a test that passes on a retry is reported by that line alone (scripts/flaky-reporter.mjs).
 */
const ruleIds = (violations: AxeViolation[]) =>
  violations.length ? ` (${violations.map((v) => v.id).join(", ")})` : "";

/** Axe over the whole page (WCAG 2.x A and AA and best practices): no violation allowed. */
export async function expectNoAxeViolations(page: Page) {
  const violations = await axeViolations(page, {
    type: "tag",
    values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"],
  });
  expect(described(violations), `axe violations${ruleIds(violations)} on ${page.url()}`).toEqual([]);
}

/** Axe with the named rules only (a sweep that checks what one condition changes): none may fail. */
export async function expectNoAxeViolationsOf(page: Page, rules: string[], where: string) {
  const violations = await axeViolations(page, { type: "rule", values: rules });
  expect(described(violations), `axe violations${ruleIds(violations)} ${where} on ${page.url()}`).toEqual([]);
}
