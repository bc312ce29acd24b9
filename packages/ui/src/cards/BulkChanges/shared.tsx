import {
  type EligibilityOutcome,
  eligibilityOutcomeLabels,
  eligibilityOutcomes,
  type RowSource,
} from "@epr/domain";
import { useId } from "react";
import { cn } from "../../lib/cn.js";

/**
 * What one row of an import will do (or did), as the preview counts and filters it (@epr/domain's
 * outcomes). `error` is a row the server refused on judging: it has at least one error and changes nothing.
 */
export const bulkOutcomes = eligibilityOutcomes;
/** What one row of an import will do. */
export type BulkOutcome = EligibilityOutcome;

/** The outcomes' names as the cards show them (overridable through each card's copy). */
export const defaultBulkOutcomeLabels: Record<BulkOutcome, string> = eligibilityOutcomeLabels;

/** How many rows of each outcome. */
export type BulkOutcomeCounts = Record<BulkOutcome, number>;

/** A count as the cards show it: 50,000. */
export const formatCount = (value: number) => value.toLocaleString("en-US");

/** Fills `{name}` placeholders of a copy string. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = values[key];
    return value === undefined ? whole : typeof value === "number" ? formatCount(value) : value;
  });

/**
 * Words that count something, in the singular and the plural ("{count} row will be applied." /
 * "{count} rows will be applied."): a copy entry of its own, so a caller's copy overrides both.
 */
export interface CountedCopy {
  one: string;
  other: string;
}

/** The wording for `count` (`one` for exactly 1, `other` for any other count, 0 included), filled in. */
export const fillCounted = (copy: CountedCopy, count: number, values: Record<string, string | number>) =>
  fill(count === 1 ? copy.one : copy.other, values);

/** Where a row came from: "Row 12" (a census) or "Segment 48" (an 834's INS); written as the file numbers it, without separators. */
export const sourceText = (
  source: RowSource,
  copy: { sourceRow: string; sourceSegment: string } = { sourceRow: "Row {n}", sourceSegment: "Segment {n}" },
) =>
  source.kind === "row"
    ? fill(copy.sourceRow, { n: String(source.row) })
    : fill(copy.sourceSegment, { n: String(source.segment) });

/** Props of `BulkProgress`. */
export interface BulkProgressProps {
  /** Names the bar ("Upload progress"). */
  label: string;
  /** 0 to 100; omitted while the amount is not known (the bar then says only that work goes on). */
  percent?: number;
  /**
   * What is happening, announced politely ("Reading rows: 12,000 of 50,000"). Omit it when the card
   * keeps a live region of its own that outlives the bar.
   */
  status?: string;
  /** `aria-valuetext` when the bar's value reads better in words ("1,200 of 5,000 rows"). */
  valueText?: string;
  className?: string;
}

/**
 * The bulk cards' progress: a `progressbar` with its value for assistive technology, and a status
 * line announced politely (the bar's every percent would be too chatty to announce).
 */
export function BulkProgress({ label, percent, status, valueText, className }: BulkProgressProps) {
  const labelId = useId();
  const known = percent !== undefined && Number.isFinite(percent);
  const value = known ? Math.max(0, Math.min(100, Math.round(percent))) : undefined;
  return (
    <div data-slot="bulk-progress" className={cn("grid gap-2", className)}>
      <p id={labelId} className="m-0 font-semibold">
        {label}
      </p>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={valueText}
        className="h-3 w-full overflow-hidden rounded-full border border-border bg-muted"
      >
        <div
          className={cn(
            "h-full bg-primary transition-[width] motion-reduce:transition-none",
            known ? undefined : "w-1/3 animate-pulse motion-reduce:animate-none",
          )}
          style={known ? { width: `${value}%` } : undefined}
        />
      </div>
      {status === undefined ? null : (
        <p role="status" className="m-0 text-muted-foreground text-sm">
          {status}
        </p>
      )}
    </div>
  );
}
