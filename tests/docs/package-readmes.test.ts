import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { defaultCopy, getBrand } from "@epr/brand-themes/registry";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Every package README is checked against what the package exports, so an example that names a
 * function the package does not have fails here instead of in a consumer's build. What a README
 * names, read from its Markdown:
 * - in a ts/tsx code block, every name imported from an `@epr/…` entry, and every function the
 *   block calls without importing or declaring it (a global such as `Date` excepted);
 * - a table row whose first cell is an entry (`@epr/ui/cards/dependent`, or `modals/…` in ui),
 *   every name in code in that row;
 * - a table whose first heading is "primitive", "card" or "modal", every name in its first cell;
 * - inline code that is a call (`copyFor(brand, key)`): the function.
 * Names are read from each entry's TypeScript source (the `@epr/source` condition), types included.
 */

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const packagesDir = join(root, "packages");

interface PackageJson {
  name: string;
  exports?: Record<string, string | Record<string, string>>;
}

/** Every workspace package: its name and its entries (specifier → source file). */
const packages = readdirSync(packagesDir).map((folder) => {
  const dir = join(packagesDir, folder);
  const json = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as PackageJson;
  const entries = new Map<string, string>();
  for (const [subpath, target] of Object.entries(json.exports ?? {})) {
    const source = typeof target === "object" ? target["@epr/source"] : undefined;
    if (!source?.endsWith(".ts") && !source?.endsWith(".tsx")) continue;
    entries.set(subpath === "." ? json.name : `${json.name}/${subpath.slice(2)}`, join(dir, source));
  }
  return { name: json.name, dir, entries };
});

/** The names each entry exports (values and types), from one TypeScript program over them all. */
function exportedNames(): Map<string, Set<string>> {
  const files = packages.flatMap((p) => [...p.entries.values()]);
  const program = ts.createProgram(files, {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    customConditions: ["@epr/source"],
    jsx: ts.JsxEmit.ReactJSX,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const result = new Map<string, Set<string>>();
  for (const p of packages)
    for (const [specifier, file] of p.entries) {
      const source = program.getSourceFile(file);
      const symbol = source && checker.getSymbolAtLocation(source);
      if (!symbol) throw new Error(`${specifier}: ${relative(root, file)} has no module symbol.`);
      result.set(specifier, new Set(checker.getExportsOfModule(symbol).map((s) => s.getName())));
    }
  return result;
}

/** Every README under a package's folder (the package's own and its folders'). */
const readmes = packages.flatMap((p) =>
  readdirSync(p.dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith("README.md") && !/(^|\/)(node_modules|dist)\//.test(file))
    .map((file) => ({ pkg: p, file: join(p.dir, file) })),
);

/** What a README says a package exports: `entry` is a specifier, or "*" for any entry of `pkg`. */
interface Claim {
  entry: string;
  name: string;
  where: string;
}

const identifier = /^[A-Za-z_$][\w$]*$/;
const codeBlock = /```(ts|tsx|js|jsx)\n([\s\S]*?)```/g;
const importStatement = /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+"([^"]+)"/g;
const notCalls = new Set(["if", "for", "while", "switch", "catch", "function", "return", "typeof", "import"]);

/** The names a ts/tsx block imports from `@epr/…`, and the calls it makes to names it neither imports nor declares. */
function claimsOfBlock(block: string, pkgName: string, where: string): Claim[] {
  const claims: Claim[] = [];
  const known = new Set<string>();
  // Comments and strings say things, they call nothing.
  const statements = block.replace(/\/\*[\s\S]*?\*\/|(^|\s)\/\/.*$/gm, "$1");
  const code = statements.replace(/"[^"\n]*"|'[^'\n]*'|`[^`]*`/g, '""');
  for (const [, names = "", from = ""] of statements.matchAll(importStatement))
    for (const raw of names.split(",")) {
      const name =
        raw
          .replace(/^\s*type\s+/, "")
          .split(/\s+as\s+/)[0]
          ?.trim() ?? "";
      if (!name) continue;
      known.add(
        raw
          .split(/\s+as\s+/)
          .at(-1)
          ?.trim() ?? name,
      );
      if (from.startsWith("@epr/")) claims.push({ entry: from, name, where });
    }
  for (const [, names = ""] of code.matchAll(/(?:const|let|var)\s+\{([^}]*)\}\s*=/g))
    for (const name of names.split(",")) known.add(name.split(":").at(-1)?.trim() ?? "");
  for (const [, name = ""] of code.matchAll(/(?:const|let|var|function|class)\s+([A-Za-z_$][\w$]*)/g))
    known.add(name);
  for (const [, before = "", name = ""] of code.matchAll(/(\.|\bnew\s+|)\b([A-Za-z_$][\w$]*)\s*\(/g)) {
    if (before || notCalls.has(name) || known.has(name) || name in globalThis) continue;
    // A call to a name the example never brought in: the package must export it.
    claims.push({ entry: "*", name, where: `${where}, called without an import` });
  }
  return claims.map((claim) => (claim.entry === "*" ? { ...claim, entry: `*${pkgName}` } : claim));
}

/** The code spans of a Markdown table cell. */
const spans = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? "");

function claimsOf(markdown: string, pkgName: string, entries: ReadonlySet<string>): Claim[] {
  const claims: Claim[] = [];
  for (const [, , code = ""] of markdown.matchAll(codeBlock))
    claims.push(...claimsOfBlock(code, pkgName, "a code block"));
  const prose = markdown.replace(codeBlock, "");
  let heading = "";
  for (const line of prose.split("\n")) {
    // Inline code that is a call names a function of the package.
    for (const span of spans(line)) {
      const call = /^([A-Za-z_$][\w$]*)\(/.exec(span)?.[1];
      if (call) claims.push({ entry: `*${pkgName}`, name: call, where: `\`${span}\`` });
    }
    if (!line.startsWith("|")) {
      heading = "";
      continue;
    }
    const cells = line.split("|").slice(1, -1);
    if (!heading) {
      heading = cells[0]?.trim() ?? "-";
      continue;
    }
    if (/^[\s-:]*$/.test(cells[0] ?? "")) continue;
    const first = spans(cells[0] ?? "")[0] ?? "";
    const entry = first.startsWith("@epr/") ? first : `${pkgName}/${first}`;
    if (entries.has(entry)) {
      for (const name of cells.slice(1).flatMap(spans))
        if (identifier.test(name)) claims.push({ entry, name, where: `the row of ${first}` });
    } else if (["primitive", "card", "modal"].includes(heading))
      for (const name of spans(cells[0] ?? ""))
        if (identifier.test(name)) claims.push({ entry: `*${pkgName}`, name, where: `the ${heading} table` });
  }
  return claims;
}

/** The claims of `markdown` that the packages' exports do not bear out, as sentences. */
function unexported(markdown: string, pkgName: string, exports: Map<string, Set<string>>): string[] {
  const entries = new Set(exports.keys());
  return claimsOf(markdown, pkgName, entries).flatMap(({ entry, name, where }) => {
    if (entry.startsWith("*")) {
      // Any entry of any workspace package: an example may call another package's function.
      const found = [...exports.values()].some((names) => names.has(name));
      return found ? [] : [`${name} (${where}) is exported by no @epr package`];
    }
    const names = exports.get(entry);
    if (!names) return [`${entry} (${where}) is no entry of its package.json`];
    return names.has(name) ? [] : [`${name} (${where}) is not exported by ${entry}`];
  });
}

describe("package READMEs name only what their package exports", () => {
  const exports = exportedNames();

  it.each(readmes.map(({ pkg, file }) => [relative(root, file), pkg.name, file]))(
    "%s",
    (_name, pkgName, file) => {
      expect(unexported(readFileSync(file, "utf8"), pkgName, exports)).toEqual([]);
    },
  );

  // And the other way: every entry a package publishes is named in one of its READMEs, as
  // `@epr/ui/cards/dependent` or, in a list of one package's subpaths, as `dependent` or
  // `modals/dependent` (a card's `/read` entry is named by the pattern `@epr/ui/cards/<card>/read`).
  it.each(packages.map((p) => [p.name, p] as const))("%s: every entry is in a README", (_name, p) => {
    const text = readmes
      .filter((readme) => readme.pkg === p)
      .map((readme) => readFileSync(readme.file, "utf8"))
      .join("\n");
    const named = new Set([
      ...text
        .replace(/```[\s\S]*?```/g, "")
        .split("\n")
        .flatMap(spans),
      ...[...text.matchAll(/from\s+"([^"]+)"/g)].map((m) => m[1] ?? ""),
    ]);
    const missing = [...p.entries.keys()].filter((entry) => {
      if (entry === p.name || entry.endsWith("/read")) return false;
      const subpath = entry.slice(p.name.length + 1);
      return ![entry, subpath, subpath.split("/").at(-1)].some((name) => name && named.has(name));
    });
    expect(missing).toEqual([]);
  });

  // The brand registry's README lists the record's capability flags and copy keys: both are the
  // package's data as much as its exports, and a consumer types them by these names.
  it("packages/brand-themes/README.md lists every capability flag and copy key, and no other", () => {
    const text = readFileSync(join(packagesDir, "brand-themes", "README.md"), "utf8");
    const section = (heading: string) => {
      const start = text.indexOf(heading);
      const rest = text.slice(start + heading.length);
      const end = rest.search(/\n#{1,6} /);
      return rest.slice(0, end < 0 ? undefined : end);
    };
    const namesIn = (heading: string) =>
      new Set(
        section(heading)
          .split("\n")
          .flatMap(spans)
          .filter((span) => /^[a-z][\w$]*$/.test(span) && !["null", "true", "false"].includes(span)),
      );
    expect([...namesIn("### Capability flags")].sort()).toEqual(
      Object.keys(getBrand("6008").capabilities).sort(),
    );
    expect([...namesIn("### Copy keys")].sort()).toEqual(Object.keys(defaultCopy).sort());
  });

  it("fails on a function a package does not have (the check itself)", () => {
    const example = [
      "```ts",
      'import { brandRules, lineActivity } from "@epr/domain";',
      'const rules = brandRules("6012");',
      "```",
    ].join("\n");
    expect(unexported(example, "@epr/domain", exports)).toEqual([
      "brandRules (a code block) is not exported by @epr/domain",
    ]);
    expect(unexported('```ts\nconst brand = brandRules("6012");\n```', "@epr/forms", exports)).toEqual([
      "brandRules (a code block, called without an import) is exported by no @epr package",
    ]);
    expect(unexported("| card | props |\n| - | - |\n| `NoSuchCard` | `x` |", "@epr/ui", exports)).toEqual([
      "NoSuchCard (the card table) is exported by no @epr package",
    ]);
  });
});
