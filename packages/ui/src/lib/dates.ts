import { formatUsDate, parseDate, parseUsDate } from "@epr/domain";

/**
 * Calendar-day helpers of the date field's grid. Reading and writing a date is @epr/domain's
 * (`parseUsDate`, `formatUsDate`: the stored format MM/DD/YYYY, enrollment.md §7 Dates); a `Day` is
 * that local calendar day taken apart for the field's bounds (react-day-picker draws the grid).
 */
/** A calendar day with a zero-based month, like `Date`. */
export interface Day {
  year: number;
  month: number;
  day: number;
}

/** Default bounds of a date (enrollment.md §9: minimum 1900, maximum 2500). */
export const MIN_DATE: Day = { year: 1900, month: 0, day: 1 };
export const MAX_DATE: Day = { year: 2500, month: 11, day: 31 };

/** The calendar day of a local date. */
export function dayOf(date: Date): Day {
  return { year: date.getFullYear(), month: date.getMonth(), day: date.getDate() };
}

/** The local midnight of a calendar day. */
export function dateOf(d: Day): Date {
  const date = new Date(2000, 0, 1);
  date.setFullYear(d.year, d.month, d.day);
  return date;
}

/** Parses "MM/DD/YYYY" or "YYYY-MM-DD" into a valid day, or null (@epr/domain's parsing). */
export function parseDay(text: string | null | undefined): Day | null {
  const date = parseUsDate(text) ?? parseDate(text, "iso");
  return date ? dayOf(date) : null;
}

/** Formats a day as MM/DD/YYYY (@epr/domain's stored format). */
export function formatDay(d: Day): string {
  return formatUsDate(dateOf(d));
}

/** Orders two days: negative, zero or positive. */
export function compareDays(a: Day, b: Day): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Today in the browser's time zone. */
export function today(): Day {
  return dayOf(new Date());
}

/** Keeps a day within bounds. */
export function clampDay(d: Day, min: Day, max: Day): Day {
  if (compareDays(d, min) < 0) return min;
  if (compareDays(d, max) > 0) return max;
  return d;
}

/** Inserts slashes while typing: "0115" → "01/15", "01152024" → "01/15/2024". */
export function formatDateTyping(text: string): string {
  const d = text.replace(/\D/g, "").slice(0, 8);
  if (d.length <= 2) return d;
  if (d.length <= 4) return `${d.slice(0, 2)}/${d.slice(2)}`;
  return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
}

/** Accepts a Date, "MM/DD/YYYY" or "YYYY-MM-DD" as a bound. */
export function toDay(value: Date | string | Day | undefined | null): Day | null {
  if (value == null) return null;
  if (value instanceof Date) return dayOf(value);
  if (typeof value === "string") return parseDay(value);
  return value;
}
