import { keepInTab, keptInTab, sessionTabStorage, type TabStorage } from "../../../lib/tabStorage.js";

/** The employee and group the spending accounts page shows (assist-employees.md §2.1 groupNumber, umi). */
export interface SpendingTarget {
  umi: string;
  groupNumber: string | null;
}

/** Where the page remembers its last target for this tab (§2.2 "given or remembered"). */
export const SPENDING_TARGET_KEY = "epr.spendingAccounts.target";

/**
 * The target of a visit (assist-employees.md §2.2): the umi and group the address gives, else the
 * ones remembered in this tab; null when there is no umi either way (the page then returns to the
 * assist-employees landing). A given umi is remembered; a group goes with the umi it came with.
 */
export function spendingTarget(
  search: URLSearchParams,
  storage: TabStorage | null = sessionTabStorage(),
): SpendingTarget | null {
  const umi = search.get("umi")?.trim() ?? "";
  const groupNumber = search.get("groupNumber")?.trim() || null;
  if (umi) {
    keepInTab(SPENDING_TARGET_KEY, { umi, groupNumber }, storage);
    return { umi, groupNumber };
  }
  const kept = keptInTab(SPENDING_TARGET_KEY, storage) as Partial<SpendingTarget> | null;
  if (kept && typeof kept.umi === "string" && kept.umi)
    return { umi: kept.umi, groupNumber: typeof kept.groupNumber === "string" ? kept.groupNumber : null };
  return null;
}
