// A flame graph of a CPU profile (a .cpuprofile from `node --cpu-prof`) as one SVG: each frame a
// box as wide as the time spent in it and what it called, callers below their callees' row; the
// same function reached by the same path is one box. `node bench/lib/flame-graph.mjs PROFILE OUT.svg
// [TITLE]`; the boxes' titles (a browser's tooltip) give each frame's milliseconds and share.
import { readFileSync, writeFileSync } from "node:fs";
import { frameName } from "./cpu-profile.mjs";

const WIDTH = 1200;
const ROW = 16;
/** Boxes narrower than this many pixels are left out (their time is in their parent's box). */
const MIN_PX = 1;

/** The call tree merged by frame name, with each node's total microseconds (itself and below). */
function mergedTree(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  for (const [i, id] of profile.samples.entries())
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  const build = (node) => {
    const merged = { name: frameName(node.callFrame), total: self.get(node.id) ?? 0, children: new Map() };
    for (const childId of node.children ?? []) {
      const child = build(byId.get(childId));
      const same = merged.children.get(child.name);
      if (same) mergeInto(same, child);
      else merged.children.set(child.name, child);
      merged.total += child.total;
    }
    return merged;
  };
  const mergeInto = (into, from) => {
    into.total += from.total;
    for (const [name, child] of from.children) {
      const same = into.children.get(name);
      if (same) mergeInto(same, child);
      else into.children.set(name, child);
    }
  };
  const root = profile.nodes.find((n) => !profile.nodes.some((m) => m.children?.includes(n.id)));
  return build(root);
}

const xml = (s) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
/** A warm colour from the name, so a function keeps its colour across two graphs. */
const colour = (name) => {
  let h = 0;
  for (const c of name) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return `hsl(${10 + (h % 45)}, ${70 + (h % 20)}%, ${55 + (h % 15)}%)`;
};

export function flameGraphSvg(profile, title = "CPU profile") {
  const root = mergedTree(profile);
  const scale = WIDTH / root.total;
  const boxes = [];
  let depth = 0;
  const place = (node, x, level) => {
    const w = node.total * scale;
    if (w < MIN_PX) return;
    depth = Math.max(depth, level);
    boxes.push({ node, x, w, level });
    let at = x;
    for (const child of [...node.children.values()].sort((a, b) => a.name.localeCompare(b.name))) {
      place(child, at, level + 1);
      at += child.total * scale;
    }
  };
  place(root, 0, 0);
  const height = (depth + 1) * ROW + 30;
  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" font-family="monospace" font-size="11">`,
    // The picture's name for screen readers and the lint's accessibility rule (an SVG has a title).
    `<title>${xml(title)}: flame graph</title>`,
    `<text x="4" y="16" font-size="13">${xml(title)} — ${Math.round(root.total / 1000)} ms sampled; width is time, callers below</text>`,
  ];
  for (const { node, x, w, level } of boxes) {
    const y = height - (level + 1) * ROW;
    const ms = node.total / 1000;
    const label = `${node.name} — ${ms.toFixed(0)} ms, ${((node.total / root.total) * 100).toFixed(1)}%`;
    out.push(
      `<g><title>${xml(label)}</title><rect x="${x.toFixed(2)}" y="${y}" width="${w.toFixed(2)}" height="${ROW - 1}" fill="${colour(node.name)}"/>`,
    );
    const chars = Math.floor((w - 4) / 6.6);
    if (chars >= 4)
      out.push(
        `<text x="${(x + 2).toFixed(2)}" y="${y + 11}">${xml(node.name.length > chars ? `${node.name.slice(0, chars - 1)}…` : node.name)}</text>`,
      );
    out.push("</g>");
  }
  out.push("</svg>");
  return out.join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, svg, title] = process.argv.slice(2);
  writeFileSync(svg, flameGraphSvg(JSON.parse(readFileSync(file, "utf8")), title));
}
