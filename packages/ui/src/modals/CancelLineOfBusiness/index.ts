// `@epr/ui/modals/cancel-line-of-business`: reason and cancel date for a coverage line (enrollment.md §4, §5).
export {
  CancelLineOfBusiness,
  type CancelLineOfBusinessCopy,
  type CancelLineOfBusinessProps,
  defaultCancelLineOfBusinessCopy,
} from "./CancelLineOfBusiness.js";
