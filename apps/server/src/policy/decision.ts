import {
  billingAccountApiMessages,
  billingMessages,
  documentMessages,
  enrollmentMessages,
  planAdminActionMessages,
  type policyRefusalCodes,
  reportMessages,
  spendingRequestMessages,
} from "@epr/contract";
import { assistMessages, domainMessages } from "@epr/domain";

/**
 * What a decision of the policy is (allowed, or a denial with its status, sentence and code) and
 * the sentences it says. The route table (route-table.ts), the operator checks (operator.ts) and
 * the per-record decisions (records.ts) all answer in these terms.
 */

/** The codes a denial of the policy carries: the contract's `policyRefusalCodes` (403) and `not_found`. */
export type PolicyDenialCode = (typeof policyRefusalCodes)[number] | "not_found";

/** An answer the session may not have: a status, a sentence for people and a code. */
export interface Denial {
  status: 403 | 404;
  message: string;
  code: PolicyDenialCode;
}
/** `null` means allowed. */
export type Decision = Denial | null;

export const policyMessages = {
  /** An eligibility import of another client, or none (our wording). */
  eligibilityImportNotFound: "We could not find that import.",
  /** The same body as an employee that does not exist, so a 404 never tells the two apart. */
  employeeNotFound: "We could not find that employee.",
  groupNotFound: "We could not find that group.",
  clientNotFound: "We could not find that client.",
  chooseClient: "Please choose a client first.",
  noView: "You do not have permission to view employees.",
  noEdit: "You do not have permission to modify employees.",
  viewOnly: "Your user ID is view-only: it cannot make changes.",
  /** enrollment.md §6: the Cancel Coverage denial, also said when no group of the employee may be modified. */
  noModifiableGroup: domainMessages.accessDenied,
  /** An enrollment of another client answers like one that does not exist. */
  enrollmentNotFound: enrollmentMessages.notFound,
  /** enrollment.md §8: saying a group of the enrollment may not be changed by this administrator. */
  groupNotModifiable: domainMessages.notEligibleToEdit,
  reportNotFound: reportMessages.notFound,
  /** The full-SSN rule for reports (our wording): full SSNs only of groups the administrator may modify. */
  fullSsnReport:
    "Full SSNs can be shown only for groups you may modify. Keep SSNs masked, or choose only those groups.",
  /** session-and-admin.md §6: a report whose entitlement the administrator does not hold (our wording). */
  noReport: "You do not have access to this report.",
  /** session-and-admin.md §6: only internal staff log in as an employer from /clients. */
  internalOnly: "Only internal staff may search every client.",
  /** session-and-admin.md §2, §4: a cancelled client's conditions come first. */
  conditionsFirst: "Please accept the cancelled client's conditions first.",
  /** assist-employees.md §6: the identity theft tab needs the idTheft entitlement. */
  noIdTheft: assistMessages.noPermissionScreen,
  /** Only a super user may manage other administrators. */
  superUserOnly: "Only a super user may manage plan administrators.",
  planAdminNotFound: planAdminActionMessages.notFound,
  ownAccount: planAdminActionMessages.ownAccount,
  /**
   * An administrator who works for several clients (or internal staff): one client's super user
   * manages only their group entitlements in this client and their access to it (our wording).
   */
  identityElsewhere: planAdminActionMessages.identityElsewhere,
  /** Removing oneself from the client would lock a super user out of it (our wording). */
  ownAccess: "You cannot remove yourself from this client.",
  /** assist-employees.md §6, §8: claims without employees view or edit plus View Claims. */
  noClaims: assistMessages.noPermissionScreen,
  claimNotFound: "We could not find that claim.",
  /** assist-employees.md §6: preventive medication lists need employees view. */
  noPreventiveMedications: assistMessages.noPermissionInfo,
  documentNotFound: documentMessages.documentNotFound,
  /** assist-employees.md §6: a group whose Spending Account entitlement is N/A (our wording). */
  noSpending: "You do not have access to this group's spending accounts.",
  /** §5, §6: no Modify on the group's spending accounts, a system deposit other than y, or a blackout (our wording). */
  spendingNotEditable: spendingRequestMessages.notEditable,
  /** session-and-admin.md §6: billing needs the Bills access (ebill; our wording). */
  noBills: billingMessages.noBills,
  invoiceNotFound: billingMessages.invoiceNotFound,
  /** Paying needs the pay (or manage) billing user type (session-and-admin.md §7 ebill userTypes). */
  noPayBills: billingAccountApiMessages.noPay,
  /** Creating or changing an ebill account needs the manage user type. */
  noManageAccounts: billingAccountApiMessages.noManage,
  billingAccountNotFound: billingAccountApiMessages.accountNotFound,
} as const;

export const deny = (status: 403 | 404, message: string, code: PolicyDenialCode): Denial => ({
  status,
  message,
  code,
});
export const notFound = (message: string) => deny(404, message, "not_found");
