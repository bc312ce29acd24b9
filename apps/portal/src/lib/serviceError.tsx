import { SERVICE_ERRORS_CONTENT_ID, serviceErrorCatalogue, serviceErrorMessage } from "@epr/domain";
import { FeedbackBar } from "@epr/ui";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { contentQuery } from "./contentQueries.js";
import { returnCodeOf } from "./failures.js";

/**
 * The service error catalogue from the content service (enrollment.md §7 Content: the content file
 * 'epr_service_errors'), read once a session: its texts change only with a release.
 */
export const serviceErrorsQuery = {
  ...contentQuery(SERVICE_ERRORS_CONTENT_ID),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
};

/**
 * The message shown for a failed service call (enrollment.md §8: looked up by returnCode in the
 * catalogue's baseMessage, with a generic fallback). `returnCode` overrides the error's own code
 * (a screen that reads a code from the answer, as the enrollments in process do). Null while the
 * catalogue loads; the generic message when it cannot be read (the fallback the catalogue itself
 * gives, from @epr/domain, which seeds it).
 */
export function useServiceErrorMessage(
  error: unknown,
  returnCode: string | null = returnCodeOf(error),
): string | null {
  const catalogue = useQuery({ ...serviceErrorsQuery, enabled: error != null });
  if (error == null) return null;
  if (catalogue.data?.kind === "serviceErrors")
    return serviceErrorMessage(catalogue.data.catalogue, returnCode);
  if (catalogue.isError || catalogue.data) return serviceErrorCatalogue.generic;
  return null;
}

/** Props of `ServiceErrorBar`. */
export interface ServiceErrorBarProps {
  /** The failure of the service call; nothing is shown without one. */
  error: unknown;
  /** The return code to look up, when the screen reads it from the answer itself. */
  returnCode?: string | null;
  /** Bold lead text; the bar's own "Warning" when omitted, none with null. */
  title?: ReactNode;
  className?: string;
}

/**
 * A failed service call's message from the service error catalogue, as a warning feedback bar
 * (enrollment.md §8: returnCode looked up in the content errors file, generic fallback).
 */
export function ServiceErrorBar({ error, returnCode, title, className }: ServiceErrorBarProps) {
  const message = useServiceErrorMessage(error, returnCode === undefined ? returnCodeOf(error) : returnCode);
  if (!message) return null;
  return (
    <FeedbackBar variant="warning" title={title} className={className}>
      {message}
    </FeedbackBar>
  );
}
