import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  type Bump,
  checkEntry,
  compareApis,
  formatReport,
  neededBump,
  parseReport,
  pendingBumps,
  readApis,
} from "../../scripts/lib/api-report.mjs";

/**
 * The API report check (docs/releasing.md): a change to an entry's exported API needs a pending
 * changeset of at least the kind semver gives it. Pure functions over two reports, no build needed.
 */
const before = new Map([
  ["Button", "function Button(props: ButtonProps): JSX.Element;"],
  ["ButtonProps", "interface ButtonProps {\n    variant?: 'primary' | 'secondary';\n}"],
]);
const removed = new Map([["Button", before.get("Button") as string]]);
const changed = new Map([
  ...before,
  ["Button", "function Button(props: ButtonProps, ref: Ref): JSX.Element;"],
]);
const added = new Map([...before, ["IconButton", "function IconButton(): JSX.Element;"]]);

describe("an entry's API change against the pending changesets", () => {
  it.each<{ change: string; after: Map<string, string>; pending: Bump | null; verdict: "passes" | "fails" }>([
    { change: "a removal with a minor changeset", after: removed, pending: "minor", verdict: "fails" },
    { change: "a removal with a major changeset", after: removed, pending: "major", verdict: "passes" },
    {
      change: "a changed signature with a minor changeset",
      after: changed,
      pending: "minor",
      verdict: "fails",
    },
    {
      change: "a changed signature with a major changeset",
      after: changed,
      pending: "major",
      verdict: "passes",
    },
    { change: "an addition with a patch changeset", after: added, pending: "patch", verdict: "fails" },
    { change: "an addition with a minor changeset", after: added, pending: "minor", verdict: "passes" },
    { change: "an addition with a major changeset", after: added, pending: "major", verdict: "passes" },
    { change: "an addition with no changeset", after: added, pending: null, verdict: "fails" },
    { change: "no change with no changeset", after: before, pending: null, verdict: "passes" },
  ])("$change $verdict", ({ after, pending, verdict }) => {
    const result = checkEntry({
      pkg: "@epr/ui",
      entry: "./button",
      reportPath: "packages/ui/api/button.api.md",
      diff: compareApis(before, after),
      pending,
    });
    expect(result.ok).toBe(verdict === "passes");
  });

  it("names the entry and what changed when it fails, and the report to commit when it passes", () => {
    const fails = checkEntry({
      pkg: "@epr/ui",
      entry: "./button",
      reportPath: "packages/ui/api/button.api.md",
      diff: compareApis(before, removed),
      pending: "minor",
    });
    expect(fails.message).toContain("@epr/ui/button: removed ButtonProps");
    expect(fails.message).toContain("needs a major changeset");
    const passes = checkEntry({
      pkg: "@epr/ui",
      entry: "./button",
      reportPath: "packages/ui/api/button.api.md",
      diff: compareApis(before, removed),
      pending: "major",
    });
    expect(passes.message).toContain("Commit the updated packages/ui/api/button.api.md");
  });
});

describe("the diff", () => {
  it.each([
    [before, before, null],
    [before, added, "minor"],
    [before, removed, "major"],
    [before, changed, "major"],
    [new Map(), before, "minor"],
  ])("case %# needs the kind it should", (a, b, bump) => {
    expect(neededBump(compareApis(a, b))).toBe(bump);
  });

  const copy = "const copy: {\n    empty: string;\n    more: string;\n}";
  const props = "interface Props {\n    value: string;\n}";
  it.each([
    [
      "a copy object's new key",
      copy,
      copy.replace("    more", "    emptyOnDemand: string;\n    more"),
      "minor",
    ],
    ["a copy object's key removed", copy, copy.replace("    more: string;\n", ""), "major"],
    ["a new optional prop", props, props.replace("}", "    label?: string;\n}"), "minor"],
    ["a new required prop", props, props.replace("}", "    label: string;\n}"), "major"],
    ["a prop made optional", props, props.replace("value:", "value?:"), "major"],
  ])("%s needs the kind it should", (_what, a, b, bump) => {
    expect(neededBump(compareApis(new Map([["x", a]]), new Map([["x", b]])))).toBe(bump);
  });

  it("reads back the report it writes", () => {
    expect(parseReport(formatReport("@epr/ui/button", before))).toEqual(before);
  });
});

describe("the pending changesets", () => {
  const dir = mkdtempSync(join(tmpdir(), "epr-changesets-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  it("give each package its largest kind", async () => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "a.md"), '---\n"@epr/ui": minor\n"@epr/forms": patch\n# why\n---\n\nText.\n');
    writeFileSync(join(dir, "b.md"), '---\n"@epr/ui": major\n# why\n---\n\nText.\n');
    writeFileSync(join(dir, "README.md"), "# Changesets\n");
    expect(await pendingBumps(dir)).toEqual({ "@epr/ui": "major", "@epr/forms": "patch" });
  });
});

describe("the declarations read", () => {
  const dir = mkdtempSync(join(tmpdir(), "epr-api-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const files = {
    a: "export declare function client(): { login: () => void; config: () => string };",
    b: "export declare function client(): { config: () => string; login: () => void };",
    c: "export declare function client(): { config: () => string; logout: () => void };",
    d: 'export declare const width: (props?: { width?: "medium" | "full" | null | undefined }) => string;',
    e: 'export declare const width: (props?: { width?: undefined | "full" | null | "medium" }) => string;',
    f: 'export declare const width: (props?: { width?: "full" | "wide" | null | undefined }) => string;',
  };
  // One TypeScript program for the three (about a second; more on a busy machine).
  it("read an object type's members in name order: moving them is no change, a new one is", {
    timeout: 60_000,
  }, async () => {
    for (const [name, dts] of Object.entries(files)) writeFileSync(join(dir, `${name}.d.ts`), dts);
    const apis = await readApis(Object.keys(files).map((key) => ({ key, dts: join(dir, `${key}.d.ts`) })));
    const [a, b, c] = ["a", "b", "c"].map((key) => apis.get(key) as Map<string, string>);
    expect(a).toEqual(b);
    expect(neededBump(compareApis(a as Map<string, string>, b as Map<string, string>))).toBeNull();
    expect(neededBump(compareApis(a as Map<string, string>, c as Map<string, string>))).toBe("major");
  });

  it("read a union of literals in text order, null and undefined last: reordering is no change, a new literal is", {
    timeout: 60_000,
  }, async () => {
    for (const [name, dts] of Object.entries(files)) writeFileSync(join(dir, `${name}.d.ts`), dts);
    const apis = await readApis(["d", "e", "f"].map((key) => ({ key, dts: join(dir, `${key}.d.ts`) })));
    const [d, e, f] = ["d", "e", "f"].map((key) => apis.get(key) as Map<string, string>);
    expect(d?.get("width")).toContain('width?: "full" | "medium" | null | undefined');
    expect(d).toEqual(e);
    expect(neededBump(compareApis(d as Map<string, string>, f as Map<string, string>))).toBe("major");
  });
});
