#!/usr/bin/env node
// The JavaScript each page of the portal downloads, gzipped, against the issue's targets: the login
// page's first load (100 kB), the home page's first load after sign-in (120 kB), each route chunk
// with what it adds to the shell (80 kB), each page's whole JavaScript (200 kB); the biggest modules
// of those first loads (sourcemap attribution), and each figure's ratio to its budget. The figures
// come from bench/lib/bundle.mjs, which tests/bundle/bundle-size.test.ts holds to the same budgets
// in `npm test`. A row over budget makes this script exit 1. Run after `npm run build`.
// Usage: node bench/bundle-size.mjs [--all]   (--all lists every page's row, not only the worst 15)
//        node bench/bundle-size.mjs --route /employer/profile   (what that route adds to the shell,
//        module by module: where to cut it)
//        node bench/bundle-size.mjs --against /tmp/dist-before   (every page's scripts and gzip in
//        that kept build → this one: copy apps/portal/dist away before a change)
import {
  attribute,
  budgets,
  KB,
  measure,
  readDist,
  routeModules,
  scriptBudgets,
  targets,
} from "./lib/bundle.mjs";

let m;
try {
  m = measure();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const all = process.argv.includes("--all");
const kb = (n) => `${(n / KB).toFixed(1)} kB`;
const routeArg = process.argv.indexOf("--route");
if (routeArg >= 0) {
  const path = process.argv[routeArg + 1];
  const found = routeModules(m, path);
  if (!found) {
    console.error(`No route ${path}: one of\n${m.routes.map((r) => `  ${r.path}`).join("\n")}`);
    process.exit(1);
  }
  const { route, modules } = found;
  console.log(
    `\nBiggest modules ${route.path} adds to the shell (${route.key}; its chunk and ${route.extra.length} imported chunks, ${kb(route.total)} gzip; minified bytes by sourcemap, gzip of each alone)`,
  );
  console.log("| module | minified | share | gzip (alone) |\n|---|---:|---:|---:|");
  for (const a of modules.slice(0, all ? modules.length : 25)) {
    console.log(`| ${a.module} | ${kb(a.raw)} | ${(a.share * 100).toFixed(1)} % | ${kb(a.gzip)} |`);
  }
  process.exit(0);
}
const againstArg = process.argv.indexOf("--against");
if (againstArg >= 0) {
  const before = measure(readDist(process.argv[againstArg + 1]));
  const was = new Map(before.routes.map((r) => [r.path, r.page]));
  const change = (a, b) => `${b - a >= 0 ? "+" : ""}${kb(b - a)}`;
  console.log(`\nEvery page, ${process.argv[againstArg + 1]} → this build (scripts a page loads; gzip)`);
  console.log("| page | scripts | gzip | gzip change |\n|---|---:|---:|---:|");
  const rows = [
    ["login (/login)", before.login, m.login],
    ...[...m.routes]
      .sort((a, b) => (was.get(b.path)?.scripts ?? 0) - (was.get(a.path)?.scripts ?? 0))
      .map((r) => [r.path, was.get(r.path), r.page]),
  ];
  for (const [name, a, b] of rows) {
    if (!a) console.log(`| ${name} | (new) → ${b.scripts} | ${kb(b.gzip)} | |`);
    else {
      console.log(
        `| ${name} | ${a.scripts} → ${b.scripts} | ${kb(a.gzip)} → ${kb(b.gzip)} | ${change(a.gzip, b.gzip)} |`,
      );
    }
  }
  const most = (ms) => Math.max(...ms.routes.map((r) => r.page.scripts));
  console.log(`(At most ${most(before)} → ${most(m)} scripts a page.)`);
  process.exit(0);
}
const ratio = (n, budget) => (n / budget).toFixed(2);
let over = 0;
/** "ok", or marked (and counted) over its budget; a budget short of its target says so. */
const verdict = (n, name) => {
  const budget = budgets[name];
  const held = budget > targets[name] ? ` (held; target ${kb(targets[name])})` : "";
  if (n > budget) {
    over++;
    return `**over budget**${held}`;
  }
  return `ok${held}`;
};

console.log(
  "\nFirst loads: every script a page opened by its address downloads (entry, preloads, layouts, route; gzip)",
);
console.log("| page | scripts | raw | gzip | budget | size / budget | target | size / target | verdict |");
console.log("|---|---:|---:|---:|---:|---:|---:|---:|---|");
for (const [name, label] of [
  ["login", "login (/login)"],
  ["home", "home after sign-in (/employer/home)"],
]) {
  const page = m[name];
  console.log(
    `| ${label} | ${page.scripts} | ${kb(m.sum(page.files, "raw"))} | **${kb(page.gzip)}** | ${kb(budgets[name])} | ${ratio(page.gzip, budgets[name])} | ${kb(targets[name])} | ${ratio(page.gzip, targets[name])} | ${verdict(page.gzip, name)} |`,
  );
}
console.log(
  `| the shell alone (entry and its preloads) | ${m.shell.files.length} | ${kb(m.shell.raw)} | ${kb(m.shell.gzip)} | | | | | |`,
);

for (const [name, page] of [
  ["login", m.login],
  ["home after sign-in", m.home],
]) {
  console.log(
    `\nBiggest modules of the ${name} first load (minified bytes by sourcemap; gzip of each alone)`,
  );
  console.log("| module | minified | share | gzip (alone) |\n|---|---:|---:|---:|");
  for (const a of attribute(m.dist, page.files).slice(0, 15)) {
    console.log(`| ${a.module} | ${kb(a.raw)} | ${(a.share * 100).toFixed(1)} % | ${kb(a.gzip)} |`);
  }
}

const byTotal = [...m.routes].sort((a, b) => b.total - a.total);
console.log(
  `\nRoutes: each route's chunk and the chunks it adds to the shell (gzip; budget ${kb(budgets.route)}, target ${kb(targets.route)})${all ? "" : "; the 15 biggest, --all for every route"}`,
);
console.log("| route | module | route chunk | + imported chunks | route total | size / budget | verdict |");
console.log("|---|---|---:|---:|---:|---:|---|");
for (const [i, r] of byTotal.entries()) {
  const v = verdict(r.total, "route");
  if (all || i < 15 || r.total > budgets.route) {
    console.log(
      `| ${r.path} | ${r.key.replace(/^src\/routes\//, "")} | ${kb(r.own)} | ${kb(r.total - r.own)} (${r.extra.length}) | ${kb(r.total)} | ${ratio(r.total, budgets.route)} | ${v} |`,
    );
  }
}
const routesOver = m.routes.filter((r) => r.total > targets.route).length;
console.log(`(${routesOver} of ${m.routes.length} routes over the ${kb(targets.route)} target.)`);

const byPage = [...m.routes].sort((a, b) => b.page.gzip - a.page.gzip);
console.log(
  `\nPages: each page's whole JavaScript when opened by its address (gzip; budget ${kb(budgets.page)}, target ${kb(targets.page)})${all ? "" : "; the 15 biggest"}`,
);
console.log("| page | scripts | gzip | size / budget | verdict |\n|---|---:|---:|---:|---|");
for (const [i, r] of byPage.entries()) {
  const v = verdict(r.page.gzip, "page");
  if (all || i < 15 || r.page.gzip > budgets.page) {
    console.log(
      `| ${r.path} (${r.key.replace(/^src\/routes\//, "")}) | ${r.page.scripts} | ${kb(r.page.gzip)} | ${ratio(r.page.gzip, budgets.page)} | ${v} |`,
    );
  }
}
const pagesOver = m.routes.filter((r) => r.page.gzip > targets.page).length;
const scripts = m.routes.map((r) => r.page.scripts);
const gz = m.routes.map((r) => r.page.gzip);
console.log(
  `(${pagesOver} of ${m.routes.length} pages over the ${kb(targets.page)} target; ${kb(Math.min(...gz))}–${kb(Math.max(...gz))} in ${Math.min(...scripts)}–${Math.max(...scripts)} scripts a page, budget ${scriptBudgets.page}.)`,
);
for (const r of m.routes) {
  const budget = Math.min(scriptBudgets.page, scriptBudgets.pages[r.path] ?? Number.POSITIVE_INFINITY);
  if (r.page.scripts > budget) {
    over++;
    console.log(`**over budget**: ${r.path} loads ${r.page.scripts} scripts (budget ${budget}).`);
  }
}

console.log(
  `\nLoaded on demand: each lazy piece (a modal, menu, edit-mode card, calendar) and what it adds to the page that opens it (gzip; budget ${kb(budgets.piece)}); the 10 biggest`,
);
console.log("| module | own chunk | added to the page | for the page | size / budget | verdict |");
console.log("|---|---:|---:|---|---:|---|");
for (const [i, p] of m.pieces.entries()) {
  const v = verdict(p.total, "piece");
  if (all || i < 10 || p.total > budgets.piece) {
    console.log(
      `| ${p.key.replace(/^(\.\.\/)+/, "")} | ${kb(p.own)} | ${kb(p.total)} | ${p.route} | ${ratio(p.total, budgets.piece)} | ${v} |`,
    );
  }
}

if (over) {
  console.log(`\n${over} over budget.`);
  process.exitCode = 1;
}
