import { domainMessages } from "@epr/domain";
import { callFailure, failureKind, isServiceFailure } from "../../../../../lib/failures.js";

/** Where a refused remove-cancel-date call's message goes on the line's form. */
export interface RemoveCancelDateRefusal {
  /** The date's own message (400 on effectiveDate, enrollment.md §5), for the field. */
  field: string | null;
  /** Any other refusal (changed by someone else, pending, a server failure), above the field. */
  failure: string | null;
}

/**
 * Sorts the server's refusal of a remove cancel date (400 with the enrollment.md §5 message on
 * `effectiveDate`, 409 pending, 412 changed by someone else): the date's message goes on its field,
 * anything else above it; a failure without an answer reads as the edit's service error.
 */
export function removeCancelDateRefusal(error: unknown): RemoveCancelDateRefusal {
  if (error == null) return { field: null, failure: null };
  const failure = callFailure(error);
  if (!failure || isServiceFailure(error)) return { field: null, failure: domainMessages.serviceErrorOnEdit };
  if (failureKind(error) === "changedElsewhere")
    return { field: null, failure: domainMessages.employeeStale };
  const onDate = failure.issues.find((issue) => issue.path === "effectiveDate");
  if (onDate) return { field: onDate.message, failure: null };
  return { field: null, failure: failure.message || domainMessages.serviceErrorOnEdit };
}
