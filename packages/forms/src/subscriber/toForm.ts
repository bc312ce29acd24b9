import type { Dependent, Subscriber } from "@epr/domain";
import type { DependentFormInput } from "../dependent/dependent.js";
import type { SubscriberFormInput } from "./subscriber.js";

const text = (value: string | null | undefined) => value ?? "";
const indicator = (value: string | null | undefined) => (value === "yes" || value === "no" ? value : "");

function nameFields(fullName: Partial<Subscriber["fullName"]> | null | undefined) {
  return {
    prefix: text(fullName?.prefix),
    firstName: text(fullName?.first),
    middleName: text(fullName?.middle),
    lastName: text(fullName?.last),
    // NONE is the option list's "no suffix" (enrollment.md §3 Option lists).
    suffix: fullName?.suffix && fullName.suffix !== "NONE" ? fullName.suffix : "",
  };
}

/**
 * The subscriber form's values from a stored subscriber (the inverse of `subscriberFromForm`): what
 * a resumed enrollment or a step revisited shows (enrollment.md §4 Resuming). The coverage
 * effective date is the record's global one. An unanswered indicator ("unknown") shows as no choice,
 * so the administrator answers it. The SSN fills both SSN fields: it was confirmed when first saved.
 */
export function subscriberFormFromRecord(
  subscriber: Partial<Subscriber>,
  record: { globalCoverageEffectiveDate?: string | null } = {},
): SubscriberFormInput {
  const ssn = text(subscriber.ssn);
  return {
    ...nameFields(subscriber.fullName),
    gender: text(subscriber.gender),
    birthDate: text(subscriber.birthDate),
    hireDate: text(subscriber.hireDate),
    coverageEffectiveDate: text(record.globalCoverageEffectiveDate),
    ssn,
    confirmSsn: ssn,
    address1: text(subscriber.address?.address1),
    address2: text(subscriber.address?.address2),
    city: text(subscriber.address?.city),
    state: text(subscriber.address?.state),
    zipCode: text(subscriber.address?.zipCode?.base),
    zipExtension: text(subscriber.address?.zipCode?.extension),
    homePhone: text(subscriber.phones?.home),
    workPhone: text(subscriber.phones?.work),
    mobilePhone: text(subscriber.phones?.mobile),
    fax: text(subscriber.phones?.fax),
    workEmail: text(subscriber.workEmail),
    cobra: Boolean(subscriber.cobra?.value),
    otherInsuranceIndicator: indicator(subscriber.otherInsuranceIndicator),
    medicareEligibleIndicator: indicator(subscriber.medicareEligibleIndicator),
    eventCode: text(subscriber.eventCode),
    eventDate: text(subscriber.eventDate),
  };
}

/** A dependent card's values from a stored dependent (the inverse of `dependentFromForm`). */
export function dependentFormFromRecord(dependent: Partial<Dependent>): DependentFormInput {
  return {
    ...nameFields(dependent.fullName),
    gender: text(dependent.gender),
    birthDate: text(dependent.birthDate),
    relationshipCode: text(dependent.relationshipCode),
    ssn: text(dependent.ssn),
    dependentStatus: text(dependent.dependentStatus),
    otherInsuranceIndicator: indicator(dependent.otherInsuranceIndicator),
    medicareEligibleIndicator: indicator(dependent.medicareEligibleIndicator),
  };
}
