import { type ReactNode, useId, useRef, useState } from "react";
import { cn } from "../../lib/cn.js";
import { lazyNamed } from "../../lib/lazyNamed.js";
import { StrokeIcon } from "../../lib/StrokeIcon.js";

// The popover downloads when a tip first opens (route chunks under 100 kB gzip).
const TooltipPopover = lazyNamed(() => import("./TooltipPopover.js").then((m) => m.TooltipPopover), {
  loadWhen: (props) => props.open,
});

/** Props of `Tooltip`. */
export interface TooltipProps {
  /** The tip text (e.g. the profile's "This displays the entitlements and access you have on the portal.", session-and-admin.md §2). */
  content: ReactNode;
  /** Accessible name of the default info button (and of the tip while it is open). */
  label?: string;
  /** Which side the tip opens on when there is room; it flips or shifts to stay on screen. */
  side?: "top" | "bottom";
  className?: string;
  /** Custom trigger content; defaults to an info icon. */
  children?: ReactNode;
}

/**
 * A toggletip on Radix Popover: the info button opens the tip (click, Enter or Space) and focus
 * moves into it so a screen reader reads it; Escape, the button again or a click elsewhere closes
 * it and focus returns to the button. The tip renders in a portal and keeps inside the viewport
 * (it flips side or shifts), so a scrolling table or a card never clips it.
 */
export function Tooltip({
  content,
  label = "More information",
  side = "top",
  className,
  children,
}: TooltipProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const id = `tooltip-${useId().replace(/:/g, "")}`;
  return (
    <>
      <button
        ref={button}
        type="button"
        data-slot="tooltip"
        aria-label={children ? undefined : label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((o) => !o)}
        className={cn(
          "inline-flex min-h-6 min-w-6 cursor-pointer items-center justify-center rounded-full text-primary focus-visible:focus-ring",
          className,
        )}
      >
        {children ?? (
          <StrokeIcon className="size-5" strokeWidth={2}>
            <circle cx="12" cy="12" r="9" />
            <path d="M12 11v6M12 7.5v.01" strokeLinecap="round" strokeWidth="2.5" />
          </StrokeIcon>
        )}
      </button>
      <TooltipPopover
        open={open}
        onOpenChange={setOpen}
        id={id}
        label={label}
        side={side}
        content={content}
        trigger={button}
      />
    </>
  );
}
