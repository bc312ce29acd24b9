import { fillMessage, type GroupSaveResult, type SaveResultTitle } from "@epr/domain";
import { Button } from "../../primitives/Button/Button.js";
import { ModalFrame } from "../ModalFrame/ModalFrame.js";

/**
 * Words of the save status modal around the spec's outcome (its title and text come from
 * `addResult` / `editResult` of @epr/domain). The per-group labels are ours: the spec gives the
 * per-group booleans (enrollment.md §4, §7), not how they read.
 */
export const defaultSaveStatusCopy = {
  resultsLabel: "Results by group",
  group: "Group {group}",
  applied: "Completed",
  pending: "Submitted for processing",
  failed: "Not processed",
  ok: "OK",
};

/** The words of the save status modal. */
export type SaveStatusCopy = Record<keyof typeof defaultSaveStatusCopy, string>;

/** One group's answer, as the save (or the status call on the subscriber) gave it. */
export interface SaveStatusGroup {
  groupNumber: string;
  result: GroupSaveResult;
}

/** Props of `SaveStatus`. */
export interface SaveStatusProps {
  /** Whether the modal is open. */
  open: boolean;
  /** The outcome: `addResult(groups, name)` in the add flow, `editResult(groups, name)` in edit. */
  outcome: { title: SaveResultTitle; text: string };
  /** Each group's result, listed under the text (none: no list). */
  groups?: readonly SaveStatusGroup[];
  /** OK or Escape. */
  onClose: () => void;
  /** Override any of the words. */
  copy?: Partial<SaveStatusCopy>;
}

const resultKey = (result: GroupSaveResult) =>
  result === "pending" ? "pending" : result ? "applied" : "failed";

/**
 * Save status (enrollment.md §2 Modals; §8 outcomes): Success, Submitted or Partially Submitted with
 * the spec's text ('You have successfully …', or the 48-hour text), and the result of each group.
 * Success is a plain dialog; the other two are alert dialogs, since part of the work is not done yet.
 */
export function SaveStatus({ open, outcome, groups, onClose, copy }: SaveStatusProps) {
  const words = { ...defaultSaveStatusCopy, ...copy };
  return (
    <ModalFrame
      name="save-status"
      open={open}
      alert={outcome.title !== "Success"}
      title={outcome.title}
      description={outcome.text}
      onDismiss={onClose}
      footer={<Button onClick={onClose}>{words.ok}</Button>}
    >
      {groups?.length ? (
        <ul aria-label={words.resultsLabel} className="space-y-1">
          {groups.map(({ groupNumber, result }) => (
            <li key={groupNumber} data-result={resultKey(result)}>
              <span className="font-semibold">{fillMessage(words.group, { group: groupNumber })}:</span>{" "}
              {words[resultKey(result)]}
            </li>
          ))}
        </ul>
      ) : null}
    </ModalFrame>
  );
}
