import * as z from "zod/mini";
import { withoutControlCharacters } from "../shared/fields.js";

/** Login messages (our wording: the spec shows no login form text). */
export const loginMessages = {
  loginId: "Please enter your user ID",
  password: "Please enter your password",
  loginIdTooLong: "Your user ID can have at most 64 characters",
  passwordTooLong: "Your password can have at most 128 characters",
} as const;

/**
 * The login form (session-and-admin.md §2 session; wording and limits are ours): login ID trimmed,
 * required, at most 64 characters; password required, at most 128 characters (not trimmed).
 */
export const loginSchema = z.object({
  loginId: withoutControlCharacters(
    z
      .string({ error: loginMessages.loginId })
      .check(z.trim(), z.minLength(1, loginMessages.loginId), z.maxLength(64, loginMessages.loginIdTooLong)),
  ),
  password: withoutControlCharacters(
    z
      .string({ error: loginMessages.password })
      .check(z.minLength(1, loginMessages.password), z.maxLength(128, loginMessages.passwordTooLong)),
  ),
});
/** Login form values. */
export type Login = z.infer<typeof loginSchema>;

/** 'Forgot password' on the login page (beyond the spec): the user ID alone, as at login. */
export const forgotPasswordSchema = z.strictObject(z.pick(loginSchema, { loginId: true }).shape);
