import type { Dependent, Subscriber } from "@epr/domain";
import type { DependentFormValues } from "../dependent/dependent.js";
import type { SubscriberFormValues } from "./subscriber.js";

const orNull = (value: string) => (value === "" ? null : value);

/** The full name of a member from the form's name fields (empty optional parts become null). */
function fullNameFromForm(values: {
  prefix: string;
  firstName: string;
  middleName: string;
  lastName: string;
  suffix: string;
}) {
  return {
    prefix: orNull(values.prefix),
    first: values.firstName,
    middle: orNull(values.middleName),
    last: values.lastName,
    suffix: orNull(values.suffix),
  };
}

/**
 * Writes validated subscriber form values onto a subscriber record (enrollment.md §3 Subscriber):
 * names into fullName, address with zipCode.base, phones, indicators, cobra.value, event code and
 * date. Fields the form does not hold (pin, contractId, coverages, COB records…) are kept from
 * `existing`. The SSN is kept from `existing` in the edit flow when the form's is empty.
 */
export function subscriberFromForm(values: SubscriberFormValues, existing?: Partial<Subscriber>): Subscriber {
  return {
    ...existing,
    relationshipCode: "20",
    ssn: values.ssn || existing?.ssn || null,
    fullName: fullNameFromForm(values),
    gender: values.gender || null,
    birthDate: orNull(values.birthDate),
    hireDate: orNull(values.hireDate),
    address: {
      address1: values.address1,
      address2: orNull(values.address2),
      city: values.city,
      state: values.state,
      zipCode: { base: values.zipCode, extension: orNull(values.zipExtension) },
    },
    phones: {
      home: orNull(values.homePhone),
      work: orNull(values.workPhone),
      mobile: orNull(values.mobilePhone),
      fax: orNull(values.fax),
    },
    workEmail: orNull(values.workEmail),
    cobra: { value: values.cobra },
    otherInsuranceIndicator: values.otherInsuranceIndicator || "unknown",
    medicareEligibleIndicator: values.medicareEligibleIndicator || "unknown",
    eventCode: orNull(values.eventCode) ?? existing?.eventCode ?? null,
    eventDate: orNull(values.eventDate) ?? existing?.eventDate ?? null,
    memberCoverages: existing?.memberCoverages ?? [],
  };
}

/** Writes validated dependent card values onto a dependent record (enrollment.md §3 Dependent). */
export function dependentFromForm(values: DependentFormValues, existing?: Partial<Dependent>): Dependent {
  return {
    ...existing,
    relationshipCode: values.relationshipCode,
    ssn: values.ssn || existing?.ssn || null,
    fullName: fullNameFromForm(values),
    gender: values.gender || null,
    birthDate: orNull(values.birthDate),
    dependentStatus: orNull(values.dependentStatus),
    otherInsuranceIndicator: values.otherInsuranceIndicator || "unknown",
    medicareEligibleIndicator: values.medicareEligibleIndicator || "unknown",
    memberCoverages: existing?.memberCoverages ?? [],
  };
}
