import type { AddFlowStepId } from "../addFlow/steps.js";

/**
 * The flows of an employee's record (enrollment.md §1; §4 States and transitions): add (a new
 * enrollment), edit (the employee summary in edit mode and its add-coverage page), cancel (the
 * cancel-coverage screen) and reinstate (the add flow entered with a reinstate date, §4 Reinstate).
 * Rules take the flow, never the address the portal shows it at.
 */
export type EnrollmentFlow = "add" | "edit" | "cancel" | "reinstate";

/** Whether a flow runs through the add flow's steps (§4 Reinstate: a reinstate enters the add flow). */
export function isAddFlow(flow: EnrollmentFlow | undefined): boolean {
  return flow === "add" || flow === "reinstate";
}

/**
 * A screen a rule names, by the spec's state name (enrollment.md §2 Screens and routes): an add-flow
 * step, the employee summary, its edit-flow add-coverage page, or cancel coverage. The portal maps
 * its routes onto these in one place.
 */
export type EnrollmentScreen =
  | `employee.add.${AddFlowStepId}`
  | "employee.find.review"
  | "employee.find.addCoverage"
  | "employee.cancelCoverage";
