/**
 * The words of a card's frame (`CardFrame`): its heading, its buttons and the heading of its error
 * summary. Each card's copy extends it (`interface XCardCopy extends CardFrameCopy { … }`) and its
 * defaults spread {@link defaultCardFrameCopy}, so this wording is written once for every card.
 */
export interface CardFrameCopy {
  /** Card heading ("Medicare"; a card may follow it with a name or number). */
  title: string;
  /** Edit mode's submit button. */
  saveLabel: string;
  /** Edit mode's button that leaves without saving. */
  cancelLabel: string;
  /** Read mode's button into edit mode. */
  editLabel: string;
  /** Heading of the error summary a failed submit shows and focuses. */
  errorSummaryTitle: string;
}

/** The copy of a card whose form marks required fields. */
export interface RequiredNoteCopy {
  /** The note above the fields explaining the required marker. */
  requiredNote: string;
}

/** The default frame wording; each card adds its own `title`. */
export const defaultCardFrameCopy: Omit<CardFrameCopy, "title"> = {
  saveLabel: "Save",
  cancelLabel: "Cancel",
  editLabel: "Edit",
  errorSummaryTitle: "There is a problem",
};

/** The default required-marker note. */
export const defaultRequiredNoteCopy: RequiredNoteCopy = {
  requiredNote: "Fields marked * are required.",
};
