#!/usr/bin/env node
// Each workspace's package.json lists every package its source imports (so a published package
// installs what it needs). Tests and stories may also use the root's devDependencies (Vitest,
// Storybook, Testing Library), which every workspace shares. Runs in the lint suite; prints each
// missing declaration and exits 1.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { builtinModules } from "node:module";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const rootPkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
const declared = (pkg) => ({
  ...pkg.dependencies,
  ...pkg.devDependencies,
  ...pkg.peerDependencies,
  ...pkg.optionalDependencies,
});
const rootDeclared = declared(rootPkg);
const builtins = new Set(builtinModules);
// A dynamic import needs its parenthesis and a side-effect import its space: "import's" in a comment is prose.
const importRe =
  /(?:^|[^\w.])(?:import|export)\s[^;]*?from\s*["']([^"']+)["']|(?:^|[^\w.])import(?:\s*\(\s*|\s+)["']([^"']+)["']/gm;

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === "node_modules" || name === "dist") return [];
    if (statSync(path).isDirectory()) return files(path);
    return /\.(ts|tsx|mts|mjs|js)$/.test(name) ? [path] : [];
  });
}

const packageName = (spec) =>
  spec.startsWith("@") ? spec.split("/").slice(0, 2).join("/") : spec.split("/")[0];
const isTestOrStory = (file) => /\.(test|stories)\.|test-fixtures|test-support|\/testing[./]/.test(file);

const problems = [];
let checked = 0;
for (const group of rootPkg.workspaces) {
  const base = join(root, group.replace("/*", ""));
  for (const name of readdirSync(base)) {
    const dir = join(base, name);
    let pkg;
    try {
      pkg = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
    } catch {
      continue;
    }
    const own = declared(pkg);
    const sources = ["src", "scripts"].flatMap((sub) => {
      try {
        return files(join(dir, sub));
      } catch {
        return [];
      }
    });
    for (const file of sources) {
      checked++;
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(importRe)) {
        const spec = match[1] ?? match[2];
        if (!spec || spec.startsWith(".") || spec.startsWith("node:") || spec.startsWith("virtual:"))
          continue;
        const dep = packageName(spec);
        if (builtins.has(dep) || dep === pkg.name) continue;
        if (own[dep]) continue;
        if (isTestOrStory(file) && rootDeclared[dep]) continue;
        problems.push(`${relative(root, file)}: imports ${spec}, not declared in ${pkg.name}'s package.json`);
      }
    }
  }
}
for (const p of problems) console.error(p);
console.log(`check-deps: ${checked} files, ${problems.length} undeclared import(s)`);
process.exit(problems.length ? 1 : 0);
