import { CardFrame, type CardFrameProps } from "./Card.js";
import type { CardFrameCopy } from "./copy.js";

// Apart from `CardForm` (which brings the error summary and its @epr/forms helpers), so a card's
// read-only entry loads no form code.

/** Props of `CardDisplay`. */
export interface CardDisplayProps
  extends Omit<
    CardFrameProps,
    "mode" | "title" | "saveLabel" | "cancelLabel" | "editLabel" | "onSave" | "onCancel"
  > {
  /** The card's words: its heading and its Edit label. */
  copy: Pick<CardFrameCopy, "title" | "editLabel">;
  /** In place of `copy.title`: `null` where the page's own heading already names the card. */
  title?: CardFrameProps["title"];
}

/** The same card in read mode: the heading from the card's copy and, when `onEdit` is given, its Edit. */
export function CardDisplay({
  copy,
  title = copy.title,
  headingLevel = 2,
  children,
  ...props
}: CardDisplayProps) {
  return (
    <CardFrame {...props} title={title} headingLevel={headingLevel} mode="read" editLabel={copy.editLabel}>
      {children}
    </CardFrame>
  );
}
