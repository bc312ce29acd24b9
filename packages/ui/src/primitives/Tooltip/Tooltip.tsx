import { type ReactNode, useEffect, useId, useState } from "react";
import { cn } from "../../lib/cn.js";
import { StrokeIcon } from "../../lib/StrokeIcon.js";

/** Props of `Tooltip`. */
export interface TooltipProps {
  /** The tip text (e.g. the profile's "This displays the entitlements and access you have on the portal.", session-and-admin.md §2). */
  content: ReactNode;
  /** Accessible name of the default info button. */
  label?: string;
  /** Which side the tip opens on. */
  side?: "top" | "bottom";
  className?: string;
  /** Custom trigger content; defaults to an info icon. */
  children?: ReactNode;
}

/**
 * A tooltip on an info button: shown on hover and on keyboard focus, hidden with Escape, on blur
 * and when the pointer leaves both the button and the tip (WCAG 1.4.13: dismissible, hoverable,
 * persistent). The tip describes the button through `aria-describedby`.
 */
export function Tooltip({
  content,
  label = "More information",
  side = "top",
  className,
  children,
}: TooltipProps) {
  const [open, setOpen] = useState(false);
  const id = `tooltip-${useId().replace(/:/g, "")}`;
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover on the wrapper keeps the tip open while the pointer moves onto it (WCAG 1.4.13).
    <span
      data-slot="tooltip"
      className={cn("relative inline-flex", className)}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
    >
      <button
        type="button"
        aria-label={children ? undefined : label}
        aria-describedby={open ? id : undefined}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen(true)}
        className="inline-flex min-h-6 min-w-6 cursor-pointer items-center justify-center rounded-full text-primary focus-visible:focus-ring"
      >
        {children ?? (
          <StrokeIcon className="size-5" strokeWidth={2}>
            <circle cx="12" cy="12" r="9" />
            <path d="M12 11v6M12 7.5v.01" strokeLinecap="round" strokeWidth="2.5" />
          </StrokeIcon>
        )}
      </button>
      <span
        id={id}
        role="tooltip"
        data-state={open ? "open" : "closed"}
        className={cn(
          "absolute left-1/2 z-40 w-max max-w-72 -translate-x-1/2 rounded-control bg-foreground px-3 py-2 text-background text-sm shadow-lg",
          side === "top" ? "bottom-full mb-2" : "top-full mt-2",
          "data-[state=closed]:hidden print:hidden",
        )}
      >
        {content}
      </span>
    </span>
  );
}
