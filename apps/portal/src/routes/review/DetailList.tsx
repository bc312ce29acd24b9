import type { ReactNode } from "react";

/** A read-only card body: label and value pairs, as the cards show them outside edit mode. */
export function DetailList({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt className="font-semibold text-muted-foreground text-sm">{label}</dt>
          <dd className="break-words">
            {value === null || value === undefined || value === "" ? "—" : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
