// `@epr/ui/modals/stop-edit-pending`: an edit under way meets a pending transaction (enrollment.md §4 Edit save, §8).
export {
  defaultStopEditPendingCopy,
  StopEditPending,
  type StopEditPendingCopy,
  type StopEditPendingProps,
} from "./StopEditPending.js";
