// `@epr/ui/cards/find-employee`: the find-employee panel (enrollment.md §2 employee.find, §5 Search).
export { FindEmployeeCard, type FindEmployeeCardProps } from "./FindEmployeeCard.js";
