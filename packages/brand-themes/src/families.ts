import type { BrandTokens, ColorTokens } from "./tokens.js";

/**
 * Brand families. The specification groups brand codes by behaviour (enrollment.md §1,
 * assist-employees.md §1): 6008 and 6009 are one family; 6010, 6011 and 6012 another; 9017 and
 * 9018 a third; every other code uses the default family. Names, logos and colours are fictional.
 */
export type FamilyId = "harbor" | "summit" | "meridian" | "evergreen";

/** What a family gives every brand in it: a display name, a logo and its tokens. */
export interface Family {
  /** Stable id used in code, CSS and stories. */
  id: FamilyId;
  /** Fictional display name shown in the header and the logo's accessible name. */
  displayName: string;
  /** One-line description for Storybook and docs. */
  description: string;
  /** Design tokens shared by the family's brands. */
  tokens: BrandTokens;
}

const base: Omit<
  ColorTokens,
  "primary" | "primary-hover" | "secondary" | "secondary-foreground" | "link" | "focus" | "header"
> = {
  background: "white",
  foreground: "ink-900",
  surface: "white",
  muted: "slate-50",
  "muted-foreground": "slate-700",
  input: "slate-500",
  border: "slate-100",
  "primary-foreground": "white",
  "header-foreground": "white",
  "header-focus": "white",
  danger: "red-700",
  "danger-foreground": "white",
  "danger-subtle": "red-50",
  success: "green-700",
  "success-foreground": "white",
  "success-subtle": "green-50",
  info: "blue-700",
  "info-foreground": "white",
  "info-subtle": "blue-50",
  warning: "amber-700",
  "warning-subtle": "amber-50",
};

const shape = {
  font: '"DejaVu Sans", "Segoe UI", system-ui, -apple-system, sans-serif',
  "focus-width": "3px",
  "focus-offset": "2px",
};

export const families: Record<FamilyId, Family> = {
  harbor: {
    id: "harbor",
    displayName: "Harborview Health",
    description: "Brands 6008 and 6009: navy with an orange focus ring, squared corners.",
    tokens: {
      color: {
        ...base,
        primary: "navy-700",
        "primary-hover": "navy-800",
        secondary: "navy-100",
        "secondary-foreground": "navy-900",
        link: "navy-700",
        focus: "orange-700",
        header: "navy-900",
      },
      shape: { ...shape, "radius-control": "0.25rem", "radius-card": "0.5rem", "space-card": "1.5rem" },
    },
  },
  summit: {
    id: "summit",
    displayName: "Summit Ridge Health",
    description: "Brands 6010, 6011 and 6012: pine green with a violet focus ring, tight corners.",
    tokens: {
      color: {
        ...base,
        primary: "pine-700",
        "primary-hover": "pine-800",
        secondary: "pine-100",
        "secondary-foreground": "pine-900",
        link: "pine-700",
        focus: "violet-700",
        header: "pine-900",
      },
      shape: { ...shape, "radius-control": "0.125rem", "radius-card": "0.25rem", "space-card": "1.25rem" },
    },
  },
  meridian: {
    id: "meridian",
    displayName: "Meridian Vision & Dental",
    description: "Brands 9017 and 9018: plum with a sky-blue focus ring, rounded corners.",
    tokens: {
      color: {
        ...base,
        primary: "plum-700",
        "primary-hover": "plum-800",
        secondary: "plum-100",
        "secondary-foreground": "plum-900",
        link: "plum-700",
        focus: "sky-700",
        header: "plum-900",
      },
      shape: { ...shape, "radius-control": "0.5rem", "radius-card": "0.75rem", "space-card": "1.5rem" },
    },
  },
  evergreen: {
    id: "evergreen",
    displayName: "Evergreen Benefits",
    description: "Every other brand code: teal with an amber focus ring.",
    tokens: {
      color: {
        ...base,
        primary: "teal-700",
        "primary-hover": "teal-800",
        secondary: "teal-100",
        "secondary-foreground": "teal-900",
        link: "teal-700",
        focus: "amber-700",
        header: "teal-900",
      },
      shape: { ...shape, "radius-control": "0.375rem", "radius-card": "0.5rem", "space-card": "1.5rem" },
    },
  },
};
