import { AcknowledgeModal } from "../ModalFrame/AcknowledgeModal.js";

/**
 * Words of the SSN fraud modal. The spec names the modal and when it opens (enrollment.md §8:
 * EMPLOYEE-DETAILS-FRAUD) but quotes no text: this wording is ours, and says nothing about the match.
 */
export const defaultSsnFraudCopy = {
  title: "SSN Cannot Be Used",
  text: "The SSN entered cannot be used for this enrollment. Please check the SSN, or contact Customer Service for assistance.",
  ok: "OK",
};

/** The words of the SSN fraud modal. */
export type SsnFraudCopy = Record<keyof typeof defaultSsnFraudCopy, string>;

/** Props of `SsnFraud`. */
export interface SsnFraudProps {
  /** Whether the modal is open. */
  open: boolean;
  /** OK or Escape: back to the form. */
  onClose: () => void;
  /** Override any of the words. */
  copy?: Partial<SsnFraudCopy>;
}

/**
 * SSN fraud (enrollment.md §2 Modals, §8): the SSN matches a member outside the administrator's
 * client. It shows only the message: it takes no data, so it cannot leak another client's member.
 * An alert dialog; OK and Escape close it.
 */
export function SsnFraud({ open, onClose, copy }: SsnFraudProps) {
  const words = { ...defaultSsnFraudCopy, ...copy };
  return (
    <AcknowledgeModal
      name="ssn-fraud"
      open={open}
      alert
      title={words.title}
      description={words.text}
      onAcknowledge={onClose}
      button={words.ok}
    />
  );
}
