import { parseDate, parseUsDate } from "@epr/domain";
import * as z from "zod/mini";
import { genericMessages } from "./messages.js";

/**
 * Reads a form date: "MM/dd/yyyy" (the spec's format) or "yyyy-MM-dd" (a native date input).
 * Returns `null` when empty or not a real date.
 */
export function readFormDate(value: string | null | undefined): Date | null {
  if (typeof value !== "string") return null;
  return parseUsDate(value) ?? parseDate(value, "iso");
}

/** Converts a form date to the stored "MM/dd/yyyy"; other text is returned as given. */
export function toStoredDate(value: string): string {
  const date = readFormDate(value);
  if (!date) return value;
  const mm = String(date.getMonth() + 1).padStart(2, "0");
  const dd = String(date.getDate()).padStart(2, "0");
  return `${mm}/${dd}/${String(date.getFullYear()).padStart(4, "0")}`;
}

/** Said for control characters in a field (our wording: the spec has none). */
export const inputMessages = {
  controlCharacters: "Please remove the control characters (such as null bytes) from this field.",
} as const;

/**
 * Whether a value holds a control character: C0 (NUL included), DEL or C1. Tab, line feed and
 * carriage return are allowed for multi-line text. Nobody types the others, and PostgreSQL refuses
 * NUL in text, so they are refused as bad input (400) before reaching a query.
 */
export function hasControlCharacters(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || (code >= 0x7f && code <= 0x9f))
      return true;
  }
  return false;
}

/** The reusable refinement: a string schema that refuses control characters with a message. */
export function withoutControlCharacters<T extends z.ZodMiniString>(schema: T): T {
  return schema.check(
    z.refine((value: string) => !hasControlCharacters(value), inputMessages.controlCharacters),
  );
}

/**
 * A text field that accepts `undefined`/`null` as empty and trims. Wrong types get `typeMessage`.
 * The output is always a string ("" when empty).
 */
export function text(typeMessage: string = genericMessages.format) {
  return z.pipe(
    z.nullish(withoutControlCharacters(z.string({ error: typeMessage }))),
    z.transform((value) => (value ?? "").trim()),
  );
}

/**
 * A date field: empty gives "", a real date (MM/dd/yyyy or yyyy-MM-dd) becomes "MM/dd/yyyy";
 * anything else is rejected with `message`. Required-ness and ranges are checked by the form.
 */
export function dateText(message: string) {
  return z.pipe(
    z.nullish(z.string({ error: message })),
    z.transform((value, ctx) => {
      const trimmed = (value ?? "").trim();
      if (trimmed === "") return "";
      if (!readFormDate(trimmed)) {
        ctx.issues.push({ code: "custom", message, input: value });
        return z.NEVER;
      }
      return toStoredDate(trimmed);
    }),
  );
}

/** A yes/no answer given as boolean or "yes"/"no"/"Y"/"N"/"true"/"false"; empty is `null`. */
export function yesNo(typeMessage: string = genericMessages.required) {
  return z.pipe(
    z.nullish(z.union([z.boolean(), z.string()], { error: typeMessage })),
    z.transform((value, ctx) => {
      if (typeof value === "boolean") return value;
      const normalized = (value ?? "").trim().toLowerCase();
      if (normalized === "") return null;
      if (["yes", "y", "true"].includes(normalized)) return true;
      if (["no", "n", "false"].includes(normalized)) return false;
      ctx.issues.push({ code: "custom", message: typeMessage, input: value });
      return z.NEVER;
    }),
  );
}

/** Adds a custom issue on a path. */
export function issue(ctx: z.core.$RefinementCtx, path: (string | number)[], message: string): void {
  ctx.addIssue({ code: "custom", path, message });
}

/** Letters, apostrophes and hyphens, single spaces between words (enrollment.md §5 Subscriber form names). */
export const NAME_PATTERN = /^[A-Za-z'-]+( [A-Za-z'-]+)*$/;

/** Whether a date lies in a year range, inclusive. */
export function yearWithin(date: Date, min: number, max: number): boolean {
  return date.getFullYear() >= min && date.getFullYear() <= max;
}

/**
 * A code field: a trimmed string typed as one of `codes` or "" (empty). Membership is checked by the
 * form's refinement with {@link checkCode}, so that every field error shows at once.
 */
export function code<const T extends string>(
  _codes: readonly T[],
  typeMessage: string = genericMessages.format,
) {
  return z.pipe(
    text(typeMessage),
    z.transform((value) => value as T | ""),
  );
}

/** Adds `message` when `value` is not one of `codes` (empty counts as missing). */
export function checkCode(
  ctx: z.core.$RefinementCtx,
  path: (string | number)[],
  value: string,
  codes: readonly string[],
  message: string,
): boolean {
  if (codes.includes(value)) return true;
  issue(ctx, path, message);
  return false;
}
