import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// A comment or a test name says why, or names the spec section (/work/shared/spec, e.g.
// "enrollment.md §4"); an issue number points at a thread a newcomer cannot see.
const root = fileURLToPath(new URL("../..", import.meta.url));
const scanned = ["apps", "packages", "tests", "bench", "scripts", ".storybook", "lint"];
/** Sources, styles, configuration and SQL: the text a newcomer reads next to the code. */
const sourceFile = /\.(ts|tsx|mts|cts|js|mjs|cjs|css|json|grit|sql|html|mdx)$/;
/** Installed, built or generated files, and what is not ours to reword. */
const skipped = new Set([
  "node_modules",
  "dist",
  "storybook-static",
  "coverage",
  "test-results",
  ".data",
  ".turbo",
  "__screenshots__",
  // An applied migration never changes: the server refuses to start when a file's checksum differs
  // from the one recorded in schema_migrations (db/migrate.ts), so old comments stay as written.
  "migrations",
]);
const issueNumber = /issue [0-9]+/i;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return skipped.has(entry.name) ? [] : sources(path);
    return sourceFile.test(entry.name) ? [path] : [];
  });
}

describe("comments and test names carry no issue numbers", () => {
  const files = [
    ...scanned.flatMap((dir) => sources(join(root, dir))),
    ...["vitest.config.ts", "biome.json", "turbo.json", "tsconfig.json", "tsconfig.base.json"].map((name) =>
      join(root, name),
    ),
  ];

  it("finds the sources", () => {
    expect(files.some((path) => path.endsWith(join("apps", "server", "src", "server.ts")))).toBe(true);
    expect(files.some((path) => path.endsWith(join("tests", "e2e", "accounts.ts")))).toBe(true);
  });

  it("no line says `issue N`", () => {
    const lines = files.flatMap((path) =>
      readFileSync(path, "utf8")
        .split("\n")
        .flatMap((line, index) =>
          issueNumber.test(line) ? [`${relative(root, path)}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(lines).toEqual([]);
  });
});
