#!/usr/bin/env node
// The JavaScript a first visit downloads (the entry script and every chunk it preloads) and what
// each page's lazy route adds, gzipped, against our bundle budgets: first load under 150 kB,
// no route over 100 kB. Sizes are not timings: a row over budget makes this script exit 1 (bench
// only, never npm test). Run after `npm run build` (Vite's build manifest maps routes to chunks).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const KB = 1024;
/** Our budgets: the portal's first load stays under 150 KB gzip, no route chunk over 100 KB. */
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
/** The end (its `}`) of the object that opens at `start`. */
function objectEnd(start) {
  let depth = 0;
  for (let i = start; i < routerSource.length; i++) {
    if (routerSource[i] === "{") depth++;
    if (routerSource[i] === "}" && --depth === 0) return i;
  }
  return routerSource.length;
}
/**
 * A route object's own `path`, read at its top level only: a pathless layout route (no path, only
 * children) has none, whatever paths its children name.
 */
function ownPath(start) {
  let depth = 0;
  for (let i = start; i < routerSource.length; i++) {
    const c = routerSource[i];
    if (c === "{" || c === "[" || c === "(") depth++;
    if (c === "}" || c === "]" || c === ")") {
      if (--depth === 0) return null;
    }
    if (depth === 1 && routerSource.startsWith("path:", i)) {
      return /^path: "([^"]*)"/.exec(routerSource.slice(i))?.[1] ?? null;
    }
  }
  return null;
}
/** The route objects that hold children, with their spans and own paths (null when pathless). */
const parents = [...routerSource.matchAll(/children: \[/g)].map((m) => {
  const start = objectStart(m.index ?? 0);
  return { start, end: objectEnd(start), path: ownPath(start) };
});
/** The URL of the route whose `lazy` imports `src`: its ancestors' paths and its own. */
function routePath(src) {
  const module = src.replace(/^src\//, "./").replace(/\.tsx?$/, ".js");
  const at = routerSource.indexOf(`import("${module}")`);
  if (at < 0) return null;
  const start = objectStart(at);
  const own = ownPath(start);
  const chain = parents.filter((p) => p.start < start && start < p.end).map((p) => p.path ?? "");
  const url = [...chain, own ?? ""]
    .join("/")
    .replace(/\/+/g, "/")
    .replace(/(.)\/$/, "$1");
  // A pathless layout route has no URL of its own: name the one it sits under.
  return own === null ? `${url} (pathless layout)` : url;
}

const routes = Object.entries(manifest)
  .filter(([key, chunk]) => chunk.isDynamicEntry && routePath(key) !== null)
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
// What a page downloads when it first opens a modal, a menu, an edit-mode card or a calendar (the
// lazyNamed components of @epr/ui): the piece's chunks that neither the first load nor the page
// that opens it brought, for the page that needs most. Budgeted like a route.
const routeKeys = new Set(routes.map((r) => r.key));
/** Every chunk a visit to `key` may download: static imports and, through them, dynamic ones. */
function reachable(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of [...(manifest[key]?.imports ?? []), ...(manifest[key]?.dynamicImports ?? [])]) {
    // Not through the first load (the router imports every page) nor into another page.
    if (!initialKeys.has(dep) && !routeKeys.has(dep)) reachable(dep, seen);
  }
  return seen;
}
const pieces = Object.entries(manifest)
  .filter(([key, chunk]) => chunk.isDynamicEntry && !routeKeys.has(key))
  .map(([key, chunk]) => {
    const openers = routes.filter((r) => reachable(r.key).has(key));
    const worst = openers
      .map((r) => {
        const had = closure(r.key);
        const extra = [...closure(key)].filter((k) => !initialKeys.has(k) && !had.has(k));
        return { route: r.path, total: sum(files(extra), "gzip") };
      })
      .sort((a, b) => b.total - a.total)[0] ?? {
      route: "(no route)",
      total: sum(files([...closure(key)].filter((k) => !initialKeys.has(k))), "gzip"),
    };
    return { key, file: chunk.file, ...worst };
  })
  .sort((a, b) => b.total - a.total);
console.log(
  `\nLoaded on demand: each lazy piece (a modal, menu, edit-mode card or calendar) and what it adds to the page that opens it (gzip; budget ${kb(budgets.route)})`,
);
console.log("| module | own chunk | added to the page | for the page | budget |");
console.log("|---|---:|---:|---|---|");
for (const p of pieces) {
  const isOver = p.total > budgets.route;
  if (isOver) over++;
  console.log(
    `| ${p.key.replace(/^(\.\.\/)+/, "")} | ${kb(size(p.file).gzip)} | ${kb(p.total)} | ${p.route} | ${isOver ? "**over budget**" : "ok"} |`,
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
