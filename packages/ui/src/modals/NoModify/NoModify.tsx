import { domainMessages } from "@epr/domain";
import { AcknowledgeModal } from "../ModalFrame/AcknowledgeModal.js";

/** Words of the no-modify modal: the message is the spec's (enrollment.md §8), the title and button ours. */
export const defaultNoModifyCopy = {
  title: "Unable to Edit",
  /** enrollment.md §8 Other. */
  text: domainMessages.notEligibleToEdit,
  ok: "OK",
};

/** The words of the no-modify modal. */
export type NoModifyCopy = Record<keyof typeof defaultNoModifyCopy, string>;

/** Props of `NoModify`. */
export interface NoModifyProps {
  /** Whether the modal is open: Edit was chosen without modify rights on the employee's group. */
  open: boolean;
  /** OK or Escape: the summary stays in view mode. */
  onClose: () => void;
  /** Override any of the words. */
  copy?: Partial<NoModifyCopy>;
}

/**
 * No modify (enrollment.md §2 Modals; §4 Edit entry: "Without modify rights a 'no modify' modal
 * opens"; §8 'You are not eligible to edit the record for this group.'). An alert dialog; OK and
 * Escape close it.
 */
export function NoModify({ open, onClose, copy }: NoModifyProps) {
  const words = { ...defaultNoModifyCopy, ...copy };
  return (
    <AcknowledgeModal
      name="no-modify"
      open={open}
      alert
      title={words.title}
      description={words.text}
      onAcknowledge={onClose}
      button={words.ok}
    />
  );
}
