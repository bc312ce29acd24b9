// `@epr/ui/modals/pending-transaction`: changes blocked by a pending transaction (enrollment.md §8); a MessageModal.
export {
  defaultPendingTransactionCopy,
  PendingTransaction,
  type PendingTransactionCopy,
  type PendingTransactionProps,
} from "../MessageModal/messages.js";
