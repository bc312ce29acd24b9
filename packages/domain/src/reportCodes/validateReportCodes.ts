import { isDayAfter, isSameOrBeforeDay, parseUsDate } from "../dates/dates.js";
import { fillMessage } from "../messages.js";
import type { ReportCodeValidationRequest } from "./reportCodes.js";

/**
 * A report code a group defines (enrollment.md §7 "Report codes for a group": code definitions).
 * `allowedValues` empty means any value up to `maxLength`; dates are MM/dd/yyyy.
 */
export interface ReportCodeDefinition {
  type: string;
  abbreviatedType: string;
  required: boolean;
  maxLength: number;
  allowedValues: readonly string[];
  effectiveDate: string;
  cancelDate: string | null;
}

/**
 * Messages of the server's report code validation. The spec gives the answer's form,
 * 'Group N: … (abbr)' (enrollment.md §4, §7), not the words between: these are ours.
 */
export const reportCodeValidationMessages = {
  required: "{type} is required",
  unknown: "{type} is not a report code of this group",
  notInEffect: "{type} is not in effect on {date}",
  tooLong: "{type} must be at most {max} characters",
  notAllowed: "{value} is not a valid {type}",
  badDate: "The coverage start date must be a date MM/dd/yyyy",
} as const;

const line = (groupNumber: string, text: string, abbreviatedType: string) =>
  `Group ${groupNumber}: ${text} (${abbreviatedType})`;

/** Whether a definition is in effect on a day: on or after its effective date, before its cancel date. */
function inEffect(definition: ReportCodeDefinition, day: Date): boolean {
  const start = parseUsDate(definition.effectiveDate);
  const cancel = parseUsDate(definition.cancelDate);
  return (start === null || !isDayAfter(start, day)) && (cancel === null || !isSameOrBeforeDay(cancel, day));
}

/**
 * The definitions in effect on a coverage start date (MM/dd/yyyy; enrollment.md §4 Report codes:
 * loaded per group): the codes the step asks for. An unreadable date keeps every definition.
 */
export function reportCodesInEffect<D extends ReportCodeDefinition>(
  definitions: readonly D[],
  coverageStartDate: string | null | undefined,
): D[] {
  const day = parseUsDate(coverageStartDate);
  return day ? definitions.filter((definition) => inEffect(definition, day)) : [...definitions];
}

/**
 * Validates one group's report codes against the group's definitions (enrollment.md §4 Report
 * codes, §7 Validate report codes), returning the errors as 'Group N: … (abbr)' lines — empty
 * means valid. Values are compared upper-case (stored upper-case, §3). A required code in effect on
 * the coverage start date must have a value, whether or not the request lists it; a listed code
 * must be one of the group's, in effect on that date, within its length and allowed values.
 */
export function validateReportCodes(
  request: ReportCodeValidationRequest,
  definitions: readonly ReportCodeDefinition[],
): string[] {
  const { groupNumber } = request;
  const day = parseUsDate(request.coverageStartDate);
  if (!day) return [line(groupNumber, reportCodeValidationMessages.badDate, "coverageStartDate")];
  const errors: string[] = [];
  const byAbbr = new Map(definitions.map((d) => [d.abbreviatedType.toUpperCase(), d]));
  const given = new Map(request.reportCodes.map((c) => [c.abbreviatedType.toUpperCase(), c]));
  for (const code of request.reportCodes) {
    const definition = byAbbr.get(code.abbreviatedType.toUpperCase());
    const value = code.value.trim().toUpperCase();
    const values = { type: definition?.type ?? code.type, value, date: request.coverageStartDate };
    if (!definition) {
      errors.push(
        line(groupNumber, fillMessage(reportCodeValidationMessages.unknown, values), code.abbreviatedType),
      );
    } else if (!inEffect(definition, day)) {
      if (value)
        errors.push(
          line(
            groupNumber,
            fillMessage(reportCodeValidationMessages.notInEffect, values),
            definition.abbreviatedType,
          ),
        );
    } else if (!value) {
      if (definition.required)
        errors.push(
          line(
            groupNumber,
            fillMessage(reportCodeValidationMessages.required, values),
            definition.abbreviatedType,
          ),
        );
    } else if (value.length > definition.maxLength) {
      errors.push(
        line(
          groupNumber,
          fillMessage(reportCodeValidationMessages.tooLong, { ...values, max: definition.maxLength }),
          definition.abbreviatedType,
        ),
      );
    } else if (definition.allowedValues.length > 0 && !definition.allowedValues.includes(value)) {
      errors.push(
        line(
          groupNumber,
          fillMessage(reportCodeValidationMessages.notAllowed, values),
          definition.abbreviatedType,
        ),
      );
    }
  }
  for (const definition of definitions) {
    if (
      definition.required &&
      inEffect(definition, day) &&
      !given.has(definition.abbreviatedType.toUpperCase())
    )
      errors.push(
        line(
          groupNumber,
          fillMessage(reportCodeValidationMessages.required, { type: definition.type }),
          definition.abbreviatedType,
        ),
      );
  }
  return errors;
}
