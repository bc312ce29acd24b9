import { RELATIONSHIP } from "../codes/relationships.js";

/** The custody block of other insurance: custody and what custody M, F or J asks for (enrollment.md §5). */
export const CUSTODY_FIELDS = ["custody", "medicalResponsibility", "courtOrder"] as const;

/** The other-insurance relation to the subscriber 3, Child (enrollment.md §3 OtherInsurance). */
const CHILD_RELATION = "3";

/** A member other insurance is copied to (assist-employees.md §2.3 Copy to Others). */
export interface OtherInsuranceCopyTarget<V> {
  /** The member's key in the copy-to-others modal. */
  key: string;
  /** The member's relationship code (18 Self, 01 Spouse, …; enrollment.md §3). */
  relationshipCode?: string | null;
  /** The member's own other insurance, whose custody block is kept when custody is skipped. */
  current?: V | null;
}

/**
 * Whether copying skips custody for a member (enrollment.md §5 Other insurance): the copied
 * relation to the subscriber is 3 (Child) and the member's relationship code is 18 (Self) or 01
 * (Spouse).
 */
export function copySkipsCustody(
  relationSubscriber: string | null | undefined,
  relationshipCode: string | null | undefined,
): boolean {
  return (
    relationSubscriber === CHILD_RELATION &&
    (relationshipCode === RELATIONSHIP.self || relationshipCode === RELATIONSHIP.spouse)
  );
}

/**
 * What Copy to Others copies: a stored other insurance, or a card's values as typed (the same
 * fields, each a string); only the relation and the custody block matter to the rule.
 */
export type CopiedOtherInsurance = { relationSubscriber?: string | null } & {
  [field in (typeof CUSTODY_FIELDS)[number]]?: unknown;
};

/**
 * Copies one participant's other insurance to the selected members (assist-employees.md §2.3 Copy
 * to Others; enrollment.md §5): every field is copied, except that for a member where
 * `copySkipsCustody` holds the custody block (custody, medical-responsibility parent, court order)
 * stays the member's own (empty when they have none). Returns member key → values.
 */
export function copyOtherInsuranceTo<V extends CopiedOtherInsurance>(
  source: V,
  targets: readonly OtherInsuranceCopyTarget<V>[],
): Record<string, V> {
  return Object.fromEntries(
    targets.map((target) => {
      if (!copySkipsCustody(source.relationSubscriber, target.relationshipCode))
        return [target.key, { ...source }];
      const own = Object.fromEntries(CUSTODY_FIELDS.map((field) => [field, target.current?.[field] ?? null]));
      return [target.key, { ...source, ...own }];
    }),
  );
}
