import { useMemo } from "react";
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
