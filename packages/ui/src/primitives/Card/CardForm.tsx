import { ErrorSummary, type ErrorSummaryItem } from "../ErrorSummary/ErrorSummary.js";
import { CardFrame, type CardFrameProps } from "./Card.js";
import type { CardFrameCopy } from "./copy.js";

/**
 * The two faces of an editable card (enrollment.md §2: each card has an edit mode and a read-only
 * display). Written here once: a card takes it through {@link EditableCardProps}, never retypes it.
 */
export type CardMode = "edit" | "read";

/**
 * The mode, callbacks and state an editable card takes from its page (enrollment.md §2), written once
 * for every editable card: a card's props extend it (or `Pick` what it uses) and add their own.
 */
export interface EditableCardProps<Values> {
  /** "edit" shows the form, "read" the read-only display (enrollment.md §2). */
  mode: CardMode;
  /**
   * Whether the administrator may modify the record (an @epr/domain permission, enrollment.md §6):
   * read mode shows Edit only then.
   */
  mayEdit?: boolean;
  /** Read mode: Edit was pressed. */
  onEdit?: () => void;
  /** Edit mode: a valid submit, with the form's values (@epr/forms' output). */
  onSubmit?: (values: Values) => void;
  /** Edit mode: shows Cancel. */
  onCancel?: () => void;
  /** Saving in progress: Save shows a spinner and the form is busy. */
  saving?: boolean;
  headingLevel?: 2 | 3 | 4;
}

/**
 * What a card's read-only entry takes from its page (the `read` modules: the read mode of a card
 * without its form, for pages that only show).
 */
export type ReadCardProps = Pick<EditableCardProps<never>, "mayEdit" | "onEdit" | "headingLevel">;

/** Props of `CardForm`. */
export interface CardFormProps
  extends Omit<CardFrameProps, "mode" | "title" | "saveLabel" | "cancelLabel" | "editLabel" | "onEdit"> {
  /** The card's words: its heading, its Save and Cancel labels and its error summary's heading. */
  copy: CardFrameCopy;
  /** In place of `copy.title`: `null` where the page's own heading already names the card. */
  title?: CardFrameProps["title"];
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
export function CardForm({
  copy,
  title = copy.title,
  errors,
  focusKey,
  headingLevel = 2,
  children,
  ...props
}: CardFormProps) {
  return (
    <CardFrame
      {...props}
      title={title}
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
