#!/usr/bin/env node
// npm run bench: builds, then prints every measurement as a table. Timings are printed, never
// asserted; only the size budgets (bundle-size.mjs) make it end non-zero, after every table.
// Usage: npm run bench [-- size | bundle | lighthouse | render | search | census | session ...] [members ...] [--pg] [--no-plans]
// (bundle is size, by the name the speed targets give it; default: all six; --pg and --no-plans go to the search bench)
//        npm run bench -- --scale [members ...] [--seconds S] [--keep DIR] [--profile DIR] [--drivers] [--against FOLDER]
//        (the scale table; long, so on its own; options as bench/scale.mjs says)
//        npm run bench -- import [rows ...] [--kinds=csv,xlsx,834] [--apply-up-to=N]   (eligibility files;
//        long at 50,000 rows, so asked for by name)
//        npm run bench -- billing [members ...] [--pglite]   (the monthly invoice run; 1,000,000 members
//        on PostgreSQL by default)
import { execSync } from "node:child_process";

const root = new URL("..", import.meta.url).pathname;
const sh = (cmd) =>
  execSync(cmd, { cwd: root, stdio: "inherit", env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1" } });
const args = process.argv.slice(2);
const sections = {
  size: () => "node bench/bundle-size.mjs",
  lighthouse: () => "node bench/lighthouse.mjs",
  // The 25-dependent summary's render and the coverage step's INP, in Chromium (render.mjs).
  render: () => "node bench/render.mjs",
  search: () =>
    `node bench/search.mjs ${args.filter((a) => /^(\d+|--pg|--no-pglite|--no-plans)$/.test(a)).join(" ")}`,
  census: () => "node --expose-gc bench/census-memory.mjs 1000 10000",
  session: () => "node bench/session.mjs",
};
// Not among the defaults: seeding a million members twice and loading each call takes a while, and
// judging and applying 50,000 rows of each kind of eligibility file too.
const optional = {
  "--scale": () => `node bench/scale.mjs ${args.filter((a) => a !== "--scale").join(" ")}`,
  import: () =>
    `node bench/import.mjs ${args.filter((a) => /^(\d+|--kinds=.*|--apply-up-to=\d+|--apply-seconds=\d+|--no-judge|--queries)$/.test(a)).join(" ")}`,
  billing: () => `node bench/billing.mjs ${args.filter((a) => /^(\d+|--pglite)$/.test(a)).join(" ")}`,
};
// `bundle` is `size` (the name): run once whichever is asked.
const asked = [...new Set(args.map((a) => (a === "bundle" ? "size" : a)))].filter(
  (a) => a in sections || a in optional,
);
sh("npx turbo run build --output-logs=errors-only");
let failed = 0;
for (const name of asked.length ? asked : Object.keys(sections)) {
  try {
    sh((sections[name] ?? optional[name])());
  } catch {
    failed++;
  }
}
if (failed) process.exitCode = 1;
