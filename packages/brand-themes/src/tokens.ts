import type { PaletteName } from "./palette.js";

/**
 * Tier 2 of the design tokens: what a colour means for a brand. Each key becomes a CSS variable
 * `--epr-<key>` set per brand under `[data-brand="…"]`, and Tailwind v4 reads it through
 * `@theme inline` as `--color-<key>` (so `bg-primary`, `text-primary-foreground`, `ring-focus`).
 */
export interface ColorTokens {
  /** Page background. */
  background: PaletteName;
  /** Body text on `background`. */
  foreground: PaletteName;
  /** Card and panel surface. */
  surface: PaletteName;
  /** Subtle fill (table stripes, read-only fields, skeletons). */
  muted: PaletteName;
  /** Secondary text (hints, captions) on `background`, `surface` and `muted`. */
  "muted-foreground": PaletteName;
  /** Borders of inputs and other controls (WCAG 1.4.11: 3:1 against the background). */
  input: PaletteName;
  /** Decorative dividers (no contrast requirement). */
  border: PaletteName;
  /** Main action colour (primary buttons, current step, selected tab). */
  primary: PaletteName;
  /** Text on `primary`. */
  "primary-foreground": PaletteName;
  /** `primary` when hovered or pressed. */
  "primary-hover": PaletteName;
  /** Secondary button fill. */
  secondary: PaletteName;
  /** Text on `secondary`. */
  "secondary-foreground": PaletteName;
  /** Links on `background`. */
  link: PaletteName;
  /** Focus indicator (WCAG 2.4.11/1.4.11: 3:1 against the background it sits on). */
  focus: PaletteName;
  /** Brand header band. */
  header: PaletteName;
  /** Text and logo on `header`. */
  "header-foreground": PaletteName;
  /** Focus indicator inside the header band (the page `focus` colour is too dark on it). */
  "header-focus": PaletteName;
  /** Error text and failure accents. */
  danger: PaletteName;
  /** Text on `danger`. */
  "danger-foreground": PaletteName;
  /** Failure feedback background (text is `danger`). */
  "danger-subtle": PaletteName;
  /** Success text and accents. */
  success: PaletteName;
  /** Text on `success`. */
  "success-foreground": PaletteName;
  /** Success feedback background (text is `success`). */
  "success-subtle": PaletteName;
  /** Notification text and accents. */
  info: PaletteName;
  /** Text on `info`. */
  "info-foreground": PaletteName;
  /** Notification feedback background (text is `info`). */
  "info-subtle": PaletteName;
  /** Warning text and accents: a service error's message (enrollment.md §8 "warning feedback"). */
  warning: PaletteName;
  /** Warning feedback background (text is `warning`). */
  "warning-subtle": PaletteName;
}

/** Shape, type and spacing tokens of a brand (plain CSS values). */
export interface ShapeTokens {
  /** Corner radius of buttons and inputs (`rounded-control`). */
  "radius-control": string;
  /** Corner radius of cards and dialogs (`rounded-card`). */
  "radius-card": string;
  /** Font stack of the brand (`font-brand`). */
  font: string;
  /** Padding inside cards (`p-card`). */
  "space-card": string;
  /** Focus indicator thickness (WCAG 2.4.13 asks for at least 2px). */
  "focus-width": string;
  /** Gap between a control and its focus indicator. */
  "focus-offset": string;
}

/** All design tokens of one brand. */
export interface BrandTokens {
  color: ColorTokens;
  shape: ShapeTokens;
}

/**
 * Pairs that must be readable, checked by `contrast.test.ts` for every brand: [foreground,
 * background, minimum ratio]. 4.5 is WCAG 2.2 AA for normal text (1.4.3); 3 is the minimum for
 * focus indicators and control boundaries (1.4.11, 2.4.11).
 */
export const contrastPairs: ReadonlyArray<readonly [keyof ColorTokens, keyof ColorTokens, number]> = [
  ["foreground", "background", 4.5],
  ["foreground", "surface", 4.5],
  ["foreground", "muted", 4.5],
  ["muted-foreground", "background", 4.5],
  ["muted-foreground", "surface", 4.5],
  ["muted-foreground", "muted", 4.5],
  ["primary-foreground", "primary", 4.5],
  ["primary-foreground", "primary-hover", 4.5],
  ["secondary-foreground", "secondary", 4.5],
  ["link", "background", 4.5],
  ["link", "surface", 4.5],
  ["primary", "background", 4.5],
  ["header-foreground", "header", 4.5],
  ["danger", "background", 4.5],
  ["danger", "danger-subtle", 4.5],
  ["danger-foreground", "danger", 4.5],
  ["success", "background", 4.5],
  ["success", "success-subtle", 4.5],
  ["success-foreground", "success", 4.5],
  ["info", "background", 4.5],
  ["info", "info-subtle", 4.5],
  ["info-foreground", "info", 4.5],
  ["warning", "background", 4.5],
  ["warning", "warning-subtle", 4.5],
  ["focus", "background", 3],
  ["focus", "surface", 3],
  ["focus", "muted", 3],
  ["header-focus", "header", 3],
  ["input", "background", 3],
  ["input", "surface", 3],
  ["primary", "surface", 3],
];
