/**
 * Tier 1 of the design tokens: the primitive colour palette. Brand themes (tier 2, see
 * `families.ts`) refer to these names, never to raw hex values, so a colour is defined once.
 * Every name becomes a CSS variable `--epr-palette-<name>` in `tokens.css`.
 */
export const palette = {
  white: "#ffffff",
  "ink-900": "#1a202c",
  "slate-700": "#4a5568",
  "slate-600": "#5f6b7a",
  "slate-500": "#6b7684",
  "slate-100": "#eef1f5",
  "slate-50": "#f6f8fa",
  "red-700": "#b42318",
  "red-50": "#fef3f2",
  "green-700": "#067647",
  "green-50": "#ecfdf3",
  "blue-700": "#175cd3",
  "blue-50": "#eff8ff",
  // Harbor family (6008, 6009)
  "navy-900": "#0b2e4f",
  "navy-800": "#083b68",
  "navy-700": "#0b4f8a",
  "navy-100": "#dbe8f5",
  "orange-700": "#c2410c",
  // Summit family (6010, 6011, 6012)
  "pine-900": "#123d22",
  "pine-800": "#17522c",
  "pine-700": "#1f6b3a",
  "pine-100": "#dcefe2",
  "violet-700": "#6d28d9",
  // Meridian family (9017, 9018)
  "plum-900": "#3f1a57",
  "plum-800": "#54216f",
  "plum-700": "#6b2c91",
  "plum-100": "#efe3f6",
  "sky-700": "#0369a1",
  // Evergreen family (default)
  "teal-900": "#123b42",
  "teal-800": "#0a5662",
  "teal-700": "#0e6e7e",
  "teal-100": "#d9eef1",
  "amber-700": "#b45309",
  "amber-50": "#fffbeb",
} as const;

/** A name in the primitive palette. */
export type PaletteName = keyof typeof palette;
