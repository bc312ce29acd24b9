import type { MedicareFormInput } from "@epr/forms";
import { emptyMedicare } from "./labels.js";

/** The form's starting values: every nested record complete, so each field is bound from the start. */
export function medicareDefaults(values: Partial<MedicareFormInput> = {}): MedicareFormInput {
  return {
    ...emptyMedicare,
    ...values,
    ssdiDates: { ...emptyMedicare.ssdiDates, ...values.ssdiDates },
    partA: { ...emptyMedicare.partA, ...values.partA },
    partB: { ...emptyMedicare.partB, ...values.partB },
    partCInfo: { ...emptyMedicare.partCInfo, ...values.partCInfo },
    partDInfo: { ...emptyMedicare.partDInfo, ...values.partDInfo },
  };
}
