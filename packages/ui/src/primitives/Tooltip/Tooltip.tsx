import { useBrand } from "@epr/brand-themes";
import * as PopoverPrimitive from "@radix-ui/react-popover";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn.js";
import { StrokeIcon } from "../../lib/StrokeIcon.js";

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
  const brand = useBrand();
  return (
    <PopoverPrimitive.Root>
      <PopoverPrimitive.Trigger
        data-slot="tooltip"
        aria-label={children ? undefined : label}
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
      </PopoverPrimitive.Trigger>
      <PopoverPrimitive.Portal>
        {/* The portal sits outside the brand's element: the theme's colours come with it. */}
        <div data-brand={brand.code} data-brand-family={brand.family} style={{ display: "contents" }}>
          <PopoverPrimitive.Content
            data-slot="tooltip-content"
            aria-label={label}
            side={side}
            sideOffset={8}
            collisionPadding={8}
            className="z-50 w-max max-w-[min(18rem,calc(100vw-1rem))] rounded-control bg-foreground px-3 py-2 text-background text-sm shadow-lg outline-none focus-visible:focus-ring print:hidden"
          >
            {content}
            <PopoverPrimitive.Arrow className="fill-foreground" />
          </PopoverPrimitive.Content>
        </div>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
