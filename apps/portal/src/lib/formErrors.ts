import type { ErrorSummaryItem } from "@epr/ui";
import type { FieldErrors, FieldValues } from "react-hook-form";

/**
 * The form's errors for the error summary, in field order: each links to its field's control id.
 * `fields` maps a form field to its control id, in the order the fields appear.
 */
export function formErrors<T extends FieldValues>(
  errors: FieldErrors<T>,
  fields: Partial<Record<keyof T & string, string>>,
): ErrorSummaryItem[] {
  return Object.entries(fields).flatMap(([name, fieldId]) => {
    const message = errors[name]?.message;
    return typeof message === "string" && fieldId ? [{ fieldId, message }] : [];
  });
}
