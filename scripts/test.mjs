#!/usr/bin/env node
// The README's test command: every suite, one after another, with a count per suite at the end.
// Usage: npm test [-- suite ...]   (suites: typecheck lint unit server server-pg size e2e sb-build stories visual consumer)
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { relative } from "node:path";
import { ensureBuilt, ensureChromium, ensureInstalled, root } from "./lib/ensure.mjs";
import { startPostgres } from "./lib/postgres.mjs";

const vitest = (projects, extra = []) => [
  "npx",
  ["vitest", "run", ...projects.flatMap((p) => ["--project", p]), ...extra],
];

/** Each suite: the command, and how to count what it checked. */
const suites = [
  {
    // Every workspace, and beside them the repository's own TypeScript (test harnesses, Storybook's
    // config) as one program: a single tsc is one core, and after the workspaces it left the other
    // core idle for about a minute. Either failing fails the suite.
    name: "typecheck",
    cmd: [
      "sh",
      [
        "-c",
        "npx tsc -p tsconfig.json & root=$!; npx turbo run typecheck --output-logs=errors-only; ws=$?; wait $root && test $ws -eq 0",
      ],
    ],
    count: "workspaces",
  },

  // Biome (format, rules, and the dependency arrows: noRestrictedImports per workspace in biome.json),
  // then every workspace declares what it imports.
  {
    name: "lint",
    cmd: ["sh", ["-c", "npx biome check . && node scripts/check-deps.mjs"]],
    count: "biome",
  },
  { name: "unit", cmd: vitest(["unit", "dom"], ["--coverage"]), count: "vitest" },
  // The server tests in two projects: one module graph per worker, and the files that mock modules.
  { name: "server", cmd: vitest(["server", "server-isolated"]), count: "vitest" },
  // The same server tests against a real PostgreSQL server, when this machine has its binaries.
  {
    name: "server-pg",
    cmd: vitest(["server", "server-isolated"]),
    count: "vitest",
    setup: () => {
      const pg = startPostgres();
      // The generated bad-input sweep's breadth (40 malformed requests a route, fixed seed) runs on
      // PGlite in the server suite; here a quarter of it proves the same answers on the real server.
      return pg && { env: { TEST_DATABASE_URL: pg.url, EPR_BAD_INPUT_RUNS: "10" }, teardown: pg.stop };
    },
    skipReason: "no PostgreSQL server binaries (initdb, pg_ctl) on this machine",
  },
  // What each published entry point and the combinations consumers import cost (gzip), against
  // tests/size/budgets.json: needs the build, not a browser, so before the browser suites.
  // Writes test-results/size.json in Vitest's shape ({ numPassedTests, numFailedTests }).
  { name: "size", cmd: ["node", ["tests/size/run.mjs"]], count: "json" },
  { name: "e2e", cmd: vitest(["e2e"]), count: "vitest", browser: true },
  // The static Storybook designers and QA open: it must build.
  {
    name: "sb-build",
    cmd: ["npx", ["storybook", "build", "-o", "storybook-static", "--quiet"]],
    count: "build",
  },
  { name: "stories", cmd: vitest(["storybook"]), count: "vitest", browser: true },
  { name: "visual", cmd: vitest(["visual"]), count: "vitest", browser: true },
  // Writes test-results/consumer.json in Vitest's shape ({ numPassedTests, numFailedTests }).
  { name: "consumer", cmd: ["node", ["tests/consumer/run.mjs"]], count: "json", browser: true },
];

const only = process.argv.slice(2);
const chosen = only.length ? suites.filter((s) => only.includes(s.name)) : suites;
ensureInstalled();
if (chosen.some((s) => s.browser)) ensureChromium();
ensureBuilt();
mkdirSync(`${root}/test-results`, { recursive: true });

const results = [];
/** Failed tests and tests that passed only on a retry, named again after the table. */
const failures = [];
const flaky = [];
for (const suite of chosen) {
  console.log(`\n━━ ${suite.name} ━━`);
  const [bin, args] = suite.cmd;
  const json = `${root}/test-results/${suite.name}.json`;
  const flakyFile = `${root}/test-results/${suite.name}.flaky.json`;
  rmSync(json, { force: true });
  rmSync(flakyFile, { force: true });
  const prepared = suite.setup ? suite.setup() : { env: {} };
  if (!prepared) {
    console.log(`skipped: ${suite.skipReason}`);
    results.push({ suite: suite.name, passed: "-", failed: "-", seconds: "0.0", ok: true, skipped: true });
    continue;
  }
  const fullArgs =
    suite.count === "vitest"
      ? [
          ...args,
          "--reporter=default",
          "--reporter=json",
          `--outputFile.json=${json}`,
          "--reporter=./scripts/flaky-reporter.mjs",
        ]
      : args;
  const started = Date.now();
  const res = spawnSync(bin, fullArgs, {
    cwd: root,
    stdio: suite.count === "biome" ? ["ignore", "pipe", "pipe"] : "inherit",
    env: {
      ...process.env,
      TURBO_TELEMETRY_DISABLED: "1",
      FORCE_COLOR: "1",
      EPR_FLAKY_FILE: flakyFile,
      ...prepared.env,
    },
    encoding: "utf8",
  });
  prepared.teardown?.();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  let passed = "-";
  let failed = "-";
  if ((suite.count === "vitest" || suite.count === "json") && existsSync(json)) {
    const report = JSON.parse(readFileSync(json, "utf8"));
    passed = report.numPassedTests;
    failed = report.numFailedTests;
    failures.push(...failedTests(suite.name, report));
  } else if (suite.count === "biome") {
    const out = `${res.stdout}${res.stderr}`;
    process.stdout.write(out);
    passed = Number(/Checked (\d+) files?/.exec(out)?.[1] ?? 0);
    failed = res.status === 0 ? 0 : "errors";
  } else if (suite.count === "build") {
    passed = res.status === 0 ? 1 : 0;
    failed = res.status === 0 ? 0 : 1;
  } else if (suite.count === "workspaces") {
    passed = workspaceCount();
    failed = res.status === 0 ? 0 : "errors";
  }
  if (existsSync(flakyFile)) {
    for (const f of JSON.parse(readFileSync(flakyFile, "utf8"))) flaky.push({ suite: suite.name, ...f });
  }
  results.push({ suite: suite.name, passed, failed, seconds, ok: res.status === 0 });
}

/** The failed tests of a Vitest JSON report, each with its error's first line. */
function failedTests(suiteName, report) {
  return (report.testResults ?? []).flatMap((file) => {
    const path = relative(root, file.name);
    const failedCases = file.assertionResults.filter((a) => a.status === "failed");
    // A file that failed before its tests ran (an import or hook error) has no failed case.
    if (!failedCases.length && file.status === "failed")
      return [{ suite: suiteName, path, title: "(the file)", error: firstLine(file.message) }];
    return failedCases.map((a) => ({
      suite: suiteName,
      path,
      title: a.fullName ?? a.title,
      error: firstLine(a.failureMessages?.[0]),
    }));
  });
}

function firstLine(text) {
  // Strips the terminal's colour codes (ESC [ … m) without a control character in a regex.
  const plain = String(text ?? "")
    .split(`${String.fromCharCode(27)}[`)
    .map((part, k) => (k ? part.replace(/^[0-9;]*m/, "") : part))
    .join("");
  return plain.split("\n").find(Boolean)?.slice(0, 300) ?? "";
}

function workspaceCount() {
  const pkg = JSON.parse(readFileSync(`${root}/package.json`, "utf8"));
  // The workspaces, plus the root's TypeScript project (test harnesses and Storybook's config).
  return pkg.workspaces.flatMap((g) => readdirSync(`${root}/${g.replace("/*", "")}`)).length + 1;
}

console.log("\n Suite       Passed   Failed   Seconds  Result");
for (const r of results) {
  console.log(
    ` ${r.suite.padEnd(11)} ${String(r.passed).padStart(6)}   ${String(r.failed).padStart(6)}   ${r.seconds.padStart(7)}  ${r.skipped ? "skipped" : r.ok ? "ok" : "FAILED"}`,
  );
}
if (flaky.length) {
  console.log("\nFlaky: passed only on a retry (look into these):");
  for (const f of flaky) {
    console.log(`- ${f.suite}: ${f.file} > ${f.test} (retries: ${f.retries})`);
    if (f.firstError) console.log(`  first attempt: ${f.firstError}`);
  }
}
if (failures.length) {
  console.log("\nFailed tests:");
  for (const f of failures) console.log(`- ${f.suite}: ${f.path} > ${f.title}\n    ${f.error}`);
}
const bad = results.filter((r) => !r.ok);
if (bad.length) {
  console.log(`\n${bad.length} suite(s) failed: ${bad.map((r) => r.suite).join(", ")}`);
  process.exit(1);
}
console.log("\nAll suites passed.");
