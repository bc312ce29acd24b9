// `@epr/ui/cards/spending-accounts`: spending account elections (assist-employees.md §2.7).
export {
  defaultSpendingViewCopy,
  SpendingAccountsView,
  type SpendingAccountsViewProps,
  type SpendingAccountsViewState,
} from "./SpendingAccountsView.js";
export {
  SELECT_GROUP_MESSAGE,
  type SpendingGroupChoice,
  SpendingGroupSelectionModal,
  type SpendingGroupSelectionModalProps,
} from "./SpendingGroupSelectionModal.js";
export {
  type SpendingElection,
  type SpendingPlanPeriod,
  SpendingPlanPeriodCard,
  type SpendingPlanPeriodCardProps,
} from "./SpendingPlanPeriodCard.js";
export {
  SpendingSaveModal,
  type SpendingSaveModalProps,
  type SpendingSaveState,
} from "./SpendingSaveModal.js";
