import type { Dependent, Member, Subscriber } from "@epr/domain";
import type { DependentFormInput } from "../dependent/dependent.js";
import type { SubscriberFormInput } from "./subscriber.js";

/** "yes"/"no" as the forms take them; "unknown" (the record's default) is unanswered. */
const answered = (value: string | null | undefined) => (value === "yes" || value === "no" ? value : "");

function nameFields(member: Member) {
  return {
    prefix: member.fullName?.prefix ?? "",
    firstName: member.fullName?.first ?? "",
    middleName: member.fullName?.middle ?? "",
    lastName: member.fullName?.last ?? "",
    suffix: member.fullName?.suffix ?? "",
    gender: member.gender ?? "",
  };
}

/**
 * A subscriber record as the subscriber form's values (the inverse of `subscriberFromForm`), so a
 * saved record is checked by the same schema and messages as the form (DESIGN.md "Data flow, for
 * one save" step 3: the server validates the payload with the same schemas). `ssn` is the
 * subscriber SSN sent beside the record (enrollment.md §7 Save); it also fills the confirmation.
 * `coverageEffectiveDate` is the record's global coverage effective date.
 */
export function subscriberFormInputFromRecord(
  subscriber: Subscriber,
  options: { ssn: string; coverageEffectiveDate: string | null | undefined },
): SubscriberFormInput {
  const phones = subscriber.phones ?? {};
  const address = subscriber.address ?? {};
  return {
    ...nameFields(subscriber),
    birthDate: subscriber.birthDate ?? "",
    hireDate: subscriber.hireDate ?? "",
    coverageEffectiveDate: options.coverageEffectiveDate ?? "",
    ssn: options.ssn,
    confirmSsn: options.ssn,
    address1: address.address1 ?? "",
    address2: address.address2 ?? "",
    city: address.city ?? "",
    state: address.state ?? "",
    zipCode: address.zipCode?.base ?? "",
    zipExtension: address.zipCode?.extension ?? "",
    homePhone: phones.home ?? "",
    workPhone: phones.work ?? "",
    mobilePhone: phones.mobile ?? "",
    fax: phones.fax ?? "",
    workEmail: subscriber.workEmail ?? "",
    cobra: subscriber.cobra?.value ?? false,
    otherInsuranceIndicator: answered(subscriber.otherInsuranceIndicator),
    medicareEligibleIndicator: answered(subscriber.medicareEligibleIndicator),
    eventCode: subscriber.eventCode ?? "",
    eventDate: subscriber.eventDate ?? "",
  } as SubscriberFormInput;
}

/** A dependent record as the dependent card's values (the inverse of `dependentFromForm`). */
export function dependentFormInputFromRecord(dependent: Dependent): DependentFormInput {
  return {
    ...nameFields(dependent),
    birthDate: dependent.birthDate ?? "",
    relationshipCode: dependent.relationshipCode ?? "",
    ssn: dependent.ssn ?? "",
    dependentStatus: dependent.dependentStatus ?? "",
    otherInsuranceIndicator: answered(dependent.otherInsuranceIndicator),
    medicareEligibleIndicator: answered(dependent.medicareEligibleIndicator),
    hasActiveCoverage: true,
  } as DependentFormInput;
}
