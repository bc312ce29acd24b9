import { useRef } from "react";
import { Button } from "../../primitives/Button/Button.js";
import { ModalFrame } from "../ModalFrame/ModalFrame.js";

/**
 * Words of the uncovered-dependent modal. The spec gives its choices (OK, Save or Return) and what it
 * says (they will be removed), not its text (enrollment.md §4): this wording is ours.
 */
export const defaultUncoveredDependentCopy = {
  title: "Dependents Without Coverage",
  text: "These dependents have no coverage selected and will be removed from the enrollment:",
  listLabel: "Dependents that will be removed",
  /** The add flow confirms with OK (assigning plans). */
  ok: "OK",
  /** The edit flow confirms with Save (pre-save). */
  save: "Save",
  /** Go back and choose coverage for them. */
  return: "Return",
};

/** The words of the uncovered-dependent modal. */
export type UncoveredDependentCopy = Record<keyof typeof defaultUncoveredDependentCopy, string>;

/** A dependent with no coverage line. */
export interface UncoveredDependentItem {
  /** Stable key (pin, or the form's key for a new dependent). */
  id: string;
  /** Full name as shown on the cards. */
  name: string;
}

/** Props of `UncoveredDependent`. */
export interface UncoveredDependentProps {
  /** Whether the modal is open. */
  open: boolean;
  /** The dependents with no coverage (from `uncoveredDependents` / `assignPlansNotices` of @epr/domain). */
  dependents: readonly UncoveredDependentItem[];
  /**
   * Which flow asks: `add` (assigning plans, confirm reads OK) or `edit` (pre-save, confirm reads
   * Save), enrollment.md §4.
   */
  flow: "add" | "edit";
  /** Go on without them: they are removed. */
  onConfirm: () => void;
  /** Escape, × or Return: abort and go back to choose their coverage. */
  onReturn: () => void;
  /** Override any of the words. */
  copy?: Partial<UncoveredDependentCopy>;
}

/**
 * Uncovered dependent (enrollment.md §2 Modals; §4 Assigning plans, Pre-save in edit): lists the
 * dependents with no coverage and warns they will be removed. An alert dialog; focus starts on
 * Return, the choice that removes no one, and Escape means Return.
 */
export function UncoveredDependent({
  open,
  dependents,
  flow,
  onConfirm,
  onReturn,
  copy,
}: UncoveredDependentProps) {
  const words = { ...defaultUncoveredDependentCopy, ...copy };
  const back = useRef<HTMLButtonElement>(null);
  return (
    <ModalFrame
      name="uncovered-dependent"
      open={open}
      alert
      title={words.title}
      description={words.text}
      onDismiss={onReturn}
      initialFocus={back}
      footer={
        <>
          <Button ref={back} variant="outline" onClick={onReturn}>
            {words.return}
          </Button>
          <Button onClick={onConfirm}>{flow === "add" ? words.ok : words.save}</Button>
        </>
      }
    >
      <ul aria-label={words.listLabel} className="list-disc space-y-1 ps-6">
        {dependents.map((dependent) => (
          <li key={dependent.id}>{dependent.name}</li>
        ))}
      </ul>
    </ModalFrame>
  );
}
