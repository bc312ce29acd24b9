// `@epr/ui/cards/mfa-toggle`: the profile's MFA toggle and the Verify Passcode view (session-and-admin.md §4).
export {
  defaultMfaToggleCopy,
  type MfaSubmissionOutcome,
  MfaToggleCard,
  type MfaToggleCardProps,
  type MfaToggleCopy,
} from "./MfaToggleCard.js";
export { VerifyPasscode, type VerifyPasscodeProps } from "./VerifyPasscode.js";
