import { zodResolver } from "@hookform/resolvers/zod";
import { type FieldValues, type UseFormProps, useForm } from "react-hook-form";
import type * as core from "zod/v4/core";

/** Options of a form hook: react-hook-form's, without the resolver (the schema provides it). */
export type SchemaFormOptions<S extends core.$ZodType<FieldValues, FieldValues>> = Omit<
  UseFormProps<core.input<S>, unknown, core.output<S>>,
  "resolver"
>;

/**
 * react-hook-form wired to a zod 4 schema (the forms' are `zod/mini`; a classic one works too)
 * through zodResolver; the value types are inferred from the schema (input while editing, output
 * on submit). Validation runs on blur, then on change.
 */
export function useSchemaForm<S extends core.$ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: SchemaFormOptions<S> = {},
) {
  return useForm({ mode: "onBlur", reValidateMode: "onChange", ...options, resolver: zodResolver(schema) });
}
