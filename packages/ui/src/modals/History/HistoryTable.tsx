import {
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  type SortingState,
  sortFn_alphanumeric,
  sortFn_text,
  tableFeatures,
  useTable,
} from "@tanstack/react-table";
import { type ReactNode, useMemo, useState } from "react";
import { cn } from "../../lib/cn.js";
import { StrokeIcon } from "../../lib/StrokeIcon.js";
import { ariaSortOf, SortHeaderButton } from "../../primitives/DataTable/SortHeader.js";
import { ScrollRegion } from "../../primitives/ScrollRegion/ScrollRegion.js";
import {
  describeChange,
  formatHistoryTime,
  type HistoryChange,
  type HistoryFact,
  type HistoryModalKind,
  type HistoryRow,
  transactionTypeLabels,
} from "./historyColumns.js";

/** The table's column headers (our wording; the spec names the data, not the headers). */
export const defaultHistoryTableCopy = {
  when: "Date",
  who: "Changed By",
  member: "Member",
  transaction: "Transaction",
  before: "Before",
  after: "After",
  /** Said in an empty before or after cell: nothing there (added, or removed). */
  none: "None",
};
/** The words of the history table. */
export type HistoryTableCopy = Record<keyof typeof defaultHistoryTableCopy, string>;

/** A row with its change described for the modal. */
interface DescribedRow extends HistoryRow {
  change: HistoryChange;
}

// Sorting only: the rows are one page or a few, read newest first (enrollment.md §7 History).
const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, text: sortFn_text },
});
const helper = createColumnHelper<typeof features, DescribedRow>();

/** Props of `HistoryTable`. */
export interface HistoryTableProps {
  /** Which modal the table serves: decides how before and after are described. */
  kind: HistoryModalKind;
  /** The records, newest first as the service answers them. */
  rows: readonly HistoryRow[];
  /** The table's accessible name (the modal's title). */
  caption: string;
  /** Time zone of the times shown; the administrator's (the browser's) by default. */
  timeZone?: string;
  copy?: Partial<HistoryTableCopy>;
}

/**
 * The one table the six history modals share: date, who, member, transaction, and before/after
 * in words. Columns sort by their header button (click, Enter or Space); the sorted header says
 * so with `aria-sort`. Newest first until the administrator sorts.
 */
export function HistoryTable({ kind, rows, caption, timeZone, copy }: HistoryTableProps) {
  const words = { ...defaultHistoryTableCopy, ...copy };
  const [sorting, setSorting] = useState<SortingState>([{ id: "when", desc: true }]);
  const data = useMemo(
    () =>
      rows.flatMap((row) => {
        const change = describeChange(kind, row);
        return change ? [{ ...row, change }] : [];
      }),
    [rows, kind],
  );
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor("when", {
          header: words.when,
          sortFn: "text",
          cell: (info) => formatHistoryTime(info.getValue(), timeZone),
        }),
        helper.accessor("who", { header: words.who, sortFn: "alphanumeric" }),
        helper.accessor("memberName", { header: words.member, sortFn: "alphanumeric" }),
        helper.accessor((row) => transactionTypeLabels[row.transactionType] ?? row.transactionType, {
          id: "transaction",
          header: words.transaction,
          sortFn: "alphanumeric",
        }),
        helper.display({
          id: "before",
          header: words.before,
          cell: (info) => <Facts facts={info.row.original.change.before} none={words.none} />,
        }),
        helper.display({
          id: "after",
          header: words.after,
          cell: (info) => <Facts facts={info.row.original.change.after} none={words.none} />,
        }),
      ]),
    [words.when, words.who, words.member, words.transaction, words.before, words.after, words.none, timeZone],
  );
  const table = useTable({ features, columns, data, state: { sorting }, onSortingChange: setSorting });

  return (
    <ScrollRegion label={caption} className="rounded-card border border-input">
      <table data-slot="history-table" className="w-full border-collapse text-start text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const column = header.column;
                const sorted = column.getIsSorted();
                const label = String(column.columnDef.header ?? "");
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={ariaSortOf(column)}
                    className="px-3 py-2 text-start align-bottom font-semibold"
                  >
                    {column.getCanSort() ? (
                      <SortHeaderButton column={column}>
                        {label}
                        <SortIcon direction={sorted || undefined} />
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
          {table.getRowModel().rows.map((row) => (
            <tr key={row.original.id} className="border-border border-t align-top even:bg-table-stripe">
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className="px-3 py-2">
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** The rows a modal shows: those whose change it describes (the COB modals each show their part). */
export function visibleHistoryRows(kind: HistoryModalKind, rows: readonly HistoryRow[]): HistoryRow[] {
  return rows.filter((row) => describeChange(kind, row) !== null);
}

/** One side of a change: each fact as "Label: value". */
function Facts({ facts, none }: { facts: HistoryFact[]; none: string }): ReactNode {
  if (facts.length === 0) return <span className="text-muted-foreground">{none}</span>;
  return (
    <dl className="m-0 grid gap-0.5">
      {facts.map((f) => (
        <div key={f.label}>
          <dt className="inline font-semibold">{f.label}: </dt>
          <dd className="m-0 inline">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The header's sort arrow (decorative: `aria-sort` says the order). */
function SortIcon({ direction }: { direction: "asc" | "desc" | undefined }) {
  return (
    <StrokeIcon className={cn("size-4", direction ? "text-foreground" : "text-muted-foreground")}>
      {direction === "asc" ? (
        <path d="M12 19V5M6 11l6-6 6 6" strokeLinecap="round" strokeLinejoin="round" />
      ) : direction === "desc" ? (
        <path d="M12 5v14M6 13l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
      ) : (
        <path d="M8 9l4-4 4 4M8 15l4 4 4-4" strokeLinecap="round" strokeLinejoin="round" />
      )}
    </StrokeIcon>
  );
}
