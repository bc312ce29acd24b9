// `@epr/ui/modals/unsaved-changes`: save or abandon before leaving the add flow (enrollment.md §4).
export {
  defaultUnsavedChangesCopy,
  UnsavedChanges,
  type UnsavedChangesCopy,
  type UnsavedChangesProps,
} from "./UnsavedChanges.js";
