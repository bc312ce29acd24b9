import { canEditGroup, type SummaryGroup } from "@epr/domain";
import type { EmployeeActionRights } from "@epr/ui/cards/employee-summary";

/**
 * Modify rights of the edit entry (enrollment.md §4 Edit entry, §6): employees.edit, not a view-only
 * login, and at least one active group of the employee this administrator may modify (the server's
 * summary flags each group). Without them the no-modify modal opens.
 */
export function mayEditEmployee(
  rights: Pick<EmployeeActionRights, "viewOnly" | "entitlements"> | null,
  groups: readonly Pick<SummaryGroup, "modifiable" | "status">[],
): boolean {
  if (!rights || rights.viewOnly || !rights.entitlements.employeesEdit) return false;
  return groups.some((group) => canEditGroup(group.modifiable, group.status === "active"));
}

/** The review page's address with edit=true set or removed, keeping its other parameters. */
export function withEditParam(params: URLSearchParams, editing: boolean): URLSearchParams {
  const next = new URLSearchParams(params);
  if (editing) next.set("edit", "true");
  else next.delete("edit");
  return next;
}
