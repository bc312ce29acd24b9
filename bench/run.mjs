#!/usr/bin/env node
// npm run bench: builds, then prints every measurement as a table. Timings are printed, never asserted.
import { execSync } from "node:child_process";

const root = new URL("..", import.meta.url).pathname;
const sh = (cmd) =>
  execSync(cmd, { cwd: root, stdio: "inherit", env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1" } });
sh("npx turbo run build --output-logs=errors-only");
sh("node bench/bundle-size.mjs");
sh(`node bench/search.mjs ${process.argv.slice(2).join(" ")}`);
