import { addDays, differenceInCalendarDays, isValid, lightFormat, startOfDay } from "date-fns";

/**
 * Date formats the specification uses (enrollment.md §7 "Dates", assist-employees.md §7):
 * MM/dd/yyyy for stored values and payloads, MM-dd-yyyy for queries, yyyy-MM-dd for one group
 * information call, yyyyMMdd for claim date ranges and MMddyyyy for PCP dates.
 */
export const DATE_FORMATS = {
  us: "MM/dd/yyyy",
  usDash: "MM-dd-yyyy",
  iso: "yyyy-MM-dd",
  compact: "yyyyMMdd",
  pcp: "MMddyyyy",
} as const;

/** One of the date formats named in {@link DATE_FORMATS}. */
export type DateFormatName = keyof typeof DATE_FORMATS;

const PATTERNS: Record<DateFormatName, RegExp> = {
  us: /^\d{2}\/\d{2}\/\d{4}$/,
  usDash: /^\d{2}-\d{2}-\d{4}$/,
  iso: /^\d{4}-\d{2}-\d{2}$/,
  compact: /^\d{8}$/,
  pcp: /^\d{8}$/,
};

/**
 * Parses a date string in one of the spec's formats (enrollment.md §7 "Dates"). Strict: the
 * string must have exactly the format's digits, and impossible dates (02/30/2024) give `null`.
 * The result is the local midnight of that day.
 */
export function parseDate(value: string | null | undefined, formatName: DateFormatName): Date | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  if (!PATTERNS[formatName].test(trimmed)) return null;
  // The pattern fixed where each part stands; read them by the format's own token positions.
  const pattern = DATE_FORMATS[formatName];
  const part = (token: string) =>
    Number(trimmed.slice(pattern.indexOf(token), pattern.indexOf(token) + token.length));
  const parsed = new Date(2000, 0, 1);
  parsed.setFullYear(part("yyyy"), part("MM") - 1, part("dd"));
  // Overflow (02/30 becomes 03/01): the round trip proves the day exists.
  return lightFormat(parsed, pattern) === trimmed ? parsed : null;
}

/** Parses the stored format "MM/dd/yyyy" (enrollment.md §7 "Dates"); `null` when not a real date. */
export function parseUsDate(value: string | null | undefined): Date | null {
  return parseDate(value, "us");
}

/** Formats a date in one of the spec's formats (enrollment.md §7 "Dates"). */
export function formatDate(date: Date, formatName: DateFormatName): string {
  // lightFormat: the spec's formats need only y, M and d, and it is a fraction of format's size.
  return lightFormat(date, DATE_FORMATS[formatName]);
}

/** Formats as "MM/dd/yyyy", the stored and payload format (enrollment.md §7 "Dates"). */
export function formatUsDate(date: Date): string {
  return formatDate(date, "us");
}

/**
 * A moment as people read it: the spec's date (MM/dd/yyyy, enrollment.md §7 "Dates") and the time
 * on a 12-hour clock, "11/28/2026 4:46 PM", in the viewer's time zone (or `timeZone`, an IANA name).
 * The one format for every time shown (audit rows, requests, acceptances, history); a value that is
 * not a moment is given back as it came, so nothing is hidden.
 */
export function formatUsDateTime(value: Date | string, timeZone?: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "numeric",
      minute: "2-digit",
      hour12: true,
      ...(timeZone ? { timeZone } : {}),
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.month}/${parts.day}/${parts.year} ${parts.hour}:${parts.minute} ${parts.dayPeriod}`;
}

/** Formats as "MM-dd-yyyy", the query format (enrollment.md §7 "Dates"). */
export function formatQueryDate(date: Date): string {
  return formatDate(date, "usDash");
}

/** Formats as "yyyy-MM-dd" (group information call, enrollment.md §7). */
export function formatIsoDate(date: Date): string {
  return formatDate(date, "iso");
}

/** Formats as "yyyyMMdd" (claims date range options, assist-employees.md §3). */
export function formatCompactDate(date: Date): string {
  return formatDate(date, "compact");
}

/** Formats as "MMddyyyy" (PCP dates, enrollment.md §7 and assist-employees.md §7). */
export function formatPcpDate(date: Date): string {
  return formatDate(date, "pcp");
}

/**
 * Converts a date string from one spec format to another; `null` when the input is not a real
 * date in the source format.
 */
export function convertDate(value: string | null | undefined, from: DateFormatName, to: DateFormatName) {
  const parsed = parseDate(value, from);
  return parsed ? formatDate(parsed, to) : null;
}

/**
 * Reads a date given as a Date or as a string in any of the unambiguous spec formats
 * (MM/dd/yyyy, MM-dd-yyyy, yyyy-MM-dd). Returns `null` for anything else.
 */
export function toDate(value: Date | string | null | undefined): Date | null {
  if (value instanceof Date) return isValid(value) ? startOfDay(value) : null;
  if (typeof value !== "string") return null;
  return parseDate(value, "us") ?? parseDate(value, "usDash") ?? parseDate(value, "iso");
}

/** Difference in calendar days a − b (day level, enrollment.md §5 "Comparisons are at day level"). */
export function daysBetween(a: Date, b: Date): number {
  return differenceInCalendarDays(a, b);
}

/** `a` is the same calendar day as `b`. */
export function isSameDay(a: Date, b: Date): boolean {
  return daysBetween(a, b) === 0;
}

/** `a` is a calendar day before `b` (day level). */
export function isDayBefore(a: Date, b: Date): boolean {
  return daysBetween(a, b) < 0;
}

/** `a` is a calendar day after `b` (day level). */
export function isDayAfter(a: Date, b: Date): boolean {
  return daysBetween(a, b) > 0;
}

/** `a` is the same day as or after `b` (day level). */
export function isSameOrAfterDay(a: Date, b: Date): boolean {
  return daysBetween(a, b) >= 0;
}

/** `a` is the same day as or before `b` (day level). */
export function isSameOrBeforeDay(a: Date, b: Date): boolean {
  return daysBetween(a, b) <= 0;
}

/** The start of the day after `today` (used by "not after tomorrow" rules, enrollment.md §5). */
export function tomorrow(today: Date): Date {
  return addDays(startOfDay(today), 1);
}

/**
 * Age in whole years on `on`, by calendar (birthday reached or not). Used by the dependent age
 * threshold 26 and adult dental/vision age (enrollment.md §5 Dependents, §9).
 */
export function ageOn(birthDate: Date, on: Date): number {
  let age = on.getFullYear() - birthDate.getFullYear();
  const beforeBirthday =
    on.getMonth() < birthDate.getMonth() ||
    (on.getMonth() === birthDate.getMonth() && on.getDate() < birthDate.getDate());
  if (beforeBirthday) age -= 1;
  return age;
}
