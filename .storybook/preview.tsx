import { BrandProvider } from "@epr/brand-themes";
import type { Preview } from "@storybook/react-vite";
import { brandToolbarItems, chromaticModes } from "./brands.js";
import { watchConsole } from "./console-guard.js";
import "./storybook.css";

/** The console watch of the story now running. */
let watched: ReturnType<typeof watchConsole> | undefined;

/**
 * Every story renders inside a `BrandProvider`; the toolbar's brand switcher (the `brand` global)
 * re-themes all of them. A story can pin a brand with `globals: { brand: "6012" }`.
 */
const preview: Preview = {
  tags: ["autodocs"],
  globalTypes: {
    brand: {
      description: "Brand code: re-themes every story (tokens, copy, logo)",
      toolbar: { title: "Brand", icon: "paintbrush", items: brandToolbarItems, dynamicTitle: true },
    },
  },
  initialGlobals: { brand: "6008" },
  decorators: [
    (Story, context) => (
      <BrandProvider
        brandCode={context.globals.brand as string}
        className="bg-background p-4 font-brand text-foreground"
      >
        <Story />
      </BrandProvider>
    ),
  ],
  // A story that logs an error or a warning fails (console-guard.ts).
  beforeEach(context) {
    const current = watchConsole((context.parameters.expectedConsole ?? []) as RegExp[]);
    watched = current;
    return () => current.restore();
  },
  afterEach() {
    watched?.check();
  },
  parameters: {
    layout: "fullscreen",
    controls: { expanded: true },
    // Any axe violation fails the story, in the test run and in the Storybook UI.
    a11y: { test: "error" },
    chromatic: { modes: chromaticModes, pauseAnimationAtEnd: true, prefersReducedMotion: "reduce" },
  },
};

export default preview;
