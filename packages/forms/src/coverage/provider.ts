import {
  cutPcpName,
  INITIAL_PCP_SELECTION,
  isNoPcpNumber,
  NO_INITIAL_PCP_SELECTION,
  type ProviderInformation,
  pcpValidationMessages,
  providerRequired,
} from "@epr/domain";
import * as z from "zod/mini";
import type { FormContext } from "../shared/context.js";
import { dateText, issue, readFormDate, text } from "../shared/fields.js";
import { memoizeSchema } from "../shared/memo.js";
import { genericMessages } from "../shared/messages.js";

/** Messages of the provider (PCP) card (enrollment.md §5 Provider; §7 Validate PCP). */
export const providerMessages = {
  physicianNumber: pcpValidationMessages.invalidProviderNumber,
  effectiveDate: "Please enter a valid Date.",
  tooLong: genericMessages.tooLong,
} as const;

/** Longest provider number accepted (our choice). */
export const PROVIDER_NUMBER_MAX = 20;

/**
 * The provider card (enrollment.md §3 Provider card, §5 Provider): provider number without spaces,
 * required only if entered or the group requires a provider (`group.providerRequired`); its
 * effective date is then required too. The name is cut to 34 characters. The server's validation
 * result is set on `physicianNumber` by the portal and cleared on edit.
 *
 * The output carries the reason (enrollment.md §3: fixed 'Initial PCP Selection'); a no-PCP number
 * (002759262, 999999, BC…, IP…) clears name and number and gives 'NO INITIAL PCP SELECTION'
 * (enrollment.md §4), so a payload never carries a no-PCP number.
 */
export const providerFormSchema = memoizeSchema(function providerFormSchema(ctx: Pick<FormContext, "group">) {
  return z.pipe(
    z
      .object({
        physicianNumber: text(providerMessages.physicianNumber),
        physicianName: z.pipe(
          text(),
          z.transform((name: string) => cutPcpName(name)),
        ),
        establishedPatient: z.pipe(
          z.nullish(z.boolean()),
          z.transform((value) => value ?? false),
        ),
        effectiveDate: dateText(providerMessages.effectiveDate),
      })
      .check(
        z.superRefine((values, rc) => {
          if (!providerRequired(values.physicianNumber, ctx.group?.providerRequired)) return;
          if (
            !values.physicianNumber ||
            /\s/.test(values.physicianNumber) ||
            values.physicianNumber.length > PROVIDER_NUMBER_MAX
          ) {
            issue(rc, ["physicianNumber"], providerMessages.physicianNumber);
          }
          if (!readFormDate(values.effectiveDate))
            issue(rc, ["effectiveDate"], providerMessages.effectiveDate);
        }),
      ),
    z.transform((values) =>
      isNoPcpNumber(values.physicianNumber)
        ? { ...values, physicianNumber: "", physicianName: "", reason: NO_INITIAL_PCP_SELECTION }
        : { ...values, reason: INITIAL_PCP_SELECTION },
    ),
  );
});

/** Provider card values (input side). */
export type ProviderFormInput = z.input<ReturnType<typeof providerFormSchema>>;
/** Validated provider card values. */
export type ProviderFormValues = z.output<ReturnType<typeof providerFormSchema>>;

/**
 * The provider card's valid values as the record holds them (enrollment.md §3 providerInformation):
 * null when nothing was entered (no number and no date); a no-PCP number arrives here already
 * cleared (the schema's output), so only its effective date and established-patient answer stay.
 */
export function providerInformationFromForm(
  values: Pick<
    ProviderFormValues,
    "physicianNumber" | "physicianName" | "establishedPatient" | "effectiveDate"
  >,
): ProviderInformation | null {
  if (!values.physicianNumber && !values.effectiveDate) return null;
  return {
    physicianNumber: values.physicianNumber || null,
    physicianName: values.physicianNumber ? values.physicianName || null : null,
    existingPatientIndicator: values.establishedPatient,
    physicianEffectiveDate: values.effectiveDate || null,
  };
}

/** The provider card's values from the record's provider information (the reverse of `providerInformationFromForm`). */
export function providerFormFromInformation(information: ProviderInformation | null | undefined): {
  physicianNumber: string;
  physicianName: string;
  establishedPatient: boolean;
  effectiveDate: string;
} {
  return {
    physicianNumber: information?.physicianNumber ?? "",
    physicianName: cutPcpName(information?.physicianName),
    establishedPatient: information?.existingPatientIndicator ?? false,
    effectiveDate: information?.physicianEffectiveDate ?? "",
  };
}
