import { type ClassValue, clsx } from "clsx";
import { createTailwindMerge } from "tailwind-merge";
import { cnMergeConfig } from "./cn-merge-config.generated.js";

/**
 * The brand token names that Tailwind utilities read (see `@epr/brand-themes/tokens.css`).
 * Registered with tailwind-merge so `cn("bg-primary", "bg-danger")` keeps the last one and never
 * drops a brand class it does not know (STYLE.md Components). The generator
 * (packages/ui/scripts/cn-merge-config.mjs) writes them into the config with the brand radii,
 * spacing, font and the `focus-ring` class.
 */
export const brandColorTokens = [
  "background",
  "foreground",
  "surface",
  "muted",
  "muted-foreground",
  "input",
  "border",
  "primary",
  "primary-foreground",
  "primary-hover",
  "secondary",
  "secondary-foreground",
  "link",
  "focus",
  "header",
  "header-foreground",
  "header-focus",
  "danger",
  "danger-foreground",
  "danger-subtle",
  "success",
  "success-foreground",
  "success-subtle",
  "info",
  "info-foreground",
  "info-subtle",
  "button-primary",
  "button-primary-hover",
  "field-border",
  "field-border-invalid",
  "table-stripe",
] as const;

/**
 * tailwind-merge with a config of only the class groups a design-system class can conflict with
 * (generated; the whole default config was most of tailwind-merge's 8.6 kB gzip on every page).
 * Every conflict a design-system class takes part in resolves as with the full config; two classes
 * of groups no component uses are both kept (docs/design-system.md, `cn`).
 */
const twMerge = createTailwindMerge(() => cnMergeConfig);

/** Joins class names (clsx) and resolves Tailwind conflicts (tailwind-merge with brand tokens). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
