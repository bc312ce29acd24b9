import { describe, expect } from "vitest";
import { createAdmin, signIn } from "./accounts.js";
import { test } from "./browser.js";

/**
 * The employer area's first load asks for the session and the employer layout with the page, not
 * after the shell's scripts ran (docs/benchmarks.md, Lighthouse, "The first paint"): the served
 * shell preloads GET /api/session, which the router's guard takes, and the layout's chunks. One
 * session request, made by the preload, and no warning that a preload went unused or was asked for
 * twice (a credentials mode that does not match the fetch's).
 */
describe("first paint: the session and the layout come with the page", () => {
  test.for(["/employer/home", "/employer/manage-employees/find"])(
    "%s: one session request, the preload's, used by the page",
    async (path, { page, context }) => {
      await signIn(context, await createAdmin());
      const warnings: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "warning") warnings.push(message.text());
      });
      await page.goto(path);
      await page.getByRole("main").getByRole("heading", { level: 1 }).first().waitFor();
      const sessionRequests = () =>
        page.evaluate(() =>
          performance
            .getEntriesByType("resource")
            .filter((entry) => new URL(entry.name).pathname === "/api/session")
            .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
        );
      expect(await sessionRequests()).toEqual(["link"]);
      // Chromium says an unused preload a few seconds after the load event.
      await page.waitForTimeout(3_500);
      expect(await sessionRequests()).toEqual(["link"]);
      expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);

      // The employer layout's chunk was asked for with the shell, not once the shell had run, and
      // no script was asked for twice (a preload the import did not take).
      const scripts = await page.evaluate(() =>
        (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
          .filter((entry) => new URL(entry.name).pathname.startsWith("/assets/"))
          .map((entry) => ({
            path: new URL(entry.name).pathname,
            start: entry.startTime,
            end: entry.responseEnd,
          })),
      );
      const shellEntry = scripts.find((script) => /^\/assets\/index-[^/]+\.js$/.test(script.path));
      const layout = scripts.filter((script) => script.path.startsWith("/assets/EmployerLayout-"));
      expect(layout).toHaveLength(1);
      expect(layout[0]?.start).toBeLessThan(shellEntry?.end ?? 0);
      const paths = scripts.map((script) => script.path);
      expect(paths.filter((path, i) => paths.indexOf(path) !== i)).toEqual([]);
    },
  );
});
