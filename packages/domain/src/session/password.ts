import { PASSWORD_MIN_LENGTH, TEMPORARY_PASSWORD_TTL_DAYS } from "../limits.js";
import { assistMessages } from "../messages.js";

/** Special characters accepted in a new password (our set; the spec forbids < > +). */
export const PASSWORD_SPECIALS = "!@#$%^&*()_-=[]{};:'\",.?/\\|~`";

const escaped = PASSWORD_SPECIALS.replace(/[\\\]^-]/g, "\\$&");
const ALLOWED = new RegExp(`^[A-Za-z0-9${escaped}]*$`);
const SPECIAL = new RegExp(`[${escaped}]`);

/** Criteria of the new password (assist-employees.md §5 New password). */
export interface PasswordCriteria {
  minLength: boolean;
  upper: boolean;
  lower: boolean;
  digit: boolean;
  special: boolean;
  noWhitespace: boolean;
  allowedCharacters: boolean;
}

/**
 * Checks the password policy (assist-employees.md §5): at least 12 characters; one upper-case, one
 * lower-case, one digit and one special character; no whitespace; only letters, digits and common
 * punctuation (not < > +).
 */
export function passwordCriteria(password: string): PasswordCriteria {
  return {
    minLength: password.length >= PASSWORD_MIN_LENGTH,
    upper: /[A-Z]/.test(password),
    lower: /[a-z]/.test(password),
    digit: /\d/.test(password),
    special: SPECIAL.test(password),
    noWhitespace: !/\s/.test(password),
    allowedCharacters: ALLOWED.test(password.replace(/\s/g, "")),
  };
}

/** Whether all criteria hold. */
export function meetsPasswordPolicy(password: string): boolean {
  return Object.values(passwordCriteria(password)).every(Boolean);
}

/**
 * Submit is allowed only when the criteria are met, the confirmation matches and the new password
 * differs from the current one (assist-employees.md §4 Password change).
 */
export function canSubmitPasswordChange(input: { current: string; next: string; confirm: string }): boolean {
  return meetsPasswordPolicy(input.next) && input.next === input.confirm && input.next !== input.current;
}

/** Password service outcomes (assist-employees.md §5, §8). */
export type PasswordServiceOutcome =
  | "success"
  | "oldPasswordUsed"
  | "previousPassword"
  | "incorrectCurrent"
  | "failure";

/**
 * Interprets the change-password response (assist-employees.md §8): return code 406 with
 * description PI-FOUND means the old password was used; a history message means a previous
 * password; an incorrect-current message means the current password was wrong; others failure.
 */
export function interpretPasswordResponse(base: {
  returnCode?: string | number | null;
  returnCodeDescription?: string | null;
}): PasswordServiceOutcome {
  const code = String(base.returnCode ?? "");
  const description = (base.returnCodeDescription ?? "").toUpperCase();
  if (code === "0" || code === "200") return "success";
  if (code === "406" && description.includes("PI-FOUND")) return "oldPasswordUsed";
  if (description.includes("HISTORY")) return "previousPassword";
  if (description.includes("INCORRECT") || description.includes("INVALID CURRENT")) return "incorrectCurrent";
  return "failure";
}

/** Messages of the password service outcomes (our wording; the spec names them only). */
export const passwordServiceMessages: Record<Exclude<PasswordServiceOutcome, "success">, string> = {
  oldPasswordUsed: "Your new password cannot be your old password.",
  previousPassword: "Your new password cannot be one of your previous passwords.",
  incorrectCurrent: "Your current password is incorrect.",
  failure: assistMessages.unableToProcess,
};

/**
 * When a temporary password issued at `issuedAt` stops signing in: TEMPORARY_PASSWORD_TTL_DAYS
 * later (the spec names no limit; an unused temporary password should not stay valid). After it the sign-in is
 * refused with a sentence asking for a new one.
 */
export function temporaryPasswordEnds(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + TEMPORARY_PASSWORD_TTL_DAYS * 24 * 60 * 60_000);
}
