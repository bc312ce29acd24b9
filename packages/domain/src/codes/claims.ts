/**
 * Claim status codes: 1 Approved, 2 Partially Approved, 3 Denied, 4 Adjusted, 5 In Process
 * (assist-employees.md §4 Claim status codes).
 */
export const claimStatusLabels = {
  "1": "Approved",
  "2": "Partially Approved",
  "3": "Denied",
  "4": "Adjusted",
  "5": "In Process",
} as const;
/** A known claim status code. */
export type ClaimStatusCode = keyof typeof claimStatusLabels;
/** Label for any status that is not 1 to 5 (assist-employees.md §4). */
export const CLAIM_STATUS_UNKNOWN = "Info Not Available";

/** Maps a claim status code (number or string) to its label; anything else is 'Info Not Available'. */
export function claimStatusLabel(code: string | number | null | undefined): string {
  const key = String(code ?? "").trim();
  return Object.hasOwn(claimStatusLabels, key)
    ? claimStatusLabels[key as ClaimStatusCode]
    : CLAIM_STATUS_UNKNOWN;
}

/** Claim source codes shown as Medical, Dental, Vision, Drug (assist-employees.md §3). */
export const claimSourceLabels = {
  medical: "Medical",
  dental: "Dental",
  vision: "Vision",
  ods: "Drug",
} as const;
/** A claim source code. */
export type ClaimSource = keyof typeof claimSourceLabels;
/** The claim source codes. */
export const claimSources = Object.keys(claimSourceLabels) as [ClaimSource, ...ClaimSource[]];

/** Label of a claim source (case-insensitive); unknown sources are shown as given. */
export function claimSourceLabel(source: string | null | undefined): string {
  const key = (source ?? "").trim().toLowerCase();
  return Object.hasOwn(claimSourceLabels, key) ? claimSourceLabels[key as ClaimSource] : (source ?? "");
}

/**
 * Spending account type groups (assist-employees.md §3): FSA (DCARE, FSA, MED, LMED, LFSA, DCA),
 * parking/transit (TRANS, PARK, PKG, TNG), HRA (HRA, HRAW, RRA, HRAI).
 */
export const spendingAccountTypeGroups = {
  FSA: ["DCARE", "FSA", "MED", "LMED", "LFSA", "DCA"],
  TRANSIT: ["TRANS", "PARK", "PKG", "TNG"],
  HRA: ["HRA", "HRAW", "RRA", "HRAI"],
} as const;
/** A spending account type group. */
export type SpendingAccountTypeGroup = keyof typeof spendingAccountTypeGroups;

/** Group of a spending account type code (case-insensitive), or `undefined` when unknown. */
export function spendingAccountTypeGroupOf(
  code: string | null | undefined,
): SpendingAccountTypeGroup | undefined {
  const upper = (code ?? "").trim().toUpperCase();
  for (const [group, codes] of Object.entries(spendingAccountTypeGroups)) {
    if ((codes as readonly string[]).includes(upper)) return group as SpendingAccountTypeGroup;
  }
  return undefined;
}
