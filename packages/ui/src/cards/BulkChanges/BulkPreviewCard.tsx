import { coverageTypeLabel, type RowSource } from "@epr/domain";
import { useVirtualizer } from "@tanstack/react-virtual";
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { cn } from "../../lib/cn.js";
import { Button } from "../../primitives/Button/Button.js";
import { Checkbox } from "../../primitives/Checkbox/Checkbox.js";
import { Field } from "../../primitives/Field/Field.js";
import { RadioGroup } from "../../primitives/RadioGroup/RadioGroup.js";
import { Select } from "../../primitives/Select/Select.js";
import { Skeleton } from "../../primitives/Skeleton/Skeleton.js";
import {
  type BulkOutcome,
  type BulkOutcomeCounts,
  bulkOutcomes,
  defaultBulkOutcomeLabels,
  fill,
  fillCounted,
  formatCount,
  sourceText,
} from "./shared.js";

/** One field a change row changes: its name and the values before and after. */
export interface BulkPreviewChange {
  /** The field's name as the screens show it ("Last Name", "Medical plan"). */
  field: string;
  before: string;
  after: string;
}

/** One error of a row: the column (a census heading, an 834 element) and the spec's message. */
export interface BulkPreviewError {
  column: string;
  message: string;
}

/** A coverage line a row names (its group, plan and dates), worded by the card when the row has no `detail`. */
export interface BulkCoverageLine {
  /** The coverage type's code (MEDICAL, DENTAL, …), named by @epr/domain's labels. */
  coverageType: string;
  groupNumber: string;
  /** The plan (product id), when the line names one. */
  productId?: string | null;
  effectiveDate?: string | null;
  endDate?: string | null;
}

/** One row of the preview, as judged. */
export interface BulkPreviewRow {
  /** Where it came from in the file (a sheet row or an 834 segment). */
  source: RowSource;
  memberName: string;
  /** The member's relationship in words ("Employee", "Spouse"), when useful. */
  relationship?: string;
  outcome: BulkOutcome;
  /** For a change: each field's before and after. */
  changes?: readonly BulkPreviewChange[];
  /** What the row does in a few words, for outcomes other than a change ("Medical from 01/01/2027"). */
  detail?: string;
  /** The coverage lines the row names: worded as its detail when `detail` is not given. */
  coverages?: readonly BulkCoverageLine[];
  errors?: readonly BulkPreviewError[];
}

/** The preview's filters: one outcome, one error message, or all (null). */
export interface BulkPreviewFilter {
  outcome: BulkOutcome | null;
  error: string | null;
}

/** An error message the rows carry, with how many rows carry it (the error filter's options). */
export interface BulkErrorSummary {
  message: string;
  count: number;
}

/** A member of the client's roster missing from an 834 full file: proposed for termination. */
export interface BulkProposedTermination {
  /** The caller's key for the member (given back in `onApply`). */
  id: string;
  memberName: string;
  /** What would end ("Medical and dental in group 100200, from 12/31/2026"). */
  detail?: string;
  /** The member's coverage lines that would end: worded as its detail when `detail` is not given. */
  coverages?: readonly BulkCoverageLine[];
  /** Why it cannot be made (the screens' message, e.g. a pending transaction): shown, and not tickable. */
  refusal?: string | null;
}

/** How to apply: every row or none, or only the rows without errors. */
export type BulkApplyMode = "allOrNothing" | "validOnly";

/** What the administrator chose to apply. */
export interface BulkApplyChoice {
  applyMode: BulkApplyMode;
  /** The proposed terminations ticked (their ids); the others are not ended. */
  terminations: string[];
}

/** The preview card's words; those that count rows say one row and many apart (`{ one, other }`). */
export const defaultBulkPreviewCopy = {
  title: "Preview of “{file}”",
  intro: "Nothing has changed yet. Check what each row will do, then choose how to apply it.",
  countsTitle: "Rows by outcome",
  totalRows: "Rows in the file",
  ...defaultBulkOutcomeLabels,
  filtersTitle: "Filter the rows",
  outcomeFilter: "Outcome",
  allOutcomes: "All outcomes",
  errorFilter: "Error",
  allErrors: "Any or no error",
  optionCount: "{label} ({count})",
  clearFilters: "Show every row",
  /** Counted by the file's rows. */
  showing: {
    one: "Showing {shown} of {total} row.",
    other: "Showing {shown} of {total} rows.",
  },
  tableCaption: "Rows of “{file}”",
  tableHelp:
    "The table shows a window of the rows as you scroll: use the arrow keys and Page Up or Page Down to scroll, Home and End for the first and last row.",
  colSource: "Row",
  colMember: "Member",
  colOutcome: "Outcome",
  colChange: "What changes",
  colErrors: "Errors",
  sourceRow: "Row {n}",
  sourceSegment: "Segment {n}",
  /** A coverage line in words: "Medical 100100-MED in group 100100 from 01/01/2027". */
  coverageLine: "{coverage}{plan} in group {group}{from}{until}",
  coveragePlan: " {plan}",
  coverageFrom: " from {date}",
  coverageUntil: " ending {date}",
  coverageSeparator: "; ",
  before: "was",
  after: "now",
  emptyValue: "(empty)",
  noErrors: "None",
  loadingRow: "Loading row {n}",
  noRows: "No row matches these filters.",
  terminationsTitle: "Members missing from the full file",
  terminationsIntro:
    "This 834 is a full file. These members are on the client's roster but not in the file, so ending their coverage is proposed. Each is ended only if you tick it.",
  terminate: "End coverage for {name}",
  terminationRefused: "Cannot be ended: {reason}",
  applyTitle: "Apply",
  modeLegend: "How to apply",
  allOrNothing: "All or nothing: if one row is refused, nothing changes",
  validOnly: "Only the rows without errors: rows with errors are left out and listed in the results",
  willApply: {
    one: "{count} row will be applied.",
    other: "{count} rows will be applied.",
  },
  apply: "Apply changes",
  discard: "Upload a different file",
  notAllowed:
    "Your login may view this preview but not apply it. An administrator who may modify every group in the file can apply it.",
  allOrNothingWithErrors: {
    one: "All or nothing cannot apply while {count} row has errors. Correct it and upload the file again, or choose Only the rows without errors.",
    other:
      "All or nothing cannot apply while {count} rows have errors. Correct them and upload the file again, or choose Only the rows without errors.",
  },
  nothingToApply: "No row changes anything, so there is nothing to apply.",
};

/** The words of `BulkPreviewCard`. */
export type BulkPreviewCopy = typeof defaultBulkPreviewCopy;

/** Props of `BulkPreviewCard`. */
export interface BulkPreviewCardProps {
  /** The uploaded file's name. */
  fileName: string;
  /** Rows of each outcome in the whole file (not filtered). */
  counts: BulkOutcomeCounts;
  /** The error messages of the file's rows, with their counts: the error filter's options. */
  errorSummaries?: readonly BulkErrorSummary[];
  /** The filters shown (controlled: the rows given are the ones matching it). */
  filter: BulkPreviewFilter;
  onFilterChange: (filter: BulkPreviewFilter) => void;
  /**
   * The rows matching `filter`: how many, and the one at an index (0-based) when loaded. The card
   * renders only the rows in view; a row not loaded yet shows as loading and `onNeedRows` asks for
   * its range. With every row in memory, pass `rows.length` and `(i) => rows[i]`.
   */
  rowCount: number;
  getRow: (index: number) => BulkPreviewRow | undefined;
  /** Rows `start` to `end` (inclusive, 0-based, of the filtered rows) are in view and some are not loaded. */
  onNeedRows?: (range: { start: number; end: number }) => void;
  /** An 834 full file: the roster's members missing from it, each ended only if ticked. */
  proposedTerminations?: readonly BulkProposedTermination[];
  /** The login may apply (false for a view-only login, which may still preview). */
  mayApply: boolean;
  /** The apply mode chosen first (all or nothing by default). */
  defaultMode?: BulkApplyMode;
  /** Apply was chosen and is being started: the button waits. */
  applying?: boolean;
  onApply: (choice: BulkApplyChoice) => void;
  /** Leave this preview to upload another file. */
  onDiscard?: () => void;
  /** The table's height in pixels (it scrolls inside). */
  tableHeight?: number;
  copy?: Partial<BulkPreviewCopy>;
}

/** Source, member, outcome, change, errors. */
/** Source, member, outcome, change, errors: fixed widths, so the rows in view never shift the columns. */
const columnWidths = ["7rem", "13rem", "9rem", "auto", "auto"];
const COLUMN_COUNT = columnWidths.length;
const cellClass = "px-3 py-2 align-top [overflow-wrap:anywhere]";

const outcomeClass: Record<BulkOutcome, string> = {
  addEmployee: "border-success text-foreground",
  addDependent: "border-success text-foreground",
  change: "border-info text-foreground",
  endCoverage: "border-warning text-foreground",
  reinstate: "border-info text-foreground",
  noChange: "border-border text-muted-foreground",
  error: "border-danger text-danger",
};

/** Coverage lines in words (the copy's `coverageLine` each), or undefined when there is none. */
export function coverageText(
  lines: readonly BulkCoverageLine[] | undefined,
  words: Pick<
    BulkPreviewCopy,
    "coverageLine" | "coveragePlan" | "coverageFrom" | "coverageUntil" | "coverageSeparator"
  > = defaultBulkPreviewCopy,
): string | undefined {
  if (!lines?.length) return undefined;
  return lines
    .map((line) =>
      fill(words.coverageLine, {
        coverage: coverageTypeLabel(line.coverageType),
        plan: line.productId ? fill(words.coveragePlan, { plan: line.productId }) : "",
        group: line.groupNumber,
        from: line.effectiveDate ? fill(words.coverageFrom, { date: line.effectiveDate }) : "",
        until: line.endDate ? fill(words.coverageUntil, { date: line.endDate }) : "",
      }),
    )
    .join(words.coverageSeparator);
}

/** The value of a change side: an empty value is said, not left blank. */
const shownValue = (value: string, words: BulkPreviewCopy) =>
  value.trim() === "" ? words.emptyValue : value;

function PreviewRowCells({ row, words }: { row: BulkPreviewRow; words: BulkPreviewCopy }) {
  const errors = row.errors ?? [];
  const changes = row.changes ?? [];
  return (
    <>
      <th scope="row" className={cn(cellClass, "text-left font-semibold")}>
        {sourceText(row.source, words)}
      </th>
      <td className={cellClass}>
        <span className="block">{row.memberName}</span>
        {row.relationship ? (
          <span className="block text-muted-foreground text-sm">{row.relationship}</span>
        ) : null}
      </td>
      <td className={cellClass}>
        <span
          data-outcome={row.outcome}
          className={cn(
            "inline-block rounded-control border-s-4 ps-2 font-semibold",
            outcomeClass[row.outcome],
          )}
        >
          {words[row.outcome]}
        </span>
      </td>
      <td className={cellClass}>
        {changes.length > 0 ? (
          <ul className="m-0 grid list-none gap-1 p-0">
            {changes.map((change) => (
              <li key={change.field} data-change-field={change.field}>
                <span className="font-semibold">{change.field}:</span>{" "}
                <span className="sr-only">{words.before} </span>
                <span className="line-through decoration-1">{shownValue(change.before, words)}</span>{" "}
                <span aria-hidden="true">→</span> <span className="sr-only">{words.after} </span>
                <span>{shownValue(change.after, words)}</span>
              </li>
            ))}
          </ul>
        ) : (
          (row.detail ?? coverageText(row.coverages, words) ?? <span aria-hidden="true">—</span>)
        )}
      </td>
      <td className={cellClass}>
        {errors.length > 0 ? (
          <ul className="m-0 grid list-none gap-1 p-0 text-danger">
            {errors.map((error, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row's errors are fixed, and two may share a column.
              <li key={i} data-error-column={error.column}>
                <span className="font-semibold">{error.column}:</span> {error.message}
              </li>
            ))}
          </ul>
        ) : (
          <span className="text-muted-foreground">{words.noErrors}</span>
        )}
      </td>
    </>
  );
}

function LoadingRowCells({ index, words }: { index: number; words: BulkPreviewCopy }) {
  return (
    <>
      <td className={cellClass}>
        <span className="sr-only">{fill(words.loadingRow, { n: String(index + 1) })}</span>
        <Skeleton className="h-4 w-16" />
      </td>
      {[2, 3, 4, 5].map((column) => (
        <td key={column} className={cellClass}>
          <Skeleton className="h-4 w-full" />
        </td>
      ))}
    </>
  );
}

/** Why Apply cannot be used now, or null when it can. */
function applyBlock(
  mayApply: boolean,
  mode: BulkApplyMode,
  counts: BulkOutcomeCounts,
  toApply: number,
  words: BulkPreviewCopy,
) {
  if (!mayApply) return words.notAllowed;
  if (mode === "allOrNothing" && counts.error > 0)
    return fillCounted(words.allOrNothingWithErrors, counts.error, { count: counts.error });
  if (toApply === 0) return words.nothingToApply;
  return null;
}

/**
 * Bulk changes, step 2: every row of the uploaded file with what it will do, before anything changes.
 * Counts by outcome; filters by outcome and by error message (controlled: the caller gives the rows
 * matching them); the rows in a table that renders only what is in view (TanStack Virtual), so 50,000
 * rows scroll smoothly, while `aria-rowcount`/`aria-rowindex` tell a screen reader where it is; an 834
 * full file's missing members apart, each ended only if ticked; the apply mode and Apply, which says
 * why it cannot be used (a view-only login, all or nothing with errors, nothing to apply). Fetches
 * nothing.
 */
export function BulkPreviewCard({
  fileName,
  counts,
  errorSummaries = [],
  filter,
  onFilterChange,
  rowCount,
  getRow,
  onNeedRows,
  proposedTerminations = [],
  mayApply,
  defaultMode = "allOrNothing",
  applying = false,
  onApply,
  onDiscard,
  tableHeight = 480,
  copy,
}: BulkPreviewCardProps) {
  const words = { ...defaultBulkPreviewCopy, ...copy };
  const headingId = useId();
  const countsId = useId();
  const captionId = useId();
  const helpId = useId();
  const terminationsId = useId();
  const blockId = useId();
  const [mode, setMode] = useState<BulkApplyMode>(defaultMode);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set());
  const scrollRef = useRef<HTMLElement>(null);
  const headerRef = useRef<HTMLTableSectionElement>(null);
  const [headerHeight, setHeaderHeight] = useState(0);
  useLayoutEffect(() => {
    setHeaderHeight(headerRef.current?.offsetHeight ?? 0);
  }, []);

  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 56,
    overscan: 8,
    scrollMargin: headerHeight,
  });
  const items = virtualizer.getVirtualItems();
  // The rows out of view are two spacer rows (hidden from assistive technology), so the table keeps
  // its native layout and semantics while only the rows in view exist.
  const firstItem = items[0];
  const lastItem = items[items.length - 1];
  const paddingTop = firstItem ? firstItem.start - headerHeight : 0;
  const paddingBottom = lastItem ? virtualizer.getTotalSize() - (lastItem.end - headerHeight) : 0;

  // A new filter shows its first rows.
  const filterKey = `${filter.outcome ?? ""}\u0000${filter.error ?? ""}`;
  const shownFilter = useRef(filterKey);
  useEffect(() => {
    if (shownFilter.current === filterKey) return;
    shownFilter.current = filterKey;
    virtualizer.scrollToOffset(0);
  }, [filterKey, virtualizer]);

  // Ask for the rows in view that are not loaded, once per window.
  const first = items[0]?.index;
  const last = items[items.length - 1]?.index;
  const asked = useRef("");
  useEffect(() => {
    if (!onNeedRows || first === undefined || last === undefined) return;
    let missing = false;
    for (let i = first; i <= last && !missing; i++) missing = getRow(i) === undefined;
    const key = `${filterKey}:${first}-${last}`;
    if (!missing || asked.current === key) return;
    asked.current = key;
    onNeedRows({ start: first, end: last });
  }, [first, last, filterKey, getRow, onNeedRows]);

  const total = bulkOutcomes.reduce((sum, outcome) => sum + counts[outcome], 0);
  const changing = total - counts.noChange - counts.error;
  const toApply = changing + ticked.size;
  const blocked = applyBlock(mayApply, mode, counts, toApply, words);
  const filtered = filter.outcome !== null || filter.error !== null;

  const onTableKey = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget || rowCount === 0) return;
    if (event.key === "Home") virtualizer.scrollToIndex(0, { align: "start" });
    else if (event.key === "End") virtualizer.scrollToIndex(rowCount - 1, { align: "end" });
    else return;
    event.preventDefault();
  };

  return (
    <section
      aria-labelledby={headingId}
      data-slot="bulk-preview"
      className="grid min-w-0 gap-5 rounded-card border border-border bg-surface p-5"
    >
      <div className="grid gap-1">
        <h2 id={headingId} className="m-0 font-semibold text-xl">
          {fill(words.title, { file: fileName })}
        </h2>
        <p className="m-0">{words.intro}</p>
      </div>

      <div className="grid gap-2">
        <h3 id={countsId} className="m-0 font-semibold text-lg">
          {words.countsTitle}
        </h3>
        <dl aria-labelledby={countsId} className="m-0 flex flex-wrap gap-2" data-outcome-counts="">
          <div className="rounded-control border border-border px-3 py-1">
            <dt className="text-muted-foreground text-sm">{words.totalRows}</dt>
            <dd className="m-0 font-semibold text-lg" data-count="total">
              {formatCount(total)}
            </dd>
          </div>
          {bulkOutcomes.map((outcome) => (
            <div
              key={outcome}
              className={cn("rounded-control border border-s-4 px-3 py-1", outcomeClass[outcome])}
            >
              <dt className="text-muted-foreground text-sm">{words[outcome]}</dt>
              <dd className="m-0 font-semibold text-foreground text-lg" data-count={outcome}>
                {formatCount(counts[outcome])}
              </dd>
            </div>
          ))}
        </dl>
      </div>

      <fieldset className="m-0 grid gap-3 border-0 p-0">
        <legend className="mb-2 p-0 font-semibold text-lg">{words.filtersTitle}</legend>
        <div className="flex flex-wrap items-end gap-4">
          <Field label={words.outcomeFilter} className="min-w-48">
            <Select
              placeholder={null}
              value={filter.outcome ?? ""}
              onChange={(event) =>
                onFilterChange({ ...filter, outcome: (event.target.value || null) as BulkOutcome | null })
              }
              options={[
                { value: "", label: fill(words.optionCount, { label: words.allOutcomes, count: total }) },
                ...bulkOutcomes
                  .filter((outcome) => counts[outcome] > 0 || filter.outcome === outcome)
                  .map((outcome) => ({
                    value: outcome,
                    label: fill(words.optionCount, { label: words[outcome], count: counts[outcome] }),
                  })),
              ]}
            />
          </Field>
          <Field label={words.errorFilter} className="min-w-48 max-w-full flex-1">
            <Select
              placeholder={null}
              value={filter.error ?? ""}
              disabled={errorSummaries.length === 0 && filter.error === null}
              onChange={(event) => onFilterChange({ ...filter, error: event.target.value || null })}
              options={[
                { value: "", label: words.allErrors },
                ...errorSummaries.map((summary) => ({
                  value: summary.message,
                  label: fill(words.optionCount, { label: summary.message, count: summary.count }),
                })),
              ]}
            />
          </Field>
          {filtered ? (
            <Button variant="outline" onClick={() => onFilterChange({ outcome: null, error: null })}>
              {words.clearFilters}
            </Button>
          ) : null}
        </div>
        <p role="status" className="m-0 text-muted-foreground" data-preview-showing="">
          {fillCounted(words.showing, total, { shown: rowCount, total })}
        </p>
      </fieldset>

      <div className="grid gap-1">
        <p id={helpId} className="m-0 text-muted-foreground text-sm">
          {words.tableHelp}
        </p>
        <section
          ref={scrollRef}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the rows scroll by keyboard (axe: a scrollable region must have keyboard access).
          tabIndex={0}
          aria-labelledby={captionId}
          aria-describedby={helpId}
          onKeyDown={onTableKey}
          data-preview-scroll=""
          className="relative overflow-auto rounded-card border border-border focus-visible:focus-ring"
          style={{ height: tableHeight }}
        >
          <table
            aria-rowcount={rowCount + 1}
            aria-colcount={COLUMN_COUNT}
            className="w-full min-w-[58rem] table-fixed border-collapse text-left text-sm"
          >
            <caption id={captionId} className="sr-only">
              {fill(words.tableCaption, { file: fileName })}
            </caption>
            <colgroup>
              {columnWidths.map((width, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed.
                <col key={i} style={{ width }} />
              ))}
            </colgroup>
            <thead ref={headerRef} className="sticky top-0 z-10 bg-muted">
              <tr aria-rowindex={1}>
                {[words.colSource, words.colMember, words.colOutcome, words.colChange, words.colErrors].map(
                  (heading) => (
                    <th key={heading} scope="col" className={cn(cellClass, "font-semibold")}>
                      {heading}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {rowCount === 0 ? (
                <tr aria-rowindex={2}>
                  <td colSpan={COLUMN_COUNT} className={cn(cellClass, "py-6 text-center")}>
                    {words.noRows}
                  </td>
                </tr>
              ) : (
                <>
                  {paddingTop > 0 ? (
                    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer row holds no control; it stands for the rows out of view.
                    <tr aria-hidden="true">
                      <td colSpan={COLUMN_COUNT} className="border-0 p-0" style={{ height: paddingTop }} />
                    </tr>
                  ) : null}
                  {items.map((item) => {
                    const row = getRow(item.index);
                    return (
                      <tr
                        key={item.key}
                        aria-rowindex={item.index + 2}
                        data-index={item.index}
                        ref={virtualizer.measureElement}
                        className="border-border border-t"
                      >
                        {row ? (
                          <PreviewRowCells row={row} words={words} />
                        ) : (
                          <LoadingRowCells index={item.index} words={words} />
                        )}
                      </tr>
                    );
                  })}
                  {paddingBottom > 0 ? (
                    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer row holds no control; it stands for the rows out of view.
                    <tr aria-hidden="true">
                      <td colSpan={COLUMN_COUNT} className="border-0 p-0" style={{ height: paddingBottom }} />
                    </tr>
                  ) : null}
                </>
              )}
            </tbody>
          </table>
        </section>
      </div>

      {proposedTerminations.length > 0 ? (
        <fieldset
          aria-describedby={terminationsId}
          className="m-0 grid gap-2 rounded-card border border-warning border-s-8 p-4"
          data-proposed-terminations=""
        >
          <legend className="px-1 font-semibold text-lg">{words.terminationsTitle}</legend>
          <p id={terminationsId} className="m-0">
            {words.terminationsIntro}
          </p>
          <ul className="m-0 grid list-none gap-2 p-0">
            {proposedTerminations.map((member) => (
              <li key={member.id}>
                <Checkbox
                  label={fill(words.terminate, { name: member.memberName })}
                  hint={
                    member.refusal ? (
                      <>
                        {member.detail ?? coverageText(member.coverages, words)}
                        <span className="block text-danger" data-refusal="">
                          {fill(words.terminationRefused, { reason: member.refusal })}
                        </span>
                      </>
                    ) : (
                      (member.detail ?? coverageText(member.coverages, words))
                    )
                  }
                  disabled={Boolean(member.refusal)}
                  checked={!member.refusal && ticked.has(member.id)}
                  onCheckedChange={(checked) =>
                    setTicked((current) => {
                      const next = new Set(current);
                      if (checked) next.add(member.id);
                      else next.delete(member.id);
                      return next;
                    })
                  }
                />
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}

      <div className="grid gap-3">
        <h3 className="m-0 font-semibold text-lg">{words.applyTitle}</h3>
        <RadioGroup
          legend={words.modeLegend}
          value={mode}
          onValueChange={(value) => setMode(value as BulkApplyMode)}
          options={[
            { value: "allOrNothing", label: words.allOrNothing },
            { value: "validOnly", label: words.validOnly },
          ]}
        />
        {blocked ? null : (
          <p className="m-0" data-will-apply="">
            {fillCounted(words.willApply, toApply, { count: toApply })}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button
            aria-disabled={blocked ? true : undefined}
            aria-describedby={blocked ? blockId : undefined}
            loading={applying}
            onClick={() => {
              if (blocked || applying) return;
              onApply({
                applyMode: mode,
                terminations: proposedTerminations.filter((m) => ticked.has(m.id)).map((m) => m.id),
              });
            }}
          >
            {words.apply}
          </Button>
          {onDiscard ? (
            <Button variant="outline" onClick={onDiscard} disabled={applying}>
              {words.discard}
            </Button>
          ) : null}
        </div>
        {blocked ? (
          <p id={blockId} className="m-0 text-muted-foreground" data-apply-blocked="">
            {blocked}
          </p>
        ) : null}
      </div>
    </section>
  );
}
