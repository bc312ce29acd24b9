import { subDays } from "date-fns";
import { formatCompactDate, parseDate } from "../dates/dates.js";
import { CLAIMS_RANGE_DAYS } from "./assistTools.js";

/** Claims listed per page (assist-employees.md §9). */
export const CLAIMS_PAGE_SIZE = 10;
/** How far back a claim's detail is read: about 740 days (assist-employees.md §7 claimSummary, §9). */
export const CLAIM_DETAIL_LOOKBACK_DAYS = 740;

/**
 * Our wording for a claims date range the calendar does not allow (assist-employees.md §5: 0 to 730
 * days back; the spec gives the limit, not the sentence).
 */
export const claimsRangeMessages = {
  invalid: "Please enter the dates as valid dates.",
  tooFarBack: `Claims can be viewed for the last ${CLAIMS_RANGE_DAYS} days only. Please choose a later start date.`,
  future: "The end date cannot be after today.",
  order: "The start date must be on or before the end date.",
} as const;

/**
 * Why a claims date range (yyyyMMdd) is refused, or null when it lies within 0 to 730 days back
 * from `today` with the start not after the end (assist-employees.md §5 Date range (claims)).
 */
export function claimsRangeProblem(today: Date, startDate: string, endDate: string): string | null {
  const start = parseDate(startDate, "compact");
  const end = parseDate(endDate, "compact");
  if (!start || !end) return claimsRangeMessages.invalid;
  const todayKey = formatCompactDate(today);
  if (startDate < formatCompactDate(subDays(today, CLAIMS_RANGE_DAYS))) return claimsRangeMessages.tooFarBack;
  if (endDate > todayKey) return claimsRangeMessages.future;
  if (startDate > endDate) return claimsRangeMessages.order;
  return null;
}

/** The earliest service date (yyyyMMdd) whose claim detail is still read (assist-employees.md §9). */
export function claimDetailEarliest(today: Date): string {
  return formatCompactDate(subDays(today, CLAIM_DETAIL_LOOKBACK_DAYS));
}

/** A claim's amount as the claims pages show it: US dollars with cents ("$1,234.50"). */
export function formatClaimAmount(amount: number): string {
  return amount.toLocaleString("en-US", { style: "currency", currency: "USD" });
}
