#!/usr/bin/env node
// Size budgets (design system: what a consumer pays, deterministic unlike times). Size Limit with
// its esbuild and file plugins measures, gzip level 9 and React external (a peer the app already
// has), every published entry point of @epr/domain, forms, contract, brand-themes and ui (each
// package.json `exports`: the built dist JS with everything it exports, and the CSS files as they
// ship) and the combinations consumers import (combinations below). Each size is checked against its
// budget in budgets.json; an entry without a budget fails too, so a new entry point gets one.
// Prints the table and the biggest modules of each combination (what costs what).
// Writes test-results/size.json ({ numPassedTests, numFailedTests, results }).
// Usage: node tests/size/run.mjs [--update] [name …]  (names: measure only the entries whose name
// has one of them; --update rewrites the measured entry points' budgets at today's size + 3 %; a
// combination's budget is changed by hand only.)
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import esbuildPlugin from "@size-limit/esbuild";
import filePlugin from "@size-limit/file";
import sizeLimit from "size-limit";

const root = fileURLToPath(new URL("../..", import.meta.url));
const budgetsFile = fileURLToPath(new URL("budgets.json", import.meta.url));
const resultFile = join(root, "test-results/size.json");
const packages = ["domain", "forms", "contract", "brand-themes", "ui"];
const update = process.argv.includes("--update");
/** Names to measure (a part of an entry's or combination's name); all when none is given. */
const only = process.argv.slice(2).filter((a) => !a.startsWith("--"));
/** Headroom of an entry point's budget over its size when --update writes it. */
const HEADROOM = 1.03;

/** What consumers import together (the consumer app's src/measure.ts and src/main.tsx). */
export const combinations = [
  {
    name: "Button + Dialog + TextField + BrandProvider",
    import: {
      "@epr/brand-themes": "{ BrandProvider }",
      "@epr/ui/button": "{ Button }",
      "@epr/ui/dialog": "{ Dialog, DialogClose, DialogContent, DialogHeader, DialogTitle, DialogTrigger }",
      "@epr/ui/text-input": "{ TextField }",
    },
  },
  {
    name: "EmployeeSummary from @epr/ui/cards/employee-summary",
    import: { "@epr/ui/cards/employee-summary": "{ EmployeeSummary }" },
  },
];

const react = ["react", "react-dom", "react/*", "react-dom/*"];
/** The app's bundler as a consumer's would be: browser ES modules, production React paths. */
const asConsumer = (config) => ({
  ...config,
  format: "esm",
  platform: "browser",
  logLevel: "silent",
  define: { "process.env.NODE_ENV": '"production"' },
  // Size Limit writes the entry that imports the names in a temporary folder: packages resolve
  // from the repository's node_modules, as from an app's.
  nodePaths: [join(root, "node_modules")],
  // What loads on first use (lazyNamed: a card's edit mode, a menu) is a chunk of its own, as in
  // the app's build, and counted apart.
  splitting: true,
});

/**
 * A Size Limit step between esbuild's bundle (step 40) and the file plugin's size (step 60): the
 * size is the first load, the entry chunk and what it imports statically; the chunks it imports
 * on demand are summed apart (`lazy`).
 */
const firstLoadOnly = {
  name: "first-load-only",
  async step50(_config, check) {
    if (!check.bundles) return;
    const outputs = check.esbuildMetafile.outputs; // keyed by file name after the esbuild plugin
    const entry = Object.keys(outputs).find((name) => outputs[name].entryPoint);
    const initial = new Set();
    const visit = (name) => {
      if (initial.has(name) || !outputs[name]) return;
      initial.add(name);
      for (const i of outputs[name].imports)
        if (i.kind === "import-statement" && !i.external) visit(basename(i.path));
    };
    visit(entry);
    const js = Object.keys(outputs).filter((name) => name.endsWith(".js"));
    check.bundles = js.filter((name) => initial.has(name)).map((name) => outputs[name].path);
    check.lazy = js
      .filter((name) => !initial.has(name))
      .reduce((n, name) => n + gzipSync(readFileSync(outputs[name].path), { level: 9 }).length, 0);
  },
};
const plugins = [filePlugin, esbuildPlugin, [firstLoadOnly]];

/** One check per published entry point: JS through esbuild (all it exports), CSS as the file. */
function entryChecks() {
  return packages.flatMap((dir) => {
    const pkg = JSON.parse(readFileSync(join(root, "packages", dir, "package.json"), "utf8"));
    return Object.entries(pkg.exports ?? {}).flatMap(([subpath, target]) => {
      const name = subpath === "." ? pkg.name : `${pkg.name}/${subpath.slice(2)}`;
      if (typeof target === "object" && target.import)
        return [{ name, kind: "entry", import: { [name]: "*" }, ignore: react }];
      const file = typeof target === "string" ? target : target.default;
      if (file?.endsWith(".css"))
        return [{ name, kind: "entry", files: [join(root, "packages", dir, file)], esbuild: false }];
      return []; // ./package.json
    });
  });
}

const checks = [
  ...entryChecks(),
  ...combinations.map((c) => ({ name: c.name, kind: "combination", import: c.import, ignore: react })),
]
  .filter((check) => !only.length || only.some((part) => check.name.includes(part)))
  .map((check) => ({ files: [], ...check, gzip: true, modifyEsbuildConfig: asConsumer }));

const budgets = JSON.parse(readFileSync(budgetsFile, "utf8"));
const started = Date.now();
try {
  await sizeLimit(plugins, { checks });
} catch (error) {
  // A build that fails (a missing dist, an import that does not resolve) fails the suite, counted.
  console.error(error);
  mkdirSync(join(root, "test-results"), { recursive: true });
  writeFileSync(resultFile, JSON.stringify({ numPassedTests: 0, numFailedTests: 1, error: String(error) }));
  process.exit(1);
}

const kB = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;
const results = checks.map((check) => {
  // An entry's budget is a number; a combination's is { budget, goal?, why? }: the goal, where it is
  // not met yet, printed beside it.
  const entry = budgets[check.kind === "combination" ? "combinations" : "entries"][check.name];
  const budget = typeof entry === "number" ? entry : entry?.budget;
  return {
    name: check.name,
    kind: check.kind,
    size: check.size,
    lazy: check.lazy ?? 0,
    budget: budget ?? null,
    goal: entry?.goal ?? null,
    why: entry?.why ?? null,
    ok: budget !== undefined && check.size <= budget,
  };
});

if (update) {
  const measured = results.filter((r) => r.kind === "entry");
  for (const r of measured) {
    r.budget = Math.ceil((r.size * HEADROOM) / 10) * 10;
    r.ok = true;
    budgets.entries[r.name] = r.budget;
  }
  writeFileSync(budgetsFile, `${JSON.stringify(budgets, null, 2)}\n`);
  console.log(`Wrote ${measured.length} entry budgets (size + 3 %) to tests/size/budgets.json`);
}

const width = Math.max(...results.map((r) => r.name.length));
console.log(
  `\n ${"entry".padEnd(width)}  ${"size gzip".padStart(10)}  ${"budget".padStart(10)}  result              on demand`,
);
for (const r of results) {
  const verdict = r.budget === null ? "FAIL (no budget)" : r.ok ? "pass" : "FAIL (over budget)";
  console.log(
    ` ${r.name.padEnd(width)}  ${kB(r.size).padStart(10)}  ${(r.budget === null ? "-" : kB(r.budget)).padStart(10)}  ${verdict.padEnd(18)}  ${r.lazy ? `+${kB(r.lazy)}` : ""}`,
  );
}

for (const r of results.filter((x) => x.goal !== null)) {
  const met = r.size <= r.goal;
  console.log(`\n ${r.name}: goal ${kB(r.goal)}, ${met ? "met" : `not met (${kB(r.size - r.goal)} over)`}`);
  if (!met && r.why) console.log(`   ${r.why}`);
}

// What costs what: each combination's biggest packages, minified bytes in its first load, and what
// its gzip size would be without each (measured again with that package external: the package and what
// only it pulls in).
for (const check of checks.filter((c) => c.kind === "combination")) {
  const firstLoad = Object.values(check.esbuildMetafile.outputs).filter((o) =>
    check.bundles.includes(o.path),
  );
  const inputs = firstLoad.flatMap((o) => Object.entries(o.inputs));
  const byPackage = new Map();
  for (const [path, { bytesInOutput }] of inputs) {
    const workspace = /(?:^|\/)packages\/([^/]+)\//.exec(path)?.[1];
    const key = workspace
      ? `@epr/${workspace}`
      : (/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1] ?? path);
    if (bytesInOutput) byPackage.set(key, (byPackage.get(key) ?? 0) + bytesInOutput);
  }
  const biggest = [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 10);
  const without = biggest
    // @epr/ui is what the combination imports: without it nothing is left.
    .filter(([key]) => key !== "@epr/ui")
    .map(([key]) => ({ key, files: [], import: check.import, ignore: [...react, key], gzip: true }));
  const sizes = await sizeLimit(plugins, {
    checks: without.map((w) => ({ ...w, modifyEsbuildConfig: asConsumer })),
  });
  for (const [k, measured] of sizes.entries()) without[k].size = measured.size;
  check.parts = biggest.map(([key, minified]) => {
    const w = without.find((x) => x.key === key);
    return { name: key, minified, gzipSaved: w ? check.size - w.size : null };
  });
  const total = [...byPackage.values()].reduce((a, b) => a + b, 0);
  console.log(`\n ${check.name}: ${kB(check.size)} gzip, ${kB(total)} minified. Biggest parts:`);
  console.log(`   ${"minified".padStart(9)}  ${"gzip saved without it".padStart(21)}  package`);
  for (const part of check.parts) {
    const saved = part.gzipSaved === null ? "(its own code)" : kB(part.gzipSaved);
    console.log(`   ${kB(part.minified).padStart(9)}  ${saved.padStart(21)}  ${part.name}`);
  }
}
for (const r of results) r.parts = checks.find((c) => c.name === r.name)?.parts;

const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
mkdirSync(join(root, "test-results"), { recursive: true });
writeFileSync(
  resultFile,
  JSON.stringify({ numPassedTests: passed, numFailedTests: failed, results }, null, 2),
);
console.log(`\nsize: ${passed} passed, ${failed} failed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(failed === 0 || update ? 0 : 1);
