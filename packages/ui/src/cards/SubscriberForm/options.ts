import { genderLabels, type LifeEventRule, nameSuffixes, stateLabels } from "@epr/domain";
import type { SubscriberFormInput } from "@epr/forms";
import type { RadioOption } from "../../primitives/RadioGroup/RadioGroup.js";
import type { SelectOption } from "../../primitives/Select/Select.js";

/** A field of the subscriber form. */
export type SubscriberField = keyof SubscriberFormInput & string;

/** The form's fields in screen order: the error summary lists errors in this order. */
export const subscriberFieldOrder = [
  "prefix",
  "firstName",
  "middleName",
  "lastName",
  "suffix",
  "gender",
  "birthDate",
  "hireDate",
  "coverageEffectiveDate",
  "ssn",
  "confirmSsn",
  "address1",
  "address2",
  "city",
  "state",
  "zipCode",
  "zipExtension",
  "homePhone",
  "workPhone",
  "mobilePhone",
  "fax",
  "workEmail",
  "cobra",
  "otherInsuranceIndicator",
  "medicareEligibleIndicator",
  "eventCode",
  "eventDate",
] as const satisfies readonly SubscriberField[];

/** The control id of a field: the label's target and the error summary's link. */
export function fieldId(idPrefix: string, field: SubscriberField): string {
  return `${idPrefix}-${field}`;
}

/** Every field empty: the add flow's blank form (indicators unanswered, COBRA unchecked). */
export const emptySubscriberValues: Required<{
  [K in SubscriberField]: Exclude<SubscriberFormInput[K], null>;
}> = {
  prefix: "",
  firstName: "",
  middleName: "",
  lastName: "",
  suffix: "",
  gender: "",
  birthDate: "",
  hireDate: "",
  coverageEffectiveDate: "",
  ssn: "",
  confirmSsn: "",
  address1: "",
  address2: "",
  city: "",
  state: "",
  zipCode: "",
  zipExtension: "",
  homePhone: "",
  workPhone: "",
  mobilePhone: "",
  fax: "",
  workEmail: "",
  cobra: false,
  otherInsuranceIndicator: "",
  medicareEligibleIndicator: "",
  eventCode: "",
  eventDate: "",
};

/** Sex options (enrollment.md §3 Subscriber: gender M or F). */
export const genderOptions: readonly RadioOption[] = Object.entries(genderLabels).map(([value, label]) => ({
  value,
  label,
}));

/** Suffix options (enrollment.md §3 Option lists); NONE is the empty choice, so it is not offered twice. */
export const suffixOptions: readonly SelectOption[] = nameSuffixes
  .filter((suffix) => suffix !== "NONE")
  .map((suffix) => ({ value: suffix, label: suffix }));

/** The 50 states plus DC (enrollment.md §3 Option lists). */
export const stateOptions: readonly SelectOption[] = Object.entries(stateLabels).map(([value, label]) => ({
  value,
  label,
}));

/** Prefix options from the server's prefix list (enrollment.md §3: the server supplies it). */
export function prefixOptions(prefixes: readonly string[]): SelectOption[] {
  return prefixes.map((prefix) => ({ value: prefix, label: prefix }));
}

/** Life event reasons from the life event rules (enrollment.md §3 Life event rule). */
export function lifeEventOptions(rules: readonly LifeEventRule[] | undefined): SelectOption[] {
  return (rules ?? []).map((rule) => ({ value: rule.lifeEventId, label: rule.lifeEventDescription }));
}
