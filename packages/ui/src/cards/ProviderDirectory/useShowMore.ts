import { useEffect, useRef, useState } from "react";

/**
 * The "Show more results" of a paged list: after the button was pressed and the next page came,
 * `shown` is the count to announce, and, when the button went away (the last page), focus moves to
 * the status that says so, not to the top of the page. A new search (fewer results) forgets it.
 */
export function useShowMore(count: number, loadingMore: boolean, hasMore: boolean) {
  const statusRef = useRef<HTMLParagraphElement>(null);
  const asked = useRef<number | null>(null);
  const [shown, setShown] = useState<number | null>(null);
  useEffect(() => {
    if (asked.current === null) {
      setShown(null);
      return;
    }
    if (loadingMore || count === asked.current) return;
    asked.current = null;
    setShown(count);
    if (!hasMore) statusRef.current?.focus();
  }, [count, loadingMore, hasMore]);
  return {
    statusRef,
    shown,
    /** The button's click: remembers the count it asked more than, then asks. */
    ask: (showMore: () => void) => () => {
      asked.current = count;
      showMore();
    },
  };
}
