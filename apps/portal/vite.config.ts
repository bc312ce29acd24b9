import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig, type Plugin } from "vite";
import { joinPlan, PLAN_PASS } from "./chunkJoins.js";
import { precompress } from "./precompress.js";

/**
 * The login page is an entry of its own (login.html): the dev and preview servers answer /login
 * with it, as the API server does (apps/server/src/app.ts servePortal); every other path stays the
 * app's (index.html).
 */
function loginPage(): Plugin {
  const rewrite = (req: { url?: string }, _res: unknown, next: () => void) => {
    if (req.url && /^\/login(?:\.html)?(?:[?#]|$)/.test(req.url))
      req.url = req.url.replace(/^\/login(\.html)?/, "/login.html");
    next();
  };
  return {
    name: "epr-login-page",
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
  };
}

/** A module id's path pattern (either separator), ending as `end` says (a file: `\.tsx?$`). */
const modules = (paths: string[], end = String.raw`\.tsx?$`) =>
  paths.map((path) => `${path.replaceAll("/", String.raw`[\\/]`)}${end}`).join("|");

/**
 * What the login page and every page of the app load, measured on the build (bench/lib/bundle.mjs):
 * the runtime (Preact's React layer in the build, below), zod and, through the brand band, the buttons and the sign-in/out client, the design
 * system's class merging (tailwind-merge), the brand record, the password and code schemas, and
 * the feedback bar (a failed call's, and a failed download's: lazyNamed). One chunk, which both
 * entries import.
 */
const everyPageAndLogin = new RegExp(
  [
    modules(
      [
        "preact",
        "react",
        "react-dom",
        "scheduler",
        "zod",
        "tailwind-merge",
        "clsx",
        "class-variance-authority",
        "@radix-ui/react-slot",
        "@radix-ui/react-compose-refs",
      ].map((name) => `node_modules/${name}`),
      String.raw`[\\/]`,
    ),
    modules([
      "packages/brand-themes/src/(copy|registry|families|palette|brandFiles|BrandProvider|theme|BrandLogo|logoMarks)",
      "packages/ui/src/(lib/cn|lib/StrokeIcon|primitives/Button/Button|primitives/Spinner/Spinner|primitives/FeedbackBar/FeedbackBar)",
      "packages/forms/src/(shared/fields|shared/messages|assist/password)",
      "packages/domain/src/session/password",
      "packages/contract/src/(mfa|sign-in-client)",
      "apps/portal/src/routes/login/signInClient",
    ]),
  ].join("|"),
);

/**
 * What every page of the app loads besides: TanStack Query's query hooks (the entry already has its
 * client) and the sign-in's configuration query. Not the hooks only some pages use.
 */
const everyAppPage = new RegExp(
  [
    modules(["node_modules/@tanstack/(react-query|query-core)"], String.raw`[\\/]`),
    modules(["apps/portal/src/lib/signIn"]),
  ].join("|"),
);
const someQueryHooks =
  /[\\/](useMutation|mutationObserver|useInfiniteQuery|infiniteQueryObserver|infiniteQueryOptions|useQueries|queriesObserver)\.js$/;
/**
 * The production build runs on Preact 11's React layer (preact/compat): React DOM was the biggest
 * module of every page (62 kB gzip of the login's first load; docs/benchmarks.md, Size). Only the
 * portal's build: the dev server (React Fast Refresh), Storybook and the tests stay on React 19, the
 * design system stays a React 19 library for its consumers (docs/architecture.md). Exact matches, so
 * nothing else under react-dom/ (server rendering) can slip through unaliased.
 */
const preactCompat = [
  { find: /^react$/, replacement: "preact/compat" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
];

// Workspace packages resolve to their TypeScript source ("@epr/source"), so the portal needs no
// package build in development and the bundler tree-shakes the source directly.
export default defineConfig(async ({ command }) => {
  const planning = process.env[PLAN_PASS] === "1";
  const plan = command === "build" && !planning ? await joinPlan() : undefined;
  return {
    plugins: planning
      ? [react(), tailwindcss(), loginPage()]
      : [react(), tailwindcss(), precompress(), loginPage()],
    resolve: {
      conditions: ["@epr/source", ...defaultClientConditions],
      alias: command === "build" ? preactCompat : [],
    },
    server: {
      port: 5173,
      proxy: { "/api": { target: `http://localhost:${process.env.API_PORT ?? 3001}`, changeOrigin: false } },
    },
    // The manifest maps each route module to its chunk and imports: bench/bundle-size.mjs reads it.
    // Two pages: the app (index.html) and the login (login.html, its own small entry).
    build: {
      target: "es2022",
      sourcemap: !planning,
      reportCompressedSize: true,
      manifest: true,
      rolldownOptions: {
        input: {
          index: fileURLToPath(new URL("index.html", import.meta.url)),
          login: fileURLToPath(new URL("login.html", import.meta.url)),
        },
        output: {
          // What every page loads goes in the shell's chunks (docs/benchmarks.md, Size: Routes and
          // pages): no page downloads more, each route counts less, and a page makes fewer requests.
          codeSplitting: {
            groups: [
              // Both entries' (the runtime, zod: with them the login page's whole first load).
              { name: "common", test: (id: string) => everyPageAndLogin.test(id), priority: 20 },
              // The app's (index.html) only: the login page loads none of it.
              {
                name: "app",
                test: (id: string) => everyAppPage.test(id) && !someQueryHooks.test(id),
                priority: 10,
              },
              // The chunks the plan joins (chunkJoins.ts): each set's modules in one chunk.
              ...(plan
                ? [
                    {
                      name: (id: string) => plan.get(id) ?? null,
                      test: (id: string) => plan.has(id),
                      includeDependenciesRecursively: false,
                      priority: 1,
                    },
                  ]
                : []),
            ],
          },
        },
      },
    },
  };
});
