// Every card's marked stories, each in one brand per family at desktop width, against the committed
// baselines in __screenshots__/cards.test.tsx/<story id>-<family>-chromium-linux.png. A story is marked
// with a tag on the story (one per state that changes the layout: read, edit, error, empty):
// - `visual`: shot in every family, in the family's representative brand;
// - `visual-own-family`: shot only in the family of the brand the story pins (`globals.brand`), in that
//   brand, for a story whose play is written for that brand's copy. It replaces the card's `visual`
//   stories in its family (the find employee card: Harbor labels its member ID field differently).
// The suite finds the marked stories itself: a new card's marked story is screenshot without editing
// this file. One dense card (the employee summary) is also shot at 320 px, as the header is
// (header.test.tsx).
import "../../.storybook/storybook.css";
import { brandFamilyRepresentatives, getBrand } from "@epr/brand-themes";
import { composeStories, type composeStory, setProjectAnnotations } from "@storybook/react-vite";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { page } from "vitest/browser";
import preview from "../../.storybook/preview.js";
import { expectScreenshot } from "./sideBySide.js";

// The preview's decorator (BrandProvider from the `brand` global) and its console guard: a story
// that logs an error or a warning fails here as in the stories suite.
setProjectAnnotations([preview]);

type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>("../../packages/ui/src/cards/**/*.stories.tsx", {
  eager: true,
});
type Composed = ReturnType<typeof composeStory>;
type Family = keyof typeof brandFamilyRepresentatives;

/** One brand per family (enrollment.md §1 groups): the registry's representatives; baselines are named by family. */
const families = Object.keys(brandFamilyRepresentatives) as Family[];

/** A shot: a marked story of a card (its stories file), in a brand of one family. */
interface Shot {
  card: string;
  story: Composed;
  family: Family;
  brand: string;
}
const shots: Shot[] = Object.entries(modules)
  .flatMap(([card, module]) => {
    const stories = Object.values(composeStories(module)) as Composed[];
    const own = stories
      .filter((story) => story.tags?.includes("visual-own-family"))
      .map((story) => {
        const brand = String(story.globals.brand ?? "");
        return { card, story, family: getBrand(brand).family, brand };
      });
    // A card's own-family story shows that family; its shared stories show the others.
    const shared = families.filter((family) => !own.some((shot) => shot.family === family));
    return [
      ...own,
      ...stories
        .filter((story) => story.tags?.includes("visual"))
        .flatMap((story) =>
          shared.map((family) => ({ card, story, family, brand: brandFamilyRepresentatives[family] })),
        ),
    ];
  })
  .sort((a, b) => a.story.id.localeCompare(b.story.id));

/** The dense card also shot at a narrow phone's width (with the header, the 320 px baselines). */
const narrowStoryId = "cards-employees-employee-summary--meridian-print-mode";

/** No motion and no caret: a shot taken mid-transition or mid-blink differs run to run. */
const still = document.createElement("style");
still.textContent =
  "*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; scroll-behavior: auto !important; }";

beforeAll(() => {
  document.head.append(still);
  // Stories that show "today" (ages, effective dates, the blackout window) read the clock: one fixed
  // day keeps their baselines valid tomorrow. Only Date is faked; timers run as usual.
  vi.useFakeTimers({ toFake: ["Date"], now: new Date(2026, 10, 22, 9, 30) });
});
afterAll(() => {
  canvas?.remove();
  vi.useRealTimers();
  still.remove();
});

let canvas: HTMLElement | undefined;

/** Renders the story in the brand and runs its play (the state it shows), as the stories suite does. */
async function run(story: Composed, brand: string) {
  canvas?.remove();
  canvas = document.createElement("div");
  document.body.append(canvas);
  await story.run({ canvasElement: canvas, globals: { ...story.globals, brand } });
  await document.fonts.ready;
  // A modal card shows in a dialog outside the canvas (a portal): the shot is the dialog then.
  const dialog = document.querySelector<HTMLElement>("[role=dialog], [role=alertdialog]");
  return page.elementLocator(dialog && !canvas.contains(dialog) ? dialog : canvas);
}

test("every card is shot in every family", () => {
  const covered = new Set(shots.map((shot) => `${shot.card} ${shot.family}`));
  const missing = Object.keys(modules).flatMap((card) =>
    families.filter((family) => !covered.has(`${card} ${family}`)).map((family) => `${card} in ${family}`),
  );
  expect(missing).toEqual([]);
  const cards = Object.keys(modules).length;
  console.log(
    `visual: ${cards} cards × ${families.length} families (${covered.size}), ${shots.length} shots of ${new Set(shots.map((s) => s.story.id)).size} marked stories at 1024 px, + 1 card × ${families.length} at 320 px`,
  );
});

describe.each(families)("%s family", (family) => {
  const ofFamily = shots.filter((shot) => shot.family === family);
  test.each(ofFamily.map((shot) => [shot.story.id, shot] as const))("%s", async (id, { story, brand }) => {
    await expectScreenshot(await run(story, brand), `${id}-${family}`);
  });

  test(`${narrowStoryId} at 320 px`, async () => {
    const shot = ofFamily.find((candidate) => candidate.story.id === narrowStoryId);
    expect(shot, `${narrowStoryId} is marked for the visual suite`).toBeDefined();
    const { story, brand } = shot as Shot;
    await page.viewport(320, 800);
    try {
      await expectScreenshot(await run(story, brand), `${narrowStoryId}-${family}-320`);
    } finally {
      await page.viewport(1024, 2200);
    }
  });
});
