import { domainMessages } from "@epr/domain";
import { AcknowledgeModal } from "../ModalFrame/AcknowledgeModal.js";

/** Props of `GenericError`. */
export interface GenericErrorProps {
  /** Whether the modal is open. */
  open: boolean;
  /** Return Home, and Escape: the page cannot be used, so every way out goes home. */
  onReturnHome: () => void;
}

/**
 * Generic error (enrollment.md §2 Modals, §8): 'An Error Occured' / 'We apologize, but there seems
 * to be an error with this page. Please try again later.' with a 'Return Home' button, all three the
 * spec's words from @epr/domain. An alert dialog.
 */
export function GenericError({ open, onReturnHome }: GenericErrorProps) {
  return (
    <AcknowledgeModal
      name="generic-error"
      open={open}
      alert
      title={domainMessages.genericErrorTitle}
      description={domainMessages.genericErrorText}
      onAcknowledge={onReturnHome}
      button={domainMessages.returnHome}
    />
  );
}
