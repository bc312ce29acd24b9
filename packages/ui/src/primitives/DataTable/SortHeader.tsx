import type { ReactNode } from "react";

/** What a header needs of a TanStack Table column that sorts. */
export interface SortableColumn {
  getCanSort: () => boolean;
  getIsSorted: () => false | "asc" | "desc";
  toggleSorting: (desc?: boolean) => void;
}

/** The column's `aria-sort`: its order when it sorts, "none" when it could, nothing when it cannot. */
export function ariaSortOf(column: SortableColumn): "ascending" | "descending" | "none" | undefined {
  if (!column.getCanSort()) return undefined;
  const sorted = column.getIsSorted();
  return sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : "none";
}

/**
 * A sortable header's button (click, Enter or Space): ascending first, then it flips; it never
 * clears the sort. The tables of the library share it (DataTable, HistoryTable).
 */
export function SortHeaderButton({ column, children }: { column: SortableColumn; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={() => column.toggleSorting(column.getIsSorted() === "asc")}
      className="inline-flex cursor-pointer items-center gap-1 rounded-control font-semibold focus-visible:focus-ring"
    >
      {children}
    </button>
  );
}
