import { brandCodes, getBrand } from "@epr/brand-themes/registry";

/** Toolbar items of the brand switcher: one per brand code, the family named in the title. */
export const brandToolbarItems = [
  { value: "default", title: "default · Evergreen Benefits" },
  ...brandCodes.map((code) => ({ value: code, title: `${code} · ${getBrand(code).displayName}` })),
];

/** One brand per family: visual baselines and "all families" stories use these. */
export const familyRepresentatives = ["6008", "6010", "9017", "3001"] as const;

/**
 * Chromatic modes: every story is captured once per brand family, so a token change in any
 * family shows up in visual review (`npm run chromatic`, token in CHROMATIC_PROJECT_TOKEN).
 */
export const chromaticModes = {
  harbor: { brand: "6008" },
  summit: { brand: "6012" },
  meridian: { brand: "9017" },
  evergreen: { brand: "3001" },
};
