import { families } from "./families.js";
import { palette } from "./palette.js";
import { type BrandRecord, brandCodes, defaultBrand, getBrand } from "./registry.js";
import { brandCssVariables } from "./theme.js";
import type { ColorTokens, ShapeTokens } from "./tokens.js";

const colorKeys = Object.keys(families.evergreen.tokens.color) as (keyof ColorTokens)[];
const shapeKeys = Object.keys(families.evergreen.tokens.shape) as (keyof ShapeTokens)[];

/** Tailwind theme variable for each shape token (tier 2 → Tailwind namespace). */
const shapeTheme: Record<keyof ShapeTokens, string | null> = {
  "radius-control": "--radius-control",
  "radius-card": "--radius-card",
  font: "--font-brand",
  "space-card": "--spacing-card",
  "focus-width": null,
  "focus-offset": null,
};

function brandBlock(selector: string, brand: BrandRecord): string {
  const lines = Object.entries(brandCssVariables(brand)).map(([name, value]) => `  ${name}: ${value};`);
  return `${selector} {\n${lines.join("\n")}\n}`;
}

/**
 * The CSS of every brand, generated from the registry (one list of brands):
 * tier 1 palette on `:root`, tier 2 brand meaning per `[data-brand="…"]`, tier 3 component tokens,
 * and the `@theme inline` block that makes Tailwind v4 utilities (`bg-primary`, `rounded-card`,
 * `ring-focus`, `font-brand`, `p-card`) read them. Written to `src/tokens.css` by
 * `npm run generate -w @epr/brand-themes`; a test fails when the file is stale. `extraBrands` adds a
 * block per record built from a brand record file (`defineBrand`) after the registry's.
 */
export function tokensCss(extraBrands: readonly BrandRecord[] = []): string {
  const paletteBlock = `:root {\n${Object.entries(palette)
    .map(([name, hex]) => `  --epr-palette-${name}: ${hex};`)
    .join("\n")}\n}`;
  const componentBlock = `:root, [data-brand] {
  --epr-button-primary-bg: var(--epr-primary);
  --epr-button-primary-bg-hover: var(--epr-primary-hover);
  --epr-field-border: var(--epr-input);
  --epr-field-border-invalid: var(--epr-danger);
  --epr-dialog-radius: var(--epr-radius-card);
  --epr-table-stripe: var(--epr-muted);
}`;
  const theme = [
    ...colorKeys.map((k) => `  --color-${k}: var(--epr-${k});`),
    "  --color-button-primary: var(--epr-button-primary-bg);",
    "  --color-button-primary-hover: var(--epr-button-primary-bg-hover);",
    "  --color-field-border: var(--epr-field-border);",
    "  --color-field-border-invalid: var(--epr-field-border-invalid);",
    "  --color-table-stripe: var(--epr-table-stripe);",
    ...shapeKeys.flatMap((k) => (shapeTheme[k] ? [`  ${shapeTheme[k]}: var(--epr-${k});`] : [])),
  ].join("\n");
  return [
    "/* Generated from src/registry.ts by scripts/generate-css.ts. Do not edit by hand. */",
    "",
    "/* Tier 1: primitive palette. */",
    paletteBlock,
    "",
    "/* Tier 2: brand meaning. The default brand also applies without any data-brand. */",
    brandBlock(`:root, [data-brand="${defaultBrand.code}"]`, defaultBrand),
    ...brandCodes.map((code) => brandBlock(`[data-brand="${code}"]`, getBrand(code))),
    ...extraBrands.map((brand) => brandBlock(`[data-brand="${brand.code}"]`, brand)),
    "",
    "/* Tier 3: component tokens. */",
    componentBlock,
    "",
    "/* Tailwind v4: utilities read the brand variables, so a data-brand subtree re-themes them. */",
    `@theme inline {\n${theme}\n}`,
    "",
    "/* Focus indicator of every interactive primitive (WCAG 2.4.7, 2.4.11, 2.4.13). */",
    "@utility focus-ring {\n  outline: var(--epr-focus-width) solid var(--epr-focus);\n  outline-offset: var(--epr-focus-offset);\n}",
    "",
    "[data-brand] {\n  color: var(--epr-foreground);\n  font-family: var(--epr-font);\n}",
    "",
  ].join("\n");
}
