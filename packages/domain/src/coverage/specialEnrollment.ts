import { parseDate } from "../dates/dates.js";
import type { LifeEventRule } from "../entities/coverage.js";
import type { EmployeeRecord, Member } from "../entities/employee.js";
import { isOutsideOpenEnrollment, type OpenEnrollmentPeriod } from "./updatePlans.js";

/**
 * Whether a day lies outside every one of the given open enrollment periods (enrollment.md §4
 * Special enrollment; §7 the open enrollment check). An enrollment may join any of the client's
 * groups, so it is in open enrollment when any of them is; no period at all is outside.
 */
export function isOutsideEveryOpenEnrollment(
  periods: readonly (OpenEnrollmentPeriod | null | undefined)[],
  day: Date,
): boolean {
  return periods.every((period) => isOutsideOpenEnrollment(period, day));
}

/** What decides whether special enrollment applies (enrollment.md §1 flag SEP, §4). */
export interface SpecialEnrollmentSwitch {
  /** The SEP feature flag of the server's configuration. */
  sepEnabled: boolean;
  /** The coverage effective date is outside open enrollment. */
  outsideOpenEnrollment: boolean;
}

/**
 * Whether a life event reason and date are required (enrollment.md §4 Resuming, Special enrollment):
 * only with the SEP flag on and outside the open enrollment window.
 */
export function isLifeEventRequired(input: SpecialEnrollmentSwitch): boolean {
  return input.sepEnabled && input.outsideOpenEnrollment;
}

function stripLifeEvent<M extends Member>(member: M): M {
  return member.eventCode || member.eventDate ? { ...member, eventCode: null, eventDate: null } : member;
}

/**
 * The record without any life-event code or date on the subscriber and the dependents (enrollment.md
 * §4 Resuming: removed where special enrollment does not apply). Members without one stay the same objects.
 */
export function withoutLifeEvent<R extends Pick<EmployeeRecord, "subscriber" | "dependents">>(record: R): R {
  const subscriber = stripLifeEvent(record.subscriber);
  const dependents = record.dependents.map(stripLifeEvent);
  if (subscriber === record.subscriber && dependents.every((d, i) => d === record.dependents[i]))
    return record;
  return { ...record, subscriber, dependents };
}

/**
 * The subscriber's life event reason and date copied onto every dependent (enrollment.md §4 Special
 * enrollment: "required and copied onto the dependents").
 */
export function withLifeEventOnDependents<R extends Pick<EmployeeRecord, "subscriber" | "dependents">>(
  record: R,
): R {
  const eventCode = record.subscriber.eventCode ?? null;
  const eventDate = record.subscriber.eventDate ?? null;
  return {
    ...record,
    dependents: record.dependents.map((dependent) => ({ ...dependent, eventCode, eventDate })),
  };
}

/**
 * The life event a member chose, with its rule (enrollment.md §5 Life event date: "days from the
 * event code's rule"): null without a known reason or a readable MM/dd/yyyy date. Outside an open
 * period its window permits a coverage effective date (`checkEffectiveDate`'s `lifeEvent`).
 */
export function chosenLifeEvent(
  member: Pick<Member, "eventCode" | "eventDate">,
  rules: readonly LifeEventRule[],
): { eventDate: Date; rule: LifeEventRule } | null {
  const rule = rules.find((candidate) => candidate.lifeEventId === member.eventCode);
  const eventDate = parseDate(member.eventDate, "us");
  return rule && eventDate ? { eventDate, rule } : null;
}
