import type { ComponentProps } from "react";

/**
 * The line icons of the design system (arrows, close, check, calendar, sort): a 24-unit square drawn
 * in the current text colour, hidden from assistive technology because the control around it
 * carries the name.
 */
export function StrokeIcon({ strokeWidth = 2.5, children, ...props }: ComponentProps<"svg">) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      {...props}
    >
      {children}
    </svg>
  );
}
