#!/usr/bin/env node
// The JavaScript a first visit downloads: the entry script and every chunk it preloads, gzipped.
// Lazy route chunks are listed apart. Run after `npm run build`.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const dist = new URL("../apps/portal/dist/", import.meta.url).pathname;
const html = readFileSync(join(dist, "index.html"), "utf8");
const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const size = (file) => {
  const body = readFileSync(join(dist, file));
  return { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
};
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const rows = initial.map((file) => ({ file, ...size(file) }));
const js = rows.filter((r) => r.file.endsWith(".js"));
const lazy = readdirSync(join(dist, "assets"))
  .filter((f) => f.endsWith(".js") && !initial.includes(`assets/${f}`))
  .map((f) => ({ file: `assets/${f}`, ...size(`assets/${f}`) }));

console.log("\nInitial load (entry and preloaded chunks)");
console.log("| file | raw | gzip |\n|---|---:|---:|");
for (const r of rows) console.log(`| ${r.file} | ${kb(r.raw)} | ${kb(r.gzip)} |`);
const total = js.reduce((s, r) => s + r.gzip, 0);
console.log(`| **initial JavaScript** | ${kb(js.reduce((s, r) => s + r.raw, 0))} | **${kb(total)}** |`);
console.log(
  `\nLazy chunks: ${lazy.length}, ${kb(lazy.reduce((s, r) => s + r.gzip, 0))} gzip in all, loaded per route.`,
);
export const initialJsGzip = total;
