import type { ReactNode } from "react";
import { ReadOnlyTable } from "./ReadOnlyTable.js";

/** A column of a `RecordTable`: its heading and what a row shows in it. */
export interface RecordColumn<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Data attributes of the column's cells (tests and print styles find a count by them). */
  cellData?: Record<`data-${string}`, string>;
}

/** Props of `RecordTable`. */
export interface RecordTableProps<Row> {
  /** Names the table to screen readers (visually hidden). */
  caption: string;
  /** The columns in order; the first heads each row (`<th scope="row">`). */
  columns: readonly RecordColumn<Row>[];
  rows: readonly Row[];
  /** A row's stable key. */
  rowKey: (row: Row) => string;
  /** Data attributes of a row's `<tr>`. */
  rowData?: (row: Row) => Record<`data-${string}`, string>;
  /** Cells align to the top (cells that wrap long lists). */
  alignTop?: boolean;
  /** A border and surface around the table (standalone tables such as search results). */
  framed?: boolean;
}

/**
 * A `ReadOnlyTable` drawn from records: one row a record, its first column the row's header, every
 * cell padded alike. The read-only listings of the assist screens (assist-employees.md §2.10: report
 * codes, contacts, the group list and group info's tables) share it, so a row's markup is written once.
 */
export function RecordTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowData,
  alignTop = false,
  framed = false,
}: RecordTableProps<Row>) {
  return (
    <ReadOnlyTable caption={caption} columns={columns.map((c) => c.header)} framed={framed}>
      {rows.map((row) => (
        <tr
          key={rowKey(row)}
          className={alignTop ? "border-border border-t align-top" : "border-border border-t"}
          {...rowData?.(row)}
        >
          {columns.map((column, i) =>
            i === 0 ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed for a table.
              <th key={i} scope="row" className="px-3 py-2 font-semibold" {...column.cellData}>
                {column.cell(row)}
              </th>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed for a table.
              <td key={i} className="px-3 py-2" {...column.cellData}>
                {column.cell(row)}
              </td>
            ),
          )}
        </tr>
      ))}
    </ReadOnlyTable>
  );
}
