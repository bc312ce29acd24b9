// `@epr/ui/modals/save-status`: Success / Submitted / Partially Submitted with each group's result (enrollment.md §8).
export {
  defaultSaveStatusCopy,
  SaveStatus,
  type SaveStatusCopy,
  type SaveStatusGroup,
  type SaveStatusProps,
} from "./SaveStatus.js";
