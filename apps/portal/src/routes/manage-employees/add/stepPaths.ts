import { type AddFlowStepId, addFlowStepIds, addFlowStepInfo } from "@epr/domain";
import { paths } from "../../../lib/paths.js";

/** The address of an add-flow step, carrying the enrollment in progress so a reload keeps it. */
export function stepPath(step: AddFlowStepId, enrollmentId: string | null): string {
  const base = `${paths.addFlowBase}${addFlowStepInfo[step].path}`;
  return enrollmentId ? `${base}?enrollment=${encodeURIComponent(enrollmentId)}` : base;
}

/** The step an address shows, or null for the flow's own address (resume) and anything else. */
export function stepOfPath(pathname: string): AddFlowStepId | null {
  const rest = pathname.startsWith(paths.addFlowBase) ? pathname.slice(paths.addFlowBase.length) : "";
  return addFlowStepIds.find((id) => addFlowStepInfo[id].path === rest.replace(/\/$/, "")) ?? null;
}

/** Whether an address is inside the add flow (enrollment.md §2 Leave guard: only add-flow states). */
export function isInAddFlow(pathname: string): boolean {
  return pathname === paths.addFlowBase || pathname.startsWith(`${paths.addFlowBase}/`);
}

/** The provider directory page of the add flow (enrollment.md §2): part of the Plan Coverage step. */
export function isProviderDirectoryPath(pathname: string): boolean {
  return pathname.replace(/\/$/, "") === `${paths.addFlowBase}/provider-directory`;
}
