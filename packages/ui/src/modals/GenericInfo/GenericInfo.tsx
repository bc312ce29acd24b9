import type { ReactNode } from "react";
import { AcknowledgeModal } from "../ModalFrame/AcknowledgeModal.js";

/** Words of the generic info modal: only its button; the title and message come from the caller. */
export const defaultGenericInfoCopy = {
  ok: "OK",
};

/** The words of the generic info modal. */
export type GenericInfoCopy = Record<keyof typeof defaultGenericInfoCopy, string>;

/** Props of `GenericInfo`. */
export interface GenericInfoProps {
  /** Whether the modal is open. */
  open: boolean;
  /** The title (the accessible name). */
  title: string;
  /** The message (the accessible description), from @epr/domain, @epr/forms or brand copy. */
  message: string;
  /** More content under the message (a list, a link). */
  children?: ReactNode;
  /** OK or Escape. */
  onClose: () => void;
  /** Override any of the words. */
  copy?: Partial<GenericInfoCopy>;
}

/**
 * Generic info (enrollment.md §2 Modals): a message with OK, for information that needs no answer
 * (unlike `Warning`, it is a plain dialog, not an alert). OK and Escape close it.
 */
export function GenericInfo({ open, title, message, children, onClose, copy }: GenericInfoProps) {
  const words = { ...defaultGenericInfoCopy, ...copy };
  return (
    <AcknowledgeModal
      name="generic-info"
      open={open}
      title={title}
      description={message}
      onAcknowledge={onClose}
      button={words.ok}
    >
      {children}
    </AcknowledgeModal>
  );
}
