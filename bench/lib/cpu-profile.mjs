// Where a CPU profile's time went (a .cpuprofile from `node --cpu-prof`): the functions with the
// most self time, and the profile's stacks folded one a line ("a;b;c count" — speedscope and
// flamegraph.pl read it) for a flame graph. `node bench/lib/cpu-profile.mjs FILE [N]` prints the top N.
import { readFileSync } from "node:fs";

/** Node id → its frame and parent, and the microseconds each node was on top of the stack. */
function parse(profile) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const self = new Map();
  for (const [i, id] of profile.samples.entries())
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  return { nodes, parent, self };
}

/** "name file:line", the file shortened to its package or the path below apps/. */
export function frameName({ functionName, url, lineNumber }) {
  const file = (url || "")
    .replace(/^file:\/\//, "")
    .replace(/^.*\/node_modules\//, "")
    .replace(/^.*\/apps\//, "")
    .replace(/^node:/, "node:");
  const name = functionName || "(anonymous)";
  return file ? `${name} ${file}:${lineNumber + 1}` : name;
}

/** The `top` frames by self time: { name, ms, share } (share of all sampled time, idle included). */
export function topSelf(profile, top = 15) {
  const { nodes, self } = parse(profile);
  const byFrame = new Map();
  let total = 0;
  for (const [id, us] of self) {
    total += us;
    const name = frameName(nodes.get(id).callFrame);
    byFrame.set(name, (byFrame.get(name) ?? 0) + us);
  }
  const busy =
    total -
    [...byFrame]
      .filter(([n]) => /^\((idle|program|garbage collector)\)/.test(n))
      .reduce((s, [, us]) => s + us, 0);
  return {
    totalMs: total / 1000,
    busyMs: busy / 1000,
    rows: [...byFrame]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => ({ name, ms: us / 1000, share: us / total })),
  };
}

/** The stacks folded, root first, with their self microseconds: "a;b;c 1234" a line. */
export function folded(profile) {
  const { nodes, parent, self } = parse(profile);
  const lines = [];
  for (const [id, us] of self) {
    if (!us) continue;
    const stack = [];
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const frame = nodes.get(at).callFrame;
      if (frame.functionName !== "(root)") stack.push(frameName(frame).replaceAll(";", ","));
    }
    lines.push(`${stack.reverse().join(";")} ${Math.round(us)}`);
  }
  return lines.join("\n");
}

/** The top table as Markdown. */
export function topTable(profile, top = 15) {
  const { totalMs, busyMs, rows } = topSelf(profile, top);
  const out = [
    `${Math.round(totalMs)} ms sampled, ${Math.round(busyMs)} ms busy (not idle, program or GC).`,
    "",
    "| # | self ms | share | function |",
    "|---:|---:|---:|---|",
  ];
  for (const [i, r] of rows.entries())
    out.push(`| ${i + 1} | ${r.ms.toFixed(0)} | ${(r.share * 100).toFixed(1)}% | \`${r.name}\` |`);
  return out.join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, top] = process.argv.slice(2);
  console.log(topTable(JSON.parse(readFileSync(file, "utf8")), Number(top ?? 15)));
}
