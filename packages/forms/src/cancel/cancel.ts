import {
  CANCEL_REASON,
  fillMessage,
  isDayAfter,
  isDayBefore,
  isSameDay,
  isSameOrAfterDay,
  parseUsDate,
} from "@epr/domain";
import * as z from "zod/mini";
import { dateText, issue, readFormDate, text, withoutControlCharacters } from "../shared/fields.js";
import { memoizeSchema } from "../shared/memo.js";
import { genericMessages } from "../shared/messages.js";

/** Messages of the cancel modal and related forms (enrollment.md §5). */
export const cancelMessages = {
  invalidCancelDate: "Please enter a valid Cancel Date.",
  invalidDate: "Please enter a valid Date.",
  beforeEffective:
    "Please make sure that the entered cancel date is equal or greater than the coverage effective date. Please update and try again.",
  submission: "Submission Error: Please check that the Cancel Date and Cancel Reason are correctly set.",
  void: "You cannot use the Void termination reason unless the Product Effective Date and the Cancel Date match.",
  groupEnds:
    "Please be aware that group {group} will end on {date}, choose a date before or equal to {date} to cancel the coverage for this group.",
  removeEffectiveRequired: "Please enter a valid Date.",
  removeBeforeCancel: "The effective date cannot be before the cancel date.",
  removeAfterGroupCancel: "The effective date must be before the group cancellation date.",
  reinstateDate: "Please enter a valid Date.",
  selectAtLeastOne: "Please select at least one",
  required: genericMessages.required,
} as const;

/** A coverage line selected for cancellation. */
export interface CancelLine {
  groupNumber: string;
  lineOfBusiness: string;
  /** MM/dd/yyyy. */
  effectiveDate: string;
}

/** Cancel modal context: the selected lines and future group cancel dates (MM/dd/yyyy by group). */
export interface CancelFormContext {
  lines: readonly CancelLine[];
  groupCancelDates?: Readonly<Record<string, string | null | undefined>>;
}

/**
 * The cancel modal (enrollment.md §5): cancel date and reason required ('Submission Error…'); a
 * malformed date 'Please enter a valid Cancel Date.', a date outside 1900-2500 'Please enter a valid
 * Date.'; the date must be on or after the latest effective date of the selected coverage; reason 03
 * (void) needs the date equal to each line's effective date; a date after a group's future cancel
 * date names the group and its end date. Comparisons are at day level.
 */
export const cancelFormSchema = memoizeSchema(function cancelFormSchema(ctx: CancelFormContext) {
  return z
    .object({
      cancelDate: dateText(cancelMessages.invalidCancelDate),
      cancelReason: text(cancelMessages.submission),
    })
    .check(
      z.superRefine((values, rc) => {
        if (!values.cancelDate || !values.cancelReason) {
          issue(rc, [values.cancelDate ? "cancelReason" : "cancelDate"], cancelMessages.submission);
          return;
        }
        const date = readFormDate(values.cancelDate) as Date;
        if (date.getFullYear() < 1900 || date.getFullYear() > 2500) {
          issue(rc, ["cancelDate"], cancelMessages.invalidDate);
          return;
        }
        const effectiveDates = ctx.lines
          .map((line) => parseUsDate(line.effectiveDate))
          .filter((d): d is Date => d !== null);
        const latest = effectiveDates.reduce<Date | null>(
          (max, d) => (!max || isDayAfter(d, max) ? d : max),
          null,
        );
        if (latest && isDayBefore(date, latest)) {
          issue(rc, ["cancelDate"], cancelMessages.beforeEffective);
          return;
        }
        if (values.cancelReason === CANCEL_REASON.void && !effectiveDates.every((d) => isSameDay(d, date))) {
          issue(rc, ["cancelReason"], cancelMessages.void);
        }
        for (const group of new Set(ctx.lines.map((line) => line.groupNumber))) {
          const groupEnd = parseUsDate(ctx.groupCancelDates?.[group]);
          if (groupEnd && isDayAfter(date, groupEnd)) {
            issue(
              rc,
              ["cancelDate"],
              fillMessage(cancelMessages.groupEnds, { group, date: ctx.groupCancelDates?.[group] ?? "" }),
            );
          }
        }
      }),
    );
});

/** Cancel modal values (input side). */
export type CancelFormInput = z.input<ReturnType<typeof cancelFormSchema>>;
/** Validated cancel modal values. */
export type CancelFormValues = z.output<ReturnType<typeof cancelFormSchema>>;

/**
 * The remove-cancel-date form (enrollment.md §5 Remove-cancel-date errors): effective date required;
 * not before the line's cancel date; and not after the group cancellation date when the group has one.
 * (The spec lists the three errors tersely; this reading is ours.)
 */
export function removeCancelDateFormSchema(ctx: { cancelDate: string; groupCancelDate?: string | null }) {
  return z.object({ effectiveDate: dateText(cancelMessages.removeEffectiveRequired) }).check(
    z.superRefine((values, rc) => {
      const date = readFormDate(values.effectiveDate);
      if (!date) {
        issue(rc, ["effectiveDate"], cancelMessages.removeEffectiveRequired);
        return;
      }
      const cancel = parseUsDate(ctx.cancelDate);
      if (cancel && isDayBefore(date, cancel))
        issue(rc, ["effectiveDate"], cancelMessages.removeBeforeCancel);
      const groupCancel = parseUsDate(ctx.groupCancelDate);
      if (groupCancel && !isDayBefore(date, groupCancel))
        issue(rc, ["effectiveDate"], cancelMessages.removeAfterGroupCancel);
    }),
  );
}

/**
 * The reinstate coverage date modal (enrollment.md §4 Reinstate, §5): the reinstate effective date is
 * required and, when the latest cancel date is known, on or after it.
 */
export function reinstateFormSchema(ctx: { lastCancelDate?: string | null } = {}) {
  return z.object({ reinstateDate: dateText(cancelMessages.reinstateDate) }).check(
    z.superRefine((values, rc) => {
      const date = readFormDate(values.reinstateDate);
      const cancelled = parseUsDate(ctx.lastCancelDate);
      if (
        !date ||
        date.getFullYear() < 1900 ||
        date.getFullYear() > 2500 ||
        (cancelled && !isSameOrAfterDay(date, cancelled))
      ) {
        issue(rc, ["reinstateDate"], cancelMessages.reinstateDate);
      }
    }),
  );
}

/**
 * Copy to others (enrollment.md §5; assist-employees.md §2.3): the selected members; at least one must
 * be selected when there are several other members ('Please select at least one').
 */
export function copyToOthersFormSchema(ctx: { otherMembers: number }) {
  return z
    .object({
      selected: z._default(
        z.array(withoutControlCharacters(z.string()), { error: cancelMessages.selectAtLeastOne }),
        [],
      ),
    })
    .check(
      z.superRefine((values, rc) => {
        if (ctx.otherMembers > 1 && values.selected.length === 0)
          issue(rc, ["selected"], cancelMessages.selectAtLeastOne);
      }),
    );
}
