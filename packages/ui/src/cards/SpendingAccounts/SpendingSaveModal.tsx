import type { RefObject } from "react";
import { ModalFrame } from "../../modals/ModalFrame/ModalFrame.js";
import { Button } from "../../primitives/Button/Button.js";
import { Spinner } from "../../primitives/Spinner/Spinner.js";

/** The save modal's states (assist-employees.md §4: initial, loading, success, error). */
export type SpendingSaveState = "initial" | "loading" | "success" | "error";

/** Props of `SpendingSaveModal`. */
export interface SpendingSaveModalProps {
  open: boolean;
  state: SpendingSaveState;
  /** The plan name and period being saved ("Health Care FSA 2026"). */
  planName: string;
  /**
   * In the error state: each failure, e.g. each contribution bound broken, naming the plan and
   * bounds (§5, §8), or the server's message.
   */
  messages?: readonly string[];
  /** Save, from the initial state. */
  onConfirm: () => void;
  /** Cancel, OK or Escape (not while loading). */
  onClose: () => void;
  /**
   * Where focus goes on close once the saved card's form has closed (its Edit button); while the
   * form is open focus returns to its Save.
   */
  returnFocus?: RefObject<HTMLElement | null>;
}

const titles: Record<SpendingSaveState, string> = {
  initial: "Save Spending Election",
  loading: "Saving",
  success: "Saved",
  error: "Not Saved",
};

/**
 * The spending save modal (assist-employees.md §2.7, §4, §8): initial asks to confirm, loading
 * shows progress, success says it is saved, error lists why not (each contribution outside its
 * bounds with the plan name and bounds, or the server's message). An error is an alert dialog.
 */
export function SpendingSaveModal({
  open,
  state,
  planName,
  messages = [],
  onConfirm,
  onClose,
  returnFocus,
}: SpendingSaveModalProps) {
  const description =
    state === "initial"
      ? `Save the election for ${planName}?`
      : state === "loading"
        ? `Saving the election for ${planName}…`
        : state === "success"
          ? `The election for ${planName} was saved.`
          : `The election for ${planName} was not saved.`;
  const footer =
    state === "initial" ? (
      <>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={onConfirm}>Save</Button>
      </>
    ) : state === "loading" ? (
      <Button loading disabled>
        Saving
      </Button>
    ) : (
      <Button onClick={onClose}>OK</Button>
    );
  return (
    <ModalFrame
      name="spending-save"
      open={open}
      alert={state === "error"}
      title={titles[state]}
      description={description}
      {...(state === "loading" ? {} : { onDismiss: onClose })}
      {...(returnFocus ? { finalFocus: returnFocus } : {})}
      footer={footer}
    >
      {state === "loading" ? (
        <div className="flex justify-center" aria-busy="true">
          <Spinner />
        </div>
      ) : null}
      {state === "error" && messages.length ? (
        <ul data-slot="spending-save-errors" className="list-disc space-y-1 ps-5 text-danger">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </ModalFrame>
  );
}
