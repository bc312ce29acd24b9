/**
 * Special status of a dependent (enrollment.md §3 Dependent; assist-employees.md §3): 3
 * Permanently Disabled, F Full-Time Student, M Full-Time Student-MNLOA, N (or any other) None.
 */
export const specialStatusLabels = {
  "3": "Permanently Disabled",
  F: "Full-Time Student",
  M: "Full-Time Student-MNLOA",
  N: "None",
} as const;
/** A special status code. */
export type SpecialStatus = keyof typeof specialStatusLabels;
/** The special status codes. */
export const specialStatuses = Object.keys(specialStatusLabels) as [SpecialStatus, ...SpecialStatus[]];

/** Normalises a special status: anything other than 3, F, M is None (N). */
export function normalizeSpecialStatus(value: string | null | undefined): SpecialStatus {
  return value === "3" || value === "F" || value === "M" ? value : "N";
}

/**
 * Upper-case names of the special statuses as the other-insurance custody rule names them
 * (enrollment.md §5 Other insurance: PERMANENTLY DISABLED, FULL TIME STUDENT, FULL TIME STUDENT-MNLOA).
 */
export const specialStatusRuleNames: Record<SpecialStatus, string> = {
  "3": "PERMANENTLY DISABLED",
  F: "FULL TIME STUDENT",
  M: "FULL TIME STUDENT-MNLOA",
  N: "NONE",
};

/** Other-insurance policy holder relation to subscriber (enrollment.md §3 OtherInsurance). */
export const otherInsuranceRelationLabels = {
  "1": "Self",
  "2": "Spouse",
  "3": "Child",
  "4": "Handicapped Dependent",
  "5": "Other/Domestic Partner",
} as const;
/** An other-insurance relation code. */
export type OtherInsuranceRelation = keyof typeof otherInsuranceRelationLabels;
/** The other-insurance relation codes. */
export const otherInsuranceRelations = Object.keys(otherInsuranceRelationLabels) as [
  OtherInsuranceRelation,
  ...OtherInsuranceRelation[],
];

/** Custody codes: N None, M Mother, F Father, J Joint (enrollment.md §3 OtherInsurance). */
export const custodyLabels = { N: "None", M: "Mother", F: "Father", J: "Joint" } as const;
/** A custody code. */
export type Custody = keyof typeof custodyLabels;
/** The custody codes. */
export const custodyCodes = Object.keys(custodyLabels) as [Custody, ...Custody[]];

/** Parent responsible for medical care when custody applies (our codes; the spec names the field only). */
export const medicalResponsibilityLabels = { M: "Mother", F: "Father", J: "Joint" } as const;
/** A medical-responsibility code. */
export type MedicalResponsibility = keyof typeof medicalResponsibilityLabels;
/** The medical-responsibility codes. */
export const medicalResponsibilityCodes = Object.keys(medicalResponsibilityLabels) as [
  MedicalResponsibility,
  ...MedicalResponsibility[],
];

/** Court order codes: 0 Yes, 1 No (enrollment.md §3 OtherInsurance). */
export const courtOrderLabels = { "0": "Yes", "1": "No" } as const;
/** A court order code. */
export type CourtOrder = keyof typeof courtOrderLabels;
/** The court order codes. */
export const courtOrderCodes = Object.keys(courtOrderLabels) as [CourtOrder, ...CourtOrder[]];

/** Employment status of the policy holder: A Active, R Retired, C COBRA (enrollment.md §3; assist-employees.md §3). */
export const employmentStatusLabels = { A: "Active", R: "Retired", C: "COBRA" } as const;
/** An employment status code. */
export type EmploymentStatus = keyof typeof employmentStatusLabels;
/** The employment status codes. */
export const employmentStatuses = Object.keys(employmentStatusLabels) as [
  EmploymentStatus,
  ...EmploymentStatus[],
];

/**
 * Why a member is Medicare eligible: 0 Age, 1 Disability, 2 End Stage Renal Disease, 3 Disability
 * and End Stage Renal Disease (enrollment.md §3 MedicareEligible; assist-employees.md §3).
 */
export const whyEligibleLabels = {
  "0": "Age",
  "1": "Disability",
  "2": "End Stage Renal Disease",
  "3": "Disability and End Stage Renal Disease",
} as const;
/** A Medicare eligibility reason code. */
export type WhyEligible = keyof typeof whyEligibleLabels;
/** The Medicare eligibility reason codes. */
export const whyEligibleCodes = Object.keys(whyEligibleLabels) as [WhyEligible, ...WhyEligible[]];
