#!/usr/bin/env node
// npm run bench: builds, then prints every measurement as a table. Timings are printed, never
// asserted; only the size budgets (bundle-size.mjs) make it end non-zero, after every table.
// Usage: npm run bench [-- size | lighthouse | search | census | session ...] [members ...]   (default: all)
import { execSync } from "node:child_process";

const root = new URL("..", import.meta.url).pathname;
const sh = (cmd) =>
  execSync(cmd, { cwd: root, stdio: "inherit", env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1" } });
const args = process.argv.slice(2);
const sections = {
  size: () => "node bench/bundle-size.mjs",
  lighthouse: () => "node bench/lighthouse.mjs",
  search: () => `node bench/search.mjs ${args.filter((a) => /^\d+$/.test(a)).join(" ")}`,
  census: () => "node --expose-gc bench/census-memory.mjs 1000 10000",
  session: () => "node bench/session.mjs",
};
const asked = args.filter((a) => a in sections);
sh("npx turbo run build --output-logs=errors-only");
let failed = 0;
for (const name of asked.length ? asked : Object.keys(sections)) {
  try {
    sh(sections[name]());
  } catch {
    failed++;
  }
}
if (failed) process.exitCode = 1;
