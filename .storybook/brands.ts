import { brandCodes, brandFamilyRepresentatives, getBrand } from "@epr/brand-themes/registry";

/** Toolbar items of the brand switcher: one per brand code, the family named in the title. */
export const brandToolbarItems = [
  { value: "default", title: "default · Evergreen Benefits" },
  ...brandCodes.map((code) => ({ value: code, title: `${code} · ${getBrand(code).displayName}` })),
];

/**
 * Chromatic modes: every story is captured once per brand family (the registry's
 * `brandFamilyRepresentatives`), so a token change in any family shows up in visual review
 * (`npm run chromatic`, token in CHROMATIC_PROJECT_TOKEN).
 */
export const chromaticModes = Object.fromEntries(
  Object.entries(brandFamilyRepresentatives).map(([family, brand]) => [family, { brand }]),
);
