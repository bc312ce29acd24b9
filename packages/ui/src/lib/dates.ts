/**
 * Calendar-day helpers of the date field. Dates are local calendar days (no time zone shifts);
 * the portal's stored format is MM/DD/YYYY (enrollment.md §7 Dates).
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

/** Days in a month (month zero-based). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/** Parses "MM/DD/YYYY" or "YYYY-MM-DD" into a valid day, or null. */
export function parseDay(text: string | null | undefined): Day | null {
  if (!text) return null;
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  const parts = us ? [us[3], us[1], us[2]] : iso ? [iso[1], iso[2], iso[3]] : null;
  if (!parts) return null;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month - 1)) return null;
  return { year, month: month - 1, day };
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** Formats a day as MM/DD/YYYY. */
export function formatDay(d: Day): string {
  return `${pad(d.month + 1)}/${pad(d.day)}/${pad(d.year, 4)}`;
}

/** Orders two days: negative, zero or positive. */
export function compareDays(a: Day, b: Day): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** The day `n` days after `d` (negative goes back). */
export function addDays(d: Day, n: number): Day {
  const t = new Date(Date.UTC(d.year, d.month, d.day + n));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth(), day: t.getUTCDate() };
}

/** The same day `n` months later, clamped to the month's last day. */
export function addMonths(d: Day, n: number): Day {
  const first = new Date(Date.UTC(d.year, d.month + n, 1));
  const year = first.getUTCFullYear();
  const month = first.getUTCMonth();
  return { year, month, day: Math.min(d.day, daysInMonth(year, month)) };
}

/** Day of the week, 0 = Sunday. */
export function weekday(d: Day): number {
  return new Date(Date.UTC(d.year, d.month, d.day)).getUTCDay();
}

/** Today in the browser's time zone. */
export function today(): Day {
  const n = new Date();
  return { year: n.getFullYear(), month: n.getMonth(), day: n.getDate() };
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
  if (value instanceof Date)
    return { year: value.getFullYear(), month: value.getMonth(), day: value.getDate() };
  if (typeof value === "string") return parseDay(value);
  return value;
}
