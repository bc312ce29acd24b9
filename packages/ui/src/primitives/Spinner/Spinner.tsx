import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.js";

/** Sizes of the spinner. */
export const spinnerVariants = cva("inline-block shrink-0 animate-spin motion-reduce:animate-none", {
  variants: {
    size: { sm: "size-4", md: "size-6", lg: "size-10" },
  },
  defaultVariants: { size: "md" },
});

/** Props of `Spinner`. */
export type SpinnerProps = Omit<ComponentProps<"span">, "children"> &
  VariantProps<typeof spinnerVariants> & {
    /**
     * Text announced to screen readers while loading (the spec's loading indicators, e.g.
     * assist-employees.md §2.3 "A loading spinner shows while validation and save run").
     * Pass `null` when a surrounding element already announces the busy state.
     */
    label?: string | null;
  };

/** A loading indicator: an animated ring with a status message for assistive technology. */
export function Spinner({ className, size, label = "Loading", ...props }: SpinnerProps) {
  return (
    <span
      data-slot="spinner"
      role={label ? "status" : undefined}
      className={cn("inline-flex items-center gap-2 text-primary", className)}
      {...props}
    >
      <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" className={spinnerVariants({ size })}>
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
