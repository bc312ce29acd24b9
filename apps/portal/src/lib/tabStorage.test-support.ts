import type { TabStorage } from "./tabStorage.js";

/** A storage of its own per test (the tab's sessionStorage is shared between tests). */
export function memoryStorage(): TabStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** A storage that refuses everything, as a full or disabled one does. */
export const refusingStorage = (): TabStorage => ({
  getItem: () => {
    throw new Error("denied");
  },
  setItem: () => {
    throw new Error("full");
  },
  removeItem: () => {
    throw new Error("denied");
  },
});
