import { type ReactNode, useId, useMemo, useState } from "react";
import { cn } from "../../lib/cn.js";
import { StrokeIcon } from "../../lib/StrokeIcon.js";
import { Button } from "../Button/Button.js";
import { Checkbox } from "../Checkbox/Checkbox.js";
import { ScrollRegion } from "../ScrollRegion/ScrollRegion.js";
import { Spinner } from "../Spinner/Spinner.js";
import { TextInput } from "../TextInput/TextInput.js";

/** A column of `DataTable`. */
export interface DataTableColumn<Row> {
  /** Stable id (also the sort key). */
  id: string;
  /** Header text. */
  header: string;
  /** Cell content. */
  cell: (row: Row) => ReactNode;
  /** Makes the column sortable by this value. */
  sortValue?: (row: Row) => string | number;
  /** Includes the column in the text filter with this value. */
  filterValue?: (row: Row) => string;
  /** Right-align numbers. */
  align?: "start" | "end";
  /** Makes the cell a row header (`th scope="row"`), e.g. the group number. */
  rowHeader?: boolean;
}

/** Sort state. */
export interface DataTableSort {
  columnId: string;
  direction: "ascending" | "descending";
}

/** Row selection (group selection modal, group entitlements; session-and-admin.md §2). */
export interface DataTableSelection<Row> {
  /** Ids of the selected rows. */
  selected: ReadonlySet<string>;
  /** Called with the new set of selected ids. */
  onChange: (selected: Set<string>) => void;
  /** Rows that cannot be selected (groups flagged for Medicare, session-and-admin.md §2). */
  isSelectable?: (row: Row) => boolean;
  /** Accessible name of a row's checkbox. */
  rowLabel: (row: Row) => string;
  /** Accessible name of the select-all checkbox. */
  selectAllLabel?: string;
}

/** Props of `DataTable`. */
export interface DataTableProps<Row> {
  /** Table caption (the table's accessible name). */
  caption: ReactNode;
  /** Hide the caption visually. */
  hideCaption?: boolean;
  rows: readonly Row[];
  columns: readonly DataTableColumn<Row>[];
  getRowId: (row: Row) => string;
  /**
   * Page sizes offered; the first is the default. The portal uses 5, 10, 12, 20, 25 and 1000
   * (enrollment.md §9; assist-employees.md §9; session-and-admin.md §9). One value hides the picker.
   */
  pageSizes?: readonly number[];
  /** Initial sort. */
  defaultSort?: DataTableSort;
  /** Shows a text filter over the columns with `filterValue`, with this label ("Find Group Number"). */
  filterLabel?: string;
  /** Row selection with a select-all checkbox. */
  selection?: DataTableSelection<Row>;
  /** Shown when there are no rows ("No Groups to display!!", session-and-admin.md §2). */
  emptyMessage?: ReactNode;
  /** Shows a spinner instead of rows. */
  loading?: boolean;
  /** Noun for the count, singular and plural ("group", "groups"). */
  itemName?: [string, string];
  className?: string;
}

/**
 * A data table with sort (header buttons, `aria-sort`), a text filter, select-all and paging with
 * a page-size picker. Select-all selects every selectable row that matches the filter, on all pages.
 */
export function DataTable<Row>({
  caption,
  hideCaption,
  rows,
  columns,
  getRowId,
  pageSizes = [10],
  defaultSort,
  filterLabel,
  selection,
  emptyMessage = "No records to display.",
  loading = false,
  itemName = ["record", "records"],
  className,
}: DataTableProps<Row>) {
  const id = useId().replace(/:/g, "");
  const [sort, setSort] = useState<DataTableSort | undefined>(defaultSort);
  const [filter, setFilter] = useState("");
  const [pageSize, setPageSize] = useState(pageSizes[0] ?? 10);
  const [page, setPage] = useState(0);

  const filtered = useMemo(() => {
    const q = filter.trim().toLowerCase();
    if (!q) return rows;
    return rows.filter((row) => columns.some((c) => c.filterValue?.(row).toLowerCase().includes(q)));
  }, [rows, columns, filter]);

  const sorted = useMemo(() => {
    const col = sort && columns.find((c) => c.id === sort.columnId);
    if (!col?.sortValue || !sort) return filtered;
    const value = col.sortValue;
    const dir = sort.direction === "ascending" ? 1 : -1;
    return [...filtered].sort((a, b) => {
      const x = value(a);
      const y = value(b);
      return (
        (typeof x === "number" && typeof y === "number"
          ? x - y
          : String(x).localeCompare(String(y), undefined, { numeric: true })) * dir
      );
    });
  }, [filtered, sort, columns]);

  const pageCount = Math.max(1, Math.ceil(sorted.length / pageSize));
  const currentPage = Math.min(page, pageCount - 1);
  const visible = sorted.slice(currentPage * pageSize, currentPage * pageSize + pageSize);

  const selectable = selection ? sorted.filter((r) => selection.isSelectable?.(r) ?? true) : [];
  const selectedCount = selection ? selectable.filter((r) => selection.selected.has(getRowId(r))).length : 0;
  const allSelected = selectable.length > 0 && selectedCount === selectable.length;

  const toggleSort = (columnId: string) => {
    setSort((s) =>
      s?.columnId === columnId && s.direction === "ascending"
        ? { columnId, direction: "descending" }
        : { columnId, direction: "ascending" },
    );
  };
  const toggleAll = (checked: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const r of selectable) {
      if (checked) next.add(getRowId(r));
      else next.delete(getRowId(r));
    }
    selection.onChange(next);
  };
  const toggleRow = (rowId: string, checked: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (checked) next.add(rowId);
    else next.delete(rowId);
    selection.onChange(next);
  };

  const first = sorted.length === 0 ? 0 : currentPage * pageSize + 1;
  const last = Math.min(sorted.length, (currentPage + 1) * pageSize);
  const noun = sorted.length === 1 ? itemName[0] : itemName[1];

  return (
    <div data-slot="data-table" className={cn("flex flex-col gap-3", className)}>
      {filterLabel || selection ? (
        <div className="flex flex-wrap items-end justify-between gap-3">
          {filterLabel ? (
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-filter`} className="font-semibold">
                {filterLabel}
              </label>
              <TextInput
                id={`${id}-filter`}
                type="search"
                width="medium"
                value={filter}
                onChange={(e) => {
                  setFilter(e.target.value);
                  setPage(0);
                }}
              />
            </div>
          ) : null}
          {selection ? (
            <Checkbox
              label={selection.selectAllLabel ?? `Select all ${itemName[1]}`}
              checked={allSelected}
              indeterminate={selectedCount > 0 && !allSelected}
              disabled={selectable.length === 0}
              onCheckedChange={toggleAll}
            />
          ) : null}
        </div>
      ) : null}
      <p className="m-0 text-muted-foreground text-sm" aria-live="polite">
        {sorted.length} {noun}
        {selection ? `, ${selectedCount} selected` : ""}
      </p>
      <ScrollRegion
        label={typeof caption === "string" ? caption : itemName[1]}
        className="rounded-card border border-input"
      >
        <table className="w-full border-collapse text-start">
          <caption className={cn("p-3 text-start font-bold", hideCaption && "sr-only")}>{caption}</caption>
          <thead className="bg-muted">
            <tr>
              {selection ? (
                <th scope="col" className="w-12 px-3 py-2">
                  <span className="sr-only">Select</span>
                </th>
              ) : null}
              {columns.map((c) => {
                const sorted = sort?.columnId === c.id ? sort.direction : undefined;
                return (
                  <th
                    key={c.id}
                    scope="col"
                    aria-sort={c.sortValue ? (sorted ?? "none") : undefined}
                    className={cn("px-3 py-2 font-semibold", c.align === "end" ? "text-end" : "text-start")}
                  >
                    {c.sortValue ? (
                      <button
                        type="button"
                        onClick={() => toggleSort(c.id)}
                        className="inline-flex cursor-pointer items-center gap-1 rounded-control font-semibold focus-visible:focus-ring"
                      >
                        {c.header}
                        <SortIcon direction={sorted} />
                      </button>
                    ) : (
                      c.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {loading ? (
              <tr>
                <td colSpan={columns.length + (selection ? 1 : 0)} className="p-6 text-center">
                  <Spinner />
                </td>
              </tr>
            ) : visible.length === 0 ? (
              <tr>
                <td
                  colSpan={columns.length + (selection ? 1 : 0)}
                  className="p-6 text-center text-muted-foreground"
                >
                  {emptyMessage}
                </td>
              </tr>
            ) : (
              visible.map((row) => {
                const rowId = getRowId(row);
                const canSelect = selection?.isSelectable?.(row) ?? true;
                const isSelected = selection?.selected.has(rowId) ?? false;
                return (
                  <tr
                    key={rowId}
                    data-state={isSelected ? "selected" : undefined}
                    className="border-border border-t even:bg-table-stripe data-[state=selected]:bg-secondary"
                  >
                    {selection ? (
                      <td className="px-3 py-2">
                        <Checkbox
                          hideLabel
                          label={selection.rowLabel(row)}
                          checked={isSelected}
                          disabled={!canSelect}
                          onCheckedChange={(checked) => toggleRow(rowId, checked)}
                        />
                      </td>
                    ) : null}
                    {columns.map((c) => {
                      const Cell = c.rowHeader ? "th" : "td";
                      return (
                        <Cell
                          key={c.id}
                          scope={c.rowHeader ? "row" : undefined}
                          className={cn(
                            "px-3 py-2",
                            c.rowHeader && "font-semibold",
                            c.align === "end" ? "text-end" : "text-start",
                          )}
                        >
                          {c.cell(row)}
                        </Cell>
                      );
                    })}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </ScrollRegion>
      {sorted.length > 0 && (pageCount > 1 || pageSizes.length > 1) ? (
        <nav
          aria-label="Pagination"
          className="flex flex-wrap items-center justify-between gap-3 print:hidden"
        >
          {pageSizes.length > 1 ? (
            <div className="flex items-center gap-2">
              <label htmlFor={`${id}-size`} className="text-sm">
                Rows per page
              </label>
              <select
                id={`${id}-size`}
                value={pageSize}
                onChange={(e) => {
                  setPageSize(Number(e.target.value));
                  setPage(0);
                }}
                className="h-8 cursor-pointer rounded-control border-2 border-field-border bg-surface px-2 focus-visible:focus-ring"
              >
                {pageSizes.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            </div>
          ) : (
            <span />
          )}
          <div className="flex items-center gap-2">
            <span className="text-sm">
              {first}–{last} of {sorted.length}
            </span>
            <Button
              variant="outline"
              size="sm"
              disabled={currentPage === 0}
              onClick={() => setPage(currentPage - 1)}
            >
              Previous<span className="sr-only"> page</span>
            </Button>
            <span className="text-sm" aria-current="page">
              Page {currentPage + 1} of {pageCount}
            </span>
            <Button
              variant="outline"
              size="sm"
              disabled={currentPage >= pageCount - 1}
              onClick={() => setPage(currentPage + 1)}
            >
              Next<span className="sr-only"> page</span>
            </Button>
          </div>
        </nav>
      ) : null}
    </div>
  );
}

function SortIcon({ direction }: { direction: DataTableSort["direction"] | undefined }) {
  return (
    <StrokeIcon className="size-4">
      {direction === "ascending" ? (
        <path d="M6 15l6-6 6 6" />
      ) : direction === "descending" ? (
        <path d="M6 9l6 6 6-6" />
      ) : (
        <path d="M8 10l4-4 4 4M8 14l4 4 4-4" />
      )}
    </StrokeIcon>
  );
}
