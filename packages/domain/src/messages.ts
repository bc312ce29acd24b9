/**
 * Messages of the error catalogue and of the rules that domain functions apply (enrollment.md §6,
 * §8; assist-employees.md §8; session-and-admin.md §5, §8). Field messages of forms live in
 * `@epr/forms`.
 */
export const domainMessages = {
  pendingEdit: "This employee has pending transactions and you cannot make changes at this time.",
  pendingCancel: "Record has a pending transaction, cancellation cannot be submitted at this time.",
  mayHavePending: "Record may have a pending transaction...",
  cancelFailed: "Error: Selected coverage was unable to be cancelled.",
  partial:
    "Your transaction could not be fully processed at this time. Please allow 48 hours for us to complete your transaction.",
  serviceErrorOnEdit:
    "An error has occurred while processing your transaction. Please try again. If the problem persists, please call Customer Service.",
  invalidReportCodes: "invalid report codes",
  invalidProviders: "invalid providers",
  noChanges: "No changes to save",
  genericErrorTitle: "An Error Occured",
  genericErrorText: "We apologize, but there seems to be an error with this page. Please try again later.",
  returnHome: "Return Home",
  noEnrollments: "There are no enrollments in process to display.",
  enrollmentsUnexpected: "We're sorry Something unexpected happened.",
  notEligibleToEdit: "You are not eligible to edit the record for this group.",
  accessDenied: "Access Denied: You do not have permission to modify any active groups.",
  addCoverageFor:
    "Please ensure to add coverage for {name}. You will not be able to save the changes without adding new coverage. If you wish to cancel coverage, please use cancel coverage link.",
  lifeEventOutsideWindow: "The life event date is outside the allowable Special Enrollment Period.",
  mfaRequired: "Required",
  mfaInvalid: "Your MFA verification code was invalid. Please try again.",
  mfaLockout: "Your MFA verification code was invalid.",
  unexpectedFormat: "The service returned an unexpectedly formatted response.",
  cancellationNoticeTitle: "IMPORTANT",
} as const;

/** Replaces `{key}` placeholders in a message. Unknown keys stay as written. */
export function fillMessage(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : whole,
  );
}
