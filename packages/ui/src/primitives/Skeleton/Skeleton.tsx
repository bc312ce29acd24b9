import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.js";

/**
 * A placeholder block while content loads. Hidden from assistive technology: put `aria-busy` on
 * the region that loads (see `SkeletonText` and the stories), or show a `Spinner` with a label.
 */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("animate-pulse rounded-control bg-muted motion-reduce:animate-none", className)}
      {...props}
    />
  );
}

/** Props of `SkeletonText`. */
export interface SkeletonTextProps extends ComponentProps<"div"> {
  /** Number of lines. */
  lines?: number;
  /** Text announced while loading. */
  label?: string;
}

/** Lines of placeholder text in a busy region with a status message. */
export function SkeletonText({ lines = 3, label = "Loading", className, ...props }: SkeletonTextProps) {
  return (
    <div
      data-slot="skeleton-text"
      aria-busy="true"
      className={cn("flex flex-col gap-2", className)}
      {...props}
    >
      <span role="status" className="sr-only">
        {label}
      </span>
      {Array.from({ length: lines }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder lines.
        <Skeleton key={i} className={cn("h-4", i === lines - 1 ? "w-2/3" : "w-full")} />
      ))}
    </div>
  );
}
