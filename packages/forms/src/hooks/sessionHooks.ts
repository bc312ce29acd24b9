import { useMemo } from "react";
import {
  authenticatorCodeFormSchema,
  censusReportFormSchema,
  groupEntitlementFormSchema,
  mfaCodeFormSchema,
} from "../admin/admin.js";
import { newPasswordFormSchema } from "../assist/password.js";
import { forgotPasswordSchema } from "../login/login.js";
import { clientSearchFormSchema } from "../search/employerSearch.js";
import { conditionsFormSchema } from "../session/conditions.js";
import { type SchemaFormOptions, useSchemaForm } from "./useSchemaForm.js";

// The sign-in, password, MFA, client and report forms, a module of their own: a page using the
// enrollment hooks does not carry these schemas, since a bundle keeps every hook of a module any
// page uses (bundle size).

type Options<F extends (...args: never[]) => Parameters<typeof useSchemaForm>[0]> = SchemaFormOptions<
  ReturnType<F>
>;

// The login form's hook is in a module of its own (loginHooks.ts), exported from here as before.
export { useLoginForm } from "./loginHooks.js";

/** 'Forgot password' (beyond the spec): the user ID to send the reset link for. */
export function useForgotPasswordForm(options?: SchemaFormOptions<typeof forgotPasswordSchema>) {
  return useSchemaForm(forgotPasswordSchema, options);
}

/**
 * The administrator password change (assist-employees.md §5); `withCurrent: false` for the
 * forgot-password reset, which has no current password.
 */
export function useNewPasswordForm(
  options?: Options<typeof newPasswordFormSchema>,
  context: { withCurrent?: boolean } = {},
) {
  const withCurrent = context.withCurrent ?? true;
  const schema = useMemo(() => newPasswordFormSchema({ withCurrent }), [withCurrent]);
  return useSchemaForm(schema, options);
}

/** The census or wellness report request (session-and-admin.md §3, §4). */
export function useCensusReportForm(
  context: Parameters<typeof censusReportFormSchema>[0],
  options?: Options<typeof censusReportFormSchema>,
) {
  const schema = useMemo(() => censusReportFormSchema(context), [context]);
  return useSchemaForm(schema, options);
}

/** The MFA passcode (session-and-admin.md §5). */
export function useMfaCodeForm(options?: Options<typeof mfaCodeFormSchema>) {
  const schema = useMemo(() => mfaCodeFormSchema(), []);
  return useSchemaForm(schema, options);
}

/** The authenticator app's six-digit code (TOTP, beyond the spec). */
export function useAuthenticatorCodeForm(options?: Options<typeof authenticatorCodeFormSchema>) {
  const schema = useMemo(() => authenticatorCodeFormSchema(), []);
  return useSchemaForm(schema, options);
}

/** The group entitlement edit (session-and-admin.md §4). */
export function useGroupEntitlementForm(
  context: Parameters<typeof groupEntitlementFormSchema>[0] = {},
  options?: Options<typeof groupEntitlementFormSchema>,
) {
  const schema = useMemo(() => groupEntitlementFormSchema(context), [context]);
  return useSchemaForm(schema, options);
}

/** The internal clients search (session-and-admin.md §2 /clients; assist-employees.md §5 Employer search). */
export function useClientSearchForm(options?: SchemaFormOptions<typeof clientSearchFormSchema>) {
  return useSchemaForm(clientSearchFormSchema, options);
}

/** Accepting a cancelled client's conditions (session-and-admin.md §4 Cancelled client). */
export function useConditionsForm(options?: SchemaFormOptions<typeof conditionsFormSchema>) {
  return useSchemaForm(conditionsFormSchema, options);
}
