import { useEffect, useRef } from "react";

/** Options of `useDelayedFocus`. */
export interface DelayedFocusOptions {
  /** Whether the element is there to take focus (the content arrived). */
  when: boolean;
  /** How long after `when` becomes true. */
  delayMs: number;
  /** Scroll the element to the top of the view as it takes focus (default: leave the scroll). */
  scroll?: boolean;
  /** Starts the wait again when it changes (another page in the same view). */
  key?: unknown;
}

/**
 * Moves focus to the element `delayMs` after `when` becomes true, so a page whose text arrives late
 * is announced from its start. Only while the administrator has not moved focus themselves
 * meanwhile (it is still on the page, its main region or nothing): a choice made is never taken
 * away.
 */
export function useDelayedFocus<T extends HTMLElement>({
  when,
  delayMs,
  scroll = false,
  key,
}: DelayedFocusOptions) {
  const element = useRef<T>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` restarts the wait on purpose.
  useEffect(() => {
    if (!when) return;
    const timer = setTimeout(() => {
      const target = element.current;
      if (!target) return;
      const active = document.activeElement;
      const untouched = !active || active === document.body || active === target || active.id === "main";
      if (!untouched) return;
      if (scroll) target.scrollIntoView?.({ block: "start" });
      target.focus({ preventScroll: true });
    }, delayMs);
    return () => clearTimeout(timer);
  }, [when, delayMs, scroll, key]);
  return element;
}
