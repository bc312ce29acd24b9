import { useRef } from "react";
import { Button } from "../../primitives/Button/Button.js";
import { ModalFrame } from "../ModalFrame/ModalFrame.js";

/**
 * Words of the unsaved-changes modal. The spec names its choices (save or abandon, enrollment.md §4
 * Footer actions) but quotes no text: this wording is ours.
 */
export const defaultUnsavedChangesCopy = {
  title: "Unsaved Changes",
  text: "You have changes that are not saved. Save them before you leave, or abandon them?",
  /** On Review & Submit every step is already saved: the save choice only goes home. */
  reviewText:
    "Your enrollment is saved as of the last step. Go home and finish it later, or abandon your changes?",
  save: "Save",
  goHome: "Go Home",
  abandon: "Abandon",
  /** The ×: keep editing. */
  close: "Keep editing",
};

/** The words of the unsaved-changes modal. */
export type UnsavedChangesCopy = Record<keyof typeof defaultUnsavedChangesCopy, string>;

/** Props of `UnsavedChanges`. */
export interface UnsavedChangesProps {
  /** Whether the modal is open (the add flow's Cancel opens it when the subscriber has an SSN). */
  open: boolean;
  /**
   * On the Review & Submit step the save choice just goes home (enrollment.md §4 Footer actions):
   * it reads "Go Home" and `onSave` should only navigate.
   */
  saveGoesHome?: boolean;
  /** Save (or, with `saveGoesHome`, go home). */
  onSave: () => void;
  /** Leave without saving. */
  onAbandon: () => void;
  /** Escape or ×: stay on the step and keep editing (the choice that loses nothing). */
  onStay: () => void;
  /** Override any of the words. */
  copy?: Partial<UnsavedChangesCopy>;
}

/**
 * Unsaved changes (enrollment.md §2 Modals, §4 Footer actions): Cancel in the add flow asks to save
 * or abandon. An alert dialog; focus starts on the save choice, and Escape keeps editing.
 */
export function UnsavedChanges({
  open,
  saveGoesHome = false,
  onSave,
  onAbandon,
  onStay,
  copy,
}: UnsavedChangesProps) {
  const words = { ...defaultUnsavedChangesCopy, ...copy };
  const save = useRef<HTMLButtonElement>(null);
  return (
    <ModalFrame
      name="unsaved-changes"
      open={open}
      alert
      title={words.title}
      description={saveGoesHome ? words.reviewText : words.text}
      onDismiss={onStay}
      closeLabel={words.close}
      initialFocus={save}
      footer={
        <>
          <Button variant="outline" onClick={onAbandon}>
            {words.abandon}
          </Button>
          <Button ref={save} onClick={onSave}>
            {saveGoesHome ? words.goHome : words.save}
          </Button>
        </>
      }
    />
  );
}
