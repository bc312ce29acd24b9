#!/usr/bin/env node
// Release and consumer check (other insurer teams consume the published components, spec README;
// docs/releasing.md): builds the five published packages, checks their API reports against the
// pending changesets, starts a local npm registry (Verdaccio), publishes every package to it with
// `changeset publish`, and has an outside Vite app install @epr/ui, @epr/brand-themes, @epr/domain and
// @epr/forms from it by range (`^<version>`, everything else from the normal registry). The app
// type-checks against their .d.ts, builds, and renders a themed Button, Dialog and TextField, and the
// employee summary card from its subpath, in Chromium. It also measures what a consumer pays (gzip)
// for Button + Dialog + TextField.
// Writes test-results/consumer.json ({ numPassedTests, numFailedTests, sizes }).
import { execFileSync, spawn } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { checkApiReports, PUBLISHED } from "../../scripts/lib/api-report.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/lib/chromium.mjs";
import { startRegistry } from "./registry.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const here = fileURLToPath(new URL(".", import.meta.url));
// Outside the repository (no fallback to its node_modules), and a folder of its own per run, so two
// test runs side by side on one machine never publish into or install over each other's app.
const work = mkdtempSync(join(tmpdir(), "epr-consumer-app-"));
const registryDir = mkdtempSync(join(tmpdir(), "epr-registry-"));
const resultFile = join(root, "test-results/consumer.json");
mkdirSync(join(root, "test-results"), { recursive: true });
rmSync(resultFile, { force: true });

const started = Date.now();
const results = [];
/** Starts a step, after the last one's time. */
let stepStarted = 0;
const step = (name) => {
  if (stepStarted) console.log(`  (${((Date.now() - stepStarted) / 1000).toFixed(1)} s)`);
  console.log(`\n› ${name}`);
  stepStarted = Date.now();
};
const check = (name, ok, detail = "") => {
  results.push({ name, ok });
  console.log(`  ${ok ? "✓" : "✗"} ${name}${detail ? ` (${detail})` : ""}`);
};
const npmEnv = {
  npm_config_update_notifier: "false",
  npm_config_fund: "false",
  npm_config_audit: "false",
};
const sh = (cmd, args, cwd, env = {}) =>
  execFileSync(cmd, args, {
    cwd,
    stdio: ["ignore", "pipe", "inherit"],
    encoding: "utf8",
    env: { ...process.env, ...npmEnv, ...env },
  });
const dirOf = (name) => join(root, "packages", name.replace("@epr/", ""));
const versionOf = (name) => JSON.parse(readFileSync(join(dirOf(name), "package.json"), "utf8")).version;
/** What the app asks for: the packages it imports (and their @epr dependencies come along). */
const asked = ["@epr/domain", "@epr/forms", "@epr/brand-themes", "@epr/ui"];
let registry;

try {
  step(`Build ${PUBLISHED.join(", ")}`);
  // Through turbo: after `npm test`'s own build this is its cache, seconds instead of minutes.
  sh("npx", ["turbo", "run", "build", "--filter=./packages/*", "--output-logs=errors-only"], root, {
    TURBO_TELEMETRY_DISABLED: "1",
  });

  step("API reports against the pending changesets");
  const api = await checkApiReports({ root });
  for (const r of api.results.filter((r) => r.changed)) console.log(`  ${r.ok ? "·" : "✗"} ${r.message}`);
  check(
    "every entry's API change has a pending changeset of the kind it needs",
    api.ok,
    `${api.results.length} entries, ${api.results.filter((r) => r.changed).length} changed`,
  );

  step("Publish to a local registry (Verdaccio) with changeset publish");
  registry = await startRegistry(registryDir);
  const host = registry.url.replace(/^http:/, "");
  // Publishing reads this user config only: the registry and the throwaway user's token.
  const publishRc = join(registryDir, "publish.npmrc");
  writeFileSync(publishRc, `registry=${registry.url}\n${host}:_authToken=${registry.token}\n`);
  // --no-git-tag: a test run leaves the repository's tags alone.
  const publishLog = sh("npx", ["changeset", "publish", "--no-git-tag"], root, {
    npm_config_registry: registry.url,
    npm_config_userconfig: publishRc,
  });
  // What the registry now holds, read from it (an npm process per package cost seconds each).
  const published = {};
  for (const name of PUBLISHED) {
    const doc = await getJson(`${registry.url}${name.replace("/", "%2f")}`);
    const version = doc["dist-tags"]?.latest ?? "";
    published[name] = { version, integrity: doc.versions?.[version]?.dist?.integrity };
  }
  check(
    "changeset publish put every package on the registry at its version",
    PUBLISHED.every((name) => published[name].version === versionOf(name)),
    PUBLISHED.map((name) => `${name}@${published[name].version || "none"}`).join(", "),
  );
  if (!PUBLISHED.every((name) => published[name].version)) console.log(publishLog);

  step("Install from the registry by range in an outside app");
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
  const appPkg = JSON.parse(readFileSync(join(work, "package.json"), "utf8"));
  for (const name of asked) appPkg.dependencies[name] = `^${versionOf(name)}`;
  writeFileSync(join(work, "package.json"), JSON.stringify(appPkg, null, 2));
  // Only the @epr scope from the local registry.
  writeFileSync(join(work, ".npmrc"), `@epr:registry=${registry.url}\n`);
  // Online first (a revalidation each, 304 for what is unchanged): npm keeps registry answers by URL,
  // and offline first it took an @epr answer of an earlier run that had this run's port.
  sh("npm", ["install", "--prefer-online", "--no-audit", "--no-fund", "--loglevel=error"], work);
  const lock = JSON.parse(readFileSync(join(work, "package-lock.json"), "utf8"));
  const rows = PUBLISHED.map((name) => {
    const entry = lock.packages[`node_modules/${name}`];
    return {
      name,
      published: published[name].version || "-",
      range: appPkg.dependencies[name] ?? "(not asked)",
      installed: entry?.version ?? "-",
      // The tarball this run published (npm leaves `resolved` out for a scope's own registry).
      same: !entry || entry.integrity === published[name].integrity,
    };
  });
  console.log(`\n  ${"package".padEnd(20)} ${"published".padEnd(10)} ${"asked".padEnd(12)} installed`);
  for (const r of rows) {
    console.log(`  ${r.name.padEnd(20)} ${r.published.padEnd(10)} ${r.range.padEnd(12)} ${r.installed}`);
  }
  check(
    "the app installed every package it asked for, by range, from the local registry",
    asked.every((name) => {
      const r = rows.find((row) => row.name === name);
      return r.installed === r.published && r.same;
    }),
  );
  for (const name of asked) {
    const dir = join(work, "node_modules", name);
    const styled = name === "@epr/ui" || name === "@epr/brand-themes";
    check(
      `${name} as published has dist JS, .d.ts${styled ? " and CSS" : ""}`,
      ["dist/index.js", "dist/index.d.ts"].every((f) => existsSync(join(dir, f))) &&
        (!styled || readdirSync(join(dir, "dist")).some((f) => f.endsWith(".css"))),
    );
  }
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
    // Radix's focus scope gives focus back in a timer after its content unmounts, and hides the rest
    // of the page from assistive technology until then: wait for both (two seconds at most).
    const focusBack = await page
      .waitForFunction(
        (el) => el === document.activeElement && document.querySelector("[data-aria-hidden]") === null,
        await trigger.elementHandle(),
        { timeout: 2000, polling: 16 },
      )
      .then(
        () => true,
        () => false,
      );
    check(
      "Escape closes the Dialog and focus returns to its trigger",
      focusBack,
      focusBack
        ? ""
        : `focus is on ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80))}`,
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

/**
 * GETs a JSON document on a connection of its own ({} unless 200): fetch's pool reused a connection
 * Verdaccio had closed while the publish ran (its keep-alive is seconds) and failed the run.
 */
function getJson(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers: { accept: "application/json" } }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          body += chunk;
        });
        res.on("end", () => resolve(res.statusCode === 200 ? JSON.parse(body) : {}));
      })
      .on("error", reject);
  });
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
  if (stepStarted) console.log(`  (${((Date.now() - stepStarted) / 1000).toFixed(1)} s)`);
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  writeFileSync(
    resultFile,
    JSON.stringify({ numPassedTests: passed, numFailedTests: failed, sizes, results }, null, 2),
  );
  registry?.stop();
  rmSync(work, { recursive: true, force: true });
  rmSync(registryDir, { recursive: true, force: true });
  console.log(
    `\nconsumer: ${passed} passed, ${failed} failed in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  process.exit(failed === 0 ? 0 : 1);
}
