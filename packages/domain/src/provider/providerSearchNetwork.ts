import { isAhpa } from "./pcp.js";

/**
 * Whether a brand's provider search is narrowed to the group's product name (enrollment.md §7
 * Group name by group number): "always", "never" (6009), or only for AHPA plans (6008: its
 * non-AHPA plans search the whole directory). The value per brand is the brand record's
 * `providerSearchByGroupName` in @epr/brand-themes.
 */
export type ProviderSearchByGroupName = "always" | "never" | "ahpa-only";

/** The brand flags `providerSearchUsesGroupName` reads (a brand record's capabilities carry them). */
export interface ProviderSearchNetworkBrand {
  providerSearchByGroupName: ProviderSearchByGroupName;
  ahpaPlanAreaCode: string | null;
}

/**
 * The provider search uses the group's product name (from the group name service) except for brand
 * 6008 non-AHPA and 6009; a 6008 plan with plan area code 375 is AHPA and uses it (enrollment.md §7
 * Group name by group number, §9 plan area code).
 */
export function providerSearchUsesGroupName(
  brand: ProviderSearchNetworkBrand,
  planAreaCode: string | null | undefined,
): boolean {
  switch (brand.providerSearchByGroupName) {
    case "always":
      return true;
    case "never":
      return false;
    case "ahpa-only":
      return isAhpa(brand, planAreaCode);
  }
}
