import { BrandProvider } from "@epr/brand-themes";
import type { Preview } from "@storybook/react-vite";
import { brandToolbarItems, chromaticModes } from "./brands.js";
import "./storybook.css";

/** React's warnings for a prop it cannot put on a DOM element, since the current story began. */
let unknownDomProps: string[] = [];
const UNKNOWN_DOM_PROP = "React does not recognize the `%s` prop on a DOM element.";

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
  // A prop React cannot put on a DOM element (a story's arg or a card's prop spread onto an element)
  // fails the story: React only logs it, and the run's log goes unread.
  beforeEach() {
    unknownDomProps = [];
    const logError = console.error;
    console.error = (...args: unknown[]) => {
      if (typeof args[0] === "string" && args[0].startsWith(UNKNOWN_DOM_PROP))
        unknownDomProps.push(String(args[1]));
      logError.apply(console, args);
    };
    return () => {
      console.error = logError;
    };
  },
  afterEach() {
    if (unknownDomProps.length > 0)
      throw new Error(`A DOM element was given a prop React does not know: ${unknownDomProps.join(", ")}.`);
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
