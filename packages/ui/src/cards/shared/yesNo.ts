/**
 * A yes/no answer as the radios hold it: "yes", "no" or "" (unanswered). @epr/forms' yes/no fields
 * accept booleans and these words alike, so a record's booleans and the radios' words mix freely.
 */
export function yesNoValue(value: unknown): "yes" | "no" | "" {
  if (value === true) return "yes";
  if (value === false) return "no";
  if (typeof value !== "string") return "";
  const normalized = value.trim().toLowerCase();
  if (["yes", "y", "true"].includes(normalized)) return "yes";
  if (["no", "n", "false"].includes(normalized)) return "no";
  return "";
}

/** The read-only text of a yes/no answer: "Yes", "No" or "" (shown as a dash). */
export function yesNoText(value: unknown): string {
  const answer = yesNoValue(value);
  return answer === "yes" ? "Yes" : answer === "no" ? "No" : "";
}

/** A code's label from one of the domain's label lists; the code itself when unlisted, "" when empty. */
export function codeText(labels: Record<string, string>, code: string | null | undefined): string {
  if (!code) return "";
  return labels[code] ?? code;
}

/** The control id of a (possibly nested) form field: "medicare-partA-startDate". */
export function controlId(idPrefix: string, field: string): string {
  return `${idPrefix}-${field.replace(/\./g, "-")}`;
}
