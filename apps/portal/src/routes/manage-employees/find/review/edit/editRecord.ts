import {
  applyIndicatorChange,
  type Dependent,
  type EmployeeRecord,
  type QualifyingEventValues,
  type Subscriber,
} from "@epr/domain";
import {
  type DependentFormInput,
  type DependentFormValues,
  dependentFormFromRecord,
  dependentFromForm,
  type SubscriberFormInput,
  type SubscriberFormValues,
  subscriberFormFromRecord,
  subscriberFromForm,
} from "@epr/forms";

/**
 * The edit's changes to the record (enrollment.md §4 Edit entry: the summary's cards in edit mode).
 * The cards report what is typed on each change; it goes straight into the draft, so the add-coverage
 * page and the provider directory, which the edit may visit, find it there on return. The forms'
 * own mapping (@epr/forms `subscriberFromForm`, `dependentFromForm`) writes it; their schemas judge
 * it on Save.
 */

/**
 * A member after its indicators changed (enrollment.md §4, @epr/domain `applyIndicatorChange`): an
 * indicator set to yes (MNLOA: status M) creates the empty record its card fills in; any other
 * value removes it. Only a changed indicator acts, so a record on file stays as it was.
 */
function withIndicatorRecords<M extends Subscriber>(before: M, after: M, isDependent: boolean): M {
  let member = after;
  if (before.otherInsuranceIndicator !== after.otherInsuranceIndicator)
    member = applyIndicatorChange(member, "otherInsurance", after.otherInsuranceIndicator, []).member;
  if (before.medicareEligibleIndicator !== after.medicareEligibleIndicator)
    member = applyIndicatorChange(member, "medicare", after.medicareEligibleIndicator, []).member;
  // MNLOA belongs to dependents only (enrollment.md §5 MNLOA: status M).
  const status = (m: M) => (m as Partial<Dependent>).dependentStatus;
  if (isDependent && status(before) !== status(after))
    member = applyIndicatorChange(member, "mnloa", status(after), []).member;
  return member;
}

/** The subscriber after the subscriber form changed (what it does not hold is kept). */
export function withSubscriberTyped(
  record: EmployeeRecord,
  typed: Partial<SubscriberFormInput>,
): EmployeeRecord {
  const values = { ...subscriberFormFromRecord(record.subscriber, record), ...typed };
  const subscriber = subscriberFromForm(values as SubscriberFormValues, record.subscriber);
  return { ...record, subscriber: withIndicatorRecords(record.subscriber, subscriber, false) };
}

/** The subscriber after the qualifying-event section changed (enrollment.md §2; None carries no date). */
export function withQualifyingEvent(record: EmployeeRecord, values: QualifyingEventValues): EmployeeRecord {
  return {
    ...record,
    subscriber: {
      ...record.subscriber,
      qualifyingEvent: values.qualifyingEvent,
      qualifyingEventDate: values.qualifyingEventDate || null,
    },
  };
}

/**
 * A dependent card's values from the record. An SSN on file arrives masked and is not shown to be
 * re-typed: left empty, the one on file is kept (`dependentFromForm`), as the server keeps it.
 */
export function dependentCardValues(dependent: Dependent): DependentFormInput {
  const values = dependentFormFromRecord(dependent);
  return dependent.pin && /\*/.test(values.ssn ?? "") ? { ...values, ssn: "" } : values;
}

/** The dependent at `index` after its card changed (or was submitted valid). */
export function withDependentTyped(
  record: EmployeeRecord,
  index: number,
  typed: DependentFormInput | DependentFormValues,
): EmployeeRecord {
  return {
    ...record,
    dependents: record.dependents.map((dependent, i) =>
      i === index
        ? withIndicatorRecords(dependent, dependentFromForm(typed as DependentFormValues, dependent), true)
        : dependent,
    ),
  };
}

/**
 * A dependent added in the edit (enrollment.md §4: the add flow's un-approve rules do not apply):
 * no pin yet and no coverage; the coverage side of the edit adds its lines.
 */
export function withDependentAdded(record: EmployeeRecord): EmployeeRecord {
  const added: Dependent = {
    fullName: { first: "", last: "" },
    relationshipCode: "",
    otherInsuranceIndicator: "unknown",
    medicareEligibleIndicator: "unknown",
    memberCoverages: [],
  };
  return { ...record, dependents: [...record.dependents, added] };
}

/** Whether a dependent was added in this edit (only those may be removed): it has no pin yet. */
export function isNewDependent(dependent: Dependent): boolean {
  return !dependent.pin;
}

/** The record without the dependent at `index`, when it was added in this edit; otherwise unchanged. */
export function withDependentRemoved(record: EmployeeRecord, index: number): EmployeeRecord {
  const dependent = record.dependents[index];
  if (!dependent || !isNewDependent(dependent)) return record;
  return { ...record, dependents: record.dependents.filter((_, i) => i !== index) };
}

/** The member record key of the COB and MNLOA cards (enrollment.md §3). */
export type MemberRecordKey = "otherInsurance" | "medicareEligible" | "mnloa";

/** The member at `index` (0 the subscriber, then the dependents) with one of its records replaced. */
export function withMemberRecord<K extends MemberRecordKey>(
  record: EmployeeRecord,
  index: number,
  key: K,
  value: Dependent[K],
): EmployeeRecord {
  if (index === 0) return { ...record, subscriber: { ...record.subscriber, [key]: value } };
  return {
    ...record,
    dependents: record.dependents.map((dependent, i) =>
      i === index - 1 ? { ...dependent, [key]: value } : dependent,
    ),
  };
}
