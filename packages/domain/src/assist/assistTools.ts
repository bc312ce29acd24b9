import { subDays } from "date-fns";
import { formatCompactDate } from "../dates/dates.js";
import { assistMessages } from "../messages.js";

/** Identity theft choice of a group (assist-employees.md §4). */
export type IdTheftChoice = "optin" | "optout";

/**
 * Only changed groups are saved, each as userChoice optin or optout (assist-employees.md §4 Identity
 * theft). With no change the save is refused with the validation message (§5).
 */
export function identityTheftChanges(
  original: Readonly<Record<string, boolean>>,
  current: Readonly<Record<string, boolean>>,
):
  | { ok: true; idTheftGroups: { groupNumber: string; userChoice: IdTheftChoice }[] }
  | { ok: false; message: string } {
  const idTheftGroups = Object.entries(current)
    .filter(([groupNumber, optedIn]) => Boolean(original[groupNumber]) !== optedIn)
    .map(([groupNumber, optedIn]) => ({
      groupNumber,
      userChoice: optedIn ? ("optin" as const) : ("optout" as const),
    }));
  return idTheftGroups.length > 0
    ? { ok: true, idTheftGroups }
    : { ok: false, message: assistMessages.idTheftNoSelection };
}

/** Claims calendar range: 0 to 730 days back (assist-employees.md §5, §9). */
export const CLAIMS_RANGE_DAYS = 730;
/** Preset claims date ranges in days (assist-employees.md §5). */
export const CLAIMS_PRESET_DAYS = [30, 60, 90, 180, 365] as const;

/**
 * A claims date range option ending today, dates as yyyyMMdd (assist-employees.md §3, §5), `days`
 * clamped to 0..730. The default range is the last year (365 days, §9). The source's factor error in
 * some presets is not reproduced.
 */
export function claimsDateRange(today: Date, days = 365): { startDate: string; endDate: string } {
  const clamped = Math.min(Math.max(0, Math.floor(days)), CLAIMS_RANGE_DAYS);
  return { startDate: formatCompactDate(subDays(today, clamped)), endDate: formatCompactDate(today) };
}

/** ID card ordering needs at least one selected member (assist-employees.md §5): the warning, or null. */
export function idCardOrderWarning(selectedMembers: number): string | null {
  return selectedMembers > 0 ? null : assistMessages.idCardSelectMember;
}

/** Agreement number padded with 0 and cut to 10 (assist-employees.md §9). */
export function padAgreementNumber(agreementNumber: string): string {
  return agreementNumber.padStart(10, "0").slice(0, 10);
}

/** Client name cut to 35 (assist-employees.md §9). */
export function cutClientName(name: string): string {
  return name.slice(0, 35);
}

/** umi suffixed with 0 for spending calls (assist-employees.md §9). */
export function spendingUmi(umi: string): string {
  return `${umi}0`;
}
