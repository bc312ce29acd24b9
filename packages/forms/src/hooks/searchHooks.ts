import { employeeSearchSchema } from "../search/employeeSearch.js";
import { type SchemaFormOptions, useSchemaForm } from "./useSchemaForm.js";

// The find-employee form, a module of its own: the home page's find panel does not carry the
// enrollment forms' schemas of hooks.ts, since a bundle keeps every hook of a module a page uses
// (docs/benchmarks.md, Size).

/** The find-employee panel (enrollment.md §5 Search). */
export function useEmployeeSearchForm(options?: SchemaFormOptions<typeof employeeSearchSchema>) {
  return useSchemaForm(employeeSearchSchema, options);
}
