import { ApiError, type EnrollmentStatus } from "@epr/contract";
import { enrollmentsListMessage } from "@epr/domain";

/** The return code of the spec's 'unexpected' answer (enrollment.md §8 Enrollments in process). */
const UNEXPECTED_CODE = "10023";

/**
 * The message a failed enrollments call shows (enrollment.md §8 Enrollments in process): an answer
 * of an unexpected shape is the spec's 'unexpected' case; any other failure the generic message.
 */
export function enrollmentsErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.body.code === "bad_response")
    return enrollmentsListMessage(UNEXPECTED_CODE);
  const code = error instanceof ApiError ? (error.body.code ?? String(error.status)) : "error";
  return enrollmentsListMessage(code);
}

/** How a status reads in the list: the outcome titles of the add flow (enrollment.md §8). */
export const enrollmentStatusLabel: Record<EnrollmentStatus, string> = {
  SAVED: "Saved",
  SUBMITTED: "Submitted",
  PARTIAL_SUBMIT: "Partially Submitted",
};
