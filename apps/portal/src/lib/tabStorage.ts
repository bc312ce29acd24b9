/**
 * What a page keeps in the tab's session storage to outlive a reload or a trip to another page
 * (enrollment.md §7 keeps "PCP selections" there; we keep a reinstate's draft): JSON under a key,
 * where a storage that refuses (full, disabled by the browser's settings) is no error — only what
 * would have been kept is lost.
 */

/** The storage drafts are kept in; the tab's sessionStorage unless a test gives its own. */
export type TabStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The tab's sessionStorage, or null where there is none (reading it can throw when storage is disabled). */
export function sessionTabStorage(): TabStorage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps `value` as JSON under `key`. */
export function keepInTab(key: string, value: unknown, storage = sessionTabStorage()): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or disabled: the page still works while it stays open.
  }
}

/** What is kept under `key`, parsed but unchecked (anyone may have written it); null when none or unreadable. */
export function keptInTab(key: string, storage = sessionTabStorage()): unknown {
  try {
    const text = storage?.getItem(key);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/** Forgets what is kept under `key`. */
export function forgetInTab(key: string, storage = sessionTabStorage()): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing kept to forget.
  }
}
