import { PRINT_DELAY_MS, PRINT_WINDOW } from "@epr/domain";
import { useEffect } from "react";
import { paths } from "./paths.js";

/**
 * Print Employee Summary (enrollment.md §2, §6): the summary opens in print mode in a window of its
 * own; if the browser blocks the window, this page is printed instead.
 */
export function openPrintWindow(umi: string) {
  const features = `width=${PRINT_WINDOW.width},height=${PRINT_WINDOW.height}`;
  const opened = window.open(`${paths.review(umi)}&print=true`, "epr-print-summary", features);
  if (!opened) window.print();
}

/** In print mode, once the summary has rendered, the print dialog opens after the spec's delay. */
export function usePrintWhenReady(printMode: boolean, ready: boolean) {
  useEffect(() => {
    if (!printMode || !ready) return;
    const timer = window.setTimeout(() => window.print(), PRINT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [printMode, ready]);
}
