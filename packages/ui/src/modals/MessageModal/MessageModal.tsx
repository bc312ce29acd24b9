import { AcknowledgeModal } from "../ModalFrame/AcknowledgeModal.js";

/** The words of a one-message modal: its title, its message and its one button. */
export interface MessageModalCopy {
  title: string;
  text: string;
  ok: string;
}

/** Props of a one-message modal made by `messageModal` (its words default to the modal's own). */
export interface OneMessageModalProps {
  /** Whether the modal is open (the app opens it after a click, a check or a save). */
  open: boolean;
  /** OK or Escape: its one answer; focus returns to what opened it. */
  onClose: () => void;
  /** Override any of the words. */
  copy?: Partial<MessageModalCopy>;
}

/** Props of `MessageModal`. */
export interface MessageModalProps extends Omit<OneMessageModalProps, "copy"> {
  /** The modal's `data-modal` name (tests and styles find it by it). */
  name: string;
  /** Its words. */
  copy: MessageModalCopy;
}

/**
 * A modal that only tells one thing (the blocks and refusals of enrollment.md §8 and
 * session-and-admin.md §8): an alert dialog with a title, the message as its description and one
 * button; Escape means the same as the button.
 */
export function MessageModal({ name, open, onClose, copy }: MessageModalProps) {
  return (
    <AcknowledgeModal
      name={name}
      open={open}
      alert
      title={copy.title}
      description={copy.text}
      onAcknowledge={onClose}
      button={copy.ok}
    />
  );
}
