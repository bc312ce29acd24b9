import { assistMessages, failureMessage } from "@epr/domain";
import { FeedbackBar } from "@epr/ui";

/** Props of `LoadFailure`. */
export interface LoadFailureProps {
  /** What the failed call threw (an ApiError from the contract's client, or anything). */
  error: unknown;
  /** The screen's catalogue failure; by default 'We are unable to process the request right now…'. */
  fallback?: string;
}

/**
 * A page or tab whose data failed to load (assist-employees.md §8 failures): the failure bar
 * (`role="alert"`) in the page's place, under its heading and tabs, instead of replacing the whole
 * area with the route's error page. It says the server's reason for a refusal it explained (a 4xx),
 * otherwise the screen's catalogue failure (`failureMessage` of @epr/domain).
 */
export function LoadFailure({ error, fallback = assistMessages.unableToProcess }: LoadFailureProps) {
  return <FeedbackBar variant="failure">{failureMessage(error, fallback)}</FeedbackBar>;
}
