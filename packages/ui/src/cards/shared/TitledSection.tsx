import { type ReactNode, useId } from "react";

/** Props of `TitledSection`. */
export interface TitledSectionProps {
  /** The heading, which also names the region. */
  title: ReactNode;
  /** The `data-slot` of the card ("contacts", "group-list"). */
  slot: string;
  /** A page of it is loading. */
  busy?: boolean;
  children: ReactNode;
}

/**
 * The frame of the read-only cards of client info and the group list (assist-employees.md §2.10): a
 * region named by its level-2 heading, on the card surface.
 */
export function TitledSection({ title, slot, busy, children }: TitledSectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={busy}
      data-slot={slot}
      className="rounded-card border border-border bg-surface p-5"
    >
      <h2 id={headingId} className="mt-0 mb-4 font-semibold text-xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
