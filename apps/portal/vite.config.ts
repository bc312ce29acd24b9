import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig, type Plugin } from "vite";
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
export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), precompress(), loginPage()],
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
    sourcemap: true,
    reportCompressedSize: true,
    manifest: true,
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL("index.html", import.meta.url)),
        login: fileURLToPath(new URL("login.html", import.meta.url)),
      },
    },
  },
}));
