#!/usr/bin/env node
// The JavaScript a first visit downloads (the entry script and every chunk it preloads) and what
// each page's lazy route adds, gzipped, against the budgets of issue 8: first load under 150 kB,
// no route over 100 kB. Sizes are not timings: a row over budget makes this script exit 1 (bench
// only, never npm test). Run after `npm run build` (Vite's build manifest maps routes to chunks).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const KB = 1024;
/** issue 8 Must show: the portal's first load stays under 150 KB gzip, no route chunk over 100 KB. */
export const budgets = { initialJs: 150 * KB, route: 100 * KB };

const portal = new URL("../apps/portal/", import.meta.url).pathname;
const dist = join(portal, "dist");
const manifestFile = join(dist, ".vite/manifest.json");
if (!existsSync(manifestFile)) {
  console.error(`No ${manifestFile}: build the portal first (npm run build).`);
  process.exit(1);
}
/** @type {Record<string, {file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], css?: string[]}>} */
const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));

const sizes = new Map();
const size = (file) => {
  if (!sizes.has(file)) {
    const body = readFileSync(join(dist, file));
    sizes.set(file, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  }
  return sizes.get(file);
};
const kb = (n) => `${(n / KB).toFixed(1)} kB`;
const sum = (files, key) => files.reduce((s, f) => s + size(f)[key], 0);

/** A manifest entry's chunk and every chunk it imports statically (what loading it downloads). */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}
const files = (keys) => [...keys].map((k) => manifest[k].file);

// The first load: index.html's entry and the chunks it preloads, plus its stylesheet.
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const initialKeys = closure(entryKey);
const initialJs = files(initialKeys);
const initialCss = [...new Set([...initialKeys].flatMap((k) => manifest[k].css ?? []))];
const initialTotal = sum(initialJs, "gzip");

let over = 0;
console.log("\nInitial load (entry and preloaded chunks)");
console.log("| file | raw | gzip |\n|---|---:|---:|");
for (const file of [...initialJs, ...initialCss]) {
  console.log(`| ${file} | ${kb(size(file).raw)} | ${kb(size(file).gzip)} |`);
}
const initialOver = initialTotal > budgets.initialJs;
if (initialOver) over++;
console.log(
  `| **initial JavaScript** (budget ${kb(budgets.initialJs)}) | ${kb(sum(initialJs, "raw"))} | **${kb(initialTotal)}**${initialOver ? " over budget" : ""} |`,
);

// Each lazy route of router.tsx: its URL, read from the route object that imports the module.
const routerSource = readFileSync(join(portal, "src/router.tsx"), "utf8");
/** The start of the route object (its `{`) that holds position `at`. */
function objectStart(at) {
  let depth = 0;
  for (let i = at; i >= 0; i--) {
    if (routerSource[i] === "}") depth++;
    if (routerSource[i] === "{" && depth-- === 0) return i;
  }
  return 0;
}
/** The spans of every `children: [ … ]` with the path of the route object that holds them. */
const parents = [...routerSource.matchAll(/children: \[/g)].map((m) => {
  const open = (m.index ?? 0) + m[0].length - 1;
  let depth = 0;
  let close = open;
  for (let i = open; i < routerSource.length; i++) {
    if (routerSource[i] === "[") depth++;
    if (routerSource[i] === "]" && --depth === 0) {
      close = i;
      break;
    }
  }
  const path = /path: "([^"]+)"/.exec(routerSource.slice(objectStart(open)))?.[1] ?? "";
  return { path, open, close };
});
function routePath(src) {
  const module = src.replace(/^src\//, "./").replace(/\.tsx?$/, ".js");
  const at = routerSource.indexOf(`import("${module}")`);
  if (at < 0) return "(not in router.tsx)";
  const own = /path: "([^"]+)"/.exec(routerSource.slice(objectStart(at)))?.[1] ?? "";
  const chain = parents.filter((p) => p.open < at && at < p.close).map((p) => p.path);
  return [...chain, own].join("/").replace(/\/+/g, "/");
}

const routes = Object.entries(manifest)
  .filter(([key, chunk]) => chunk.isDynamicEntry && key.startsWith("src/routes/"))
  .map(([key, chunk]) => {
    // What visiting the route downloads besides the first load: its chunk and the shared chunks it
    // imports that the first load did not bring (shared chunks count in every route that uses them).
    const extra = files([...closure(key)].filter((k) => k !== key && !initialKeys.has(k)));
    const total = size(chunk.file).gzip + sum(extra, "gzip");
    return { key, path: routePath(key), file: chunk.file, extra, total };
  })
  .sort((a, b) => a.path.localeCompare(b.path));

console.log(
  `\nRoutes: each page's lazy chunk and the chunks it adds to the first load (gzip; budget ${kb(budgets.route)} a route)`,
);
console.log("| route | module | route chunk | + imported chunks | route total | budget |");
console.log("|---|---|---:|---:|---:|---|");
for (const r of routes) {
  const isOver = r.total > budgets.route;
  if (isOver) over++;
  console.log(
    `| ${r.path} | ${r.key.replace(/^src\/routes\//, "")} | ${kb(size(r.file).gzip)} | ${kb(sum(r.extra, "gzip"))} (${r.extra.length}) | ${kb(r.total)} | ${isOver ? "**over budget**" : "ok"} |`,
  );
}
const lazy = Object.values(manifest)
  .map((c) => c.file)
  .filter((f) => f.endsWith(".js") && !initialJs.includes(f));
console.log(
  `\nLazy chunks: ${lazy.length}, ${kb(sum(lazy, "gzip"))} gzip in all, loaded per route. A step of the add flow also needs its layouts (EmployerLayout, AddFlowLayout), loaded once for every step.`,
);
if (over) {
  console.log(`\n${over} over budget.`);
  process.exitCode = 1;
}
export const initialJsGzip = initialTotal;
