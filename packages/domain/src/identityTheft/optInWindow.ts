import { addDays, differenceInCalendarDays, getMonth, getYear } from "date-fns";
import { assistMessages } from "../messages.js";

/** A new client may opt in within this many days of its coverage effective date (assist-employees.md §9). */
export const ID_THEFT_NEW_CLIENT_DAYS = 30;
/** The Q4 window opens in October (month index 9) and runs to December 31 (assist-employees.md §9). */
export const ID_THEFT_Q4_FIRST_MONTH = 9;

/** What decides whether a group may opt in to identity theft protection today. */
export interface IdTheftOptInFacts {
  /** The day of the decision (the server's today; never read from the clock here). */
  today: Date;
  /** The client's coverage effective date when it is a new client; null for an established one. */
  clientCoverageEffectiveDate: Date | null;
  /** When the group last opted in, if ever. */
  lastOptInAt: Date | null;
}

/** Why a group may or may not opt in: `reason` names the rule that decided. */
export type IdTheftOptInDecision =
  | { allowed: true; reason: "newClient" | "q4Window" }
  | { allowed: false; reason: "optedInThisYear" | "outsideWindow"; message: string };

/**
 * Identity theft opt-in rules (assist-employees.md §9): opting in is once per calendar year; a new
 * client has 30 days from its coverage effective date; otherwise only in the Q4 window (October 1 to
 * December 31). Opting out is not limited (the spec names no rule for it).
 */
export function identityTheftOptInDecision(facts: IdTheftOptInFacts): IdTheftOptInDecision {
  const { today, clientCoverageEffectiveDate, lastOptInAt } = facts;
  if (lastOptInAt && getYear(lastOptInAt) === getYear(today))
    return { allowed: false, reason: "optedInThisYear", message: assistMessages.idTheftOptedInThisYear };
  if (clientCoverageEffectiveDate) {
    const days = differenceInCalendarDays(today, clientCoverageEffectiveDate);
    if (days >= 0 && days <= ID_THEFT_NEW_CLIENT_DAYS) return { allowed: true, reason: "newClient" };
  }
  if (getMonth(today) >= ID_THEFT_Q4_FIRST_MONTH) return { allowed: true, reason: "q4Window" };
  return { allowed: false, reason: "outsideWindow", message: assistMessages.idTheftOutsideWindow };
}

/** The last day a new client may opt in: its coverage effective date plus 30 days (§9). */
export function identityTheftNewClientDeadline(clientCoverageEffectiveDate: Date): Date {
  return addDays(clientCoverageEffectiveDate, ID_THEFT_NEW_CLIENT_DAYS);
}

/** The identity theft protection vendor every brand names in its disclaimer (brand copy idTheftDisclaimer). */
export const ID_THEFT_VENDOR = "Sentinel ID Services";
