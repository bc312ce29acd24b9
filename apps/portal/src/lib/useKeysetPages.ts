import { useCallback, useState } from "react";

/** Where a keyset list is: the cursor of the page shown and how to move. */
export interface KeysetPages {
  /** The cursor the page shown is read from (undefined: the first page). */
  cursor: string | undefined;
  /** The page's number, from 1. */
  page: number;
  hasPrevious: boolean;
  /** To the page after `next`, the cursor the page shown answered with. */
  goNext: (next: string | undefined) => void;
  goPrevious: () => void;
}

/**
 * Keyset paging (Next follows the answer's cursor, Previous goes back): the pages' cursors kept in
 * order. While the next page loads, the list still shows the page before (TanStack Query's
 * placeholder) and answers its cursor again: a second Next meanwhile is the same move, not one more
 * page, so a quick double click neither counts a page twice nor leaves a Previous that stays put.
 */
export function useKeysetPages(): KeysetPages {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const goNext = useCallback((next: string | undefined) => {
    if (next) setCursors((all) => (all.includes(next) ? all : [...all, next]));
  }, []);
  const goPrevious = useCallback(() => setCursors((all) => (all.length > 1 ? all.slice(0, -1) : all)), []);
  return {
    cursor: cursors.at(-1),
    page: cursors.length,
    hasPrevious: cursors.length > 1,
    goNext,
    goPrevious,
  };
}
