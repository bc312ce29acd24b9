// API reports of the published packages (docs/releasing.md): one Markdown file per entry point of a
// package's `exports`, listing every exported name with its declaration as the built .d.ts gives it.
// The reports are committed; a change to an entry's API needs a pending changeset of the right kind:
// a removal or a changed declaration is a major, an addition a minor (semver, as consumers read it).
// Our own instead of api-extractor: one TypeScript program reads all ~100 entries in seconds (one
// api-extractor run per entry took minutes), and a section per name makes the diff classifiable.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export const PUBLISHED = ["@epr/domain", "@epr/forms", "@epr/contract", "@epr/brand-themes", "@epr/ui"];
const BUMPS = ["patch", "minor", "major"];

/** The entry points of a package that carry types: `{ entry: "./button", file: "button", dts }`. */
export function entriesOf(pkgDir) {
  const pkg = JSON.parse(readFileSync(join(pkgDir, "package.json"), "utf8"));
  return Object.entries(pkg.exports ?? {})
    .filter(([, target]) => typeof target === "object" && target.types)
    .map(([entry, target]) => ({
      entry,
      file: entry === "." ? "index" : entry.replace(/^\.\//, ""),
      dts: join(pkgDir, target.types),
    }));
}

/** Parses a report into `Map<name, declaration>`. */
export function parseReport(text) {
  const api = new Map();
  const sections = text.split(/^## `([^`]+)`$/m);
  for (let i = 1; i < sections.length; i += 2) {
    const body = /```\w*\n([\s\S]*?)\n```/.exec(sections[i + 1]);
    api.set(sections[i], body ? body[1].trim() : "");
  }
  return api;
}

/**
 * Writes a report from `Map<name, declaration>` (sorted, so the file only changes with the API). The
 * declarations are fenced as `text`: Biome formats a `ts` fence and would rewrite what was generated.
 */
export function formatReport(title, api) {
  const names = [...api.keys()].sort();
  const sections = names.map((name) => `## \`${name}\`\n\n\`\`\`text\n${api.get(name)}\n\`\`\`\n`);
  return [
    `# API report: ${title}\n`,
    "Generated from the built .d.ts by `npm run api-report` (docs/releasing.md); commit it with the change.\n",
    ...sections,
  ].join("\n");
}

/**
 * Whether a declaration only grew in a way no consumer can trip on: the lines it had are all still
 * there in order, and each new line is a member of a `const` (a value consumers read and never
 * write: a copy object's new key) or an optional member (`name?: …;`, which neither a reader nor a
 * writer of the type must know).
 */
export function onlyGrew(before, after) {
  const old = before.split("\n");
  const now = after.split("\n");
  const isConst = /^const /.test(before) && /^const /.test(after);
  let i = 0;
  for (const line of now) {
    if (i < old.length && line === old[i]) {
      i++;
      continue;
    }
    if (!(isConst && /^\s+\S/.test(line)) && !/^\s+[\w$"'[\]]+\?: [^;]*;$/.test(line)) return false;
  }
  return i === old.length;
}

/**
 * What changed between two APIs: names added, removed, names whose declaration only grew (see
 * {@link onlyGrew}), and names whose declaration changed otherwise.
 */
export function compareApis(before, after) {
  const added = [...after.keys()].filter((name) => !before.has(name)).sort();
  const removed = [...before.keys()].filter((name) => !after.has(name)).sort();
  const differ = [...after.keys()].filter((name) => before.has(name) && before.get(name) !== after.get(name));
  const grown = differ.filter((name) => onlyGrew(before.get(name), after.get(name))).sort();
  const changed = differ.filter((name) => !grown.includes(name)).sort();
  return { added, removed, changed, grown };
}

/** The smallest changeset kind a diff needs: a removal or changed declaration breaks consumers. */
export function neededBump(diff) {
  if (diff.removed.length || diff.changed.length) return "major";
  if (diff.added.length || diff.grown?.length) return "minor";
  return null;
}

/** Whether a pending bump (or none) covers what a diff needs. */
export function covers(pending, needed) {
  if (!needed) return true;
  return !!pending && BUMPS.indexOf(pending) >= BUMPS.indexOf(needed);
}

/**
 * The verdict for one entry: `{ ok, changed, message }`. `pending` is the largest pending changeset
 * kind for the entry's package, or null.
 */
export function checkEntry({ pkg, entry, reportPath, diff, pending }) {
  const needed = neededBump(diff);
  const name = entry === "." ? pkg : `${pkg}/${entry.replace(/^\.\//, "")}`;
  if (!needed) return { ok: true, changed: false, message: `${name}: API unchanged` };
  const what = [
    diff.removed.length && `removed ${diff.removed.join(", ")}`,
    diff.changed.length && `changed ${diff.changed.join(", ")}`,
    diff.grown?.length && `grew ${diff.grown.join(", ")}`,
    diff.added.length && `added ${diff.added.join(", ")}`,
  ]
    .filter(Boolean)
    .join("; ");
  if (covers(pending, needed)) {
    return {
      ok: true,
      changed: true,
      message: `${name}: ${what}; covered by a pending ${pending} changeset. Commit the updated ${reportPath}.`,
    };
  }
  return {
    ok: false,
    changed: true,
    message:
      `${name}: ${what}. That needs a ${needed} changeset for ${pkg}, and the pending ones give ` +
      `${pending ?? "none"}: add one with \`npm run changeset\` (a removal or changed signature is a major, ` +
      "with a migration note), then commit the updated report.",
  };
}

/** The largest pending changeset kind per package, read with changesets' own parser. */
export async function pendingBumps(changesetDir) {
  const { default: parse } = await import("@changesets/parse");
  const bumps = {};
  if (!existsSync(changesetDir)) return bumps;
  for (const name of readdirSync(changesetDir)) {
    if (!name.endsWith(".md") || name === "README.md") continue;
    for (const release of parse(readFileSync(join(changesetDir, name), "utf8")).releases) {
      if (release.type === "none") continue;
      const prev = bumps[release.name];
      if (!prev || BUMPS.indexOf(release.type) > BUMPS.indexOf(prev)) bumps[release.name] = release.type;
    }
  }
  return bumps;
}

/**
 * Reads the exported API of every entry (`[{ key, dts }]`) in one TypeScript program: each exported
 * name with its declarations printed without comments, `export`/`declare` left off (a name exported
 * in place and the same one re-exported read alike). Returns `Map<key, Map<name, declaration>>`.
 */
export async function readApis(entries) {
  const { default: ts } = await import("typescript");
  const program = ts.createProgram(
    entries.map((e) => e.dts),
    {
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2022,
      jsx: ts.JsxEmit.ReactJSX,
      skipLibCheck: true,
      noEmit: true,
    },
  );
  const checker = program.getTypeChecker();
  const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });
  // A destructured parameter reads as `_`: the names it binds are the implementation's, not the API.
  const unbind = (context) => (top) => {
    const visit = (node) =>
      ts.isParameter(node) && !ts.isIdentifier(node.name)
        ? ts.factory.updateParameterDeclaration(
            node,
            node.modifiers,
            node.dotDotDotToken,
            ts.factory.createIdentifier("_"),
            node.questionToken,
            node.type,
            node.initializer,
          )
        : ts.visitEachChild(node, visit, context);
    return ts.visitNode(top, visit);
  };
  // An object type's members read in name order: their order is not part of the API (a client built
  // from spread call groups lists the same members in another order when the groups move).
  const memberName = (member) =>
    ts.isIdentifier(member.name) || ts.isStringLiteral(member.name) || ts.isNumericLiteral(member.name)
      ? member.name.text
      : printer.printNode(ts.EmitHint.Unspecified, member.name, undefined);
  // A union of literals reads in text order, null and undefined last: the compiler orders it by
  // when it first met each literal, which moves with any module the package adds.
  const literalText = (type) => printer.printNode(ts.EmitHint.Unspecified, type, undefined);
  const isLiteral = (type) =>
    ts.isLiteralTypeNode(type) ||
    type.kind === ts.SyntaxKind.UndefinedKeyword ||
    type.kind === ts.SyntaxKind.NullKeyword;
  const lastly = (type) =>
    type.kind === ts.SyntaxKind.UndefinedKeyword ||
    (ts.isLiteralTypeNode(type) && type.literal.kind === ts.SyntaxKind.NullKeyword);
  const sortUnion = (union) => {
    if (!union.types.every(isLiteral)) return union;
    const sorted = [...union.types].sort((a, b) =>
      lastly(a) !== lastly(b)
        ? Number(lastly(a)) - Number(lastly(b))
        : literalText(a) < literalText(b)
          ? -1
          : literalText(a) > literalText(b)
            ? 1
            : 0,
    );
    return ts.factory.updateUnionTypeNode(union, ts.factory.createNodeArray(sorted));
  };
  const sortMembers = (context) => (top) => {
    const visit = (node) => {
      const visited = ts.visitEachChild(node, visit, context);
      if (ts.isUnionTypeNode(visited)) return sortUnion(visited);
      if (!ts.isTypeLiteralNode(visited)) return visited;
      const named = visited.members.filter((m) => m.name);
      const unnamed = visited.members.filter((m) => !m.name);
      const sorted = [...named].sort((a, b) =>
        memberName(a) < memberName(b) ? -1 : memberName(a) > memberName(b) ? 1 : 0,
      );
      return ts.factory.updateTypeLiteralNode(visited, ts.factory.createNodeArray([...unnamed, ...sorted]));
    };
    return ts.visitNode(top, visit);
  };
  const printed = (node) => {
    const result = ts.transform(node, [unbind, sortMembers]);
    const text = printer.printNode(ts.EmitHint.Unspecified, result.transformed[0], node.getSourceFile());
    result.dispose();
    return text;
  };
  const print = (node) => {
    const text = ts.isVariableDeclaration(node)
      ? `${node.parent.flags & ts.NodeFlags.Const ? "const" : "let"} ${printed(node)};`
      : printed(node);
    return text.replace(/^(export )?(default )?(declare )?/, "");
  };
  const apis = new Map();
  for (const { key, dts } of entries) {
    const source = program.getSourceFile(dts);
    const api = new Map();
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`no module at ${dts} (is the package built?)`);
    for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      const declarations = target.declarations ?? [];
      api.set(symbol.name, declarations.map(print).join("\n"));
    }
    apis.set(key, api);
  }
  return apis;
}

/**
 * Regenerates every published package's reports and compares them with the committed ones
 * (`packages/<pkg>/api/<entry>.api.md`). An entry whose API changed with a pending changeset that
 * covers it gets its report rewritten (to commit); one without fails. `write: true` rewrites every
 * report without asking (a first baseline). Returns `{ ok, results: [{ ok, changed, message }] }`.
 */
export async function checkApiReports({ root, write = false }) {
  const { mkdirSync, rmSync, writeFileSync } = await import("node:fs");
  const { dirname, relative } = await import("node:path");
  const pending = await pendingBumps(join(root, ".changeset"));
  const entries = PUBLISHED.flatMap((pkg) => {
    const dir = join(root, "packages", pkg.replace("@epr/", ""));
    return entriesOf(dir).map((e) => ({
      ...e,
      pkg,
      key: `${pkg}|${e.entry}`,
      reportPath: join(dir, "api", `${e.file}.api.md`),
    }));
  });
  const apis = await readApis(entries);
  const results = [];
  const check = (pkg, entry, reportPath, before, after) => {
    const result = checkEntry({
      pkg,
      entry,
      reportPath: relative(root, reportPath),
      diff: compareApis(before, after),
      pending: pending[pkg] ?? null,
    });
    results.push(result);
    return result;
  };
  for (const { pkg, entry, reportPath, key } of entries) {
    const after = apis.get(key);
    const before = existsSync(reportPath) ? parseReport(readFileSync(reportPath, "utf8")) : new Map();
    const result = check(pkg, entry, reportPath, before, after);
    if (write || (result.ok && result.changed)) {
      mkdirSync(dirname(reportPath), { recursive: true });
      writeFileSync(reportPath, formatReport(entry === "." ? pkg : `${pkg}/${entry.slice(2)}`, after));
    }
  }
  // A committed report whose entry is gone from `exports`: every name in it is removed.
  const kept = new Set(entries.map((e) => e.reportPath));
  for (const pkg of PUBLISHED) {
    const apiDir = join(root, "packages", pkg.replace("@epr/", ""), "api");
    if (!existsSync(apiDir)) continue;
    for (const file of readdirSync(apiDir, { recursive: true })) {
      const reportPath = join(apiDir, String(file));
      if (!reportPath.endsWith(".api.md") || kept.has(reportPath)) continue;
      const entry = `./${String(file).replace(/\.api\.md$/, "")}`.replace(/^\.\/index$/, ".");
      const result = check(pkg, entry, reportPath, parseReport(readFileSync(reportPath, "utf8")), new Map());
      if (write || result.ok) rmSync(reportPath);
    }
  }
  return { ok: results.every((r) => r.ok), results };
}
