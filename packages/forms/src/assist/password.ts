import { passwordCriteria } from "@epr/domain";
import { z } from "zod";
import { issue } from "../shared/fields.js";
import { genericMessages } from "../shared/messages.js";

/** Messages of the new password form (assist-employees.md §5 New password; wording ours). */
export const passwordMessages = {
  current: "Please enter your current password",
  minLength: "The password must be at least 12 characters long",
  upper: "The password must contain an upper-case letter",
  lower: "The password must contain a lower-case letter",
  digit: "The password must contain a digit",
  special: "The password must contain a special character (not < > +)",
  noWhitespace: "The password cannot contain spaces",
  allowedCharacters: "The password can contain only letters, digits and common punctuation (not < > +)",
  confirm: "The passwords do not match",
  sameAsCurrent: "The new password must be different from the current password",
  tooLong: genericMessages.tooLong,
} as const;

/** Longest password accepted (our choice). */
export const PASSWORD_MAX = 128;

const password = (message: string) =>
  z
    .string({ error: message })
    .nullish()
    .transform((value) => value ?? "");

/**
 * The administrator password change (assist-employees.md §4, §5): current password required; the
 * new password meets every criterion (at least 12 characters, upper, lower, digit, special, no
 * whitespace, allowed characters only); the confirmation matches; the new differs from the current.
 */
export function newPasswordFormSchema() {
  return z
    .object({
      currentPassword: password(passwordMessages.current),
      newPassword: password(passwordMessages.minLength),
      confirmPassword: password(passwordMessages.confirm),
    })
    .superRefine((values, rc) => {
      if (!values.currentPassword) issue(rc, ["currentPassword"], passwordMessages.current);
      const criteria = passwordCriteria(values.newPassword);
      const failed = (Object.keys(criteria) as (keyof typeof criteria)[]).find((key) => !criteria[key]);
      if (values.newPassword.length > PASSWORD_MAX) issue(rc, ["newPassword"], passwordMessages.tooLong);
      else if (failed) issue(rc, ["newPassword"], passwordMessages[failed]);
      else if (values.newPassword === values.currentPassword)
        issue(rc, ["newPassword"], passwordMessages.sameAsCurrent);
      if (values.confirmPassword !== values.newPassword)
        issue(rc, ["confirmPassword"], passwordMessages.confirm);
    });
}

/** New password values. */
export type NewPasswordFormValues = z.output<ReturnType<typeof newPasswordFormSchema>>;
