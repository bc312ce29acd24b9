import { useMemo } from "react";
import { type ChangePcpFormContext, changePcpFormSchema } from "../assist/changePcp.js";
import { idCardOrderFormSchema } from "../assist/idCardOrder.js";
import { type IdentityTheftFormContext, identityTheftFormSchema } from "../assist/identityTheft.js";
import {
  spendingContributionsFormSchema,
  spendingElectionFormSchema,
  spendingPlanFormSchema,
} from "../assist/spending.js";
import { type SchemaFormOptions, useSchemaForm } from "./useSchemaForm.js";

// The assist-employees forms, a module of their own: a page using the enrollment hooks does not
// carry these schemas, since a bundle keeps every hook of a module any page uses (bundle size).

type Options<F extends (...args: never[]) => Parameters<typeof useSchemaForm>[0]> = SchemaFormOptions<
  ReturnType<F>
>;

/** A change-PCP card (assist-employees.md §5). */
export function useChangePcpForm(
  context: ChangePcpFormContext,
  options?: Options<typeof changePcpFormSchema>,
) {
  const schema = useMemo(() => changePcpFormSchema(context), [context]);
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
