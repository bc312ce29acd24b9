import { contrastRatio } from "./contrast.js";
import { families } from "./families.js";
import { type BrandRecord, brandColor } from "./registry.js";
import { type ColorTokens, contrastPairs, type ShapeTokens } from "./tokens.js";

const colorKeys = Object.keys(families.evergreen.tokens.color) as (keyof ColorTokens)[];
const shapeKeys = Object.keys(families.evergreen.tokens.shape) as (keyof ShapeTokens)[];

/** One contrast pair of a brand, measured (WCAG 2.2 AA: 1.4.3 text, 1.4.11 and 2.4.11 UI). */
export interface ContrastResult {
  foreground: keyof ColorTokens;
  background: keyof ColorTokens;
  /** `#rrggbb` of each side. */
  foregroundColor: string;
  backgroundColor: string;
  /** The ratio the pair must reach: 4.5 for text, 3 for focus rings and control borders. */
  minimum: number;
  /** The measured ratio, rounded down to two decimals (so 4.499 never shows as 4.50 and passing). */
  ratio: number;
  passes: boolean;
}

/** Every pair of `contrastPairs` measured for a brand record, in that order. */
export function contrastReport(brand: BrandRecord): ContrastResult[] {
  return contrastPairs.map(([foreground, background, minimum]) => {
    const foregroundColor = brandColor(brand, foreground);
    const backgroundColor = brandColor(brand, background);
    const exact = contrastRatio(foregroundColor, backgroundColor);
    return {
      foreground,
      background,
      foregroundColor,
      backgroundColor,
      minimum,
      ratio: Math.floor(exact * 100) / 100,
      passes: exact >= minimum,
    };
  });
}

/** The pairs a brand record fails; empty when it meets WCAG 2.2 AA everywhere. */
export function contrastFailures(brand: BrandRecord): ContrastResult[] {
  return contrastReport(brand).filter((pair) => !pair.passes);
}

/**
 * A brand's tier-2 CSS variables (`--epr-primary` …), as `tokensCss` writes them for the brand's
 * `[data-brand]` block: a palette colour by its palette variable, a colour of the brand's own by value.
 */
export function brandCssVariables(brand: BrandRecord): Record<`--epr-${string}`, string> {
  const { color, shape } = brand.tokens;
  return Object.fromEntries([
    ...colorKeys.map((k) => [`--epr-${k}`, brand.colors?.[k] ?? `var(--epr-palette-${color[k]})`]),
    ...shapeKeys.map((k) => [`--epr-${k}`, shape[k]]),
  ]);
}
