import { useBrand } from "@epr/brand-themes";
import * as PopoverPrimitive from "@radix-ui/react-popover";
import { type ReactNode, type RefObject, useRef } from "react";

/** Props of `TooltipPopover`. */
export interface TooltipPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  id: string;
  /** The tip's accessible name (the button's). */
  label: string;
  side: "top" | "bottom";
  content: ReactNode;
  /** The info button: the tip is placed against it and focus returns to it when the tip closes. */
  trigger: RefObject<HTMLButtonElement | null>;
}

/**
 * The tip of `Tooltip` on Radix Popover, a module of its own so the popover and its positioning
 * download when a tip first opens (route chunks under 100 kB gzip). It renders in a portal and
 * flips or shifts to stay in the viewport.
 */
export function TooltipPopover({
  open,
  onOpenChange,
  id,
  label,
  side,
  content,
  trigger,
}: TooltipPopoverProps) {
  const brand = useBrand();
  // A press or focus elsewhere closes the tip and leaves focus there.
  const leftOutside = useRef(false);
  return (
    <PopoverPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <PopoverPrimitive.Anchor virtualRef={trigger} />
      <PopoverPrimitive.Portal>
        {/* The portal sits outside the brand's element: the theme's colours come with it. */}
        <div data-brand={brand.code} data-brand-family={brand.family} style={{ display: "contents" }}>
          <PopoverPrimitive.Content
            id={id}
            data-slot="tooltip-content"
            aria-label={label}
            side={side}
            sideOffset={8}
            collisionPadding={8}
            // The button toggles the tip itself: a press on it is not a click outside.
            onInteractOutside={(event) => {
              if (trigger.current?.contains(event.target as Node)) event.preventDefault();
              else leftOutside.current = true;
            }}
            // The button is not a Radix trigger (it renders before this module loads): focus goes
            // back to it here, unless the administrator went elsewhere.
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              if (!leftOutside.current) trigger.current?.focus();
              leftOutside.current = false;
            }}
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
