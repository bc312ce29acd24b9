import { describe, expect } from "vitest";
import { createAdmin, signIn } from "./accounts.js";
import { test } from "./browser.js";

/**
 * The home page settles without moving what it has painted (docs/benchmarks.md, Lighthouse: CLS was
 * 0.063): the recent-documents widget (assist-employees.md §2.13) arrives last, below the resource
 * tiles, and the tiles' placeholder holds about their room, so the footer a short placeholder left in
 * view stays put. Measured as Lighthouse's desktop window (1350 × 940) sees it, with the browser's
 * own layout-shift entries.
 */
describe("home: no layout shift (session-and-admin.md §2 /home)", () => {
  test("the widget and the tiles arrive without shifting the page", async ({ page, context }) => {
    await signIn(context, await createAdmin());
    await page.setViewportSize({ width: 1350, height: 940 });
    await page.addInitScript(() => {
      const shifts: { value: number; nodes: string[] }[] = [];
      Object.assign(window, { __shifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node?: Node }[];
        })[]) {
          if (!entry.hadRecentInput)
            shifts.push({ value: entry.value, nodes: entry.sources.map((s) => s.node?.nodeName ?? "?") });
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/employer/home");
    await page.getByRole("region", { name: "Resources" }).waitFor();
    const widget = page.getByRole("region", { name: "Recent Documents" });
    await widget.waitFor();
    await expect.poll(() => widget.getByText("Added in the past 60 days").count()).toBe(4);
    // Two frames after the last part came: any shift it made has been reported.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: unknown[] }).__shifts);
    expect(shifts).toEqual([]);
  });
});
