// `@epr/ui/modals/pending-transaction`: changes blocked by a pending transaction (enrollment.md §8).
export {
  defaultPendingTransactionCopy,
  PendingTransaction,
  type PendingTransactionCopy,
  type PendingTransactionProps,
} from "./PendingTransaction.js";
