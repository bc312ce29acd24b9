import { addFlowStepIds, addFlowStepInfo, type EnrollmentFlow, type EnrollmentScreen } from "@epr/domain";
import { useLocation } from "react-router";
import { paths, withoutHtmlSuffix } from "./paths.js";

/** A page in the terms @epr/domain's rules take: the flow it serves and the screen it is. */
export interface RulePlace {
  flow: EnrollmentFlow;
  screen: EnrollmentScreen;
}

const pathOf = (address: string) => address.split("?")[0] ?? address;

/**
 * The one place the portal's addresses become the flows and screens of the rules (enrollment.md §2
 * Screens and routes): renaming a route changes this table, never a rule. The add flow's steps, the
 * employee summary and its add-coverage page (the edit), cancel coverage.
 */
export const rulePlaces: ReadonlyMap<string, RulePlace> = new Map<string, RulePlace>([
  ...addFlowStepIds.map(
    (id) =>
      [
        `${paths.addFlowBase}${addFlowStepInfo[id].path}`,
        { flow: "add", screen: addFlowStepInfo[id].state },
      ] as const,
  ),
  [`${paths.findEmployee}/review`, { flow: "edit", screen: "employee.find.review" }],
  [`${paths.findEmployee}/add-coverage`, { flow: "edit", screen: "employee.find.addCoverage" }],
  [pathOf(paths.cancelCoverage("")), { flow: "cancel", screen: "employee.cancelCoverage" }],
]);

/**
 * The flow and screen of an address, or null where no rule names the page. `reinstate`: the add
 * flow brings an employee back (enrollment.md §4 Reinstate).
 */
export function rulePlaceOf(pathname: string, reinstate = false): RulePlace | null {
  const place = rulePlaces.get(withoutHtmlSuffix(pathname).replace(/\/$/, ""));
  if (!place) return null;
  return reinstate && place.flow === "add" ? { ...place, flow: "reinstate" } : place;
}

/** The current page's flow and screen ({@link rulePlaceOf}). */
export function useRulePlace(reinstate = false): RulePlace | null {
  return rulePlaceOf(useLocation().pathname, reinstate);
}
