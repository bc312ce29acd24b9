import { type ComponentProps, useId, useLayoutEffect, useRef, useState } from "react";
import { cn } from "../../lib/cn.js";

/** Props of `ScrollRegion`. */
export interface ScrollRegionProps extends ComponentProps<"div"> {
  /** Names the region to screen readers while it scrolls (the table's caption; "(scrolls sideways)" is added). */
  label: string;
  /** The visible cue shown while the content is wider than the region. */
  cue?: string;
}

/**
 * A wide table's frame: on a narrow screen the table scrolls sideways inside its card, never the page.
 * While the content is wider than the frame, a visible cue says so and the frame is a named region in
 * the tab order, so it scrolls by keyboard too (axe: scrollable region must have keyboard access).
 * In print nothing scrolls: the frame lets the table show whole.
 */
export function ScrollRegion({
  label,
  cue = "Scroll sideways to see every column.",
  className,
  children,
  ...props
}: ScrollRegionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const cueId = useId();
  const [overflowing, setOverflowing] = useState(false);
  useLayoutEffect(() => {
    const frame = ref.current;
    if (!frame) return;
    const measure = () => setOverflowing(frame.scrollWidth > frame.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    if (frame.firstElementChild) observer.observe(frame.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <>
      {overflowing ? (
        <p id={cueId} className="m-0 mb-1 text-muted-foreground text-sm print:hidden">
          {cue} <span aria-hidden="true">→</span>
        </p>
      ) : null}
      <div
        ref={ref}
        data-slot="scroll-region"
        data-overflowing={overflowing || undefined}
        {...(overflowing
          ? // Named apart from the card around it: two landmarks of one name confuse (axe landmark-unique).
            {
              role: "region",
              "aria-label": `${label} (scrolls sideways)`,
              "aria-describedby": cueId,
              tabIndex: 0,
            }
          : {})}
        // relative: a visually hidden label inside (placed absolutely) scrolls with the table, not the page.
        className={cn(
          "relative max-w-full overflow-x-auto focus-visible:focus-ring print:overflow-visible",
          className,
        )}
        {...props}
      >
        {children}
      </div>
    </>
  );
}
