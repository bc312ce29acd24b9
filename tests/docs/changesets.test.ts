import { readdirSync, readFileSync } from "node:fs";
import parseChangeset from "@changesets/parse";
import { describe, expect, it } from "vitest";

/**
 * Every pending changeset is one `changeset version` can read: Biome formats Markdown, and a front
 * matter of one package line followed by `---` reads to it as a heading ("## …"), which loses the
 * release. The files keep a YAML comment line under the package lines for that reason.
 */
const folder = new URL("../../.changeset/", import.meta.url);
const files = readdirSync(folder).filter((name) => name.endsWith(".md") && name !== "README.md");
const packages = ["@epr/domain", "@epr/forms", "@epr/brand-themes", "@epr/ui", "@epr/contract"];

describe("the pending changesets", () => {
  it.each(files)("%s names its releases", (name) => {
    const changeset = parseChangeset(readFileSync(new URL(name, folder), "utf8"));
    expect(changeset.releases.length).toBeGreaterThan(0);
    for (const release of changeset.releases) {
      expect(packages).toContain(release.name);
      expect(["major", "minor", "patch"]).toContain(release.type);
    }
    expect(changeset.summary.trim()).not.toBe("");
  });

  it("finds a heading where the front matter should be", () => {
    expect(() => parseChangeset('---\n\n## "@epr/ui": minor\n\nText.\n')).toThrow();
  });
});

/** A release versions the changesets into each package's CHANGELOG.md: its newest heading is the version in package.json. */
describe("the released versions", () => {
  it.each(packages)("%s's CHANGELOG heads with its version", (name) => {
    const dir = new URL(`../../packages/${name.replace("@epr/", "")}/`, import.meta.url);
    const { version } = JSON.parse(readFileSync(new URL("package.json", dir), "utf8"));
    const changelog = readFileSync(new URL("CHANGELOG.md", dir), "utf8");
    expect(/^## (\S+)$/m.exec(changelog)?.[1]).toBe(version);
  });
});
