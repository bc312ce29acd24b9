import { parseReportCodeErrors, type ReportCodeError } from "@epr/domain";
import * as z from "zod/mini";
import { issue, text } from "../shared/fields.js";
import { genericMessages } from "../shared/messages.js";

/** Messages of the report codes card (enrollment.md §5 Report codes). */
export const reportCodeMessages = {
  required: genericMessages.required,
  tooLong: genericMessages.tooLong,
} as const;

/** Longest report code value accepted (our choice; the spec gives none). */
export const REPORT_CODE_MAX = 30;

/**
 * The report codes of one group (enrollment.md §5 Report codes): required codes show 'This field is
 * required'; values are upper-cased (stored upper-case, enrollment.md §3).
 */
export function reportCodesFormSchema() {
  return z.object({
    reportCodes: z
      ._default(
        z.array(
          z.object({
            type: text(),
            abbreviatedType: text(),
            value: z.pipe(
              text(),
              z.transform((value) => value.toUpperCase()),
            ),
            required: z.pipe(
              z.nullish(z.boolean()),
              z.transform((value) => value ?? false),
            ),
          }),
          { error: genericMessages.format },
        ),
        [],
      )
      .check(
        z.superRefine((codes, rc) => {
          codes.forEach((entry, index) => {
            if (entry.required && !entry.value) issue(rc, [index, "value"], reportCodeMessages.required);
            else if (entry.value.length > REPORT_CODE_MAX)
              issue(rc, [index, "value"], reportCodeMessages.tooLong);
          });
        }),
      ),
  });
}

/** Report codes values (input side). */
export type ReportCodesFormInput = z.input<ReturnType<typeof reportCodesFormSchema>>;
/** Validated report codes. */
export type ReportCodesFormValues = z.output<ReturnType<typeof reportCodesFormSchema>>;

/**
 * Locates server report-code errors on fields (enrollment.md §4): for the group, each parsed error
 * (from @epr/domain `parseReportCodeErrors`) becomes `reportCodes.{index}.value` of the code whose
 * abbreviated type matches. Feed the result to react-hook-form `setError`.
 */
export function reportCodeFieldErrors(
  groupNumber: string,
  codes: readonly { abbreviatedType?: string | null }[],
  errors: readonly ReportCodeError[],
): { name: `reportCodes.${number}.value`; message: string }[] {
  const located: { name: `reportCodes.${number}.value`; message: string }[] = [];
  for (const error of errors) {
    if (error.groupNumber !== groupNumber) continue;
    const index = codes.findIndex(
      (entry) => (entry.abbreviatedType ?? "").toUpperCase() === error.abbreviatedType.toUpperCase(),
    );
    if (index >= 0) located.push({ name: `reportCodes.${index}.value`, message: error.message });
  }
  return located;
}

/**
 * Places a group's server report-code errors (enrollment.md §4 Report codes; §7 Validate report
 * codes): the raw 'Group N: … (abbr)' lines are parsed with @epr/domain's `parseReportCodeErrors`;
 * this group's lines whose abbreviated type names a code go on that code's field, this group's
 * other lines are returned whole in `unplaced` (so the card can still show them). Lines of other
 * groups and lines of another form are left to their own cards and the page.
 */
export function placeReportCodeErrors(
  groupNumber: string,
  codes: readonly { abbreviatedType?: string | null }[],
  serverErrors: readonly string[],
): { fields: { name: `reportCodes.${number}.value`; message: string }[]; unplaced: string[] } {
  const fields: { name: `reportCodes.${number}.value`; message: string }[] = [];
  const unplaced: string[] = [];
  for (const line of serverErrors) {
    const { errors } = parseReportCodeErrors([line]);
    const error = errors[0];
    if (!error || error.groupNumber !== groupNumber) continue;
    const [placed] = reportCodeFieldErrors(groupNumber, codes, [error]);
    if (placed) fields.push(placed);
    else unplaced.push(line);
  }
  return { fields, unplaced };
}
