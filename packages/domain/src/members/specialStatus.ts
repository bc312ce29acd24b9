import { CHILD_LIKE_RELATIONSHIPS, isSpouseOrPartner } from "../codes/relationships.js";
import { ageOn, parseUsDate } from "../dates/dates.js";
import type { Dependent } from "../entities/employee.js";
import { DEPENDENT_AGE_LIMIT } from "../limits.js";

/** Age of a member on `today` from a stored birth date; `null` when unknown. */
export function ageFromBirthDate(birthDate: string | null | undefined, today: Date): number | null {
  const birth = parseUsDate(birthDate);
  return birth ? ageOn(birth, today) : null;
}

/**
 * Whether a dependent needs a special status (enrollment.md §5 Dependents): age 26 or over and not
 * spouse or domestic partner.
 */
export function specialStatusRequired(
  dependent: Pick<Dependent, "birthDate" | "relationshipCode">,
  today: Date,
): boolean {
  const age = ageFromBirthDate(dependent.birthDate, today);
  return age !== null && age >= DEPENDENT_AGE_LIMIT && !isSpouseOrPartner(dependent.relationshipCode);
}

/**
 * Applies the special status clearing rules after a relationship change (enrollment.md §4
 * Indicator changes): status is cleared for spouse (01) or domestic partner (29), or when the
 * relationship changes and the dependent is 26 or over (the status must then be chosen again);
 * status M is cleared when the relationship is not one of 02, 05, 07, 09, 14, 17. MNLOA is on only
 * when the status is M: the MNLOA record is removed otherwise. Returns a new dependent.
 */
export function applySpecialStatusRules<D extends Dependent>(
  dependent: D,
  today: Date,
  previousRelationshipCode?: string | null,
): D {
  let status = dependent.dependentStatus ?? null;
  const relationship = dependent.relationshipCode ?? null;
  const relationshipChanged =
    previousRelationshipCode !== undefined && previousRelationshipCode !== relationship;
  const age = ageFromBirthDate(dependent.birthDate, today);
  if (isSpouseOrPartner(relationship)) status = null;
  else if (relationshipChanged && age !== null && age >= DEPENDENT_AGE_LIMIT) status = null;
  if (status === "M" && !CHILD_LIKE_RELATIONSHIPS.includes(relationship ?? "")) status = null;
  const next: D = { ...dependent, dependentStatus: status };
  if (!isMnloaOn(next)) next.mnloa = null;
  return next;
}

/** MNLOA is on only when dependentStatus is M (enrollment.md §4). */
export function isMnloaOn(dependent: Pick<Dependent, "dependentStatus">): boolean {
  return dependent.dependentStatus === "M";
}

/** MNLOA certified flag follows whether a start date exists (enrollment.md §4 Tobacco paragraph). */
export function mnloaCertified(mnloa: { startDate?: string | null } | null | undefined): boolean {
  return Boolean(mnloa?.startDate);
}

/** A dependent whose cancel reason is 06 is not eligible (enrollment.md §5 Dependents). */
export function isIneligibleDependent(dependent: Pick<Dependent, "memberCoverages">): boolean {
  return dependent.memberCoverages.some((coverage) =>
    coverage.memberLobs.some((lob) => lob.cancelReasonCode === "06"),
  );
}
