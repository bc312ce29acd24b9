// Makes a fresh clone runnable: installs npm packages when missing or older than the lockfile,
// and Chromium from Debian's packages when the browser suites need it (never a browser download).
import { execSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("../..", import.meta.url));

import { CHROMIUM_PATH as CHROMIUM } from "./chromium.mjs";

export function run(cmd, opts = {}) {
  execSync(cmd, {
    stdio: "inherit",
    cwd: root,
    ...opts,
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1", ...opts.env },
  });
}

export function ensureInstalled() {
  const marker = `${root}/node_modules/.package-lock.json`;
  const lock = `${root}/package-lock.json`;
  const stale =
    !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs);
  if (stale) {
    console.log("› Installing npm packages (first run) …");
    // `npm ci` refuses this lockfile on Linux (see TOOLCHAIN.md); `npm install` respects it.
    run("npm install --no-audit --no-fund");
  }
}

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM}. Install Debian's package: sudo apt-get install -y chromium fonts-dejavu-core`,
    );
  }
  console.log("› Installing Chromium from Debian's packages …");
  run(
    "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core",
    {
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
}

export function ensureBuilt() {
  console.log("› Building (turbo) …");
  run("npx turbo run build --output-logs=errors-only");
}
