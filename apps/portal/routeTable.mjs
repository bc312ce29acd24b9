// The portal's pages as its router declares them, read from router.tsx's source: what the build's
// chunk joins plan for (chunkJoins.ts) and what bench/lib/bundle.mjs measures a page by. Plain
// JavaScript, so the bench (Node, no TypeScript) and the build's config read the same one.

/**
 * Each lazy route module of router.tsx (its manifest key, `src/routes/….tsx`) with its URL and the
 * lazy layouts above it, read from the source: route objects (`path`, `lazy`, `children`), the
 * `htmlToo("path", …)` pairs and the `["path", () => import(…)]` pages of a table spread into a
 * `children: name` elsewhere.
 */
export function routeTable(source) {
  /** The start of the object (its `{`) that holds position `at`. */
  const objectStart = (at) => {
    let depth = 0;
    for (let i = at; i >= 0; i--) {
      if (source[i] === "}") depth++;
      if (source[i] === "{" && depth-- === 0) return i;
    }
    return 0;
  };
  const objectEnd = (start) => {
    let depth = 0;
    for (let i = start; i < source.length; i++) {
      if (source[i] === "{") depth++;
      if (source[i] === "}" && --depth === 0) return i;
    }
    return source.length;
  };
  /** An object's own property `name` (at its top level only), by `pattern` on the text after it. */
  const own = (start, name, pattern) => {
    let depth = 0;
    for (let i = start; i < source.length; i++) {
      const c = source[i];
      if (c === "{" || c === "[" || c === "(") depth++;
      if (c === "}" || c === "]" || c === ")") {
        if (--depth === 0) return null;
      }
      if (depth === 1 && source.startsWith(`${name}:`, i)) return pattern.exec(source.slice(i))?.[1] ?? null;
    }
    return null;
  };
  const ownPath = (start) => own(start, "path", /^path: "([^"]*)"/);
  const ownLazy = (start) => own(start, "lazy", /^lazy: \(\) => import\("\.\/([^"]+)"\)/);
  const parents = [...source.matchAll(/children: (\[|\w+)/g)].map((m) => {
    const start = objectStart(m.index ?? 0);
    return { start, end: objectEnd(start), path: ownPath(start), lazy: ownLazy(start) };
  });
  const keyOf = (module) => `src/${module.replace(/\.js$/, ".tsx")}`;
  /** The URL and lazy layouts of a route object at `at` whose own path is `path`. */
  const place = (at, path) => {
    const chain = parents.filter((p) => p.start < at && at < p.end && p.start !== at);
    const url = [...chain.map((p) => p.path ?? ""), path ?? ""]
      .join("/")
      .replace(/\/+/g, "/")
      .replace(/(.)\/$/, "$1");
    return { url, layouts: chain.filter((p) => p.lazy).map((p) => keyOf(p.lazy)) };
  };

  const table = new Map();
  for (const m of source.matchAll(/import\("\.\/([^"]+)"\)/g)) {
    const key = keyOf(m[1]);
    if (table.has(key)) continue;
    const at = m.index ?? 0;
    const before = source.slice(Math.max(0, at - 200), at);
    const pair = /htmlToo\("([^"]*)",\s*(?:\(\) =>\s*)?$/.exec(before);
    const row = /\["([^"]*)",\s*(?:\(\) =>\s*)?$/.exec(before);
    if (pair) {
      const { url, layouts } = place(at, pair[1]);
      table.set(key, { path: url, layouts });
    } else if (row) {
      // A page of a table: its URL is where the table is spread as children.
      const tableName = [...source.slice(0, at).matchAll(/const (\w+)\s*:/g)].at(-1)?.[1];
      const routesName = tableName?.replace(/Pages$/, "Routes");
      const used = source.indexOf(`children: ${routesName}`);
      if (used < 0) continue;
      const { url, layouts } = place(objectStart(used), ownPath(objectStart(used)));
      const parentLayouts = parents.find((p) => p.start === objectStart(used))?.lazy;
      table.set(key, {
        path: row[1] ? `${url}/${row[1]}` : url,
        layouts: parentLayouts ? [...layouts, keyOf(parentLayouts)] : layouts,
      });
    } else {
      const start = objectStart(at);
      const path = ownPath(start);
      const { url, layouts } = place(start, path);
      // A pathless layout route has no URL of its own: name the one it sits under.
      table.set(key, { path: path === null ? `${url} (pathless layout)` : url, layouts });
    }
  }
  return table;
}
