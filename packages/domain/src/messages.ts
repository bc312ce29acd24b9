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
  /** Cancel Coverage in Group pressed with nothing chosen (our wording: the spec's page preselects). */
  chooseCoverageToCancel: "Choose the coverage to cancel in this group.",
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
  /** Concurrent edits (beyond the spec): a write carrying a version someone else has changed since (412). */
  employeeStale: "This employee was changed by someone else. Reload to see the changes.",
  /**
   * Remove cancel date asked of a line with no cancel date today or later (enrollment.md §4; the spec
   * names no wording for it: ours).
   */
  noCancelDateToRemove: "This coverage has no cancel date that can be removed.",
  /**
   * A reinstate naming a group where the employee's coverage has not ended (enrollment.md §6
   * Reinstate: employee cancelled; our wording).
   */
  reinstateActive:
    "Group {group} still has active coverage for this employee. Only coverage that has ended can be reinstated.",
} as const;

/**
 * Messages of the assist-employees error catalogue (assist-employees.md §5, §6, §8). Brand-specific
 * document texts are not listed: their exact wording is not shown.
 */
export const assistMessages = {
  noItems: "The service returned no items.",
  unexpected: "The service returned something unexpected.",
  unableToProcess: "We are unable to process the request right now, Please try again later.",
  serverError: "There was an error on the server. Please try again later.",
  noGroups: "The service returned no groups.",
  updateNotSuccessful: "The update was not successful.",
  codeError: "There was an error in the code. Sorry.",
  preventiveMedicationsUnavailable: "Preventive medications list is currently not available for this client.",
  /** Any SBC error other than not-available (assist-employees.md §8); the same for every brand. */
  sbcGenericError: "Something seems to have gone wrong, please try again later!",
  noPermissionInfo: "You do not have permissions to view this info.",
  /** §8: a document page opened with a calling page value it does not know (alert; our wording of "not recognized"). */
  callingPageNotRecognized: "Calling page not recognized.",
  /** §8: a brand's success text (the PCP change, identity theft) is empty (alert). */
  successMessageEmpty: "Success message based on ubk is empty.",
  /** §8: benefit booklets not available (one wording for every brand). */
  bookletsNotAvailable:
    "Benefit booklets are not available. Please contact your plan administrator or Customer Service.",
  noPermissionScreen: "You do not have permissions to view this screen.",
  idTheftNoSelection: "Please make sure that you have made your selection prior to submission.",
  idTheftUnknownCase: "We did not get a msgCase we recognized.",
  /** §9: a group opts in once per calendar year (our wording; the spec names the rule, not its text). */
  idTheftOptedInThisYear: "This group has already opted in to identity theft protection this calendar year.",
  /** §9: outside the new client's 30 days and the Q4 window (our wording). */
  idTheftOutsideWindow:
    "Groups may opt in to identity theft protection from October 1 through December 31, or within 30 days of a new client's coverage effective date.",
  /** §5: the content text EPR_IDCARD_ORDER_SELECT_MEMBER_WARNING (its wording is not shown: ours). */
  idCardSelectMember: "Please select at least one member to order ID cards.",
  /** §8: ID card service failures show the content text EPR_IDCARD_ERROR (our wording). */
  idCardError: "ID cards are not available right now. Please try again later.",
  /** An unknown member ID, or one outside the administrator's groups, on the ID Cards pages (our wording). */
  idCardUnknownMember: (umi: string) => `No employee with member ID ${umi} was found in your groups.`,
  /** enrollment.md §6: a view-only login changes nothing, and an order is a change (our wording). */
  idCardOrderViewOnly: "Your user ID is view-only: it can view ID cards but not order them.",
  /** §4 ID card order: said after the orders were placed (our wording). */
  idCardOrdered: "Your ID card order was placed. The cards will be mailed to the member's address.",
  /** An order naming a member who has no ID card (our wording). */
  idCardMemberWithoutCard: "A member you selected has no ID card to order.",
  /** §2.7: an employee without spending accounts in the group (our wording; the server and the view say it). */
  noSpendingAccounts: "This employee has no spending accounts in this group.",
} as const;

/** Messages of the session and administration catalogue (session-and-admin.md §2, §8). */
export const sessionMessages = {
  enrollmentReportsUnavailable: "Enrollment reports are currently not available at this time.",
  clientsListFailed: "List was unable to load. Please refresh or contact support.",
  noGroupsToDisplay: "No Groups to display!!",
  noSelection: "No Selection",
  profileTooltip: "This displays the entitlements and access you have on the portal.",
  clientsTitle: "Clients - Log in as an Employer",
  /** §2 edit plan administrator: a super user may not disable their own account (our wording; server and card). */
  ownAccountDisable: "You cannot disable your own account.",
} as const;

/** Replaces `{key}` placeholders in a message. Unknown keys stay as written. */
export function fillMessage(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : whole,
  );
}

/**
 * The code a client gives a success answer whose shape it does not recognise (the contract's call
 * reads every answer with its schema). Identity theft says its unknown-msgCase sentence for it
 * (assist-employees.md §8).
 * Kept here, not beside the failure rules, so the contract's call (on every page) does not pull
 * those rules into every page's bundle.
 */
export const UNRECOGNIZED_ANSWER_CODE = "bad_response";

/**
 * A success the brand words (assist-employees.md §8: the PCP change success, the identity theft
 * success): the brand's text, or §8's alert 'Success message based on ubk is empty' when the brand
 * record gives an empty one, so the administrator is never shown a blank success.
 */
export function brandSuccessText(text: string | null | undefined): string {
  return text?.trim() ? text : assistMessages.successMessageEmpty;
}

/**
 * A part of a page downloaded when first needed (an edit-mode card, a modal, a table) whose download
 * failed (beyond the spec: our wording). The page around it, and what was typed there, stays. Its own
 * object, so a component that shows only these carries only these.
 */
export const pieceMessages = {
  title: "This part of the page could not be loaded",
  text: "Please check your connection and try again. Nothing you entered has been lost.",
  tryAgain: "Try again",
} as const;
