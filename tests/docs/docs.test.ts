import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The README is an entry and docs/ is the documentation: these checks keep them a map a newcomer
 * can follow. Every page is read as Markdown text; nothing is rendered.
 */

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** Every Markdown file under `dir`, dependencies and builds aside. */
function markdownUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".md") && !/(^|\/)(node_modules|dist|storybook-static)\//.test(file))
    .map((file) => join(dir, file));
}

/** The pages a newcomer reads: the README, docs/, the package READMEs and the bench notes. */
const pages = [
  join(root, "README.md"),
  ...markdownUnder(join(root, "docs")),
  ...markdownUnder(join(root, "packages")),
  ...markdownUnder(join(root, "bench")),
].map((file) => [relative(root, file), file] as const);

/** A page's text without its fenced code blocks (links and spans there are examples). */
const prose = (text: string) => text.replace(/```[\s\S]*?```/g, "");

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");

function anchorsOf(file: string): Set<string> {
  const headings = prose(readFileSync(file, "utf8"))
    .split("\n")
    .filter((line) => /^#{1,6} /.test(line))
    .map((line) => anchorOf(line.replace(/^#+ /, "")));
  return new Set(headings);
}

/** The relative links of a page that do not lead to a file, or to a heading of it, as sentences. */
function brokenLinks(file: string): string[] {
  const links = [...prose(readFileSync(file, "utf8")).matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1] ?? "");
  return links.flatMap((link) => {
    if (/^[a-z]+:/.test(link)) return []; // http:, https:, mailto:
    const [path = "", anchor] = link.split("#");
    const target = path ? resolve(dirname(file), decodeURI(path)) : file;
    if (!existsSync(target)) return [`${link}: no such file`];
    if (anchor === undefined || statSync(target).isDirectory() || !target.endsWith(".md")) return [];
    return anchorsOf(target).has(anchor) ? [] : [`${link}: no heading with that anchor`];
  });
}

/**
 * The repository paths a page names in code (`apps/server/src/http/guard.ts`, `tests/e2e/`) that do
 * not exist. Only paths from the repository's top-level folders are checked; one with a placeholder
 * (`<file>`, `*`, `…`) names a pattern, not a file.
 */
function missingPaths(text: string): string[] {
  const spans = [...prose(text).matchAll(/`([^`\n]+)`/g)].map((m) => m[1] ?? "");
  return spans.filter(
    (span) =>
      /^(apps|packages|tests|scripts|bench|docs|lint|\.ci)\/[\w./-]*$/.test(span) &&
      !existsSync(join(root, span)),
  );
}

describe("the documentation", () => {
  it("README.md is an entry: under 200 lines", () => {
    const lines = readFileSync(join(root, "README.md"), "utf8").split("\n").length;
    expect(lines).toBeLessThan(200);
  });

  it("has the pages the README links to", () => {
    for (const page of ["architecture", "operations", "testing", "benchmarks"])
      expect(existsSync(join(root, "docs", `${page}.md`)), page).toBe(true);
    expect(markdownUnder(join(root, "docs", "features")).length).toBeGreaterThan(0);
  });

  it.each(pages)("%s points at no issue number (a newcomer cannot see them)", (_name, file) => {
    const mentions = readFileSync(file, "utf8").match(/\bissues?\s+#?\d+/gi) ?? [];
    expect(mentions).toEqual([]);
  });

  it.each(pages)("%s: every relative link leads to a file and heading", (_name, file) => {
    expect(brokenLinks(file)).toEqual([]);
  });

  it.each(pages)("%s: every repository path it names exists", (_name, file) => {
    expect(missingPaths(readFileSync(file, "utf8"))).toEqual([]);
  });

  it("README, docs/testing.md and the test script name the same suites, in the script's order", () => {
    const script = readFileSync(join(root, "scripts/test.mjs"), "utf8");
    const run = [...script.matchAll(/^\s*(?:\{ )?name: "([\w-]+)"/gm)].map((m) => m[1]);
    const usage = /suites: ([\w\s-]+)\)/.exec(script)?.[1]?.trim().split(/\s+/);
    const readme = [...readFileSync(join(root, "README.md"), "utf8").matchAll(/^\| `([\w-]+)` +\|/gm)].map(
      (m) => m[1],
    );
    const testing = readFileSync(join(root, "docs/testing.md"), "utf8");
    const suitesSection = testing.slice(
      testing.indexOf("## Suites"),
      testing.indexOf("\n## ", testing.indexOf("## Suites") + 1),
    );
    const documented = [...suitesSection.matchAll(/^\| ([\w-]+) +\|/gm)]
      .map((m) => m[1])
      .filter((n) => n !== "suite" && !/^-+$/.test(n ?? ""));
    expect(run).toContain("size");
    expect(usage).toEqual(run);
    expect(readme).toEqual(run);
    expect(documented).toEqual(run);
  });

  it("the checks fail on what they look for (the checks themselves)", () => {
    expect(
      missingPaths("see `apps/server/src/no-such-file.ts` and `apps/server/src/<file>.test.ts`"),
    ).toEqual(["apps/server/src/no-such-file.ts"]);
    expect(anchorOf("Per request: the session cache")).toBe("per-request-the-session-cache");
    expect(anchorOf("From outside: `npm run probe:authz`")).toBe("from-outside-npm-run-probeauthz");
  });
});
