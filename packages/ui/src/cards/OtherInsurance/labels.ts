import type { OtherInsuranceFormInput } from "@epr/forms";

/** A field of the other insurance card. */
export type OtherInsuranceField = keyof OtherInsuranceFormInput & string;

/** Labels of the other insurance fields (enrollment.md §3 OtherInsurance). */
export const otherInsuranceLabels: Record<OtherInsuranceField, string> = {
  insuranceCarrier: "Name of Insurance Carrier",
  groupNumber: "Group Number",
  policyNumber: "Policy Number",
  policyHolderFirstName: "Policy Holder First Name",
  policyHolderLastName: "Policy Holder Last Name",
  policyHolderBirthDate: "Policy Holder Date of Birth",
  relationSubscriber: "Policy Holder Relation to Subscriber",
  effectiveDate: "Effective Date",
  cancelDate: "Cancel Date",
  custody: "Custody",
  medicalResponsibility: "Parent Responsible for Medical Care",
  courtOrder: "Court Order",
  policyHolderEmploymentStatus: "Policy Holder Employment Status",
  retirementDate: "Retirement Date",
};

/** The fields in screen order: the error summary lists errors in this order. */
export const otherInsuranceFieldOrder = [
  "insuranceCarrier",
  "groupNumber",
  "policyNumber",
  "effectiveDate",
  "cancelDate",
  "policyHolderFirstName",
  "policyHolderLastName",
  "policyHolderBirthDate",
  "relationSubscriber",
  "custody",
  "medicalResponsibility",
  "courtOrder",
  "policyHolderEmploymentStatus",
  "retirementDate",
] as const satisfies readonly OtherInsuranceField[];

/** Every field empty: a new other insurance record (the indicator just set to yes, enrollment.md §4). */
export const emptyOtherInsurance: Required<{
  [K in OtherInsuranceField]: string;
}> = {
  insuranceCarrier: "",
  groupNumber: "",
  policyNumber: "",
  policyHolderFirstName: "",
  policyHolderLastName: "",
  policyHolderBirthDate: "",
  relationSubscriber: "",
  effectiveDate: "",
  cancelDate: "",
  custody: "",
  medicalResponsibility: "",
  courtOrder: "",
  policyHolderEmploymentStatus: "",
  retirementDate: "",
};
