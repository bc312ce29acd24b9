import { describe, expect, it } from "vitest";
import { assistMessages, brandSuccessText, domainMessages, sessionMessages } from "./messages.js";

/** Every catalogue message, checked word for word against the specification. */
describe("error catalogue (enrollment.md §6, §8; assist-employees.md §8; session-and-admin.md §5, §8)", () => {
  it.each([
    [
      domainMessages.pendingEdit,
      "This employee has pending transactions and you cannot make changes at this time.",
    ],
    [
      domainMessages.pendingCancel,
      "Record has a pending transaction, cancellation cannot be submitted at this time.",
    ],
    [domainMessages.mayHavePending, "Record may have a pending transaction..."],
    [domainMessages.cancelFailed, "Error: Selected coverage was unable to be cancelled."],
    [
      domainMessages.partial,
      "Your transaction could not be fully processed at this time. Please allow 48 hours for us to complete your transaction.",
    ],
    [
      domainMessages.serviceErrorOnEdit,
      "An error has occurred while processing your transaction. Please try again. If the problem persists, please call Customer Service.",
    ],
    [domainMessages.invalidReportCodes, "invalid report codes"],
    [domainMessages.invalidProviders, "invalid providers"],
    [domainMessages.noChanges, "No changes to save"],
    [domainMessages.employeeStale, "This employee was changed by someone else. Reload to see the changes."],
    [domainMessages.genericErrorTitle, "An Error Occured"],
    [
      domainMessages.genericErrorText,
      "We apologize, but there seems to be an error with this page. Please try again later.",
    ],
    [domainMessages.returnHome, "Return Home"],
    [domainMessages.noEnrollments, "There are no enrollments in process to display."],
    [domainMessages.enrollmentsUnexpected, "We're sorry Something unexpected happened."],
    [domainMessages.notEligibleToEdit, "You are not eligible to edit the record for this group."],
    [domainMessages.accessDenied, "Access Denied: You do not have permission to modify any active groups."],
    [domainMessages.mfaRequired, "Required"],
    [domainMessages.mfaInvalid, "Your MFA verification code was invalid. Please try again."],
    [domainMessages.mfaLockout, "Your MFA verification code was invalid."],
    [domainMessages.cancellationNoticeTitle, "IMPORTANT"],
    [assistMessages.noItems, "The service returned no items."],
    [assistMessages.unexpected, "The service returned something unexpected."],
    [
      assistMessages.unableToProcess,
      "We are unable to process the request right now, Please try again later.",
    ],
    [assistMessages.serverError, "There was an error on the server. Please try again later."],
    [assistMessages.noGroups, "The service returned no groups."],
    [
      assistMessages.idCardUnknownMember("M99999999"),
      "No employee with member ID M99999999 was found in your groups.",
    ],
    [assistMessages.updateNotSuccessful, "The update was not successful."],
    [assistMessages.codeError, "There was an error in the code. Sorry."],
    [
      assistMessages.preventiveMedicationsUnavailable,
      "Preventive medications list is currently not available for this client.",
    ],
    [assistMessages.sbcGenericError, "Something seems to have gone wrong, please try again later!"],
    [assistMessages.noPermissionInfo, "You do not have permissions to view this info."],
    [assistMessages.noPermissionScreen, "You do not have permissions to view this screen."],
    [assistMessages.idTheftUnknownCase, "We did not get a msgCase we recognized."],
    [
      assistMessages.idTheftNoSelection,
      "Please make sure that you have made your selection prior to submission.",
    ],
    [assistMessages.callingPageNotRecognized, "Calling page not recognized."],
    [assistMessages.successMessageEmpty, "Success message based on ubk is empty."],
    [
      assistMessages.bookletsNotAvailable,
      "Benefit booklets are not available. Please contact your plan administrator or Customer Service.",
    ],
    [
      sessionMessages.enrollmentReportsUnavailable,
      "Enrollment reports are currently not available at this time.",
    ],
    [sessionMessages.clientsListFailed, "List was unable to load. Please refresh or contact support."],
    [sessionMessages.noGroupsToDisplay, "No Groups to display!!"],
    [sessionMessages.noSelection, "No Selection"],
    [sessionMessages.profileTooltip, "This displays the entitlements and access you have on the portal."],
    [sessionMessages.clientsTitle, "Clients - Log in as an Employer"],
  ])("%s", (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe("brandSuccessText (assist-employees.md §8: 'Success message based on ubk is empty')", () => {
  it.each([
    ["the brand's text", "The PCP was successfully updated.", "The PCP was successfully updated."],
    ["an empty text: the alert", "", assistMessages.successMessageEmpty],
    ["only spaces: the alert", "   ", assistMessages.successMessageEmpty],
    ["none at all: the alert", undefined, assistMessages.successMessageEmpty],
  ])("%s", (_case, text, shown) => {
    expect(brandSuccessText(text)).toBe(shown);
  });
});
