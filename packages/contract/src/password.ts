import { PASSWORD_RESET_TTL_MINUTES, passwordServiceMessages } from "@epr/domain";
import { forgotPasswordSchema, newPasswordSchema, PASSWORD_MAX, passwordMessages } from "@epr/forms/schemas";
import * as z from "zod/mini";
import type { ApiCall } from "./call.js";
import type { ErrorCode } from "./errors.js";
import { sessionSchema } from "./session.js";

/**
 * The administrator's password (assist-employees.md §2.12, §4 Password change, §5 New password, §8;
 * session-and-admin.md §2 /verify-and-agree, §4 Password step; forgot password is beyond the spec):
 *
 *   PUT  /api/account/password          the change (also the forced one of a temporary password)
 *   POST /api/password-resets           'Forgot password': e-mails a single-use link
 *   POST /api/password-resets/complete  the link's new password
 */

/**
 * Codes of the change's refusals (assist-employees.md §8: return code 406 with PI-FOUND means the
 * old password was used, `old_password_used` here; a history message means a previous password;
 * the others are ours), in the API's one style of codes (errors.ts `errorCodes`).
 */
export const passwordErrorCodes = {
  oldPasswordUsed: "old_password_used",
  previousPassword: "previous_password",
  incorrectCurrent: "incorrect_current_password",
  resetLinkInvalid: "reset_link_invalid",
} as const satisfies Record<string, ErrorCode>;

/** Answers of the reset the spec gives no wording for (our wording). */
export const passwordResetMessages = {
  /** Said whether or not the user ID exists, so the answer tells nobody which IDs do. */
  sent: `If the user ID is known, we have e-mailed its address a link to set a new password. The link works once, within ${PASSWORD_RESET_TTL_MINUTES} minutes.`,
  linkInvalid:
    "This password reset link has expired or has already been used. Please ask for a new one from the login page.",
  token: "The password reset link is incomplete. Please open the link from the e-mail again.",
  done: "Your password has been changed. Please log in with your new password.",
} as const;

/** The change's success message when no temporary password was in use (assist-employees.md §4; our wording). */
export const passwordChangedMessage = "Your password has been changed.";

/** The change's refusals as people read them (assist-employees.md §8, the domain's wording). */
export { passwordServiceMessages };

/** PUT /api/account/password: the current password and the new one (the confirmation stays in the form). */
export const passwordChangeRequestSchema = z.strictObject({
  currentPassword: z
    .string()
    .check(z.minLength(1, passwordMessages.current), z.maxLength(PASSWORD_MAX, passwordMessages.tooLong)),
  newPassword: newPasswordSchema,
});
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequestSchema>;

/** The change's answer: the session as it now is (a new token; the temporary flag cleared). */
export const passwordChangeResponseSchema = z.object({
  /** Whether a temporary password was replaced (assist-employees.md §4: then home, else a message). */
  wasTemporary: z.boolean(),
  session: sessionSchema,
});
export type PasswordChangeResponse = z.infer<typeof passwordChangeResponseSchema>;

/** POST /api/password-resets: who forgot. */
export const passwordResetRequestSchema = forgotPasswordSchema;
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** The link's token: 32 random bytes, base64url. */
export const passwordResetTokenSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{43}$/, passwordResetMessages.token));

/** POST /api/password-resets/complete: the link's token and the new password. */
export const passwordResetCompleteSchema = z.strictObject({
  token: passwordResetTokenSchema,
  newPassword: newPasswordSchema,
});
export type PasswordResetComplete = z.infer<typeof passwordResetCompleteSchema>;

/** A sentence for people (the reset's answers). */
export const passwordMessageSchema = z.object({ message: z.string() });

/** The password calls of the typed client. */
export function passwordCalls(call: ApiCall) {
  return {
    changePassword: (body: PasswordChangeRequest) =>
      call("/api/account/password", passwordChangeResponseSchema, {
        method: "PUT",
        body: JSON.stringify(body),
      }),
    requestPasswordReset: (body: PasswordResetRequest) =>
      call("/api/password-resets", passwordMessageSchema, { method: "POST", body: JSON.stringify(body) }),
    completePasswordReset: (body: PasswordResetComplete) =>
      call("/api/password-resets/complete", passwordMessageSchema, {
        method: "POST",
        body: JSON.stringify(body),
      }),
  };
}
