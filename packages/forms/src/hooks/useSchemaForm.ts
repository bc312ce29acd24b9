import { zodResolver } from "@hookform/resolvers/zod";
import { type FieldValues, type UseFormProps, useForm } from "react-hook-form";
import type { z } from "zod";

/** Options of a form hook: react-hook-form's, without the resolver (the schema provides it). */
export type SchemaFormOptions<S extends z.ZodType<FieldValues, FieldValues>> = Omit<
  UseFormProps<z.input<S>, unknown, z.output<S>>,
  "resolver"
>;

/**
 * react-hook-form wired to a zod schema through zodResolver; the value types are inferred from the
 * schema (input while editing, output on submit). Validation runs on blur, then on change.
 */
export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: SchemaFormOptions<S> = {},
) {
  return useForm({ mode: "onBlur", reValidateMode: "onChange", ...options, resolver: zodResolver(schema) });
}
