import { type PasswordCriteria, passwordCriteria } from "@epr/domain";
import * as z from "zod/mini";
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

/**
 * The criteria list shown beside the new password, live as it is typed (assist-employees.md §5 New
 * password; wording ours, in the order the rule states them). Each names what `passwordCriteria`
 * checks under the same key.
 */
export const passwordCriteriaLabels: Record<keyof PasswordCriteria, string> = {
  minLength: "At least 12 characters",
  upper: "An upper-case letter",
  lower: "A lower-case letter",
  digit: "A digit",
  special: "A special character (not < > +)",
  noWhitespace: "No spaces",
  allowedCharacters: "Only letters, digits and common punctuation",
};

/** The first criterion the password misses, as its message; null when it meets them all. */
export function newPasswordProblem(value: string): string | null {
  if (value.length > PASSWORD_MAX) return passwordMessages.tooLong;
  const criteria = passwordCriteria(value);
  const failed = (Object.keys(criteria) as (keyof PasswordCriteria)[]).find((key) => !criteria[key]);
  return failed ? passwordMessages[failed] : null;
}

/** One new password on its own (the server's change and reset requests check it again). */
export const newPasswordSchema = z.string().check(
  z.superRefine((value, rc) => {
    const problem = newPasswordProblem(value);
    if (problem) rc.addIssue({ code: "custom", message: problem });
  }),
);

const password = (message: string) =>
  z.pipe(
    z.nullish(z.string({ error: message })),
    z.transform((value) => value ?? ""),
  );

/**
 * The administrator password change (assist-employees.md §4, §5): current password required; the
 * new password meets every criterion (at least 12 characters, upper, lower, digit, special, no
 * whitespace, allowed characters only); the confirmation matches; the new differs from the current.
 * `withCurrent: false` is the forgot-password reset (beyond the spec): the e-mailed link stands for the
 * current password, so the form has none.
 */
export function newPasswordFormSchema(options: { withCurrent?: boolean } = {}) {
  const withCurrent = options.withCurrent ?? true;
  return z
    .object({
      currentPassword: password(passwordMessages.current),
      newPassword: password(passwordMessages.minLength),
      confirmPassword: password(passwordMessages.confirm),
    })
    .check(
      z.superRefine((values, rc) => {
        if (withCurrent && !values.currentPassword) issue(rc, ["currentPassword"], passwordMessages.current);
        const problem = newPasswordProblem(values.newPassword);
        if (problem) issue(rc, ["newPassword"], problem);
        else if (withCurrent && values.newPassword === values.currentPassword)
          issue(rc, ["newPassword"], passwordMessages.sameAsCurrent);
        if (values.confirmPassword !== values.newPassword)
          issue(rc, ["confirmPassword"], passwordMessages.confirm);
      }),
    );
}

/** New password values. */
export type NewPasswordFormValues = z.output<ReturnType<typeof newPasswordFormSchema>>;
