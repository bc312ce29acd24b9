import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn.js";
import { StrokeIcon } from "../../lib/StrokeIcon.js";

/**
 * Feedback bar styles (assist-employees.md §2.14: success, failure, notification; enrollment.md §8:
 * a service error's message from the catalogue is shown as a warning feedback).
 */
export const feedbackBarVariants = cva(
  "flex items-start gap-3 rounded-card border-s-8 p-4 text-foreground print:border print:border-current",
  {
    variants: {
      variant: {
        success: "border-success bg-success-subtle [&_[data-slot=feedback-icon]]:text-success",
        failure: "border-danger bg-danger-subtle [&_[data-slot=feedback-icon]]:text-danger",
        notification: "border-info bg-info-subtle [&_[data-slot=feedback-icon]]:text-info",
        warning: "border-warning bg-warning-subtle [&_[data-slot=feedback-icon]]:text-warning",
      },
    },
    defaultVariants: { variant: "notification" },
  },
);

const icons = {
  success: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  failure: <path d="M12 7v6m0 4v.01M4 12a8 8 0 1 0 16 0 8 8 0 1 0-16 0" />,
  notification: <path d="M12 11v6m0-10v.01M4 12a8 8 0 1 0 16 0 8 8 0 1 0-16 0" />,
  warning: (
    <path d="M12 9v4m0 4v.01M10.3 4.2L2.6 17.5a2 2 0 0 0 1.7 3h15.4a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0z" />
  ),
};

const defaultTitles = { success: "Success", failure: "Error", notification: "Notice", warning: "Warning" };

/** Props of `FeedbackBar`. */
export type FeedbackBarProps = Omit<ComponentProps<"div">, "title"> &
  VariantProps<typeof feedbackBarVariants> & {
    /** Bold lead text; defaults to the variant's name ("Success", "Error", "Notice", "Warning"). Pass null for none. */
    title?: ReactNode;
    /** Shows a dismiss button that calls this. */
    onDismiss?: () => void;
  };

/**
 * A page-level message bar. A failure or a warning is announced at once (`role="alert"`); success
 * and notification politely (`role="status"`). Render it empty and fill it, or mount it with the
 * message: both are announced.
 */
export function FeedbackBar({ className, variant, title, onDismiss, children, ...props }: FeedbackBarProps) {
  const v = variant ?? "notification";
  const heading = title === undefined ? defaultTitles[v] : title;
  return (
    <div
      data-slot="feedback-bar"
      data-variant={v}
      role={v === "failure" || v === "warning" ? "alert" : "status"}
      className={cn(feedbackBarVariants({ variant: v }), className)}
      {...props}
    >
      <StrokeIcon
        data-slot="feedback-icon"
        className="mt-0.5 size-5 shrink-0"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {icons[v]}
      </StrokeIcon>
      <div className="min-w-0 flex-1">
        {heading ? <strong>{heading}: </strong> : null}
        {children}
      </div>
      {onDismiss ? (
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Dismiss message"
          className="-m-1 inline-flex size-8 cursor-pointer items-center justify-center rounded-control hover:bg-surface focus-visible:focus-ring print:hidden"
        >
          <StrokeIcon className="size-4">
            <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
          </StrokeIcon>
        </button>
      ) : null}
    </div>
  );
}
