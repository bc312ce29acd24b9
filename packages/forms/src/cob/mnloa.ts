import * as z from "zod/mini";
import { dateText, issue, readFormDate, yesNo } from "../shared/fields.js";
import { genericMessages } from "../shared/messages.js";

/** Messages of the MNLOA card (enrollment.md §5 MNLOA). */
export const mnloaMessages = {
  allYes: 'Answering "Yes" to all questions is required to set the "Full-Time Student MNLOA" status',
  startDate: genericMessages.invalidDate,
  certify: genericMessages.required,
  required: genericMessages.required,
} as const;

/** Latest MNLOA start date, 2500-01-01 (enrollment.md §9). */
export const MNLOA_MAX_START = new Date(2500, 0, 1);

/**
 * The MNLOA card (enrollment.md §5 MNLOA): the three yes/no questions are required and must all be
 * Yes; start date required, 1900-01-01 to 2500-01-01; the certify box must be checked (the MNLOA
 * flag is invalid when false).
 */
export function mnloaFormSchema() {
  return z
    .object({
      sufferingFrom: yesNo(mnloaMessages.required),
      absenceNecessary: yesNo(mnloaMessages.required),
      noticePhysician: yesNo(mnloaMessages.required),
      startDate: dateText(mnloaMessages.startDate),
      certify: z.pipe(
        z.nullish(z.boolean({ error: mnloaMessages.certify })),
        z.transform((value) => value ?? false),
      ),
    })
    .check(
      z.superRefine((values, rc) => {
        for (const field of ["sufferingFrom", "absenceNecessary", "noticePhysician"] as const) {
          if (values[field] === null) issue(rc, [field], mnloaMessages.required);
          else if (!values[field]) issue(rc, [field], mnloaMessages.allYes);
        }
        const start = readFormDate(values.startDate);
        if (!start || start.getFullYear() < 1900 || start > MNLOA_MAX_START)
          issue(rc, ["startDate"], mnloaMessages.startDate);
        if (!values.certify) issue(rc, ["certify"], mnloaMessages.certify);
      }),
    );
}

/** MNLOA card values (input side). */
export type MnloaFormInput = z.input<ReturnType<typeof mnloaFormSchema>>;
/** Validated MNLOA card values. */
export type MnloaFormValues = z.output<ReturnType<typeof mnloaFormSchema>>;
