// `@epr/ui/modals/transaction-error`: a save failed; closing goes home (enrollment.md §8).
export {
  defaultTransactionErrorCopy,
  TransactionError,
  type TransactionErrorCopy,
  type TransactionErrorProps,
} from "./TransactionError.js";
