import { isBrandCode } from "@epr/brand-themes";

/**
 * The brand the pages outside an employer's frame wear (login, client selection, internal staff's
 * clients, before a client is chosen). The spec is silent; our choice: the deployment's pinned
 * brand (`BRAND`), else the client the session acts for, else the last client this browser worked
 * for (only its brand code is kept, nothing personal), else the registry's default.
 */
export const LAST_BRAND_STORAGE_KEY = "epr.lastBrand";

/** The browser's localStorage, or null where there is none (reading it can throw when disabled). */
function storage(): Pick<Storage, "getItem" | "setItem"> | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

/** Remembers the brand of the client the session works for, for the next login page. */
export function rememberLastBrand(brandCode: string | null | undefined, store = storage()): void {
  if (!isBrandCode(brandCode)) return;
  try {
    if (store?.getItem(LAST_BRAND_STORAGE_KEY) !== brandCode)
      store?.setItem(LAST_BRAND_STORAGE_KEY, brandCode);
  } catch {
    // Full or disabled: the next login wears the default brand.
  }
}

/** The brand last remembered, when it still names a brand of the registry. */
export function lastBrand(store = storage()): string | null {
  try {
    const code = store?.getItem(LAST_BRAND_STORAGE_KEY) ?? null;
    return isBrandCode(code) ? code : null;
  } catch {
    return null;
  }
}

/** The brand code an outside page wears (see above); null: the registry's default. */
export function outsideBrandCode(
  pinnedBrand: string | null | undefined,
  employerBrand?: string | null,
  store = storage(),
): string | null {
  return pinnedBrand || employerBrand || lastBrand(store);
}
