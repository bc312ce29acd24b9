import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.js";
import { Spinner } from "../Spinner/Spinner.js";

/** Button styles: one variant per role of a button in the portal's cards, modals and footers. */
export const buttonVariants = cva(
  [
    // On a phone a long label wraps inside the screen instead of widening the page.
    "inline-flex max-w-full items-center justify-center gap-2 whitespace-nowrap rounded-control text-center font-semibold max-sm:whitespace-normal",
    "border-2 border-transparent transition-colors motion-reduce:transition-none cursor-pointer select-none",
    "focus-visible:focus-ring",
    "disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60",
    "print:hidden",
  ],
  {
    variants: {
      variant: {
        /** Main action: Save & Continue, Finish, Search, OK. */
        primary:
          "bg-button-primary text-primary-foreground hover:bg-button-primary-hover enabled:active:bg-button-primary-hover",
        /** Secondary action: Save for Later, Clear. */
        secondary: "bg-secondary text-secondary-foreground hover:border-primary",
        /** Outlined action: Cancel, Copy to Others. */
        outline: "border-primary bg-surface text-primary hover:bg-secondary",
        /** Low emphasis action inside cards (edit, history). */
        ghost: "bg-transparent text-primary hover:bg-secondary",
        /** Looks like a link, behaves like a button. */
        link: "bg-transparent p-0 text-link underline underline-offset-2 hover:no-underline",
        /** Destructive action: Cancel Coverage, Delete. */
        danger: "bg-danger text-danger-foreground hover:opacity-90",
      },
      size: {
        sm: "min-h-8 px-3 text-sm",
        md: "min-h-10 px-4 text-base",
        lg: "min-h-12 px-6 text-lg",
        icon: "size-10 p-0",
      },
    },
    compoundVariants: [{ variant: "link", className: "h-auto min-h-0 px-0" }],
    defaultVariants: { variant: "primary", size: "md" },
  },
);

/** Props of `Button`. */
export type ButtonProps = ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (a link, a router Link) with the button's styles instead of a `<button>`. */
    asChild?: boolean;
    /**
     * Shows a spinner and disables the button while an action runs (for example "A loading
     * spinner shows while validation and save run", assist-employees.md §2.3).
     */
    loading?: boolean;
  };

/** A button with the brand's styles. `type` defaults to "button" so it never submits by accident. */
export function Button({
  className,
  variant,
  size,
  asChild = false,
  loading = false,
  disabled,
  type = "button",
  children,
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (asChild) {
    return (
      <Slot data-slot="button" className={classes} {...props}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      data-slot="button"
      data-loading={loading || undefined}
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <Spinner size="sm" label={null} className="text-current" /> : null}
      {children}
    </button>
  );
}
