/**
 * The administrator's own activity on the profile (beyond the spec): which audit rows an
 * administrator sees of themselves, and how each reads. Reads of records (employee views, history
 * views) are not activity; sign-ins, failures, MFA changes and writes are. The audit rows never hold
 * a code, a password or a full SSN, and this list shows only the action, the record and the time.
 */

/** What kind of thing an activity row is. */
export type ActivityKind = "sign-in" | "failure" | "mfa" | "write";

/** One row of the own-activity list as the profile shows it. */
export interface ActivityEntry {
  kind: ActivityKind;
  /** A sentence for people ("Signed in", "MFA verification code failed"). */
  label: string;
  /** Whether the action succeeded. */
  result: "success" | "failure";
}

/** The actions shown, with their wording (ours) and outcome; any other action is not shown. */
const activityActions: Record<string, ActivityEntry> = {
  "session.login": { kind: "sign-in", label: "Signed in", result: "success" },
  "session.login.failed": { kind: "failure", label: "Sign-in failed: wrong password", result: "failure" },
  "session.login.throttled": {
    kind: "failure",
    label: "Sign-in refused: too many attempts",
    result: "failure",
  },
  "session.login.temporaryExpired": {
    kind: "failure",
    label: "Sign-in refused: temporary password expired",
    result: "failure",
  },
  "session.factor.sent": { kind: "sign-in", label: "Sign-in verification code sent", result: "success" },
  "session.factor.verified": {
    kind: "sign-in",
    label: "Sign-in verification code accepted",
    result: "success",
  },
  "session.factor.failed": { kind: "failure", label: "Sign-in verification code failed", result: "failure" },
  "session.factor.ended": {
    kind: "failure",
    label: "Sign-in attempt ended after failed codes",
    result: "failure",
  },
  "session.factor.throttled": {
    kind: "failure",
    label: "Sign-in code refused: too many codes",
    result: "failure",
  },
  "session.client": { kind: "sign-in", label: "Client chosen", result: "success" },
  "mfa.passcode.sent": { kind: "mfa", label: "MFA verification code sent", result: "success" },
  "mfa.passcode.verified": { kind: "mfa", label: "MFA verification code accepted", result: "success" },
  "mfa.passcode.failed": { kind: "failure", label: "MFA verification code failed", result: "failure" },
  "mfa.passcode.locked": { kind: "failure", label: "MFA locked after failed codes", result: "failure" },
  "mfa.passcode.throttled": { kind: "failure", label: "MFA code refused: too many codes", result: "failure" },
  "mfa.enrolled": { kind: "mfa", label: "MFA enabled", result: "success" },
  "mfa.disabled": { kind: "mfa", label: "MFA disabled", result: "success" },
  "mfa.enroll.refused": { kind: "failure", label: "MFA enable refused", result: "failure" },
  "mfa.refused": { kind: "failure", label: "MFA not offered for the brand", result: "failure" },
  "account.password.changed": { kind: "write", label: "Password changed", result: "success" },
  "account.password.failed": { kind: "failure", label: "Password change refused", result: "failure" },
  "account.password.throttled": {
    kind: "failure",
    label: "Password change refused: too many attempts",
    result: "failure",
  },
  "mfa.authenticator.enrolled": { kind: "mfa", label: "Authenticator app set up", result: "success" },
  "mfa.authenticator.removed": { kind: "mfa", label: "Authenticator app removed", result: "success" },
  "mfa.authenticator.failed": { kind: "failure", label: "Authenticator code failed", result: "failure" },
  "access.denied": { kind: "failure", label: "Access refused", result: "failure" },
  "employee.ssn.denied": { kind: "failure", label: "Full SSN refused", result: "failure" },
  "employee.view.denied": { kind: "failure", label: "Employee access refused", result: "failure" },
  "employee.enroll": { kind: "write", label: "Employee enrolled", result: "success" },
  "employee.add": { kind: "write", label: "Employee added", result: "success" },
  "employee.edit": { kind: "write", label: "Employee edited", result: "success" },
  "employee.cancel": { kind: "write", label: "Coverage cancelled", result: "success" },
  "employee.reinstate": { kind: "write", label: "Coverage reinstated", result: "success" },
  "enrollment.create": { kind: "write", label: "Enrollment started", result: "success" },
  "enrollment.save": { kind: "write", label: "Enrollment saved", result: "success" },
  "enrollment.delete": { kind: "write", label: "Enrollment deleted", result: "success" },
};

/** The actions an administrator sees of themselves, for the server's query. */
export const ownActivityActions: readonly string[] = Object.keys(activityActions);

/** How an audit action reads on the profile, or null when it is not shown (reads, system rows). */
export function activityOf(action: string): ActivityEntry | null {
  return Object.hasOwn(activityActions, action) ? (activityActions[action] ?? null) : null;
}
