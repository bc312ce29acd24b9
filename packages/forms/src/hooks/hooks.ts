import { useMemo } from "react";
import {
  authenticatorCodeFormSchema,
  censusReportFormSchema,
  groupEntitlementFormSchema,
  mfaCodeFormSchema,
} from "../admin/admin.js";
import { type ChangePcpFormContext, changePcpFormSchema } from "../assist/changePcp.js";
import { idCardOrderFormSchema } from "../assist/idCardOrder.js";
import { type IdentityTheftFormContext, identityTheftFormSchema } from "../assist/identityTheft.js";
import { newPasswordFormSchema } from "../assist/password.js";
import {
  spendingContributionsFormSchema,
  spendingElectionFormSchema,
  spendingPlanFormSchema,
} from "../assist/spending.js";
import {
  type CancelFormContext,
  cancelFormSchema,
  copyToOthersFormSchema,
  reinstateFormSchema,
  removeCancelDateFormSchema,
} from "../cancel/cancel.js";
import { medicareFormSchema } from "../cob/medicare.js";
import { mnloaFormSchema } from "../cob/mnloa.js";
import { type OtherInsuranceFormContext, otherInsuranceFormSchema } from "../cob/otherInsurance.js";
import { reportCodesFormSchema } from "../cob/reportCodes.js";
import { type TobaccoFormContext, tobaccoFormSchema } from "../cob/tobacco.js";
import { majorMedicalFormSchema } from "../coverage/majorMedical.js";
import { planCoverageFormSchema, planExtraQuestionsFormSchema } from "../coverage/planCoverage.js";
import { providerFormSchema } from "../coverage/provider.js";
import { providerDirectorySearchSchema } from "../coverage/providerDirectory.js";
import { type DependentFormContext, dependentFormSchema } from "../dependent/dependent.js";
import { forgotPasswordSchema, loginSchema } from "../login/login.js";
import { employeeSearchSchema } from "../search/employeeSearch.js";
import { clientSearchFormSchema } from "../search/employerSearch.js";
import { conditionsFormSchema } from "../session/conditions.js";
import type { EffectiveDateFormContext, FormContext } from "../shared/context.js";
import { subscriberFormSchema } from "../subscriber/subscriber.js";
import { type SchemaFormOptions, useSchemaForm } from "./useSchemaForm.js";

type Options<F extends (...args: never[]) => Parameters<typeof useSchemaForm>[0]> = SchemaFormOptions<
  ReturnType<F>
>;

/** The subscriber form (enrollment.md §5), add or edit variant by `context.flow`. */
export function useSubscriberForm(
  context: EffectiveDateFormContext,
  options?: Options<typeof subscriberFormSchema>,
) {
  const schema = useMemo(() => subscriberFormSchema(context), [context]);
  return useSchemaForm(schema, options);
}

/** One dependent card (enrollment.md §5 Dependents). */
export function useDependentForm(
  context: DependentFormContext,
  options?: Options<typeof dependentFormSchema>,
) {
  const schema = useMemo(() => dependentFormSchema(context), [context]);
  return useSchemaForm(schema, options);
}

/** The other insurance card (enrollment.md §5). */
export function useOtherInsuranceForm(
  context: OtherInsuranceFormContext,
  options?: Options<typeof otherInsuranceFormSchema>,
) {
  const schema = useMemo(() => otherInsuranceFormSchema(context), [context]);
  return useSchemaForm(schema, options);
}

/** The Medicare card (enrollment.md §5). */
export function useMedicareForm(options?: Options<typeof medicareFormSchema>) {
  const schema = useMemo(() => medicareFormSchema(), []);
  return useSchemaForm(schema, options);
}

/** The MNLOA card (enrollment.md §5). */
export function useMnloaForm(options?: Options<typeof mnloaFormSchema>) {
  const schema = useMemo(() => mnloaFormSchema(), []);
  return useSchemaForm(schema, options);
}

/** The tobacco card (enrollment.md §5). */
export function useTobaccoForm(context: TobaccoFormContext, options?: Options<typeof tobaccoFormSchema>) {
  const schema = useMemo(() => tobaccoFormSchema(context), [context]);
  return useSchemaForm(schema, options);
}

/** The report codes of a group (enrollment.md §5). */
export function useReportCodesForm(options?: Options<typeof reportCodesFormSchema>) {
  const schema = useMemo(() => reportCodesFormSchema(), []);
  return useSchemaForm(schema, options);
}

/** The provider (PCP) card (enrollment.md §5). */
export function useProviderForm(
  context: Pick<FormContext, "group">,
  options?: Options<typeof providerFormSchema>,
) {
  const schema = useMemo(() => providerFormSchema(context), [context]);
  return useSchemaForm(schema, options);
}

/** A plan coverage card (enrollment.md §5). */
export function usePlanCoverageForm(
  context: EffectiveDateFormContext,
  options?: Options<typeof planCoverageFormSchema>,
) {
  const schema = useMemo(() => planCoverageFormSchema(context), [context]);
  return useSchemaForm(schema, options);
}

/** The plan extra questions (enrollment.md §5). */
export function usePlanExtraQuestionsForm(
  context: { tobaccoQuestion?: boolean } = {},
  options?: Options<typeof planExtraQuestionsFormSchema>,
) {
  const tobaccoQuestion = context.tobaccoQuestion;
  const schema = useMemo(() => planExtraQuestionsFormSchema({ tobaccoQuestion }), [tobaccoQuestion]);
  return useSchemaForm(schema, options);
}

/** The cancel modal (enrollment.md §5). */
export function useCancelForm(context: CancelFormContext, options?: Options<typeof cancelFormSchema>) {
  const schema = useMemo(() => cancelFormSchema(context), [context]);
  return useSchemaForm(schema, options);
}

/** The remove-cancel-date form (enrollment.md §5). */
export function useRemoveCancelDateForm(
  context: Parameters<typeof removeCancelDateFormSchema>[0],
  options?: Options<typeof removeCancelDateFormSchema>,
) {
  const schema = useMemo(() => removeCancelDateFormSchema(context), [context]);
  return useSchemaForm(schema, options);
}

/** The reinstate coverage date modal (enrollment.md §4, §5). */
export function useReinstateForm(
  context: Parameters<typeof reinstateFormSchema>[0] = {},
  options?: Options<typeof reinstateFormSchema>,
) {
  const schema = useMemo(() => reinstateFormSchema(context), [context]);
  return useSchemaForm(schema, options);
}

/** The copy-to-others modal (enrollment.md §5). */
export function useCopyToOthersForm(
  context: { otherMembers: number },
  options?: Options<typeof copyToOthersFormSchema>,
) {
  const otherMembers = context.otherMembers;
  const schema = useMemo(() => copyToOthersFormSchema({ otherMembers }), [otherMembers]);
  return useSchemaForm(schema, options);
}

/** The find-employee panel (enrollment.md §5 Search). */
export function useEmployeeSearchForm(options?: SchemaFormOptions<typeof employeeSearchSchema>) {
  return useSchemaForm(employeeSearchSchema, options);
}

/** The login form. */
export function useLoginForm(options?: SchemaFormOptions<typeof loginSchema>) {
  return useSchemaForm(loginSchema, options);
}

/** 'Forgot password' (issue 10): the user ID to send the reset link for. */
export function useForgotPasswordForm(options?: SchemaFormOptions<typeof forgotPasswordSchema>) {
  return useSchemaForm(forgotPasswordSchema, options);
}

/** A change-PCP card (assist-employees.md §5). */
export function useChangePcpForm(
  context: ChangePcpFormContext,
  options?: Options<typeof changePcpFormSchema>,
) {
  const schema = useMemo(() => changePcpFormSchema(context), [context]);
  return useSchemaForm(schema, options);
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

/** A spending plan period card (assist-employees.md §5). */
export function useSpendingPlanForm(
  context: Parameters<typeof spendingPlanFormSchema>[0],
  options?: Options<typeof spendingPlanFormSchema>,
) {
  const schema = useMemo(() => spendingPlanFormSchema(context), [context]);
  return useSchemaForm(schema, options);
}

/** A spending plan period's election with the pay frequency (assist-employees.md §5). */
export function useSpendingElectionForm(
  context: Parameters<typeof spendingElectionFormSchema>[0],
  options?: Options<typeof spendingElectionFormSchema>,
) {
  const schema = useMemo(() => spendingElectionFormSchema(context), [context]);
  return useSchemaForm(schema, options);
}

/** Spending contributions (assist-employees.md §5). */
export function useSpendingContributionsForm(options?: Options<typeof spendingContributionsFormSchema>) {
  const schema = useMemo(() => spendingContributionsFormSchema(), []);
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

/** The authenticator app's six-digit code (issue 10 TOTP). */
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

/** The major medical product grid (enrollment.md §4 Major medical). */
export function useMajorMedicalForm(options?: Options<typeof majorMedicalFormSchema>) {
  const schema = useMemo(() => majorMedicalFormSchema(), []);
  return useSchemaForm(schema, options);
}

/** The built-in provider directory search (enrollment.md §7 Find a doctor). */
export function useProviderDirectorySearchForm(
  options?: SchemaFormOptions<typeof providerDirectorySearchSchema>,
) {
  return useSchemaForm(providerDirectorySearchSchema, options);
}

/** The internal clients search (session-and-admin.md §2 /clients; assist-employees.md §5 Employer search). */
export function useClientSearchForm(options?: SchemaFormOptions<typeof clientSearchFormSchema>) {
  return useSchemaForm(clientSearchFormSchema, options);
}

/** Accepting a cancelled client's conditions (session-and-admin.md §4 Cancelled client). */
export function useConditionsForm(options?: SchemaFormOptions<typeof conditionsFormSchema>) {
  return useSchemaForm(conditionsFormSchema, options);
}

/** The ID card order form (assist-employees.md §2.6, §5): at least one member. */
export function useIdCardOrderForm(options?: SchemaFormOptions<typeof idCardOrderFormSchema>) {
  return useSchemaForm(idCardOrderFormSchema, options);
}

/** The identity theft opt in/out form (assist-employees.md §4, §5): refused when nothing changed. */
export function useIdentityTheftForm(
  context: IdentityTheftFormContext,
  options?: Options<typeof identityTheftFormSchema>,
) {
  const schema = useMemo(() => identityTheftFormSchema(context), [context]);
  return useSchemaForm(schema, options);
}
