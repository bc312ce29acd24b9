import type { BrandRecordFile } from "../registry.js";

/**
 * An example brand record file: copy it to `<code>.ts` beside it, change what your brand changes,
 * then list it in `brandRecordFiles` of `../brandFiles.ts` (docs/design-system.md "Add a brand").
 *
 * This one is deliberately NOT listed there, so the product's brands (the specification's codes)
 * stay as they are; `example.test.ts` builds it with `defineBrand` and proves it gives a theme, CSS
 * variables and copy, and passes every contrast pair.
 *
 * A record names its code and family and only what differs from that family: every token, copy key
 * and capability flag it leaves out is the family's (families.ts, copy.ts, registry.ts).
 */
export default {
  // The brand code, as the session carries it: give your copy its own, one not in `brandCodes`.
  code: "7001",
  // The family it starts from: "harbor", "summit", "meridian" or "evergreen" (families.ts).
  family: "meridian",
  // The name in the header and the logo's accessible name; the family's name when left out.
  name: "Coastal Vision",
  // Whose logo mark it shows; its own family's when left out.
  logo: "harbor",
  // Colour tokens (tokens.ts `ColorTokens`): a palette name (palette.ts) or a "#rrggbb" colour.
  // Text pairs need 4.5:1, focus rings and control borders 3:1 (WCAG 2.2 AA, `contrastPairs`); try a
  // colour in Storybook's Foundations/Brand playground before writing it here.
  colors: {
    primary: "#8a1c1c", // buttons, the current step, the selected tab; white text sits on it
    "primary-hover": "#6e1616",
    link: "#8a1c1c",
    header: "navy-900", // a palette name works as well as a hex colour
    focus: "#0050b3", // the focus ring on the page's backgrounds
  },
  // Shape tokens (tokens.ts `ShapeTokens`): plain CSS values.
  shape: { "radius-card": "1rem", "radius-control": "0.25rem" },
  // Wording where the brand's differs (keys of copy.ts `defaultCopy`); a key left out takes the
  // family's wording, then the default.
  copy: {
    memberIdHeading: "Coastal Member ID",
    customerServicePhone: "1-800-555-0177",
  },
  // Capability flags where they differ from the family's (registry.ts `Capabilities`); the rule
  // flags carry the names of `BrandRules` in @epr/domain, which asks them, never the code.
  capabilities: { viewSbc: true, changePcp: false },
} satisfies BrandRecordFile;
