import {
  type BrandRules,
  isDayAfter,
  isDayBefore,
  type PcpReason,
  parseUsDate,
  pcpValidationMessages,
} from "@epr/domain";
import { addDays, startOfDay } from "date-fns";
import * as z from "zod/mini";
import { dateText, issue, readFormDate, text } from "../shared/fields.js";

/** Messages of the change-PCP card (assist-employees.md §5 Change PCP). */
export const changePcpMessages = {
  providerNumber: pcpValidationMessages.invalidProviderNumber,
  reason: "Please select a reason.",
  date: "Please Enter a valid Date.",
  window: "Please enter a Valid date.",
} as const;

/**
 * What an administrator has put on a change-PCP card so far, unchecked (assist-employees.md §2.1:
 * the page keeps it across the trip to the provider directory). The shape a kept draft must have to
 * be given back to a card; the card's own schema above checks it on submit.
 */
export const changePcpDraftSchema = z.object({
  providerNumber: z.string(),
  providerName: z.string(),
  establishedPatient: z.boolean(),
  /** The reason's code as the service gave it (padding kept). */
  reasonCode: z.string(),
  /** MM/dd/yyyy as typed. */
  effectiveDate: z.string(),
});
export type ChangePcpDraft = z.infer<typeof changePcpDraftSchema>;

/**
 * A page's kept drafts: whose they are (employee and group), over which PCP version they were typed,
 * when, and each card's draft unchecked — one that lost its shape is dropped on its own through
 * `changePcpDraftSchema`, the others come back.
 */
export const keptChangePcpDraftsSchema = z.object({
  umi: z.string(),
  groupNumber: z.string(),
  version: z.number(),
  savedAt: z.number(),
  drafts: z.record(z.string(), z.unknown()),
});
export type KeptChangePcpDrafts = z.infer<typeof keptChangePcpDraftsSchema>;

/** Change-PCP context: today, the brand's date-window rule (6008, 6009), the reasons and the contract coverage date. */
export interface ChangePcpFormContext {
  today: Date;
  brand?: Partial<Pick<BrandRules, "changePcpDateWindow">>;
  reasons: readonly Pick<PcpReason, "reasonCode" | "retroDays" | "futureDays">[];
  /** Contract coverage effective date, MM/dd/yyyy. */
  contractCoverageEffectiveDate?: string | null;
}

/**
 * One change-PCP card (assist-employees.md §5): provider number required; reason required; date must
 * be valid; for brands 6008 and 6009 (`changePcpDateWindow`) the date lies within the reason's
 * retroDays back and futureDays forward from today and not earlier than the contract coverage
 * effective date. Use `joinMessages` to show the messages together.
 */
export function changePcpFormSchema(ctx: ChangePcpFormContext) {
  return z
    .object({
      providerNumber: text(changePcpMessages.providerNumber),
      providerName: text(),
      establishedPatient: z.pipe(
        z.nullish(z.boolean()),
        z.transform((value) => value ?? false),
      ),
      reasonCode: text(changePcpMessages.reason),
      effectiveDate: dateText(changePcpMessages.date),
    })
    .check(
      z.superRefine((values, rc) => {
        if (!values.providerNumber || /\s/.test(values.providerNumber) || values.providerNumber.length > 20) {
          issue(rc, ["providerNumber"], changePcpMessages.providerNumber);
        }
        // Reason codes keep the service's padding (assist-employees.md §7); the field's text is trimmed.
        const reason = ctx.reasons.find(
          (candidate) => candidate.reasonCode.trim() === values.reasonCode.trim(),
        );
        if (!reason) issue(rc, ["reasonCode"], changePcpMessages.reason);
        const date = readFormDate(values.effectiveDate);
        if (!date) {
          issue(rc, ["effectiveDate"], changePcpMessages.date);
          return;
        }
        if (!ctx.brand?.changePcpDateWindow || !reason) return;
        const today = startOfDay(ctx.today);
        const earliest = addDays(today, -(reason.retroDays ?? 0));
        const latest = addDays(today, reason.futureDays ?? 0);
        const contract = parseUsDate(ctx.contractCoverageEffectiveDate);
        if (
          isDayBefore(date, earliest) ||
          isDayAfter(date, latest) ||
          (contract && isDayBefore(date, contract))
        ) {
          issue(rc, ["effectiveDate"], changePcpMessages.window);
        }
      }),
    );
}

/** Change-PCP values (input side). */
export type ChangePcpFormInput = z.input<ReturnType<typeof changePcpFormSchema>>;
/** Validated change-PCP values. */
export type ChangePcpFormValues = z.output<ReturnType<typeof changePcpFormSchema>>;

/** Messages are joined for display at the top of the page (assist-employees.md §5). */
export function joinMessages(messages: readonly string[]): string {
  return [...new Set(messages)].join(" ");
}
