import { paths } from "../../lib/paths.js";
import { forgetInTab, keepInTab, keptInTab } from "../../lib/tabStorage.js";

/**
 * What the Change PCP page remembers in session storage (assist-employees.md §2.1, §2.2; enrollment.md
 * §7 "session storage keeps … the covered individual id"): the employee and group it was opened
 * for, so the provider directory's return (and a reload) finds them, and the covered individual
 * whose PCP the directory was opened for.
 */
const TARGET_KEY = "epr.changePcp.target";
const COVERED_KEY = "epr.changePcp.coveredIndivId";

/** The employee and group of the page. */
export interface ChangePcpTarget {
  umi: string;
  groupNumber: string;
}

/**
 * The page's employee and group: given in the address (then remembered), else remembered; null
 * when neither, and the page sends the user to the assist-employees landing (§2.2).
 */
export function changePcpTarget(search: URLSearchParams): ChangePcpTarget | null {
  const umi = search.get("umi")?.trim() ?? "";
  const groupNumber = search.get("groupNumber")?.trim() ?? "";
  if (umi && groupNumber) {
    keepInTab(TARGET_KEY, { umi, groupNumber });
    return { umi, groupNumber };
  }
  const kept = keptInTab(TARGET_KEY) as Partial<ChangePcpTarget> | null;
  return typeof kept?.umi === "string" && kept.umi && typeof kept.groupNumber === "string" && kept.groupNumber
    ? { umi: kept.umi, groupNumber: kept.groupNumber }
    : null;
}

/** Remembers the covered individual before leaving for the provider directory (§2.1). */
export function rememberCoveredIndividual(coveredIndivId: string): void {
  keepInTab(COVERED_KEY, coveredIndivId);
}

/** The covered individual the directory was opened for. */
export function rememberedCoveredIndividual(): string | null {
  const kept = keptInTab(COVERED_KEY);
  return typeof kept === "string" ? kept : null;
}

/**
 * Forgets it once the directory's choice is on that card: the choice is kept with the card's draft
 * from then on, so a reload of the return address does not put it over what was typed since.
 */
export function forgetCoveredIndividual(): void {
  forgetInTab(COVERED_KEY);
}

/** The Change PCP page of an employee and group (§2.1 assistEmployees.changePcp). */
export function changePcpPath(
  target: ChangePcpTarget,
  choice?: { PCPNumber: string; PCPNAME?: string },
): string {
  const query = new URLSearchParams({ groupNumber: target.groupNumber, umi: target.umi, ...(choice ?? {}) });
  return `${paths.changePcp}?${query}`;
}
