import { type ChangeEvent, type FormEvent, useCallback, useRef, useState } from "react";
import * as z from "zod/mini";
import { type EmployeeSearch, employeeSearchSchema } from "../search/employeeSearch.js";

// The find-employee form, without react-hook-form. It is the home page's first thing, and
// react-hook-form with its resolver is 14 kB gzip of that page's first load, which has to fit
// 120 kB (docs/benchmarks.md, "The find card without react-hook-form"). Three text fields
// validated by one schema need only what is below; every other form keeps `useSchemaForm`.

/** A field of the find-employee form. */
export type EmployeeSearchField = "lastName" | "groupNumber" | "memberId";

/** The find-employee form's values while editing: what each field holds. */
export type EmployeeSearchValues = Partial<Record<EmployeeSearchField, string>>;

/** Each field's message, shaped as react-hook-form's errors (`errorSummaryItems` reads both). */
export type EmployeeSearchErrors = Partial<Record<EmployeeSearchField, { message: string }>>;

/** Options of {@link useEmployeeSearchForm}. */
export interface EmployeeSearchFormOptions {
  /** The values the fields start with. */
  defaultValues?: EmployeeSearchValues;
}

/** What {@link useEmployeeSearchForm} gives a card. */
export interface EmployeeSearchForm {
  values: EmployeeSearchValues;
  formState: { errors: EmployeeSearchErrors; submitCount: number };
  /** A field's controlled props: name, value and change handler. */
  register: (name: EmployeeSearchField) => {
    name: EmployeeSearchField;
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  };
  /** A submit handler: validates every field, then calls `onValid` with the schema's output. */
  handleSubmit: (onValid: (values: EmployeeSearch) => void) => (event?: FormEvent) => void;
  /** Puts new values in the fields and forgets errors and submits. Stable across renders. */
  reset: (values?: EmployeeSearchValues) => void;
}

/** The schema's verdict: its output, or the first message of each field (as zodResolver gives). */
function validate(values: EmployeeSearchValues) {
  const result = z.safeParse(employeeSearchSchema, values);
  if (result.success) return { output: result.data, errors: {} as EmployeeSearchErrors };
  const errors: EmployeeSearchErrors = {};
  for (const issue of result.error.issues) {
    const name = issue.path[0] as EmployeeSearchField;
    errors[name] ??= { message: issue.message };
  }
  return { output: null, errors };
}

/**
 * The find-employee panel's form (enrollment.md §5 Search), with the search schema's messages:
 * validated on submit, then each field again as it changes (STYLE.md Forms and errors), as
 * `useSchemaForm` does in `onSubmit` mode.
 */
export function useEmployeeSearchForm(options: EmployeeSearchFormOptions = {}): EmployeeSearchForm {
  const [values, setValues] = useState<EmployeeSearchValues>(options.defaultValues ?? {});
  const [errors, setErrors] = useState<EmployeeSearchErrors>({});
  const [submitCount, setSubmitCount] = useState(0);
  // What the fields hold now, even before the render a keystroke asked for (two events can come
  // before it): a change and a submit read this, not the rendered values.
  const latest = useRef(values);

  const reset = useCallback((next: EmployeeSearchValues = {}) => {
    latest.current = next;
    setValues(next);
    setErrors({});
    setSubmitCount(0);
  }, []);

  return {
    values,
    formState: { errors, submitCount },
    register: (name) => ({
      name,
      value: values[name] ?? "",
      onChange: (event) => {
        const next = { ...latest.current, [name]: event.target.value };
        latest.current = next;
        setValues(next);
        // Only the field that changed is judged again, and only once a submit has been made.
        if (submitCount > 0) {
          const now = validate(next).errors[name];
          setErrors((current) => {
            if (now?.message === current[name]?.message) return current;
            const changed = { ...current };
            if (now) changed[name] = now;
            else delete changed[name];
            return changed;
          });
        }
      },
    }),
    handleSubmit: (onValid) => (event) => {
      event?.preventDefault();
      setSubmitCount((count) => count + 1);
      const { output, errors: found } = validate(latest.current);
      setErrors(found);
      if (output) onValid(output);
    },
    reset,
  };
}
