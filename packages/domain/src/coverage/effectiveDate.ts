import { addDays, setDate, startOfDay, startOfMonth, subMonths, subYears } from "date-fns";
import { isDayBefore, isSameOrAfterDay, isSameOrBeforeDay } from "../dates/dates.js";
import type { LifeEventRule } from "../entities/coverage.js";
import { type EnrollmentFlow, type EnrollmentScreen, isAddFlow } from "../flows/flows.js";
import { EFFECTIVE_DATE_DAYS_AHEAD } from "../limits.js";

/**
 * Screens on which the effective-date window applies (enrollment.md §5 Effective date for coverage:
 * the rule changes on the add flow's subscriber and coverage steps, the employee summary and cancel
 * coverage). The summary's add-coverage page belongs to the summary's edit (§2 employee.find.addCoverage,
 * an edit-flow page), so its dates follow the summary's window.
 */
const EFFECTIVE_DATE_RULE_SCREENS: ReadonlySet<EnrollmentScreen> = new Set<EnrollmentScreen>([
  "employee.add.subscriber",
  "employee.add.coverage",
  "employee.find.review",
  "employee.find.addCoverage",
  "employee.cancelCoverage",
]);

/** Whether the window rule applies on a screen (enrollment.md §5 Effective date for coverage). */
export function effectiveDateRuleApplies(screen: EnrollmentScreen): boolean {
  return EFFECTIVE_DATE_RULE_SCREENS.has(screen);
}

/** Inputs of the coverage effective date window. */
export interface EffectiveDateContext {
  today: Date;
  /** Client qualifier aso (self-funded) (enrollment.md §6). */
  aso: boolean;
  /** The member is on COBRA. */
  cobra: boolean;
  /** The flow the date is entered in: the ASO notice shows outside the add flow (§5). Omitted: not the add flow. */
  flow?: EnrollmentFlow;
  /**
   * The screen the date is entered on: the lower bound applies on the screens
   * {@link effectiveDateRuleApplies} names. Omitted (a check made on no screen, as the server's): applies.
   */
  screen?: EnrollmentScreen;
  /** Outside an open enrollment period. */
  outsideOpenEnrollment?: boolean;
  /** Life event date and its rule, when one is chosen. */
  lifeEvent?: { eventDate: Date; rule: Pick<LifeEventRule, "beforeDays" | "afterDays"> } | null;
}

/** The allowed window: from `min` (inclusive) to `maxExclusive` (exclusive), day level. */
export interface EffectiveDateWindow {
  min: Date;
  /** Today plus 91 days: the latest allowed day is the day before. */
  maxExclusive: Date;
  /** ASO only: dates before this day show a notice (outside add flows). */
  asoNoticeBefore?: Date;
}

/** Earliest date when the window rule does not apply on the current screen (enrollment.md §9 minimum 1900). */
export const EARLIEST_DATE = new Date(1900, 0, 1);

/**
 * The coverage effective date window (enrollment.md §5 Effective date for coverage; §9):
 * - ASO: from the first of the month 3 years ago; notice when earlier than 6 months before the
 *   first of the current month;
 * - non-ASO, non-COBRA: from the first of last month;
 * - COBRA: from the 15th two months prior;
 * - all: up to but not including today plus 91 days.
 * On other screens ({@link effectiveDateRuleApplies}) only the upper bound applies (lower bound 1900).
 */
export function effectiveDateWindow(ctx: EffectiveDateContext): EffectiveDateWindow {
  const today = startOfDay(ctx.today);
  const maxExclusive = addDays(today, EFFECTIVE_DATE_DAYS_AHEAD);
  if (ctx.screen !== undefined && !effectiveDateRuleApplies(ctx.screen))
    return { min: EARLIEST_DATE, maxExclusive };
  if (ctx.aso) {
    return {
      min: startOfMonth(subYears(today, 3)),
      maxExclusive,
      asoNoticeBefore: subMonths(startOfMonth(today), 6),
    };
  }
  if (ctx.cobra) return { min: setDate(subMonths(today, 2), 15), maxExclusive };
  return { min: startOfMonth(subMonths(today, 1)), maxExclusive };
}

/**
 * Whether a coverage effective date lies within a life event's window: from `beforeDays` before
 * to `afterDays` after the event date, inclusive (enrollment.md §5 Life event date).
 */
export function isWithinLifeEventWindow(
  effectiveDate: Date,
  eventDate: Date,
  rule: Pick<LifeEventRule, "beforeDays" | "afterDays">,
): boolean {
  return (
    isSameOrAfterDay(effectiveDate, addDays(eventDate, -rule.beforeDays)) &&
    isSameOrBeforeDay(effectiveDate, addDays(eventDate, rule.afterDays))
  );
}

/** Result of checking an effective date. */
export type EffectiveDateCheck =
  | { ok: true; asoNotice: boolean }
  | { ok: false; reason: "outOfRange" | "lifeEventWindow" };

/**
 * Checks a coverage effective date against the window (enrollment.md §5). Outside an open period
 * with a life event, a date within the life event window is permitted even below the normal lower
 * bound; the upper bound (today + 91 days, exclusive) always holds. `asoNotice` is true when the
 * ASO notice modal should show (earlier than 6 months before the first of the current month, within
 * 3 years, outside add flows).
 */
export function checkEffectiveDate(date: Date, ctx: EffectiveDateContext): EffectiveDateCheck {
  const window = effectiveDateWindow(ctx);
  if (!isDayBefore(date, window.maxExclusive)) return { ok: false, reason: "outOfRange" };
  const inWindow = isSameOrAfterDay(date, window.min);
  const viaLifeEvent =
    Boolean(ctx.outsideOpenEnrollment) &&
    ctx.lifeEvent != null &&
    isWithinLifeEventWindow(date, ctx.lifeEvent.eventDate, ctx.lifeEvent.rule);
  if (!inWindow && !viaLifeEvent) return { ok: false, reason: "outOfRange" };
  const asoNotice =
    inWindow &&
    window.asoNoticeBefore !== undefined &&
    isDayBefore(date, window.asoNoticeBefore) &&
    !isAddFlow(ctx.flow);
  return { ok: true, asoNotice };
}
