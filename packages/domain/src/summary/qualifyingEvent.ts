/**
 * The qualifying-event section of the employee summary (enrollment.md §2 employee.find.review: a
 * select None/Test plus an event date; §3 Subscriber qualifyingEvent, qualifyingEventDate).
 */
export const qualifyingEventOptions = [
  { value: "None", label: "None" },
  { value: "Test", label: "Test" },
] as const;

/** A qualifying event code of the section. */
export type QualifyingEventCode = (typeof qualifyingEventOptions)[number]["value"];

/** The section's values: the chosen event and its date (MM/DD/YYYY as typed). */
export interface QualifyingEventValues {
  qualifyingEvent: string;
  qualifyingEventDate: string;
}

/**
 * Whether the event date applies: only for a chosen event other than None. The spec names the
 * select and the date only; a date without an event would mean nothing, so None carries none.
 */
export function qualifyingEventDateApplies(qualifyingEvent: string | null | undefined): boolean {
  return Boolean(qualifyingEvent) && qualifyingEvent !== "None";
}

/**
 * The section's values after a change: an unknown or empty event reads as None, and None (or no
 * event) clears the date, so the record never keeps a date for no event.
 */
export function qualifyingEventChange(values: {
  qualifyingEvent?: string | null;
  qualifyingEventDate?: string | null;
}): QualifyingEventValues {
  const known = qualifyingEventOptions.some((option) => option.value === values.qualifyingEvent);
  const qualifyingEvent = known ? (values.qualifyingEvent as string) : "None";
  return {
    qualifyingEvent,
    qualifyingEventDate: qualifyingEventDateApplies(qualifyingEvent)
      ? (values.qualifyingEventDate ?? "")
      : "",
  };
}
