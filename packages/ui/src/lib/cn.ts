import { type ClassValue, clsx } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

/**
 * The brand token names that Tailwind utilities read (see `@epr/brand-themes/tokens.css`).
 * Registered with tailwind-merge so `cn("bg-primary", "bg-danger")` keeps the last one and never
 * drops a brand class it does not know (STYLE.md Components).
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

const twMerge = extendTailwindMerge<"focus-ring">({
  extend: {
    theme: {
      color: [...brandColorTokens],
      radius: ["control", "card"],
      spacing: ["card"],
      font: ["brand"],
    },
    classGroups: { "focus-ring": ["focus-ring"] },
  },
});

/** Joins class names (clsx) and resolves Tailwind conflicts (tailwind-merge with brand tokens). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
