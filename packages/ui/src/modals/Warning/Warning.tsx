import { AcknowledgeModal } from "../ModalFrame/AcknowledgeModal.js";

/** Words of the warning modal (the title and button are ours; the message is the service's). */
export const defaultWarningCopy = {
  title: "Warning",
  ok: "OK",
};

/** The words of the warning modal. */
export type WarningCopy = Record<keyof typeof defaultWarningCopy, string>;

/** Props of `Warning`. */
export interface WarningProps {
  /** Whether the modal is open. */
  open: boolean;
  /** The message to show, as the service or the rule gave it (for example 'invalid providers'). */
  message: string;
  /** OK or Escape. */
  onClose: () => void;
  /** Override any of the words. */
  copy?: Partial<WarningCopy>;
}

/**
 * Warning (enrollment.md §8): a failed save whose error is neither `pendingTransaction` nor
 * `visionDental` shows its message here, with OK. An alert dialog; OK and Escape close it.
 */
export function Warning({ open, message, onClose, copy }: WarningProps) {
  const words = { ...defaultWarningCopy, ...copy };
  return (
    <AcknowledgeModal
      name="warning"
      open={open}
      alert
      title={words.title}
      description={message}
      onAcknowledge={onClose}
      button={words.ok}
    />
  );
}
