import {
  applySpecialStatusRules,
  type Dependent,
  isSpouseOrPartner,
  normalizeSpecialStatus,
  specialStatusRequired,
} from "@epr/domain";
import type { DependentFormContext, DependentFormInput } from "@epr/forms";

/** What the card's context carries: the @epr/forms dependent context (today, flow, brand, group, subscriber's sex). */
export type DependentCardContext = DependentFormContext;

/** A dependent's values as the card edits them: every field a string (or absent). */
export type DependentValues = DependentFormInput;

/** An empty dependent card (enrollment.md §5 Dependents): nothing chosen yet. */
export const emptyDependent: DependentValues = {
  prefix: "",
  firstName: "",
  middleName: "",
  lastName: "",
  suffix: "",
  gender: "",
  birthDate: "",
  relationshipCode: "",
  ssn: "",
  dependentStatus: "",
  otherInsuranceIndicator: "",
  medicareEligibleIndicator: "",
};

/**
 * Whether the special status select shows (enrollment.md §5 Dependents, the age-26 rule): when
 * @epr/domain says a status is required (26 or over, not spouse or partner), and also when a
 * non-spouse dependent already has a status on file, so stored data is never hidden.
 */
export function showsSpecialStatus(values: DependentValues, today: Date): boolean {
  const relationshipCode = values.relationshipCode ?? null;
  if (specialStatusRequired({ birthDate: values.birthDate ?? null, relationshipCode }, today)) return true;
  return !isSpouseOrPartner(relationshipCode) && normalizeSpecialStatus(values.dependentStatus) !== "N";
}

/**
 * The special status after a relationship change, by @epr/domain's clearing rules (enrollment.md §4
 * Indicator changes). The rule reads only birth date, relationship and status, so the card's three
 * fields stand in for the whole dependent record.
 */
export function statusAfterRelationshipChange(
  values: DependentValues,
  previousRelationshipCode: string,
  today: Date,
): string {
  const member = {
    birthDate: values.birthDate || null,
    relationshipCode: values.relationshipCode || null,
    dependentStatus: values.dependentStatus || null,
  } as Dependent;
  return applySpecialStatusRules(member, today, previousRelationshipCode).dependentStatus ?? "";
}
