import { ELIGIBILITY_ROWS_PAGE_SIZE, type EligibilityImport, type EligibilityImportRow } from "@epr/contract";
import { relationshipLabels } from "@epr/domain";
import type {
  BulkCoverageLine,
  BulkErrorSummary,
  BulkOutcomeCounts,
  BulkPreviewFilter,
  BulkPreviewRow,
  BulkProposedTermination,
} from "@epr/ui/cards/bulk-changes";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState } from "react";
import { eligibilityImportRowsQuery } from "./bulkChangesQueries.js";

/** Error rows read to list the error filter's messages (10 pages): beyond, their counts are of these rows. */
const ERROR_SUMMARY_MAX_ROWS = 2_000;

/** A relationship code in words ("Self", "Spouse"), or the code when the list does not know it. */
const relationshipText = (code: string) => (relationshipLabels as Record<string, string>)[code] ?? code;

/** A row's coverage lines as the preview card words them (its copy: "Medical 100100-MED in group 100100 from 01/01/2027"). */
export const coverageLines = (row: EligibilityImportRow): BulkCoverageLine[] =>
  row.coverages.map((line) => ({
    coverageType: line.coverageType,
    groupNumber: line.groupNumber,
    productId: line.productId,
    effectiveDate: line.effectiveDate,
    endDate: line.endDate,
  }));

/** A row of the server as the preview card shows it. */
export function toPreviewRow(row: EligibilityImportRow): BulkPreviewRow {
  return {
    source: row.source,
    memberName: row.name,
    relationship: relationshipText(row.relationshipCode),
    outcome: row.outcome ?? (row.errors.length > 0 ? "error" : "noChange"),
    changes: row.changes.map((change) => ({
      field: change.field,
      before: change.before ?? "",
      after: change.after ?? "",
    })),
    coverages: coverageLines(row),
    errors: row.errors.map((error) => ({ column: error.column ?? error.field, message: error.message })),
  };
}

/** Rows of every outcome. */
export const totalOf = (counts: BulkOutcomeCounts) => Object.values(counts).reduce((sum, n) => sum + n, 0);

/**
 * The rows matching the preview's filter, loaded a keyset page at a time as the table scrolls: the
 * card asks for the rows in view (`onNeedRows`) and the pages up to them are fetched in order (a
 * keyset page needs the one before it). `rowCount` is the filter's count while pages remain, and the
 * rows loaded once the last page is in.
 */
export function useWindowedRows(imp: EligibilityImport, filter: BulkPreviewFilter, errorCount?: number) {
  const rows = useInfiniteQuery(eligibilityImportRowsQuery(imp.importId, filter));
  const loaded = useMemo(
    () => rows.data?.pages.flatMap((page) => page.rows).map(toPreviewRow) ?? [],
    [rows.data],
  );
  const filterKey = `${filter.outcome ?? ""}\u0000${filter.error ?? ""}`;
  const [wanted, setWanted] = useState({ filterKey, end: 0 });
  const end = wanted.filterKey === filterKey ? wanted.end : 0;
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = rows;
  useEffect(() => {
    if (loaded.length <= end && hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [loaded.length, end, hasNextPage, isFetchingNextPage, isError, fetchNextPage]);

  const expected =
    filter.error !== null
      ? errorCount
      : filter.outcome !== null
        ? imp.counts[filter.outcome]
        : totalOf(imp.counts);
  const complete = rows.isSuccess && !hasNextPage;
  const rowCount = complete
    ? loaded.length
    : Math.max(expected ?? 0, loaded.length + (rows.isPending || hasNextPage ? 1 : 0));
  const getRow = useCallback((index: number) => loaded[index], [loaded]);
  const onNeedRows = useCallback(
    (range: { start: number; end: number }) =>
      setWanted((current) => ({
        filterKey,
        end: current.filterKey === filterKey ? Math.max(current.end, range.end) : range.end,
      })),
    [filterKey],
  );
  return { rowCount, getRow, onNeedRows, error: rows.error };
}

/**
 * The error filter's options: each message the error rows carry, with how many rows carry it, read
 * from the error rows (up to {@link ERROR_SUMMARY_MAX_ROWS}).
 */
export function useErrorSummaries(imp: EligibilityImport): BulkErrorSummary[] {
  const enabled = imp.counts.error > 0;
  const rows = useInfiniteQuery({
    ...eligibilityImportRowsQuery(imp.importId, { outcome: "error", error: null }),
    enabled,
  });
  const pages = rows.data?.pages.length ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = rows;
  useEffect(() => {
    if (
      enabled &&
      hasNextPage &&
      !isFetchingNextPage &&
      pages * ELIGIBILITY_ROWS_PAGE_SIZE < ERROR_SUMMARY_MAX_ROWS
    )
      void fetchNextPage();
  }, [enabled, hasNextPage, isFetchingNextPage, pages, fetchNextPage]);
  return useMemo(() => {
    const counts = new Map<string, number>();
    for (const row of rows.data?.pages.flatMap((page) => page.rows) ?? []) {
      for (const message of new Set(row.errors.map((error) => error.message)))
        counts.set(message, (counts.get(message) ?? 0) + 1);
    }
    return [...counts].map(([message, count]) => ({ message, count })).sort((a, b) => b.count - a.count);
  }, [rows.data]);
}

/**
 * An 834 full file's proposed terminations (all pages), each with the reason it cannot be made when
 * judging found one (the screens' message).
 */
export function useProposedTerminations(imp: EligibilityImport): BulkProposedTermination[] {
  const enabled = imp.fullFile && imp.proposedTerminations > 0;
  const rows = useInfiniteQuery({
    ...eligibilityImportRowsQuery(imp.importId, { outcome: null, error: null, proposed: true }),
    enabled,
  });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = rows;
  useEffect(() => {
    if (enabled && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [enabled, hasNextPage, isFetchingNextPage, fetchNextPage]);
  return useMemo(
    () =>
      (rows.data?.pages.flatMap((page) => page.rows) ?? []).map((row) => ({
        id: row.rowId,
        memberName: row.name,
        coverages: coverageLines(row),
        refusal: row.outcome === "error" ? (row.errors[0]?.message ?? null) : null,
      })),
    [rows.data],
  );
}
