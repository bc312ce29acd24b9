import { hasMajorMedicalSelection } from "@epr/domain";
import * as z from "zod/mini";
import { issue } from "../shared/fields.js";

/**
 * Messages of the major medical product grid (enrollment.md §4 Major medical). The spec says only
 * that at least one selection is needed on submit; the wording is ours.
 */
export const majorMedicalMessages = {
  noSelection: "Please select at least one product for a participant.",
} as const;

/**
 * The major medical product grid (enrollment.md §4 Major medical): `selection` maps product id →
 * member key → checked; on submit at least one box must be checked (@epr/domain's
 * `hasMajorMedicalSelection`). Who may be checked (dependents only under a checked subscriber) is
 * @epr/domain's `toggleMajorMedical`, applied as the boxes change.
 */
export function majorMedicalFormSchema() {
  return z
    .object({ selection: z._default(z.record(z.string(), z.record(z.string(), z.boolean())), {}) })
    .check(
      z.superRefine((values, rc) => {
        if (!hasMajorMedicalSelection(values.selection))
          issue(rc, ["selection"], majorMedicalMessages.noSelection);
      }),
    );
}

/** Major medical values (input side). */
export type MajorMedicalFormInput = z.input<ReturnType<typeof majorMedicalFormSchema>>;
/** Validated major medical values. */
export type MajorMedicalFormValues = z.output<ReturnType<typeof majorMedicalFormSchema>>;
