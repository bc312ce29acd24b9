// `@epr/ui/cards/mfa-toggle`: the profile's MFA toggle and the Verify Passcode view (session-and-admin.md §4).

// The current-password confirmation, also for the plan administrator's own e-mail change.
export { ConfirmPasswordDialog, type ConfirmPasswordDialogProps } from "../shared/ConfirmPasswordDialog.js";
export {
  defaultMfaToggleCopy,
  type MfaSubmissionOutcome,
  MfaToggleCard,
  type MfaToggleCardProps,
  type MfaToggleCopy,
  type PasswordConfirmation,
} from "./MfaToggleCard.js";
export { VerifyPasscode, type VerifyPasscodeProps } from "./VerifyPasscode.js";
