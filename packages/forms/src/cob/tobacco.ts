import { isDayAfter } from "@epr/domain";
import * as z from "zod/mini";
import type { FormContext } from "../shared/context.js";
import { code, dateText, issue, readFormDate } from "../shared/fields.js";
import { memoizeSchema } from "../shared/memo.js";

/** Messages of the tobacco card (enrollment.md §5 Tobacco; wording ours, the spec names the rules). */
export const tobaccoMessages = {
  status: "Please select Yes or No",
  usageDate: "Please enter the date of last regular tobacco use",
  futureDate: "The date of last regular tobacco use cannot be in the future",
} as const;

/** The question text (enrollment.md §5 Tobacco). */
export const TOBACCO_QUESTION =
  "Has this person used tobacco regularly (4 or more times per week on average, excluding religious or ceremonial use) within the last 6 months?";

/** Tobacco context: whether the question applies to this member (required, medical coverage, minimum age). */
export interface TobaccoFormContext extends Pick<FormContext, "today"> {
  required: boolean;
}

/**
 * The tobacco card (enrollment.md §5 Tobacco): status T (yes) or N (no) required when relevant; last
 * regular use date required when T, not in the future; the usage date is dropped when not T.
 */
export const tobaccoFormSchema = memoizeSchema(function tobaccoFormSchema(ctx: TobaccoFormContext) {
  return z.pipe(
    z
      .object({
        tobaccoStatus: code(["T", "N"] as const, tobaccoMessages.status),
        tobaccoUsageDate: dateText(tobaccoMessages.usageDate),
      })
      .check(
        z.superRefine((values, rc) => {
          if (values.tobaccoStatus && !["T", "N"].includes(values.tobaccoStatus))
            issue(rc, ["tobaccoStatus"], tobaccoMessages.status);
          else if (!values.tobaccoStatus && ctx.required)
            issue(rc, ["tobaccoStatus"], tobaccoMessages.status);
          if (values.tobaccoStatus === "T") {
            const used = readFormDate(values.tobaccoUsageDate);
            if (!used) issue(rc, ["tobaccoUsageDate"], tobaccoMessages.usageDate);
            else if (isDayAfter(used, ctx.today)) issue(rc, ["tobaccoUsageDate"], tobaccoMessages.futureDate);
          }
        }),
      ),
    z.transform((values) => ({
      tobaccoStatus: values.tobaccoStatus,
      tobaccoUsageDate: values.tobaccoStatus === "T" ? values.tobaccoUsageDate : "",
    })),
  );
});

/** Tobacco card values (input side). */
export type TobaccoFormInput = z.input<ReturnType<typeof tobaccoFormSchema>>;
/** Validated tobacco card values. */
export type TobaccoFormValues = z.output<ReturnType<typeof tobaccoFormSchema>>;
