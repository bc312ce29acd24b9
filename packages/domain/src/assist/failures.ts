import { assistMessages, UNRECOGNIZED_ANSWER_CODE } from "../messages.js";

/** A failed call as a client sees it: the HTTP status (0: no answer), the sentence and code it carried. */
export interface CallFailure {
  status?: number;
  message?: string | null;
  code?: string | null;
}

const asFailure = (error: unknown): CallFailure =>
  typeof error === "object" && error !== null ? (error as CallFailure) : {};

/**
 * The sentence a screen shows for a failed call (assist-employees.md §8): the server's own for a
 * refusal it explained (a 4xx with a message says what to change, e.g. 'You do not have
 * permissions to view this screen.'); an answer the client could not read, `unexpected` ('The
 * service returned something unexpected.' unless the screen names its own failure); otherwise the
 * screen's catalogue failure (`fallback`). A server error or no answer at all never shows the
 * server's words.
 */
export function failureMessage(
  error: unknown,
  fallback: string,
  unexpected: string = assistMessages.unexpected,
): string {
  const { status, message, code } = asFailure(error);
  if (code === UNRECOGNIZED_ANSWER_CODE) return unexpected;
  return typeof status === "number" && status >= 400 && status < 500 && message ? message : fallback;
}

/**
 * The identity theft save's failure sentence (assist-employees.md §8): a success answer with a
 * msgCase the portal does not know says so ('We did not get a msgCase we recognized.'); a refusal
 * the server explained says its reason; anything else is the brand's save failure.
 */
export function identityTheftSaveFailure(error: unknown, saveFailure: string): string {
  if (asFailure(error).code === UNRECOGNIZED_ANSWER_CODE) return assistMessages.idTheftUnknownCase;
  return failureMessage(error, saveFailure);
}
