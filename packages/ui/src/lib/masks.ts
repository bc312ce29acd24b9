/**
 * Formatting rules of the masked inputs (enrollment.md §5 Subscriber form, §9; assist-employees.md
 * §2.14). Pure functions, so the portal and the server can use the same rules.
 */

/** Keeps digits only, at most `max` of them. */
export function digitsOnly(text: string, max = Number.POSITIVE_INFINITY): string {
  return text.replace(/\D/g, "").slice(0, max);
}

/** SSN placeholder: nine underscores (enrollment.md §5). */
export const SSN_PLACEHOLDER = "_________";

/**
 * A masked SSN: asterisks plus the last 4 digits when it has 9 characters (assist-employees.md
 * §2.14; enrollment.md §2 shows five stars plus the last four). Anything else is returned as is.
 */
export function maskSsn(ssn: string): string {
  return ssn.length === 9 ? `*****${ssn.slice(5)}` : ssn;
}

/** Phone mask (999) 999-9999 (enrollment.md §5), applied while typing. */
export function formatPhone(text: string): string {
  const d = digitsOnly(text, 10);
  if (d.length === 0) return "";
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** ZIP: 5 digits with an optional 4-digit extension, "12345" or "12345-6789" (enrollment.md §5). */
export function formatZip(text: string): string {
  const d = digitsOnly(text, 9);
  return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d;
}

/** True for a complete ZIP (5 or 5+4 digits). */
export function isZip(text: string): boolean {
  return /^\d{5}(-\d{4})?$/.test(text);
}

/** A full SSN as people read it, 123-45-6789 (the full-SSN toggle); anything else is returned as is. */
export function formatSsn(ssn: string): string {
  return /^\d{9}$/.test(ssn) ? `${ssn.slice(0, 3)}-${ssn.slice(3, 5)}-${ssn.slice(5)}` : ssn;
}
