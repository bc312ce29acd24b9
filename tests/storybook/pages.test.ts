import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Every card, primitive and modal is on a docs page (docs/design-system.md, "a page per card
 * family"): each story file under packages/ui/src/{primitives,modals,cards} is imported by some MDX
 * page of packages/ui, so a newcomer who opens a family's page sees all of it. Read from the sources:
 * the check needs no Storybook build.
 */

const root = fileURLToPath(new URL("../..", import.meta.url));
const ui = join(root, "packages/ui/src");

/**
 * Story files on no page, each with why. A read card whose stories a page does not embed is listed
 * here rather than left to be found missing; embed it on its family's page and drop it from the list.
 */
const exceptions: Record<string, string> = {
  // Internals of the per-participant cards (the participant line, bound yes/no and date fields),
  // not exported by any entry: no family to document them to a consumer.
  "cards/shared/Shared.stories.tsx":
    "internal pieces of Other Insurance, Medicare and MNLOA, no entry of their own",
  // The read entries (…/read), split off for the bundle: each family's page names the entry and shows
  // read mode through the editable card's own read stories (mode "read"), which it embeds.
  "cards/ReportCodes/ReportCodesReadCard.stories.tsx":
    "read entry; read mode shown by ReportCodesCard's stories",
  "cards/PlanCoverage/PlanCoverageReadCard.stories.tsx":
    "read entry; read mode shown by PlanCoverageCard's stories",
  "cards/Provider/ProviderReadCard.stories.tsx": "read entry; read mode shown by ProviderCard's stories",
  "cards/Dependent/DependentReadCard.stories.tsx":
    "read entry; the DependentList page embeds DependentReadList",
  "cards/Tobacco/TobaccoReadCard.stories.tsx": "read entry; read mode shown by TobaccoCard's stories",
  // Named on the Provider page; it renders inside the Provider, Change PCP and Other Insurance cards.
  "cards/Provider/CopyToOthersButton.stories.tsx":
    "named on the Provider page, shown inside the cards using it",
};

/** Files under `dir` whose name ends with `suffix`, dependencies and builds aside. */
function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(suffix) && !/(^|\/)(node_modules|dist|storybook-static)\//.test(file))
    .map((file) => join(dir, file));
}

/** The story files a page imports, as absolute paths (relative imports resolved beside the page). */
function pageImports(page: string, text: string): string[] {
  return [...text.matchAll(/^import\s[^;]*?\sfrom\s+"(\.{1,2}\/[^"]+\.stories)(?:\.(?:js|tsx))?"/gm)].map(
    (match) => `${resolve(dirname(page), match[1] ?? "")}.tsx`,
  );
}

/** The story files no page imports and no exception names, relative to `base`. */
function storiesOnNoPage(
  storyFiles: readonly string[],
  pages: readonly { file: string; text: string }[],
  excepted: readonly string[],
  base: string,
): string[] {
  const imported = new Set(pages.flatMap(({ file, text }) => pageImports(file, text)));
  return storyFiles
    .filter((file) => !imported.has(file) && !excepted.includes(relative(base, file)))
    .map((file) => relative(base, file));
}

const storyFiles = ["primitives", "modals", "cards"].flatMap((dir) =>
  filesUnder(join(ui, dir), ".stories.tsx"),
);
const pages = filesUnder(join(root, "packages/ui"), ".mdx").map((file) => ({
  file,
  text: readFileSync(file, "utf8"),
}));

describe("every card, primitive and modal is on a docs page", () => {
  it("finds the story files and the pages", () => {
    expect(storyFiles.length).toBeGreaterThan(100);
    expect(pages.length).toBeGreaterThan(50);
  });

  it("each story file is imported by some MDX page, or is a listed exception", () => {
    expect(storiesOnNoPage(storyFiles, pages, Object.keys(exceptions), ui)).toEqual([]);
  });

  it("each exception names a story file that exists and that no page imports", () => {
    const imported = new Set(pages.flatMap(({ file, text }) => pageImports(file, text)));
    for (const file of Object.keys(exceptions)) {
      const path = join(ui, file);
      expect(storyFiles, `${file} exists`).toContain(path);
      expect(imported.has(path), `${file} is on a page now: drop it from the exceptions`).toBe(false);
    }
  });

  const card = join(ui, "cards/Billing/BillingCard.stories.tsx");
  const other = join(ui, "cards/Billing/BillingOtherCard.stories.tsx");
  const page = join(ui, "cards/Billing/BillingCard.mdx");
  const elsewhere = join(ui, "cards/Family/Family.mdx");
  it.each([
    [
      "a page importing it beside it",
      [{ file: page, text: 'import * as S from "./BillingCard.stories";' }],
      [],
      [],
    ],
    [
      "a page importing it from another folder (.js ending)",
      [{ file: elsewhere, text: 'import * as S from "../Billing/BillingCard.stories.js";' }],
      [],
      [],
    ],
    [
      "no page importing it",
      [{ file: page, text: 'import * as S from "./BillingOtherCard.stories";' }],
      [],
      ["cards/Billing/BillingCard.stories.tsx"],
    ],
    [
      "a page importing a file of that name from another folder",
      [{ file: elsewhere, text: 'import * as S from "./BillingCard.stories";' }],
      [],
      ["cards/Billing/BillingCard.stories.tsx"],
    ],
    [
      "a page that only names it in its text",
      [{ file: page, text: "See BillingCard.stories for more." }],
      [],
      ["cards/Billing/BillingCard.stories.tsx"],
    ],
    ["no page, but a listed exception", [], ["cards/Billing/BillingCard.stories.tsx"], []],
  ] as const)("the check with %s (the check itself)", (_case, casePages, excepted, expected) => {
    expect(storiesOnNoPage([card], casePages, excepted, ui)).toEqual(expected);
    // A file the page does import is never reported, whatever else is missing.
    expect(
      storiesOnNoPage(
        [other],
        [{ file: page, text: 'import * as S from "./BillingOtherCard.stories";' }],
        [],
        ui,
      ),
    ).toEqual([]);
  });
});
