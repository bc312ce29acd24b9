import { sessionMessages } from "@epr/domain";
import { AcknowledgeModal } from "../ModalFrame/AcknowledgeModal.js";

/** Words of the no-selection modal: the title is the spec's (session-and-admin.md §2, §8), the rest ours. */
export const defaultNoSelectionCopy = {
  title: sessionMessages.noSelection,
  text: "Please choose a client before you log in.",
  ok: "OK",
};

/** The words of the no-selection modal. */
export type NoSelectionCopy = Record<keyof typeof defaultNoSelectionCopy, string>;

/** Props of `NoSelection`. */
export interface NoSelectionProps {
  /** Whether the modal is open: LOG IN was pressed with no client chosen. */
  open: boolean;
  /** OK or Escape: back to the list, focus on what opened it. */
  onClose: () => void;
  /** Override any of the words. */
  copy?: Partial<NoSelectionCopy>;
}

/**
 * No Selection (session-and-admin.md §2 /clients: "Choosing no client opens a 'No Selection'
 * modal"; §8 Client selection without a choice). An alert dialog; OK and Escape close it.
 */
export function NoSelection({ open, onClose, copy }: NoSelectionProps) {
  const words = { ...defaultNoSelectionCopy, ...copy };
  return (
    <AcknowledgeModal
      name="no-selection"
      open={open}
      alert
      title={words.title}
      description={words.text}
      onAcknowledge={onClose}
      button={words.ok}
    />
  );
}
