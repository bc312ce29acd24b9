// `@epr/ui/cards/employee-summary`: the employee summary card (enrollment.md §2 employee.find.review).
export type { MenuLinkProps, RenderLink } from "./ActionsMenu.js";
export type { EmployeeActionRights } from "./EmployeeActions.js";
export {
  type EditableSummarySection,
  EmployeeSummary,
  type EmployeeSummaryEdit,
  type EmployeeSummaryProps,
} from "./EmployeeSummary.js";
export type { FindADoctorLink } from "./FindADoctorLinks.js";
export type { CobHistoryModal, OpenHistory, SummaryHistoryKind } from "./HistoryButton.js";
export { preloadActionsMenu } from "./LazyActionsMenu.js";
