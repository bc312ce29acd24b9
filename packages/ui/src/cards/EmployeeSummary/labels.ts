import {
  coverageCategoryLabels,
  coverageTypeLabel,
  genderLabels,
  indicatorLabels,
  relationshipLabels,
  specialStatusLabels,
} from "@epr/domain";

/** Looks a code up in one of the domain's label lists, falling back to the code itself. */
export function labelOf<T extends Record<string, string>>(
  labels: T,
  code: string | null | undefined,
): string {
  if (!code) return "—";
  return (labels as Record<string, string>)[code] ?? code;
}

export const relationship = (code: string | null | undefined) => labelOf(relationshipLabels, code);
export const gender = (code: string | null | undefined) => labelOf(genderLabels, code);
export const indicator = (code: string | null | undefined) => labelOf(indicatorLabels, code);
export const specialStatus = (code: string | null | undefined) => labelOf(specialStatusLabels, code);
export const coverageType = (code: string | null | undefined) => coverageTypeLabel(code) || "—";
export const category = (code: string | null | undefined) => labelOf(coverageCategoryLabels, code);
