import { domainMessages } from "@epr/domain";
import { AcknowledgeModal } from "../ModalFrame/AcknowledgeModal.js";

/** Words of the pending-transaction modal; the message is the spec's (enrollment.md §8), the rest ours. */
export const defaultPendingTransactionCopy = {
  title: "Pending Transaction",
  /** enrollment.md §8 Pending edit. */
  text: domainMessages.pendingEdit,
  ok: "OK",
};

/** The words of the pending-transaction modal. */
export type PendingTransactionCopy = Record<keyof typeof defaultPendingTransactionCopy, string>;

/** Props of `PendingTransaction`. */
export interface PendingTransactionProps {
  /** Whether the modal is open. */
  open: boolean;
  /** OK or Escape: nothing more can be done on this employee for now. */
  onClose: () => void;
  /** Override any of the words (the cancel flow passes `domainMessages.pendingCancel` as `text`). */
  copy?: Partial<PendingTransactionCopy>;
}

/**
 * Pending transaction (enrollment.md §2 Modals; §4 Edit entry; §8): a save answered
 * `pendingTransaction`, or the pending check found one, so changes are blocked. An alert dialog; OK
 * and Escape close it.
 */
export function PendingTransaction({ open, onClose, copy }: PendingTransactionProps) {
  const words = { ...defaultPendingTransactionCopy, ...copy };
  return (
    <AcknowledgeModal
      name="pending-transaction"
      open={open}
      alert
      title={words.title}
      description={words.text}
      onAcknowledge={onClose}
      button={words.ok}
    />
  );
}
