import { TOTP_DIGITS } from "@epr/domain";
import { adminMessages } from "@epr/forms/schemas";
import * as z from "zod/mini";
import type { ApiCall } from "./call.js";
import { mfaOutcomes, type Reauthentication } from "./mfa.js";
import { sessionSchema } from "./session.js";

/**
 * An authenticator app (TOTP) as the administrator's stronger factor (beyond the spec).
 * Set up starts an enrolment with a new secret; the first valid code confirms it; from then on
 * sign-in asks for the app's code instead of an e-mailed passcode; removing it goes back to the
 * e-mailed passcode (when that is enrolled).
 *
 *   GET    /api/mfa/authenticator          whether an app is enrolled
 *   POST   /api/mfa/authenticator          a new secret: its otpauth:// URI and QR code (not yet enrolled)
 *   POST   /api/mfa/authenticator/confirm  the first code: enrols the secret
 *   DELETE /api/mfa/authenticator          removes the app (body: the current password)
 *   POST   /api/session/authenticator      the sign-in's code (factor-pending session)
 */

/** Answers of the authenticator routes the spec has no wording for (ours). */
export const authenticatorMessages = {
  /** Confirm without a set-up in progress (never started, or already confirmed). */
  noSetup: "Start setting up the authenticator app again: there is no set-up in progress.",
  /** The code did not match this or the neighbouring step, or its step was used already. */
  invalid: "That code is not valid. Enter the code your authenticator app shows now.",
} as const;

/** A six-digit code as the app shows it (the body of confirm and of the sign-in step). */
export const authenticatorCodeRequestSchema = z.strictObject({
  code: z
    .string({ error: adminMessages.authenticatorCode })
    .check(z.regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), adminMessages.authenticatorCode)),
});
export type AuthenticatorCodeRequest = z.infer<typeof authenticatorCodeRequestSchema>;

/** GET /api/mfa/authenticator: whether an app is enrolled, and since when (ISO 8601). */
export const authenticatorStatusSchema = z.object({
  enrolled: z.boolean(),
  enrolledAt: z.nullable(z.string()),
});
export type AuthenticatorStatus = z.infer<typeof authenticatorStatusSchema>;

/**
 * POST /api/mfa/authenticator: the new secret for manual entry (base32), the otpauth:// URI and
 * the QR code of that URI (an SVG data URL), shown once; the server keeps the secret sealed.
 */
export const authenticatorSetupSchema = z.object({
  secret: z.string(),
  uri: z.string(),
  qrCode: z.string(),
});
export type AuthenticatorSetup = z.infer<typeof authenticatorSetupSchema>;

/** POST /api/mfa/authenticator/confirm: whether the code enrolled the app, and its status. */
export const authenticatorConfirmSchema = z.object({
  valid: z.boolean(),
  message: z.nullable(z.string()),
  status: authenticatorStatusSchema,
});
export type AuthenticatorConfirm = z.infer<typeof authenticatorConfirmSchema>;

/** POST /api/session/authenticator: the outcome (as the passcode step's) and, once valid, the session. */
export const signInAuthenticatorResultSchema = z.object({
  valid: z.boolean(),
  outcome: z.enum(mfaOutcomes),
  message: z.nullable(z.string()),
  attemptsLeft: z.int().check(z.gte(0)),
  session: z.nullable(sessionSchema),
});
export type SignInAuthenticatorResult = z.infer<typeof signInAuthenticatorResultSchema>;

/** The authenticator calls of the typed client. */
export function authenticatorCalls(call: ApiCall) {
  return {
    authenticatorStatus: () => call("/api/mfa/authenticator", authenticatorStatusSchema),
    /** A new secret; an unconfirmed earlier one is replaced. */
    setUpAuthenticator: () => call("/api/mfa/authenticator", authenticatorSetupSchema, { method: "POST" }),
    confirmAuthenticator: (body: AuthenticatorCodeRequest) =>
      call("/api/mfa/authenticator/confirm", authenticatorConfirmSchema, {
        method: "POST",
        body: JSON.stringify(body),
      }),
    /** Removes the app: the current password, unless a factor was verified in this session just now. */
    removeAuthenticator: (body: Reauthentication) =>
      call("/api/mfa/authenticator", authenticatorStatusSchema, {
        method: "DELETE",
        body: JSON.stringify(body),
      }),
    /** The sign-in's code step (after a 202 naming the factor totp). */
    verifySignInAuthenticator: (body: AuthenticatorCodeRequest) =>
      call("/api/session/authenticator", signInAuthenticatorResultSchema, {
        method: "POST",
        body: JSON.stringify(body),
      }),
  };
}
