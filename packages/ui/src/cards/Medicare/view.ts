import type { MedicareFormInput } from "@epr/forms";
import { yesNoValue } from "../shared/yesNo.js";
import { emptyMedicare } from "./labels.js";

/** Which conditional parts of the Medicare card show: each only when its question is answered yes. */
export interface MedicareView {
  /** SSDI start and end dates: ever collected SSDI is yes. */
  ssdiDates: boolean;
  /** Part C details (enrollment.md §4 Save/cleaning: dropped if the part is not flagged). */
  partC: boolean;
  /** Part D details with BIN and PCN. */
  partD: boolean;
}

/** The view for the answers given; the schema of @epr/forms checks and keeps the same parts. */
export function medicareView(
  values: Pick<Partial<MedicareFormInput>, "ssdi" | "partC" | "partD">,
): MedicareView {
  return {
    ssdiDates: yesNoValue(values.ssdi) === "yes",
    partC: yesNoValue(values.partC) === "yes",
    partD: yesNoValue(values.partD) === "yes",
  };
}

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
