import type { FieldErrors, FieldPath, FieldValues } from "react-hook-form";

/** One entry of an error summary: the message and the id of the control it links to. */
export interface FieldErrorLink {
  fieldId: string;
  message: string;
}

/** The message at a field path ("partA.startDate" reads nested errors). */
function messageAt(errors: FieldErrors, path: string): unknown {
  let node: unknown = errors;
  for (const key of path.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node !== null && typeof node === "object" ? (node as { message?: unknown }).message : undefined;
}

/**
 * A form's errors for its error summary, in field order, each linked to its control (STYLE.md Forms
 * and errors). `fields` maps a form field to its control id, in the order the fields appear; a
 * nested field is named by its dotted path ("partA.startDate").
 */
export function errorSummaryItems<T extends FieldValues>(
  errors: FieldErrors<T>,
  fields: Partial<Record<FieldPath<T>, string>>,
): FieldErrorLink[] {
  return Object.entries(fields).flatMap(([name, fieldId]) => {
    const message = messageAt(errors as FieldErrors, name);
    return typeof message === "string" && typeof fieldId === "string" && fieldId
      ? [{ fieldId, message }]
      : [];
  });
}
