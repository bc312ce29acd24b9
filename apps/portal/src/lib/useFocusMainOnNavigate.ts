import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * After a navigation to another page (not the first load, not a change of query only), focus moves
 * to the page's `<main id="main" tabIndex={-1}>`, so keyboard and screen-reader users start at the
 * new content instead of the link they left.
 */
export function useFocusMainOnNavigate() {
  const { pathname } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname is the trigger.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById("main")?.focus({ preventScroll: true });
  }, [pathname]);
}
