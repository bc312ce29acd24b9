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
 * nested field is named by its dotted path ("partA.startDate"). The errors are react-hook-form's or,
 * for the find-employee form, a message per field.
 */
export function errorSummaryItems<T extends FieldValues>(
  errors: FieldErrors<T> | Partial<Record<string, { message: string }>>,
  fields: Partial<Record<FieldPath<T>, string>>,
): FieldErrorLink[] {
  return Object.entries(fields).flatMap(([name, fieldId]) => {
    const message = messageAt(errors as FieldErrors, name);
    return typeof message === "string" && typeof fieldId === "string" && fieldId
      ? [{ fieldId, message }]
      : [];
  });
}

/** Letters and digits only, lower case: "ZIP Code" and "zipcode" read the same. */
const squeeze = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");

/**
 * Whether a message names the field it is about (STYLE.md Forms and errors: a summary link says
 * which field): it holds the field's label, or the label without a leading qualifier when two or
 * more words remain ("Legal First Name" is named by 'Please enter a first name'), letters and
 * digits compared. 'This field is required' or 'Please select from the options' name none.
 */
export function messageNamesField(message: string, label: string): boolean {
  const text = squeeze(message);
  const words = label.trim().split(/\s+/).filter(Boolean);
  const names = [words.join(" "), ...(words.length > 2 ? [words.slice(1).join(" ")] : [])];
  return names.some((name) => {
    const squeezed = squeeze(name);
    return squeezed !== "" && text.includes(squeezed);
  });
}

/**
 * The text of an error summary's link (STYLE.md Forms and errors): the spec's message, preceded by
 * the field's label where the message names no field ("Date of Birth: This field is required").
 * The message at the field stays the spec's alone. A question label keeps its question mark.
 */
export function summaryLinkText(message: string, label: string | null | undefined): string {
  const name = label?.trim().replace(/[\s:*]+$/, "") ?? "";
  if (!name || messageNamesField(message, name)) return message;
  return `${name}${/[?.!]$/.test(name) ? "" : ":"} ${message}`;
}
