import {
  domainMessages,
  MFA_CODE_TTL_MINUTES,
  MFA_MAX_ATTEMPTS,
  mfaUpdateSchema,
  otpCreateRequestSchema,
  otpCreateResponseSchema,
  otpValidateRequestSchema,
  passwordServiceMessages,
} from "@epr/domain";
import { PASSWORD_MAX, passwordMessages } from "@epr/forms/schemas";
import * as z from "zod/mini";
import type { ApiCall } from "./call.js";
import { sessionSchema } from "./session.js";

/**
 * MFA by e-mailed one-time passcode (session-and-admin.md §3 OTP create / validate and the MFA
 * update record, §4 MFA toggle, §5, §9). The spec's calls name the user and the e-mail
 * in the request; here the session names both, so a caller can neither ask a code for someone
 * else nor send one to an address of its choosing.
 *
 *   GET  /api/mfa                     enrolment, the brand flag and the challenge info
 *   POST /api/mfa/passcodes           a new code e-mailed; answers the correlationId (OTP create)
 *   POST /api/mfa/passcodes/validate  one submission of a code (OTP validate)
 *   PUT  /api/mfa                     enrol (with the verified attempt) or disable (modify-user)
 */

/** Answers of the MFA routes the spec gives no wording for (our wording). */
export const mfaMessages = {
  /** §2 /profile, §6: the MFA toggle only for brands on the fixed list (the brand record's flag). */
  notOffered: "Multi-factor authentication is not offered for this brand.",
  /** A code past its 10 minutes, used already, replaced by a newer one, or never given. */
  expired: "This verification code is no longer valid. Please generate a new verification code.",
  /** Enabling needs the attempt whose code was just verified in this session. */
  notVerified: "Please enter the verification code we e-mailed you before enabling MFA.",
  correlationId: "correlationId must be the one the passcode request answered.",
  otpCode: "otpCode has letters and digits only, at most 12.",
  /**
   * Turning MFA off, removing or replacing a factor, or changing the e-mail without the current
   * password and without a factor verified in this session in the last FRESH_FACTOR_MINUTES.
   */
  passwordRequired: "To confirm this change, enter your current password.",
  /** The current password given for such a change is not the administrator's. */
  wrongPassword: passwordServiceMessages.incorrectCurrent,
  /** Replacing the authenticator app: the enrolled one is removed first (with the password). */
  authenticatorEnrolled:
    "An authenticator app is already set up. Remove it first (with your current password), then set up the new one.",
} as const;

/**
 * The current password, asked again before a change that would let whoever holds the session keep
 * the account (turning MFA off, removing a factor, changing the e-mail). Optional: a factor
 * verified in this session in the last FRESH_FACTOR_MINUTES stands for it.
 */
export const currentPasswordSchema = z
  .string({ error: passwordMessages.current })
  .check(z.minLength(1, passwordMessages.current), z.maxLength(PASSWORD_MAX, passwordMessages.tooLong));

/** The body of such a change that carries nothing but the password (DELETE /api/mfa/authenticator). */
export const reauthenticationSchema = z.strictObject({ currentPassword: z.optional(currentPasswordSchema) });
export type Reauthentication = z.infer<typeof reauthenticationSchema>;

/** The correlation id of one passcode attempt, as the server makes it. */
export const correlationIdSchema = z
  .string({ error: mfaMessages.correlationId })
  .check(
    z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, mfaMessages.correlationId),
  );

/** POST /api/mfa/passcodes: the delivery channel; the user and address are the session's. */
export const mfaPasscodeRequestSchema = z.strictObject(
  z.pick(otpCreateRequestSchema, { deliveryChannel: true }).shape,
);
export type MfaPasscodeRequest = z.infer<typeof mfaPasscodeRequestSchema>;

/** The OTP create answer, with where the code went (masked) and until when it is valid. */
export const mfaPasscodeResponseSchema = z.extend(otpCreateResponseSchema, {
  /** The address the code was sent to, masked ("d***n@example.com"). */
  destination: z.string(),
  /** ISO 8601: `MFA_CODE_TTL_MINUTES` after the code was made. */
  expiresAt: z.string(),
});
export type MfaPasscodeResponse = z.infer<typeof mfaPasscodeResponseSchema>;

/**
 * POST /api/mfa/passcodes/validate: the attempt and the code typed. An empty code is accepted
 * here, because it counts as a failed submission (§5), and answers `required`.
 */
export const mfaValidateRequestSchema = z.strictObject(
  z.extend(z.pick(otpValidateRequestSchema, { correlationId: true, otpCode: true }), {
    correlationId: correlationIdSchema,
    otpCode: z
      .string({ error: mfaMessages.otpCode })
      .check(z.regex(/^[A-Za-z0-9]{0,12}$/, mfaMessages.otpCode)),
  }).shape,
);
export type MfaValidateRequest = z.infer<typeof mfaValidateRequestSchema>;

/**
 * How a submission went: `valid`; `required` (empty) or `invalid` (wrong), each counted; `locked`
 * once `MFA_MAX_ATTEMPTS` submissions failed (a new code unlocks); `expired` when the attempt is
 * no longer live (past `MFA_CODE_TTL_MINUTES`, used, replaced, or not this session's).
 */
export const mfaOutcomes = ["valid", "required", "invalid", "locked", "expired"] as const;
export type MfaOutcome = (typeof mfaOutcomes)[number];

/** The sentence of each outcome: the spec's (§5) where it gives one. */
export const mfaOutcomeMessages: Record<MfaOutcome, string | null> = {
  valid: null,
  required: domainMessages.mfaRequired,
  invalid: domainMessages.mfaInvalid,
  locked: domainMessages.mfaLockout,
  expired: mfaMessages.expired,
};

/** The OTP validate answer: its validity, the outcome's sentence and the submissions left. */
export const mfaValidateResponseSchema = z.object({
  valid: z.boolean(),
  outcome: z.enum(mfaOutcomes),
  message: z.nullable(z.string()),
  attemptsLeft: z.int().check(z.gte(0), z.lte(MFA_MAX_ATTEMPTS)),
});
export type MfaValidateResponse = z.infer<typeof mfaValidateResponseSchema>;

/**
 * PUT /api/mfa: the MFA update record's flag (§3). `"true"` enrols and needs the `correlationId`
 * of the attempt just verified in this session (the e-mail enrolled is the one the code went to);
 * `"false"` disables and clears the e-mail (§4) and needs `currentPassword` unless a factor was
 * verified in this session within FRESH_FACTOR_MINUTES. Phone, e-mail and the access token of the
 * spec's record are not taken: the session and the verified attempt say them.
 */
export const mfaUpdateRequestSchema = z.strictObject(
  z.extend(z.pick(mfaUpdateSchema, { hmhsmfaenrolled: true }), {
    correlationId: z.optional(correlationIdSchema),
    currentPassword: z.optional(currentPasswordSchema),
  }).shape,
);
export type MfaUpdateRequest = z.infer<typeof mfaUpdateRequestSchema>;

/** An enrolled factor as challengeDisplayInfo lists it (§7): the channel and the masked address. */
export const challengeInfoSchema = z.object({
  deliveryChannel: z.literal("email"),
  destination: z.string(),
});

/**
 * GET /api/mfa (and the answer of PUT): whether the brand offers the toggle, whether the
 * administrator is enrolled, and the challenge info (§4: the portal stores false when it is not
 * empty, true otherwise).
 */
export const mfaStatusSchema = z.object({
  offered: z.boolean(),
  enrolled: z.boolean(),
  challengeInfoList: z.array(challengeInfoSchema),
  /** Minutes a new code stays valid, for the Verify Passcode view's wording. */
  codeTtlMinutes: z.literal(MFA_CODE_TTL_MINUTES),
});
export type MfaStatus = z.infer<typeof mfaStatusSchema>;

/**
 * POST /api/session answers 202 with this when the administrator has MFA enrolled (beyond the spec): the
 * password was right, a code went to the enrolled address, and the session may call nothing but
 * POST /api/session/factor until it is verified.
 */
export const signInFactorSchema = z.extend(mfaPasscodeResponseSchema, { factorPending: z.literal(true) });
export type SignInFactor = z.infer<typeof signInFactorSchema>;

/**
 * POST /api/session answers 202 with this when the administrator's factor is an authenticator app
 * (TOTP, authenticator.ts): the session is factor pending until the app's code.
 */
export const signInAuthenticatorSchema = z.object({
  factorPending: z.literal(true),
  factor: z.literal("totp"),
  /** ISO 8601: when the pending session ends if no code comes. */
  expiresAt: z.string(),
});
export type SignInAuthenticator = z.infer<typeof signInAuthenticatorSchema>;

/** What POST /api/session answers: the session (200) or the factor pending (202). */
export const loginAnswerSchema = z.union([signInFactorSchema, signInAuthenticatorSchema, sessionSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** Whether a sign-in's answer asks for the e-mailed passcode step. */
export const isFactorPending = (answer: LoginAnswer): answer is SignInFactor =>
  "factorPending" in answer && !("factor" in answer);

/** Whether a sign-in's answer asks for the authenticator app's code (TOTP). */
export const isAuthenticatorPending = (answer: LoginAnswer): answer is SignInAuthenticator =>
  "factor" in answer && answer.factor === "totp";

/**
 * POST /api/session/factor: the submission's outcome and, once valid, the signed-in session (its
 * token replaced). A `locked` or `expired` outcome ends the sign-in attempt: sign in again.
 */
export const signInFactorResultSchema = z.extend(mfaValidateResponseSchema, {
  session: z.nullable(sessionSchema),
});
export type SignInFactorResult = z.infer<typeof signInFactorResultSchema>;

/** The MFA calls of the typed client. */
export function mfaCalls(call: ApiCall) {
  return {
    mfaStatus: () => call("/api/mfa", mfaStatusSchema),
    /** E-mails a new code to the administrator; any older live code of theirs stops working. */
    createMfaPasscode: () =>
      call("/api/mfa/passcodes", mfaPasscodeResponseSchema, {
        method: "POST",
        body: JSON.stringify({ deliveryChannel: "email" } satisfies MfaPasscodeRequest),
      }),
    /** One submission of a code: its outcome, never an error for a wrong or empty code. */
    validateMfaPasscode: (body: MfaValidateRequest) =>
      call("/api/mfa/passcodes/validate", mfaValidateResponseSchema, {
        method: "POST",
        body: JSON.stringify(body),
      }),
    /** The sign-in's passcode step (after a 202 from the login). */
    verifySignInPasscode: (body: MfaValidateRequest) =>
      call("/api/session/factor", signInFactorResultSchema, { method: "POST", body: JSON.stringify(body) }),
    /** Enrols with the attempt just verified, or disables (with the current password). */
    updateMfa: (body: MfaUpdateRequest) =>
      call("/api/mfa", mfaStatusSchema, { method: "PUT", body: JSON.stringify(body) }),
  };
}
