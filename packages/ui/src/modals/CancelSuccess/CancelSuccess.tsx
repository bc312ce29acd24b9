import { type CancelOutcome, cancelOutcome, domainMessages, fillMessage } from "@epr/domain";
import { Button } from "../../primitives/Button/Button.js";
import { ModalFrame } from "../ModalFrame/ModalFrame.js";

/**
 * Words of the cancel success modal. The partial and error texts are the spec's (enrollment.md §8);
 * the full-success text, the per-group labels and the button are ours (the spec names only the
 * outcome, 'Submitted').
 */
export const defaultCancelSuccessCopy = {
  submittedText: "The cancellation for {name} was submitted.",
  /** enrollment.md §8 Cancel: partial. */
  partialText: domainMessages.partial,
  /** enrollment.md §8 Cancel: save failure. */
  errorText: domainMessages.cancelFailed,
  resultsLabel: "Results by group",
  group: "Group {group}",
  cancelled: "Cancelled",
  notCancelled: "Not cancelled",
  ok: "OK",
};

/** The words of the cancel success modal. */
export type CancelSuccessCopy = Record<keyof typeof defaultCancelSuccessCopy, string>;

/** Props of `CancelSuccess`. */
export interface CancelSuccessProps {
  /** Whether the modal is open. */
  open: boolean;
  /** The cancel's answer per group (group number → success); null or empty: the cancel failed. */
  result: Readonly<Record<string, boolean>> | null;
  /** The employee's name, in the submitted text. */
  name: string;
  /** OK or Escape: the app returns to the summary. */
  onClose: () => void;
  /** Override any of the words. */
  copy?: Partial<CancelSuccessCopy>;
}

const texts: Record<CancelOutcome, keyof CancelSuccessCopy> = {
  Submitted: "submittedText",
  "Partially Submitted": "partialText",
  Error: "errorText",
};

/**
 * Cancel success (enrollment.md §2 Modals; §4 cancel-coverage outcome; §8 Cancel): the outcome of
 * @epr/domain's `cancelOutcome` as the title (Submitted, Partially Submitted, Error), its text, and
 * each group's result. Submitted is a plain dialog; the others are alert dialogs. OK and Escape close it.
 */
export function CancelSuccess({ open, result, name, onClose, copy }: CancelSuccessProps) {
  const words = { ...defaultCancelSuccessCopy, ...copy };
  const outcome = cancelOutcome(result);
  const groups = Object.entries(result ?? {});
  return (
    <ModalFrame
      name="cancel-success"
      open={open}
      alert={outcome !== "Submitted"}
      title={outcome}
      description={fillMessage(words[texts[outcome]], { name })}
      onDismiss={onClose}
      footer={<Button onClick={onClose}>{words.ok}</Button>}
    >
      {groups.length > 1 || outcome === "Partially Submitted" ? (
        <ul aria-label={words.resultsLabel} className="space-y-1">
          {groups.map(([group, cancelled]) => (
            <li key={group} data-result={cancelled ? "cancelled" : "failed"}>
              <span className="font-semibold">{fillMessage(words.group, { group })}:</span>{" "}
              {cancelled ? words.cancelled : words.notCancelled}
            </li>
          ))}
        </ul>
      ) : null}
    </ModalFrame>
  );
}
