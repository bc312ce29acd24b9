import type { EnrollmentStatus } from "@epr/contract";
import { failureKind, returnCodeOf } from "../../lib/failures.js";

/** The return code of the spec's 'unexpected' answer (enrollment.md §8 Enrollments in process). */
const UNEXPECTED_CODE = "10023";

/**
 * The return code of a failed enrollments call, looked up in the service error catalogue for the
 * message shown (enrollment.md §8 Enrollments in process): an answer of an unexpected shape is the
 * spec's 'unexpected' case (10023); any other failure keeps its own code, which the catalogue
 * answers with the generic message.
 */
export function enrollmentsReturnCode(error: unknown): string | null {
  if (failureKind(error) === "unreadable") return UNEXPECTED_CODE;
  return returnCodeOf(error);
}

/** How a status reads in the list: the outcome titles of the add flow (enrollment.md §8). */
export const enrollmentStatusLabel: Record<EnrollmentStatus, string> = {
  SAVED: "Saved",
  SUBMITTED: "Submitted",
  PARTIAL_SUBMIT: "Partially Submitted",
};
