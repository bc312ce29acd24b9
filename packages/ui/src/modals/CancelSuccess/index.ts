// `@epr/ui/modals/cancel-success`: the cancel-coverage outcome per group (enrollment.md §4, §8).
export {
  CancelSuccess,
  type CancelSuccessCopy,
  type CancelSuccessProps,
  defaultCancelSuccessCopy,
} from "./CancelSuccess.js";
