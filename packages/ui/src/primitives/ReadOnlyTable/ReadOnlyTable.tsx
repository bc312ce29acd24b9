import type { ReactNode } from "react";
import { ScrollRegion } from "../ScrollRegion/ScrollRegion.js";

/** Props of `ReadOnlyTable`. */
export interface ReadOnlyTableProps {
  /** Names the table to screen readers (visually hidden). */
  caption: string;
  columns: readonly ReactNode[];
  children: ReactNode;
  /** A border and surface around the table (standalone tables such as search results). */
  framed?: boolean;
}

/**
 * A read-only table of a summary card or the search results: scrolls sideways inside its frame on
 * narrow screens (with a cue and keyboard access) and shows whole in print,
 * names itself to screen readers with a caption, and heads each column. Rows are the caller's `<tr>`s
 * (first cell a `<th scope="row">`).
 */
export function ReadOnlyTable({ caption, columns, children, framed = false }: ReadOnlyTableProps) {
  return (
    <ScrollRegion
      label={caption}
      className={framed ? "rounded-card border border-border bg-surface" : undefined}
    >
      <table className="w-full border-collapse text-left text-sm print:text-xs print:[&_td]:px-1.5 print:[&_th]:px-1.5">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted">
          <tr>
            {columns.map((column, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed for a table.
              <th key={i} scope="col" className="px-3 py-2">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollRegion>
  );
}
