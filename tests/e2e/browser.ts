import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { test as base, expect } from "vitest";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/lib/chromium.mjs";
import { scanContext } from "./leakScan.js";
import { serverURL } from "./server.js";

/**
 * What a test may let the browser log on purpose. Every console error and uncaught page error of
 * every page of the test's context is collected; after the test, each must match one of these, and
 * each of these must have happened (a test that provokes a failure proves it did). With none
 * declared, the console must stay clean (an error there is a defect nobody saw).
 */
export interface ConsoleWatch {
  /** Allows console errors matching `pattern` in this test, and requires at least one. */
  expectError(pattern: RegExp): void;
}

interface E2eFixtures {
  /** The test's own browser context: its own cookies and storage, closed after the test. */
  context: BrowserContext;
  /** A page of that context, on the server's origin (relative `goto` paths work). */
  page: Page;
  browserConsole: ConsoleWatch;
}

const viewport = { width: 1280, height: 900 };

/** Debian's Chromium with the flags this closed network needs (TOOLCHAIN.md). */
const launchChromium = () =>
  chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS] });

/**
 * The e2e test API: one Chromium per worker, a fresh context and page per test, so a failing test
 * cannot leave its session or page behind for the next one. Tests take what they need:
 * `test("…", async ({ page, context, browserConsole }) => …)`. Every test's console is checked
 * (see {@link ConsoleWatch}), so new tests get the check without asking for it.
 */
export const test = base.extend<{
  $test: E2eFixtures & { consoleErrors: string[]; expectedErrors: RegExp[] };
  $file: { browser: Browser };
  $worker: { workerChromium: () => Promise<Browser> };
}>({
  // One Chromium for all the files a worker runs (the e2e project shares a module graph per worker,
  // isolate: false): launching and closing one per file cost a few seconds a file, about a minute
  // of the suite (bench/test-speed.md). What a test sees is still its own: a new context per test.
  workerChromium: [
    // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from its first parameter's pattern.
    async ({}, use) => {
      let browser: Browser | undefined;
      await use(async () => {
        // A Chromium that crashed or was closed is replaced for the next file.
        if (!browser?.isConnected()) browser = await launchChromium();
        return browser;
      });
      await browser?.close();
    },
    { scope: "worker" },
  ],
  browser: [async ({ workerChromium }, use) => use(await workerChromium()), { scope: "file" }],
  // biome-ignore lint/correctness/noEmptyPattern: as above.
  consoleErrors: async ({}, use) => use([]),
  // biome-ignore lint/correctness/noEmptyPattern: as above.
  expectedErrors: async ({}, use) => use([]),
  context: async ({ browser, consoleErrors, expectedErrors }, use) => {
    const context = await browser.newContext({ baseURL: serverURL(), viewport });
    // A loaded machine is slow, not broken: wait generously for what must come.
    context.setDefaultTimeout(20_000);
    // Every page of the context, the popups too: a console error names the page and the resource.
    context.on("page", (page) => {
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const source = message.location().url;
        consoleErrors.push(`${page.url()}: ${message.text()}${source ? ` [${source}]` : ""}`);
      });
      page.on("pageerror", (error) => consoleErrors.push(`${page.url()}: uncaught ${error.message}`));
    });
    const scan = scanContext(context);
    await use(context);
    await scan.finish();
    await context.close();
    expect(scan.leaks, "what the test's pages were answered beyond the session's rights").toEqual([]);
    // After the test: only the errors it declared, and every one it declared.
    const unexpected = consoleErrors.filter((line) => !expectedErrors.some((p) => p.test(line)));
    const neverCame = expectedErrors.filter((p) => !consoleErrors.some((line) => p.test(line))).map(String);
    expect({ unexpected, neverCame }, "console errors of the test's pages").toEqual({
      unexpected: [],
      neverCame: [],
    });
  },
  page: async ({ context }, use) => {
    await use(await context.newPage());
  },
  browserConsole: async ({ expectedErrors }, use) => {
    await use({ expectError: (pattern) => expectedErrors.push(pattern) });
  },
});
