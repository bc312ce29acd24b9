import {
  columnFilteringFeature,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  type FilterFn,
  functionalUpdate,
  globalFilteringFeature,
  metaHelper,
  type RowData,
  type RowSelectionState,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  type SortFn,
  type TableFeatures,
  tableFeatures,
  type Updater,
  useTable,
} from "@tanstack/react-table";
import { type ReactNode, useId, useMemo, useRef } from "react";
import { cn } from "../../lib/cn.js";
import { StrokeIcon } from "../../lib/StrokeIcon.js";
import { Button } from "../Button/Button.js";
import { Checkbox } from "../Checkbox/Checkbox.js";
import { ScrollRegion } from "../ScrollRegion/ScrollRegion.js";
import { Spinner } from "../Spinner/Spinner.js";
import { TextInput } from "../TextInput/TextInput.js";
import { ariaSortOf, SortHeaderButton } from "./SortHeader.js";

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

/** Sorts by `sortValue`: numbers by value, text in numeric order ("9" before "10"). */
const bySortValue: SortFn<TableFeatures, RowData> = (a, b, columnId) => {
  const x = a.getValue<string | number>(columnId);
  const y = b.getValue<string | number>(columnId);
  return typeof x === "number" && typeof y === "number"
    ? x - y
    : String(x).localeCompare(String(y), undefined, { numeric: true });
};

// One engine for every table: TanStack Table's sort, global filter, selection and page row models.
const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { sortValue: bySortValue },
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
  rowSelectionFeature,
  columnMeta: metaHelper<Pick<DataTableColumn<RowData>, "align" | "rowHeader">>(),
});

/**
 * A data table with sort (header buttons, `aria-sort`), a text filter, select-all and paging with
 * a page-size picker. Select-all selects every selectable row that matches the filter, on all pages.
 */
export function DataTable<Row extends RowData>({
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
  const tableColumns = useMemo(
    () =>
      columns.map((c) => ({
        id: c.id,
        header: c.header,
        // The sort value when the column sorts, else the filter text: the value TanStack reads.
        accessorFn: (row: Row) => c.sortValue?.(row) ?? c.filterValue?.(row) ?? "",
        cell: ({ row }: { row: { original: Row } }) => c.cell(row.original),
        enableSorting: Boolean(c.sortValue),
        sortFn: "sortValue" as const,
        enableGlobalFilter: Boolean(c.filterValue),
        meta: { align: c.align, rowHeader: c.rowHeader },
      })),
    [columns],
  );
  // The text filter matches a column's `filterValue`, case-insensitive.
  const matchesFilter = useMemo<FilterFn<typeof features, Row>>(() => {
    const byId = new Map(columns.map((c) => [c.id, c]));
    return (row, columnId, filter) => {
      const q = String(filter).trim().toLowerCase();
      return byId.get(columnId)?.filterValue?.(row.original).toLowerCase().includes(q) ?? false;
    };
  }, [columns]);
  // Selection stays the caller's (a set of row ids); TanStack reads and updates it as its state.
  const rowSelection = useMemo<RowSelectionState>(
    () => Object.fromEntries([...(selection?.selected ?? [])].map((rowId) => [rowId, true])),
    [selection?.selected],
  );
  const table = useTable({
    features,
    data: useSameRows(rows),
    columns: tableColumns,
    getRowId: (row) => getRowId(row),
    initialState: {
      sorting: defaultSort
        ? [{ id: defaultSort.columnId, desc: defaultSort.direction === "descending" }]
        : [],
      globalFilter: "",
      pagination: { pageIndex: 0, pageSize: pageSizes[0] ?? 10 },
    },
    globalFilterFn: matchesFilter,
    enableRowSelection: (row) => (selection ? (selection.isSelectable?.(row.original) ?? true) : false),
    state: { rowSelection },
    onRowSelectionChange: (updater: Updater<RowSelectionState>) => {
      if (!selection) return;
      const next = functionalUpdate(updater, rowSelection);
      selection.onChange(new Set(Object.keys(next).filter((rowId) => next[rowId])));
    },
  });

  const matching = table.getFilteredRowModel().rows;
  const visible = table.getRowModel().rows;
  const { pageIndex, pageSize } = table.state.pagination;
  const pageCount = Math.max(1, table.getPageCount());
  const selectable = selection ? matching.filter((r) => r.getCanSelect()) : [];
  const selectedCount = selectable.filter((r) => r.getIsSelected()).length;
  const allSelected = selectable.length > 0 && selectedCount === selectable.length;

  const first = matching.length === 0 ? 0 : pageIndex * pageSize + 1;
  const last = Math.min(matching.length, (pageIndex + 1) * pageSize);
  const noun = matching.length === 1 ? itemName[0] : itemName[1];
  const columnCount = columns.length + (selection ? 1 : 0);

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
                value={String(table.state.globalFilter ?? "")}
                onChange={(e) => table.setGlobalFilter(e.target.value)}
              />
            </div>
          ) : null}
          {selection ? (
            <Checkbox
              label={selection.selectAllLabel ?? `Select all ${itemName[1]}`}
              checked={allSelected}
              indeterminate={selectedCount > 0 && !allSelected}
              disabled={selectable.length === 0}
              onCheckedChange={(checked) => table.toggleAllRowsSelected(checked)}
            />
          ) : null}
        </div>
      ) : null}
      <p className="m-0 text-muted-foreground text-sm" aria-live="polite">
        {matching.length} {noun}
        {selection ? `, ${selectedCount} selected` : ""}
      </p>
      <ScrollRegion
        label={typeof caption === "string" ? caption : itemName[1]}
        className="rounded-card border border-input"
      >
        <table className="w-full border-collapse text-start">
          <caption className={cn("p-3 text-start font-bold", hideCaption && "sr-only")}>{caption}</caption>
          <thead className="bg-muted">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {selection ? (
                  <th scope="col" className="w-12 px-3 py-2">
                    <span className="sr-only">Select</span>
                  </th>
                ) : null}
                {group.headers.map((header) => {
                  const column = header.column;
                  const direction = ariaSortOf(column);
                  const label = String(column.columnDef.header ?? "");
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={direction}
                      className={cn(
                        "px-3 py-2 font-semibold",
                        column.columnDef.meta?.align === "end" ? "text-end" : "text-start",
                      )}
                    >
                      {column.getCanSort() ? (
                        <SortHeaderButton column={column}>
                          {label}
                          <SortIcon direction={direction} />
                        </SortHeaderButton>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {loading ? (
              <tr>
                <td colSpan={columnCount} className="p-6 text-center">
                  <Spinner />
                </td>
              </tr>
            ) : visible.length === 0 ? (
              <tr>
                <td colSpan={columnCount} className="p-6 text-center text-muted-foreground">
                  {emptyMessage}
                </td>
              </tr>
            ) : (
              visible.map((row) => {
                const isSelected = row.getIsSelected();
                return (
                  <tr
                    key={row.id}
                    data-state={isSelected ? "selected" : undefined}
                    className="border-border border-t even:bg-table-stripe data-[state=selected]:bg-secondary"
                  >
                    {selection ? (
                      <td className="px-3 py-2">
                        <Checkbox
                          hideLabel
                          label={selection.rowLabel(row.original)}
                          checked={isSelected}
                          disabled={!row.getCanSelect()}
                          onCheckedChange={(checked) => row.toggleSelected(checked)}
                        />
                      </td>
                    ) : null}
                    {row.getAllCells().map((cell) => {
                      const meta = cell.column.columnDef.meta;
                      const Cell = meta?.rowHeader ? "th" : "td";
                      return (
                        <Cell
                          key={cell.id}
                          scope={meta?.rowHeader ? "row" : undefined}
                          className={cn(
                            "px-3 py-2",
                            meta?.rowHeader && "font-semibold",
                            meta?.align === "end" ? "text-end" : "text-start",
                          )}
                        >
                          <table.FlexRender cell={cell} />
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
      {matching.length > 0 && (pageCount > 1 || pageSizes.length > 1) ? (
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
                // A new page size starts again at the first page.
                onChange={(e) => table.setPagination({ pageIndex: 0, pageSize: Number(e.target.value) })}
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
              {first}–{last} of {matching.length}
            </span>
            <Button
              variant="outline"
              size="sm"
              disabled={!table.getCanPreviousPage()}
              onClick={table.previousPage}
            >
              Previous<span className="sr-only"> page</span>
            </Button>
            <span className="text-sm" aria-current="page">
              Page {pageIndex + 1} of {pageCount}
            </span>
            <Button variant="outline" size="sm" disabled={!table.getCanNextPage()} onClick={table.nextPage}>
              Next<span className="sr-only"> page</span>
            </Button>
          </div>
        </nav>
      ) : null}
    </div>
  );
}

/**
 * The previous array while the rows are the same ones: TanStack goes back to the first page when
 * its data changes, and callers often pass a new array of the same rows on every render.
 */
function useSameRows<Row>(rows: readonly Row[]): readonly Row[] {
  const last = useRef(rows);
  const same = last.current.length === rows.length && last.current.every((row, i) => row === rows[i]);
  if (!same) last.current = rows;
  return last.current;
}

function SortIcon({ direction }: { direction: ReturnType<typeof ariaSortOf> }) {
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
