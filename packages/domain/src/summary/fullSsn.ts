import type { SummaryGroup } from "./summary.js";

/**
 * Whether the summary offers the full-SSN toggle (beyond the spec): only to an administrator who may
 * modify one of the employee's groups (enrollment.md §6 modify rights), as the server's answer
 * flags them. The server decides again on each reveal.
 */
export function mayRevealFullSsn(groups: readonly Pick<SummaryGroup, "modifiable">[]): boolean {
  return groups.some((group) => group.modifiable);
}
