// `@epr/ui/cards/employee-summary`: the employee summary card (enrollment.md §2 employee.find.review).
export { EmployeeSummary, type EmployeeSummaryProps } from "./EmployeeSummary.js";
