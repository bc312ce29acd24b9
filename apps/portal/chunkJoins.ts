// How the portal's build joins small shared chunks (docs/benchmarks.md, Fewer scripts a page). Its
// own module: vite.config.ts calls `joinPlan` for the build proper.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "vite";
import { routeTable } from "./routeTable.mjs";

/**
 * Fewer scripts a page (docs/benchmarks.md, Fewer scripts a page): Rolldown gives each set of
 * modules that a different set of lazy entries shares a chunk of its own, so the summary page
 * loaded 67 scripts and the add flow's subscriber step 73, many of a few hundred bytes, and over
 * HTTP/1.1 (six connections a host) every six cost the page a round trip. The build therefore runs
 * twice: a first pass (not written) chunks as Rolldown does, and `mergeChunks` plans from its
 * chunks which of them to join; the build proper puts each joined set's modules in one chunk (the
 * last `codeSplitting` group of vite.config.ts). The plan reads the chunks as built (after tree-shaking:
 * the module graph alone sees every module behind a package's index as used), and the router's
 * pages as bench/lib/bundle.mjs measures them.
 */
export const PLAN_PASS = "EPR_CHUNK_PLAN_PASS";

/** What the plan reads of a chunk of the first pass. */
interface PassChunk {
  type: "chunk";
  fileName: string;
  name: string;
  code: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  dynamicImports: string[];
}

/** The first pass: the same build, chunked as Rolldown does, kept in memory. */
async function firstPass(): Promise<PassChunk[]> {
  process.env[PLAN_PASS] = "1";
  try {
    const result = await build({
      root: fileURLToPath(new URL(".", import.meta.url)),
      configFile: fileURLToPath(new URL("vite.config.ts", import.meta.url)),
      logLevel: "silent",
      build: { write: false },
    });
    return (Array.isArray(result) ? result : [result]).flatMap((out) =>
      "output" in out ? (out.output.filter((c) => c.type === "chunk") as unknown as PassChunk[]) : [],
    );
  } finally {
    delete process.env[PLAN_PASS];
  }
}

/**
 * Which chunks to join, from the first pass: the chunks some page loads besides the shell are
 * joined two by two, most scripts saved per byte first (every page loading either then loads both
 * and what they import), while no join adds more than `mergeBytes` (gzip) to a page, no page
 * grows by more than `pageShare` of its JavaScript (nor by more than its own room in `rooms`, keyed
 * by its route's module as router.tsx names it), no joined chunk is one every page loads (that
 * is the shell's), and no join makes a cycle of chunks (a chunk's modules run when it loads: in a
 * cycle one would run before what it imports). The sizes are the first pass's: a join also saves
 * a page the few hundred bytes each chunk costs, so the build's pages come out lighter than the
 * plan counts them. The byte budgets (bench/lib/bundle.mjs) are not the plan's: tests/bundle holds
 * the build it makes to them. Returns the chunk name of each module of a joined set.
 */
function mergeChunks(
  pass: PassChunk[],
  {
    portal,
    mergeBytes,
    pageShare,
    rooms = new Map(),
  }: { portal: string; mergeBytes: number; pageShare: number; rooms?: Map<string, number> },
): Map<string, string> {
  const byFile = new Map(pass.map((c) => [c.fileName, c]));
  const gzip = new Map(pass.map((c) => [c.fileName, gzipSync(c.code, { level: 9 }).length]));
  const closure = (file: string, into = new Set<string>()) => {
    if (into.has(file)) return into;
    into.add(file);
    for (const dep of byFile.get(file)?.imports ?? []) closure(dep, into);
    return into;
  };
  // The app's shell (index.html's entry and its imports) and what the login page (login.html) loads:
  // neither is joined, so neither changes.
  const shell = closure(
    pass.find((c) => c.isEntry && c.facadeModuleId?.endsWith("index.html"))?.fileName ?? "",
  );
  // Nor what the login page may load, its code steps too: a chunk joined with the app's would bring
  // the app's shell, and run it, on the login page.
  const entries = new Set(shell);
  const login = pass.filter((c) => c.isEntry && !shell.has(c.fileName)).map((c) => c.fileName);
  for (let file = login.pop(); file !== undefined; file = login.pop()) {
    if (entries.has(file)) continue;
    entries.add(file);
    login.push(...(byFile.get(file)?.imports ?? []), ...(byFile.get(file)?.dynamicImports ?? []));
  }
  const sum = (files: Iterable<string>) => [...files].reduce((s, f) => s + (gzip.get(f) ?? 0), 0);
  const shellGzip = sum(shell);
  const ofModule = new Map(
    pass.flatMap((c) => (c.facadeModuleId ? [[c.facadeModuleId, c.fileName] as const] : [])),
  );

  // The pages: each route of router.tsx with the layouts above it, what it loads besides the shell.
  const table = routeTable(readFileSync(join(portal, "src/router.tsx"), "utf8"));
  // A room for a route the router no longer has would be dropped without a word: the build stops.
  for (const key of rooms.keys()) {
    if (!table.has(key)) throw new Error(`chunkJoins: a room for ${key}, which router.tsx does not route`);
  }
  const pages = [...table].flatMap(([key, { layouts }]) => {
    const route = ofModule.get(join(portal, key));
    if (!route) return [];
    const files = new Set<string>();
    for (const k of [key, ...layouts]) {
      const file = ofModule.get(join(portal, k));
      if (file) closure(file, files);
    }
    for (const f of shell) files.delete(f);
    const room = Math.min(pageShare * (shellGzip + sum(files)), rooms.get(key) ?? Number.POSITIVE_INFINITY);
    return [{ files, room }];
  });

  // Nodes: every chunk some page loads besides the shell (a lazy entry's chunk is never joined),
  // each with the pages that load it as a bit mask.
  interface Node {
    files: string[];
    name: string;
    biggest: number;
    size: number;
    pages: Uint32Array;
    imports: Set<Node>;
    joinable: boolean;
  }
  const words = Math.ceil(pages.length / 32);
  const bit = (m: Uint32Array, p: number) => ((m[p >> 5] ?? 0) & (1 << (p & 31))) !== 0;
  const ones = (x: number) => {
    let n = x - ((x >>> 1) & 0x55555555);
    n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
    return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  };
  const count = (m: Uint32Array) => m.reduce((s, w) => s + ones(w), 0);
  const or = (a: Uint32Array, b: Uint32Array) => a.map((w, i) => w | (b[i] ?? 0));
  const and = (a: Uint32Array, b: Uint32Array) => a.map((w, i) => w & (b[i] ?? 0));
  const nodeOf = new Map<string, Node>();
  for (const file of [...new Set(pages.flatMap((p) => [...p.files]))].sort()) {
    const chunk = byFile.get(file);
    const mask = new Uint32Array(words);
    pages.forEach((p, i) => {
      if (p.files.has(file)) mask[i >> 5] = (mask[i >> 5] ?? 0) | (1 << (i & 31));
    });
    const size = gzip.get(file) ?? 0;
    const joinable = chunk !== undefined && !chunk.isDynamicEntry && !entries.has(file);
    nodeOf.set(file, {
      files: [file],
      name: chunk?.name ?? file,
      biggest: size,
      size,
      pages: mask,
      imports: new Set(),
      joinable,
    });
  }
  for (const [file, node] of nodeOf) {
    for (const dep of byFile.get(file)?.imports ?? []) {
      const to = nodeOf.get(dep);
      if (to) node.imports.add(to);
    }
  }
  const alive = new Set(nodeOf.values());
  const reach = (n: Node, into = new Set<Node>()) => {
    if (into.has(n)) return into;
    into.add(n);
    for (const d of n.imports) reach(d, into);
    return into;
  };
  /** A path from `a` to `b` through another node: joining them would make a cycle. */
  const through = (a: Node, b: Node) => {
    const seen = new Set<Node>();
    const queue = [...a.imports].filter((n) => n !== b);
    for (let n = queue.pop(); n; n = queue.pop()) {
      if (n === b) return true;
      if (!seen.has(n)) {
        seen.add(n);
        queue.push(...n.imports);
      }
    }
    return false;
  };
  /** What page `p` downloads besides what it did, when it loads `loads`. */
  const added = (loads: Node[], p: number) => loads.reduce((s, n) => s + (bit(n.pages, p) ? 0 : n.size), 0);
  const extra = pages.map(() => 0);
  for (;;) {
    const joinable = [...alive].filter((n) => n.joinable);
    const reaches = new Map(joinable.map((n) => [n, reach(n)]));
    const candidates: { a: Node; b: Node; score: number; loads: Node[]; on: Uint32Array }[] = [];
    for (const [x, a] of joinable.entries()) {
      for (const b of joinable.slice(x + 1)) {
        if (count(and(a.pages, b.pages)) === 0) continue;
        // Every page of either then loads both and all they import.
        const loads = [...new Set([...(reaches.get(a) ?? []), ...(reaches.get(b) ?? [])])];
        const on = or(a.pages, b.pages);
        const pagesOn = count(on);
        // What every page loads belongs in the shell (its groups above), not in a chunk beside it.
        if (pagesOn === pages.length) continue;
        let had = 0;
        let cost = 0;
        for (const n of loads) {
          const already = count(and(n.pages, on));
          had += already;
          cost += n.size * (pagesOn - already);
        }
        const saved = had - pagesOn * (loads.length - 1);
        if (saved > 0) candidates.push({ a, b, score: saved / (cost + 1), loads, on });
      }
    }
    // Ties in the order of the nodes (their files' names): the same build, the same plan.
    candidates.sort((x, y) => y.score - x.score);
    const join = candidates.find(({ a, b, loads, on }) => {
      for (let p = 0; p < pages.length; p++) {
        if (!bit(on, p)) continue;
        const bytes = added(loads, p);
        if (bytes > mergeBytes || (extra[p] ?? 0) + bytes > (pages[p]?.room ?? 0)) return false;
      }
      return !through(a, b) && !through(b, a);
    });
    if (!join) break;
    const { a, b, loads, on } = join;
    extra.forEach((e, p) => {
      if (bit(on, p)) extra[p] = e + added(loads, p);
    });
    for (const n of loads) n.pages = or(n.pages, on);
    a.files.push(...b.files);
    a.size += b.size;
    if (b.biggest > a.biggest) Object.assign(a, { name: b.name, biggest: b.biggest });
    for (const d of b.imports) a.imports.add(d);
    a.imports.delete(a);
    a.imports.delete(b);
    for (const n of alive) if (n.imports.delete(b) && n !== a) n.imports.add(a);
    alive.delete(b);
  }
  // Each joined set is a group of its own, named after its biggest chunk (one name a group).
  const plan = new Map<string, string>();
  const names = new Set<string>();
  for (const node of alive) {
    if (node.files.length < 2) continue;
    let name = node.name;
    for (let i = 2; names.has(name); i++) name = `${node.name}${i}`;
    names.add(name);
    for (const file of node.files) for (const id of byFile.get(file)?.moduleIds ?? []) plan.set(id, name);
  }
  return plan;
}

/**
 * The plan for the build proper: the first pass, then which of its chunks to join (at most 4 kB
 * gzip added to a page by one join, 3 % of a page in all). The home page, where an administrator
 * lands, takes at most 2.5 kB from joins (its 3 % would be 3.6): its first load has a 120 kB target
 * (bench/lib/bundle.mjs), which the joins' whole share took it past, and a smaller room changes no
 * other page's scripts (docs/benchmarks.md, Home within 120 kB).
 */
export async function joinPlan(): Promise<Map<string, string>> {
  return mergeChunks(await firstPass(), {
    portal: fileURLToPath(new URL(".", import.meta.url)),
    mergeBytes: 4 * 1024,
    pageShare: 0.03,
    rooms: new Map([["src/routes/home/HomePage.tsx", 2.5 * 1024]]),
  });
}
