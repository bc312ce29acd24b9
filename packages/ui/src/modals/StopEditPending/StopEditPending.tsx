import { domainMessages } from "@epr/domain";
import { AcknowledgeModal } from "../ModalFrame/AcknowledgeModal.js";

/**
 * Words of the stop-edit modal: the message is the spec's pending-edit text (enrollment.md §8); the
 * title, the note that editing ends and the button are ours.
 */
export const defaultStopEditPendingCopy = {
  title: "Editing Stopped",
  /** enrollment.md §8 Pending edit. */
  text: domainMessages.pendingEdit,
  note: "Your changes were not saved. The employee's record is shown as it is now.",
  ok: "Return to Summary",
};

/** The words of the stop-edit modal. */
export type StopEditPendingCopy = Record<keyof typeof defaultStopEditPendingCopy, string>;

/** Props of `StopEditPending`. */
export interface StopEditPendingProps {
  /** Whether the modal is open: an edit in progress met a pending transaction (the save's pending check). */
  open: boolean;
  /** Return to Summary or Escape: the app leaves edit mode and reloads the summary. */
  onStopEdit: () => void;
  /** Override any of the words. */
  copy?: Partial<StopEditPendingCopy>;
}

/**
 * Stop edit due to pending transactions (enrollment.md §2 Modals; §4 Edit save: the pending check
 * before the backup save; §8). Unlike `PendingTransaction` (on entry, nothing started), an edit was
 * under way: it ends, unsaved. An alert dialog; its button and Escape stop the edit.
 */
export function StopEditPending({ open, onStopEdit, copy }: StopEditPendingProps) {
  const words = { ...defaultStopEditPendingCopy, ...copy };
  return (
    <AcknowledgeModal
      name="stop-edit-pending"
      open={open}
      alert
      title={words.title}
      description={words.text}
      onAcknowledge={onStopEdit}
      button={words.ok}
    >
      <p className="m-0">{words.note}</p>
    </AcknowledgeModal>
  );
}
