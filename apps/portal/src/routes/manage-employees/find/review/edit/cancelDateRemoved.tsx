import { defaultRemoveCancelDateCopy } from "@epr/ui/cards/plan-coverage";

/**
 * The sentence after a line's cancel date was removed (enrollment.md §4 Remove cancel date), in the
 * plan coverage card's copy: a module of its own, loaded with the card (editCards.tsx).
 */
export function CancelDateRemoved({
  productName,
  groupNumber,
}: {
  productName: string;
  groupNumber: string;
}) {
  return defaultRemoveCancelDateCopy.removedText
    .replaceAll("{product}", productName)
    .replaceAll("{group}", groupNumber);
}
