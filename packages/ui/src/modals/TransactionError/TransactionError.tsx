import { domainMessages } from "@epr/domain";
import { AcknowledgeModal } from "../ModalFrame/AcknowledgeModal.js";

/**
 * Words of the transaction error modal. Its message is the spec's transaction error that tells the
 * administrator to call Customer Service (enrollment.md §8); the title is ours, and the button says
 * where it goes (Return Home, §8).
 */
export const defaultTransactionErrorCopy = {
  title: "Transaction Error",
  text: domainMessages.serviceErrorOnEdit,
  close: domainMessages.returnHome,
};

/** The words of the transaction error modal. */
export type TransactionErrorCopy = Record<keyof typeof defaultTransactionErrorCopy, string>;

/** Props of `TransactionError`. */
export interface TransactionErrorProps {
  /** Whether the modal is open. */
  open: boolean;
  /** The service's message when it gave one (looked up in the error catalogue); the default text otherwise. */
  message?: string;
  /** Every way of closing it (the button, Escape): the app goes home (enrollment.md §8). */
  onClose: () => void;
  /** Override any of the words. */
  copy?: Partial<TransactionErrorCopy>;
}

/**
 * Transaction error (enrollment.md §2 Modals; §8: a save failure opens it and on close it goes home).
 * An alert dialog; Escape closes it like the button, so every close goes home.
 */
export function TransactionError({ open, message, onClose, copy }: TransactionErrorProps) {
  const words = { ...defaultTransactionErrorCopy, ...copy };
  return (
    <AcknowledgeModal
      name="transaction-error"
      open={open}
      alert
      title={words.title}
      description={message || words.text}
      onAcknowledge={onClose}
      button={words.close}
    />
  );
}
