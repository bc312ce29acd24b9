import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { playwright } from "@vitest/browser-playwright";
import { defaultClientConditions, defaultServerConditions } from "vite";
import { configDefaults, defineConfig } from "vitest/config";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/lib/chromium.mjs";
import { LongestFirstSequencer } from "./tests/e2e/sequencer.js";

/**
 * One Vitest configuration for the whole repository. Each suite of the README's test command is a
 * project here; `scripts/test.mjs` runs them one by one and prints a count per suite.
 * Workspace packages resolve to their TypeScript source (the "@epr/source" export condition), so
 * unit and server tests never need a build first.
 */
const conditions = ["@epr/source"];
/**
 * Vitest hands the server conditions to Node (`--conditions`), where Vite's "module" (a bundler's
 * convention) makes Node's own `require` take a package's bundler build: @opentelemetry/api's, which
 * prom-client requires (for the metrics), has extensionless imports only bundlers resolve.
 */
const nodeConditions = defaultServerConditions.filter((condition) => condition !== "module");
export const sourceResolve = {
  resolve: { conditions: [...conditions, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [...conditions, ...nodeConditions] } },
};

/** Debian's Chromium with the flags that work on a closed network (TOOLCHAIN.md). */
const chromium = playwright({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, "--headless", "--font-render-hinting=none"],
  },
});

/** Server test files that replace a module with vi.mock: they run isolated (project server-isolated). */
const mockingServerTests = "apps/server/src/**/*.isolated.test.ts";
/** What both server projects share. */
const serverTest = {
  include: ["apps/server/src/**/*.test.ts"],
  environment: "node" as const,
  // One migrated database per run; each file's database is a copy of it.
  globalSetup: ["apps/server/src/test-support/global-setup.ts"],
  // Two workers on two cores: a file waits mostly on its own PGlite (WebAssembly) or on
  // PostgreSQL, and the default (cores − 1) left one core idle (bench/test-speed.md).
  maxWorkers: 2,
  // One retry: a one-off stall on a fresh machine must not sink CI, and `npm test` names
  // every test that needed it (scripts/flaky-reporter.mjs) so none goes unseen.
  retry: 1,
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  ...sourceResolve,
  test: {
    // The e2e files longest first, so the two workers finish together (tests/e2e/sequencer.ts).
    sequence: { sequencer: LongestFirstSequencer },
    coverage: {
      provider: "v8",
      include: ["packages/domain/src/**/*.ts", "packages/forms/src/**/*.{ts,tsx}"],
      exclude: ["**/*.test.*", "**/*.stories.*", "**/index.ts"],
      reporter: ["text-summary", "text"],
      thresholds: { lines: 95, branches: 95, functions: 95, statements: 95 },
    },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "packages/*/src/**/*.test.ts",
            "tests/docs/**/*.test.ts",
            "tests/storybook/**/*.test.ts",
            // The bundle budgets: they read the portal's build, which npm test makes first.
            "tests/bundle/**/*.test.ts",
          ],
          environment: "node",
          // Pure functions and schemas: one module graph per worker instead of one per file. Each
          // file importing the packages afresh was 80 % of the suite's time (73 s → 13 s here).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "dom",
          include: ["packages/*/src/**/*.test.tsx", "apps/portal/src/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          // One happy-dom window and module graph per worker (Testing Library unmounts after each
          // test): a fresh window and React per file cost 200 s of the suite's 205 (now 26 s).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          ...serverTest,
          name: "server",
          exclude: [...configDefaults.exclude, mockingServerTests],
          // One module graph per worker: importing the server afresh for every file was most of
          // the suite's time (bench/test-speed.md). Each file still gets its own app and database.
          isolate: false,
        },
      },
      {
        extends: true,
        // A file that replaces a module (vi.mock) needs a module graph of its own.
        test: { ...serverTest, name: "server-isolated", include: [mockingServerTests] },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          // Two workers, each with a server and a database of its own (global-setup.ts, server.ts).
          globalSetup: ["tests/e2e/global-setup.ts"],
          maxWorkers: 2,
          // One module graph and one Chromium per worker (browser.ts): each test still gets a context
          // of its own. A file that points the helpers elsewhere puts them back (useOwnServer).
          isolate: false,
          // As the server tests: one retry, and the summary names the test that needed it.
          retry: 1,
          // Two journeys side by side share the cores: on a loaded machine a long journey took over
          // twice its time alone (bench/test-speed.md). Slow is not broken; a hang still fails.
          testTimeout: 180_000,
          hookTimeout: 120_000,
          // Waits, never fixed sleeps: a poll gives a loaded machine time before it fails.
          expect: { poll: { timeout: 20_000, interval: 100 } },
        },
      },
      {
        // Every Storybook story as a test in Chromium: render, play function, axe (a11y: "error").
        extends: true,
        plugins: [storybookTest({ configDir: fileURLToPath(new URL(".storybook", import.meta.url)) })],
        test: {
          name: "storybook",
          // The story files share one page and module graph: each story renders into a fresh root
          // and tears it down, so loading the library anew per file only cost time (about half).
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: chromium,
            instances: [{ browser: "chromium" }],
            viewport: { width: 1024, height: 768 },
          },
        },
      },
      {
        // Local visual check: story screenshots per brand family against committed baselines.
        extends: true,
        plugins: [tailwindcss(), react()],
        // Every library a card may load, bundled before the first test: one found mid-run makes Vite
        // re-bundle and reload, and a fresh clone's first run then fails in whichever card was drawing.
        optimizeDeps: {
          include: [
            "@radix-ui/react-dialog",
            "@radix-ui/react-dropdown-menu",
            "@radix-ui/react-popover",
            "@radix-ui/react-slot",
            "@radix-ui/react-tabs",
            "@tanstack/react-table",
            "@tanstack/react-virtual",
            "@hookform/resolvers/zod",
            "class-variance-authority",
            "clsx",
            "date-fns",
            "react-day-picker",
            "react-dropzone",
            "react-hook-form",
            "tailwind-merge",
            "zod",
            "react",
            "react-dom",
            "react-dom/client",
            "react/jsx-runtime",
            "react/jsx-dev-runtime",
          ],
        },
        test: {
          name: "visual",
          include: ["tests/visual/**/*.test.tsx"],
          browser: {
            enabled: true,
            headless: true,
            provider: chromium,
            instances: [{ browser: "chromium" }],
            viewport: { width: 1024, height: 2200 },
            // A test failing outside its comparison leaves no stray picture among the baselines.
            screenshotFailures: false,
            expect: {
              toMatchScreenshot: {
                comparatorName: "pixelmatch",
                comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.002 },
              },
            },
          },
        },
      },
    ],
  },
});
