import type { FieldErrors, FieldValues } from "react-hook-form";

/** One entry of an error summary: the message and the id of the control it links to. */
export interface FieldErrorLink {
  fieldId: string;
  message: string;
}

/**
 * A form's errors for its error summary, in field order, each linked to its control (STYLE.md Forms
 * and errors). `fields` maps a form field to its control id, in the order the fields appear.
 */
export function errorSummaryItems<T extends FieldValues>(
  errors: FieldErrors<T>,
  fields: Partial<Record<keyof T & string, string>>,
): FieldErrorLink[] {
  return Object.entries(fields).flatMap(([name, fieldId]) => {
    const message = errors[name]?.message;
    return typeof message === "string" && fieldId ? [{ fieldId, message }] : [];
  });
}
