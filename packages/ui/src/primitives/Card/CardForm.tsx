import { ErrorSummary, type ErrorSummaryItem } from "../ErrorSummary/ErrorSummary.js";
import { CardFrame, type CardFrameProps } from "./Card.js";
import type { CardFrameCopy } from "./copy.js";

/**
 * The callbacks and state an editable card takes from its page (enrollment.md §2: each card has an
 * edit mode and a read-only display), written once for the cards that share them.
 */
export interface EditableCardProps<Values> {
  /** A valid submit, with the form's values. */
  onSubmit?: (values: Values) => void;
  /** Edit mode: shows Cancel. */
  onCancel?: () => void;
  /** Read mode: shows Edit. */
  onEdit?: () => void;
  /** Saving in progress: Save shows a spinner and the form is busy. */
  saving?: boolean;
  headingLevel?: 2 | 3 | 4;
}

/** Props of `CardForm`. */
export interface CardFormProps
  extends Omit<CardFrameProps, "mode" | "title" | "saveLabel" | "cancelLabel" | "editLabel" | "onEdit"> {
  /** The card's words: its heading, its Save and Cancel labels and its error summary's heading. */
  copy: CardFrameCopy;
  /** The errors the summary lists (empty until a submit fails; the card decides when to show them). */
  errors: readonly ErrorSummaryItem[];
  /** Changes after each failed submit (or a server's answer) to move focus to the summary again. */
  focusKey?: string | number;
}

/**
 * A card in edit mode (STYLE.md Forms and errors): the card's frame as a form with its Save and
 * Cancel from the card's copy, and the error summary heading the fields after a failed submit. The
 * plan administrator cards (session-and-admin.md §2 add-plan-admin.*) share it, so the step's form
 * frame and its footer are written once.
 */
export function CardForm({ copy, errors, focusKey, headingLevel = 2, children, ...props }: CardFormProps) {
  return (
    <CardFrame
      {...props}
      title={copy.title}
      headingLevel={headingLevel}
      mode="edit"
      saveLabel={copy.saveLabel}
      cancelLabel={copy.cancelLabel}
    >
      <ErrorSummary className="mb-4" title={copy.errorSummaryTitle} focusKey={focusKey} errors={errors} />
      {children}
    </CardFrame>
  );
}

/** Props of `CardDisplay`. */
export interface CardDisplayProps
  extends Omit<
    CardFrameProps,
    "mode" | "title" | "saveLabel" | "cancelLabel" | "editLabel" | "onSave" | "onCancel"
  > {
  /** The card's words: its heading and its Edit label. */
  copy: Pick<CardFrameCopy, "title" | "editLabel">;
}

/** The same card in read mode: the heading from the card's copy and, when `onEdit` is given, its Edit. */
export function CardDisplay({ copy, headingLevel = 2, children, ...props }: CardDisplayProps) {
  return (
    <CardFrame
      {...props}
      title={copy.title}
      headingLevel={headingLevel}
      mode="read"
      editLabel={copy.editLabel}
    >
      {children}
    </CardFrame>
  );
}
