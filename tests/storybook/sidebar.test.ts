import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { loadCsf } from "storybook/internal/csf-tools";
import { describe, expect, it } from "vitest";

/**
 * One sidebar scheme for the design system (docs/design-system.md#the-sidebar): designers, QA and
 * other insurer teams find a card by the product area it belongs to, in one case style. The titles
 * are read from the sources (each CSF file's meta and each MDX page's `<Meta title>`), so the check
 * needs no Storybook build.
 */

const root = fileURLToPath(new URL("../..", import.meta.url));

/**
 * The product's areas, named after the specification's screens (enrollment.md §2,
 * assist-employees.md §2.1, session-and-admin.md §2) and the portal's own features (bulk changes,
 * billing). A card's area is the screen an administrator meets it on.
 */
const areas = [
  "Architecture",
  "Assist employees",
  "Billing",
  "Bulk changes",
  "Claims",
  "Client information",
  "Coverage",
  "Employees",
  "Enrollment",
  "Home",
  "ID cards",
  "Plan administrators",
  "Profile and security",
  "Providers",
  "Reports",
  "Resources",
  "Session",
  "Spending accounts",
] as const;

/** Proper nouns a sentence-case title may capitalise past its first word. */
const properNouns = new Set(["Medicare", "Tailwind", "Storybook"]);

/** An acronym (PCP, SSN, MNLOA, ID): two or more capitals and nothing else. */
const acronym = /^[A-Z]{2,}$/;

/** The problems of one segment's case: CamelCase words, or capitals past the first word. */
function caseProblems(segment: string): string[] {
  const words = segment.split(/[\s-]+/).map((word) => word.replace(/[^\p{L}\p{N}]/gu, ""));
  return words.flatMap((word, index) => {
    if (word === "") return [];
    if (/\p{Ll}\p{Lu}/u.test(word)) return [`"${word}" is CamelCase: write words ("Census report")`];
    if (acronym.test(word) || properNouns.has(word) || /^\p{N}/u.test(word)) return [];
    if (index === 0 && !/^\p{Lu}\p{Ll}*$/u.test(word)) return [`"${segment}" does not start with a capital`];
    if (index > 0 && /\p{Lu}/u.test(word)) return [`"${word}" in "${segment}" is not sentence case`];
    return [];
  });
}

/** Why a title is outside the scheme, as sentences; none when it fits. */
function titleProblems(title: string): string[] {
  const segments = title.split("/");
  const [section, ...rest] = segments;
  if (segments.some((segment) => segment.trim() !== segment || segment === ""))
    return [`"${title}": an empty segment or one with spaces at its ends`];
  const shape: string[] = [];
  if (section === "Foundations" || section === "Primitives" || section === "Modals") {
    if (rest.length !== 1) shape.push(`"${title}": ${section}/<Name>, one level`);
  } else if (section === "Cards") {
    if (rest.length !== 2) shape.push(`"${title}": Cards/<Area>/<Card>`);
    else if (!(areas as readonly string[]).includes(rest[0] ?? ""))
      shape.push(`"${title}": "${rest[0]}" is not a product area (${areas.join(", ")})`);
  } else {
    shape.push(`"${title}": starts with none of Foundations, Primitives, Cards, Modals`);
  }
  return [...shape, ...rest.flatMap(caseProblems)];
}

/** Files under `dir` whose name ends with `suffix`, dependencies and builds aside. */
function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(suffix) && !/(^|\/)(node_modules|dist|storybook-static)\//.test(file))
    .map((file) => join(dir, file));
}

/** Where .storybook/main.ts finds stories and docs pages: every package's src. */
const packageSources = readdirSync(join(root, "packages")).map((name) => join(root, "packages", name, "src"));

/** Each story file's meta title, read the way Storybook's indexer reads it (csf-tools). */
function storyTitle(file: string): string | undefined {
  try {
    const csf = loadCsf(readFileSync(file, "utf8"), {
      fileName: file,
      // A file without a title would get one from its path: report it instead.
      makeTitle: (userTitle?: string) => userTitle ?? "",
    }).parse();
    return csf.meta.title || undefined;
  } catch {
    // csf-tools refuses a file whose title it cannot read; the test names the file.
    return undefined;
  }
}

/** An MDX page's own title, or "attached" when it documents a story file (`<Meta of={…} />`). */
function mdxTitle(text: string): string | "attached" | undefined {
  const metas = [...text.matchAll(/<Meta\b([^>]*)\/>/g)].map((m) => m[1] ?? "");
  if (metas.length !== 1) return undefined;
  const [attributes = ""] = metas;
  if (/^\s*of=\{\s*\w+\s*\}\s*$/.test(attributes)) return "attached";
  return /^\s*title="([^"]+)"\s*$/.exec(attributes)?.[1];
}

const storyFiles = packageSources.flatMap((dir) => filesUnder(dir, ".stories.tsx"));
const mdxFiles = packageSources.flatMap((dir) => filesUnder(dir, ".mdx"));
const titles = [
  ...storyFiles.map((file) => [relative(root, file), storyTitle(file)] as const),
  ...mdxFiles
    .map((file) => [relative(root, file), mdxTitle(readFileSync(file, "utf8"))] as const)
    .filter(([, title]) => title !== "attached"),
];

describe("the Storybook sidebar follows one scheme", () => {
  it("finds the stories and docs pages", () => {
    expect(storyFiles.length).toBeGreaterThan(100);
    expect(mdxFiles.length).toBeGreaterThan(0);
  });

  it.each(titles)("%s has a title it can read", (_file, title) => {
    expect(title, 'a literal meta title, or one <Meta title="…" /> or <Meta of={…} />').toBeTypeOf("string");
  });

  it.each(titles)(
    "%s: its title fits Foundations/…, Primitives/…, Cards/<Area>/<Card>, Modals/…",
    (_file, title) => {
      expect(titleProblems(title ?? "")).toEqual([]);
    },
  );

  it("no two families share a name (the last segment, any case)", () => {
    const byName = new Map<string, string[]>();
    for (const [file, title] of titles) {
      const name = (title ?? "").split("/").at(-1)?.toLowerCase() ?? "";
      byName.set(name, [...(byName.get(name) ?? []), file]);
    }
    expect([...byName].filter(([, files]) => files.length > 1)).toEqual([]);
  });

  it("every MDX page attached with <Meta of={…} /> sits beside the story file it imports", () => {
    for (const file of mdxFiles) {
      const text = readFileSync(file, "utf8");
      if (mdxTitle(text) !== "attached") continue;
      const of = /<Meta\s+of=\{\s*(\w+)\s*\}/.exec(text)?.[1];
      const from = new RegExp(`import \\* as ${of} from "\\./([\\w.]+\\.stories(?:\\.js)?)"`).exec(text)?.[1];
      expect(from, `${relative(root, file)} imports ${of} from a story file beside it`).toBeDefined();
    }
  });

  it.each([
    ["Cards/CensusReport", /not a product area|Cards\/<Area>/],
    ["Cards/Reports/CensusReport", /CamelCase/],
    ["Cards/Payroll/Census report", /not a product area/],
    ["Cards/Reports/Census Report", /not sentence case/],
    ["Primitives/DataTable", /CamelCase/],
    ["Primitives/Table/Data", /one level/],
    ["Introduction", /starts with none/],
    ["Modals/ history", /spaces at its ends/],
  ])("the check refuses %s (the check itself)", (title, problem) => {
    expect(titleProblems(title).join("\n")).toMatch(problem);
  });

  it.each([
    "Cards/Providers/Change PCP",
    "Cards/ID cards/ID card order",
    "Modals/Stop edit (pending transactions)",
    "Primitives/Read-only table",
    "Foundations/Getting started",
  ])("the check accepts %s (the check itself)", (title) => {
    expect(titleProblems(title)).toEqual([]);
  });

  it("an MDX page's title is read, or found attached, or reported unreadable (the check itself)", () => {
    expect(mdxTitle('<Meta title="Foundations/Add a brand" />')).toBe("Foundations/Add a brand");
    expect(mdxTitle("<Meta of={FindEmployeeStories} />")).toBe("attached");
    expect(mdxTitle("<Meta title={name} />")).toBeUndefined();
    expect(mdxTitle("# no meta")).toBeUndefined();
  });
});
