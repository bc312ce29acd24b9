/** Maximum dependents of one employee record (enrollment.md §3, §9). */
export const MAX_DEPENDENTS = 25;
/** Maximum length of name fields (enrollment.md §9). */
export const NAME_MAX = 25;
/** ZIP code length (enrollment.md §9). */
export const ZIP_LENGTH = 5;
/** SSN length (enrollment.md §9). */
export const SSN_LENGTH = 9;
/** Age threshold from which a dependent needs a special status (enrollment.md §9). */
export const DEPENDENT_AGE_LIMIT = 26;
/** Default adult age for dental and vision when the group gives none (enrollment.md §9: 19 from group data). */
export const ADULT_AGE_DEFAULT = 19;
/** Effective date window: up to today plus this many days (exclusive) (enrollment.md §9). */
export const EFFECTIVE_DATE_DAYS_AHEAD = 91;
/** Default plan area code (enrollment.md §9). */
export const DEFAULT_PLAN_AREA_CODE = "363";
/** PCP names are cut to this many characters (enrollment.md §9). */
export const PCP_NAME_MAX = 34;
/** Enrollments-in-process page size (enrollment.md §9). */
export const ENROLLMENTS_PAGE_SIZE = 20;
/** Enrollments-in-process dashboard embed size (enrollment.md §9). */
export const ENROLLMENTS_EMBED_SIZE = 5;
/** MFA lockout after this many failed submissions (session-and-admin.md §9). */
export const MFA_MAX_ATTEMPTS = 3;
/** Digits of an e-mailed MFA passcode (beyond the spec, which names none: six or more). */
export const MFA_CODE_DIGITS = 6;
/** Minutes an MFA passcode stays valid (beyond the spec, which names no limit: 10 at most). */
export const MFA_CODE_TTL_MINUTES = 10;
/**
 * Minutes a second factor verified in a session counts as fresh: within them, removing or replacing
 * a factor, turning MFA off or changing the e-mail needs no password (the spec names none,
 * five is ours).
 */
export const FRESH_FACTOR_MINUTES = 5;
/** Minimum new password length (assist-employees.md §9). */
export const PASSWORD_MIN_LENGTH = 12;
/**
 * Previous passwords a new one may not repeat (assist-employees.md §5: "previous password found in
 * history"; the spec gives no count, five is ours).
 */
export const PASSWORD_HISTORY_COUNT = 5;
/** Minutes a forgot-password reset link stays valid (forgot password is beyond the spec; 30 is ours). */
export const PASSWORD_RESET_TTL_MINUTES = 30;
/** Days a temporary password signs in before it ends (the spec names no limit). */
export const TEMPORARY_PASSWORD_TTL_DAYS = 7;
/** Earliest year of ordinary dates (enrollment.md §9). */
export const MIN_YEAR = 1900;
/** Latest year of ordinary dates (enrollment.md §9). */
export const MAX_YEAR = 2500;
/** Print mode opens the employee summary in a window of this size (enrollment.md §2 employee.find.review). */
export const PRINT_WINDOW = { width: 800, height: 500 } as const;
/** Print mode opens the print dialog after about this long, once the summary has rendered (enrollment.md §2). */
export const PRINT_DELAY_MS = 3750;
/** Wait before provider validation results are applied, and before a save completes (enrollment.md §4 Save routing, §9). */
export const PROVIDER_VALIDATION_DELAY_MS = 100;
/** A content page scrolls to and focuses its text this long after the text arrives (enrollment.md §9). */
export const CONTENT_FOCUS_DELAY_MS = 500;
/** Wait after a cancel date is removed before the employee is reloaded (enrollment.md §4 Remove cancel date, §9). */
export const REMOVE_CANCEL_DATE_RELOAD_MS = 1000;
/** Census and wellness group picker page size (session-and-admin.md §5, §9). */
export const REPORT_GROUP_PICKER_PAGE_SIZE = 12;
/** Reports tables page size: enrollment and requested reports (session-and-admin.md §9). */
export const REPORTS_TABLE_PAGE_SIZE = 10;
/** Wait before the MFA toggle reverts to its previous state after a failure (session-and-admin.md §4, §9). */
export const MFA_TOGGLE_REVERT_MS = 100;
/** Rows of the administrator's own activity on the profile, a page (ours, as the profile's group table). */
export const OWN_ACTIVITY_PAGE_SIZE = 10;
/** Rows of the profile's group access table, a page (session-and-admin.md §9). */
export const PROFILE_GROUP_PAGE_SIZE = 10;
/** A followed resource link becomes the active page this long after it is chosen (session-and-admin.md §9). */
export const RESOURCE_LINK_ACTIVATION_MS = 50;
/** The largest eligibility file an import takes, as uploaded (docs/features/bulk-eligibility.md). */
export const ELIGIBILITY_FILE_MAX_BYTES = 20 * 1024 * 1024;
/** Member rows one eligibility file may carry (docs/features/bulk-eligibility.md). */
export const ELIGIBILITY_FILE_MAX_ROWS = 100_000;
