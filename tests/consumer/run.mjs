#!/usr/bin/env node
// Consumer check (other insurer teams consume the published components, spec README): an outside
// Vite app installs the `npm pack` tarballs of @epr/brand-themes and @epr/ui (with @epr/domain and
// @epr/forms, which the cards use), type-checks against their .d.ts, builds, and renders a themed
// Button, Dialog and TextField, and the employee summary card from its subpath, in Chromium. It
// also measures what a consumer pays (gzip) for Button + Dialog + TextField. Needs only the npm
// registry (or its cache).
// Writes test-results/consumer.json ({ numPassedTests, numFailedTests, sizes }).
import { execFileSync, spawn } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/lib/chromium.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const here = fileURLToPath(new URL(".", import.meta.url));
// Outside the repository (no fallback to its node_modules), and a folder of its own per run, so two
// test runs side by side on one machine never pack into or install over each other's app.
const work = mkdtempSync(join(tmpdir(), "epr-consumer-app-"));
const resultFile = join(root, "test-results/consumer.json");
mkdirSync(join(root, "test-results"), { recursive: true });
rmSync(resultFile, { force: true });

const started = Date.now();
const results = [];
const step = (name) => console.log(`\n› ${name}`);
const check = (name, ok, detail = "") => {
  results.push({ name, ok });
  console.log(`  ${ok ? "✓" : "✗"} ${name}${detail ? ` (${detail})` : ""}`);
};
const sh = (cmd, args, cwd) =>
  execFileSync(cmd, args, {
    cwd,
    stdio: ["ignore", "pipe", "inherit"],
    encoding: "utf8",
    env: {
      ...process.env,
      npm_config_update_notifier: "false",
      npm_config_fund: "false",
      npm_config_audit: "false",
    },
  });

try {
  step("Build and pack @epr/domain, @epr/forms, @epr/brand-themes and @epr/ui");
  const workspaces = ["@epr/domain", "@epr/forms", "@epr/brand-themes", "@epr/ui"].flatMap((w) => ["-w", w]);
  sh("npm", ["run", "build", ...workspaces], root);
  for (const f of [
    "index.html",
    "package.json",
    "vite.config.js",
    "measure.config.js",
    "tsconfig.json",
    "src",
  ]) {
    cpSync(join(here, "app", f), join(work, f), { recursive: true });
  }
  const packs = join(work, "packs");
  rmSync(packs, { recursive: true, force: true });
  mkdirSync(packs);
  const packed = JSON.parse(sh("npm", ["pack", "--json", "--pack-destination", packs, ...workspaces], root));
  for (const p of packed) {
    const stable = `${p.name.replace("@epr/", "epr-")}.tgz`;
    renameSync(join(packs, p.filename), join(packs, stable));
    const files = p.files.map((f) => f.path);
    const styled = p.name === "@epr/ui" || p.name === "@epr/brand-themes";
    check(
      `${p.name} tarball has dist JS, .d.ts${styled ? " and CSS" : ""}`,
      ["dist/index.js", "dist/index.d.ts"].every((f) => files.includes(f)) &&
        (!styled || files.some((f) => f.endsWith(".css"))),
      `${files.length} files, ${(p.size / 1024).toFixed(0)} kB`,
    );
  }

  step("Install the tarballs in an outside app (npm registry or cache)");
  rmSync(join(work, "node_modules/@epr"), { recursive: true, force: true });
  rmSync(join(work, "package-lock.json"), { force: true });
  sh("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error"], work);
  const uiPkg = JSON.parse(readFileSync(join(work, "node_modules/@epr/ui/package.json"), "utf8"));
  check(
    "@epr/ui declares React as a peer, not a dependency",
    !!uiPkg.peerDependencies?.react && !uiPkg.dependencies?.react,
  );
  check(
    "@epr/ui sideEffects lists only CSS",
    Array.isArray(uiPkg.sideEffects) && uiPkg.sideEffects.every((s) => s.endsWith(".css")),
  );
  check(
    "one React copy in the app",
    !existsSync(join(work, "node_modules/@epr/ui/node_modules/react")) &&
      !existsSync(join(work, "node_modules/@epr/brand-themes/node_modules/react")),
  );

  step("Type-check the app against the published .d.ts");
  try {
    sh(join(work, "node_modules/.bin/tsc"), ["--noEmit", "-p", "tsconfig.json"], work);
    check("tsc accepts the app (exports map types resolve)", true);
  } catch (e) {
    console.log(e.stdout);
    check("tsc accepts the app (exports map types resolve)", false);
  }

  step("Build the app and measure Button + Dialog + TextField");
  sh(join(work, "node_modules/.bin/vite"), ["build"], work);
  check("vite build of the app", existsSync(join(work, "dist/index.html")));
  sh(join(work, "node_modules/.bin/vite"), ["build", "--config", "measure.config.js"], work);
  const measureDir = join(work, "measure");
  const js = readdirSync(measureDir).filter((f) => f.endsWith(".js"));
  const jsBytes = js.map((f) => readFileSync(join(measureDir, f)));
  const gz = (buf) => gzipSync(buf, { level: 9 }).length;
  const jsGzip = jsBytes.reduce((n, b) => n + gz(b), 0);
  const jsRaw = jsBytes.reduce((n, b) => n + b.length, 0);
  const css = readFileSync(join(work, "node_modules/@epr/ui/dist/styles.css"));
  const reactGzip = (() => {
    const assets = join(work, "dist/assets");
    return readdirSync(assets)
      .filter((f) => f.endsWith(".js"))
      .reduce((n, f) => n + gz(readFileSync(join(assets, f))), 0);
  })();
  const sizes = {
    jsMinified: jsRaw,
    jsGzip,
    cssMinified: css.length,
    cssGzip: gz(css),
    wholeAppJsGzipWithReact: reactGzip,
  };
  console.log(
    `  Button + Dialog + TextField + BrandProvider: ${(jsGzip / 1024).toFixed(1)} kB gzip JS (React excluded), ` +
      `${(sizes.cssGzip / 1024).toFixed(1)} kB gzip CSS (styles.css, all brands); the whole app with React: ${(reactGzip / 1024).toFixed(1)} kB gzip JS`,
  );
  check("measured bundle is under 40 kB gzip", jsGzip < 40 * 1024, `${(jsGzip / 1024).toFixed(1)} kB`);

  step("Render in Chromium");
  await browserChecks(work);
  finish(sizes);
} catch (error) {
  console.error(error);
  check("consumer run completed", false, String(error?.message ?? error).split("\n")[0]);
  finish();
}

async function browserChecks(dir) {
  const { chromium } = await import("playwright-core");
  const port = 4700 + Math.floor(Math.random() * 200);
  const server = spawn(
    join(dir, "node_modules/.bin/vite"),
    ["preview", "--port", String(port), "--strictPort"],
    {
      cwd: dir,
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    await waitForServer(`http://127.0.0.1:${port}/`);
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    const errors = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(`http://127.0.0.1:${port}/`);
    const search = page.getByRole("button", { name: "Search" });
    await search.waitFor();
    // Polls until the colour is the expected one (or 2 s pass), then returns what it is.
    const bg = async (expected) => {
      let value = "";
      for (let i = 0; i < 20; i++) {
        value = await search.evaluate((el) => getComputedStyle(el).backgroundColor);
        if (!expected || value === expected) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      return value;
    };
    const c6008 = await bg("rgb(11, 79, 138)");
    check("themed Button uses brand 6008's primary", c6008 === "rgb(11, 79, 138)", c6008);
    const heading = page.locator("#copy-heading");
    check("copy variant for 6008", (await heading.textContent()) === "Member ID/SSN");
    await page.selectOption("#brand", "6010");
    const c6010 = await bg("rgb(31, 107, 58)");
    check("switching brand re-themes the Button (6010)", c6010 === "rgb(31, 107, 58)", c6010);
    check("copy variant for 6010", (await heading.textContent()) === "Member ID/SSN/Client-Assigned ID");
    check(
      "the employee summary card renders from @epr/ui/cards/employee-summary",
      (await page.getByText("Elena Lindqvist", { exact: true }).first().isVisible()) &&
        (await page.getByRole("button", { name: "Collapse all" }).isVisible()) &&
        (await page.getByText("Active", { exact: true }).isVisible()),
    );

    const input = page.getByLabel("Member ID");
    await search.click();
    check(
      "TextField shows the error, linked by aria-describedby",
      (await input.getAttribute("aria-describedby")) === "member-id-hint member-id-error" &&
        (await input.getAttribute("aria-invalid")) === "true",
    );
    await input.fill("AB12345");
    await search.click();
    check("TextField error clears", (await input.getAttribute("aria-invalid")) === null);

    const trigger = page.getByRole("button", { name: "Open dialog" });
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: "Unsaved changes" });
    await dialog.waitFor();
    const ok = dialog.getByRole("button", { name: "OK" });
    check(
      "Dialog content is themed inside its portal",
      (await ok.evaluate((el) => getComputedStyle(el).backgroundColor)) === "rgb(31, 107, 58)",
    );
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    check(
      "Escape closes the Dialog and focus returns to its trigger",
      await trigger.evaluate((el) => el === document.activeElement),
    );

    const { default: AxeBuilder } = await import("@axe-core/playwright");
    const axe = await new AxeBuilder({ page }).analyze();
    check("axe finds no violations", axe.violations.length === 0, axe.violations.map((v) => v.id).join(", "));
    check("no page errors", errors.length === 0, errors.join("; "));
  } finally {
    await browser.close();
    server.kill();
  }
}

async function waitForServer(url) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`preview server did not start at ${url}`);
}

function finish(sizes) {
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  writeFileSync(
    resultFile,
    JSON.stringify({ numPassedTests: passed, numFailedTests: failed, sizes, results }, null, 2),
  );
  rmSync(work, { recursive: true, force: true });
  console.log(
    `\nconsumer: ${passed} passed, ${failed} failed in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  process.exit(failed === 0 ? 0 : 1);
}
