import type { CoverageCategoryCode, CoverageType } from "../codes/coverage.js";
import { isSpouseOrPartner, RELATIONSHIP } from "../codes/relationships.js";
import type { MemberLob } from "../entities/coverage.js";
import { coverageCategoryCode as coverageCategoryCode_ } from "./coverageCategory.js";

/** Key of the subscriber in member selections. */
export const SUBSCRIBER_KEY = "subscriber";

/**
 * The plan chosen for one coverage type and who is checked for it (enrollment.md §4 Plan
 * selection). `members` maps a member key (SUBSCRIBER_KEY or a dependent key) to checked.
 */
export interface PlanSelection {
  coverageType: CoverageType;
  groupNumber?: string | null;
  productId?: string | null;
  productName?: string | null;
  effectiveDate?: string | null;
  members: Record<string, boolean>;
}

const uncheckAll = (members: Record<string, boolean>) =>
  Object.fromEntries(Object.keys(members).map((key) => [key, false]));

/** Choosing (or emptying) a plan unchecks all members for that coverage type (enrollment.md §4). */
export function choosePlan(
  selection: PlanSelection,
  plan: { groupNumber?: string | null; productId?: string | null; productName?: string | null } | null,
): PlanSelection {
  return {
    ...selection,
    groupNumber: plan?.groupNumber ?? null,
    productId: plan?.productId ?? null,
    productName: plan?.productName ?? null,
    members: uncheckAll(selection.members),
  };
}

/** Changing a plan's effective date unchecks all members for that coverage type (enrollment.md §4). */
export function changePlanEffectiveDate(
  selection: PlanSelection,
  effectiveDate: string | null,
): PlanSelection {
  return { ...selection, effectiveDate, members: uncheckAll(selection.members) };
}

/**
 * Checks or unchecks a member (enrollment.md §4 Plan selection): the subscriber box needs a plan;
 * checking the subscriber checks the same coverage for dependents; unchecking the subscriber
 * unchecks all dependents; dependents need the subscriber checked. A refused change returns the
 * selection unchanged.
 */
export function toggleMember(selection: PlanSelection, memberKey: string, checked: boolean): PlanSelection {
  const members = { ...selection.members };
  if (memberKey === SUBSCRIBER_KEY) {
    if (checked && !selection.productId) return selection;
    for (const key of Object.keys(members)) members[key] = checked;
    members[SUBSCRIBER_KEY] = checked;
    return { ...selection, members };
  }
  if (checked && !members[SUBSCRIBER_KEY]) return selection;
  members[memberKey] = checked;
  return { ...selection, members };
}

/**
 * Major medical product selection is needed in add flows when the chosen medical plan has more than
 * one product (enrollment.md §4 Plan selection).
 */
export function needsMajorMedicalSelection(products: readonly unknown[] | null | undefined): boolean {
  return (products?.length ?? 0) > 1;
}

/** A coverage notice raised when assigning plans (enrollment.md §5 Coverage notices, §8). */
export type CoverageNotice =
  | { key: "noProductSelected" }
  | { key: "productWithNoMembers"; product: string }
  | { key: "uncoveredDependents"; dependentKeys: string[] };

/**
 * A chosen plan with no member checked (enrollment.md §4 Assigning plans: each chosen plan needs at
 * least one member; §5 Coverage notices 'product with no members'). No plan: false.
 */
export function isPlanWithoutMembers(selection: Pick<PlanSelection, "productId" | "members">): boolean {
  return Boolean(selection.productId) && !Object.values(selection.members ?? {}).some(Boolean);
}

/**
 * Assigning plans in the add flow (enrollment.md §4): at least one plan chosen; each chosen plan
 * needs at least one member; dependents with no coverage trigger the uncovered-dependent modal
 * (returned last so the portal can ask for confirmation). Empty array: proceed.
 */
export function assignPlansNotices(
  selections: readonly PlanSelection[],
  dependentKeys: readonly string[],
): CoverageNotice[] {
  const chosen = selections.filter((selection) => selection.productId);
  if (chosen.length === 0) return [{ key: "noProductSelected" }];
  const notices: CoverageNotice[] = [];
  for (const selection of chosen) {
    if (isPlanWithoutMembers(selection)) {
      notices.push({
        key: "productWithNoMembers",
        product: selection.productName || selection.productId || "",
      });
    }
  }
  if (notices.length > 0) return notices;
  const uncovered = dependentKeys.filter((key) => !chosen.some((selection) => selection.members[key]));
  return uncovered.length > 0 ? [{ key: "uncoveredDependents", dependentKeys: uncovered }] : [];
}

/**
 * The coverage category code of the members picked for one product (enrollment.md §4 Major medical,
 * Coverage category code): the dependents picked beside the subscriber, by relationship code.
 * `null` when the subscriber is not picked (no line is built then).
 */
export function coverageCategoryOfPicked(
  pickedKeys: readonly string[],
  relationshipByMember: Record<string, string | null | undefined>,
): CoverageCategoryCode | null {
  if (!pickedKeys.includes(SUBSCRIBER_KEY)) return null;
  const dependents = pickedKeys
    .filter((key) => key !== SUBSCRIBER_KEY)
    .map((key) => relationshipByMember[key]);
  return coverageCategoryCode_({
    spouse: dependents.includes(RELATIONSHIP.spouse),
    domesticPartner: dependents.includes(RELATIONSHIP.domesticPartner),
    children: dependents.filter((code) => !isSpouseOrPartner(code)).length,
  });
}

/**
 * The coverage category code per major-medical product of a selection (enrollment.md §4 Major
 * medical): product id → code, or `null` for a product whose subscriber is not picked.
 */
export function majorMedicalCategories(
  selection: MajorMedicalSelection,
  relationshipByMember: Record<string, string | null | undefined>,
): Record<string, CoverageCategoryCode | null> {
  return Object.fromEntries(
    Object.entries(selection).map(([productId, members]) => [
      productId,
      coverageCategoryOfPicked(
        Object.entries(members)
          .filter(([, checked]) => checked)
          .map(([key]) => key),
        relationshipByMember,
      ),
    ]),
  );
}

/** Which adult product a coverage type is for the under-age dependent notices (enrollment.md §5 Dependents). */
export type AdultProduct = "adultDental" | "adultVision" | "other";

/**
 * The adult product a plan of this coverage type is when its group allows adult dental or vision
 * (enrollment.md §5 Dependents): dental plans (DENTAL and UCCI dental, both "Dental" products) are
 * Adult Dental, vision plans Adult Vision; other types have no adult notice.
 */
export function adultProductOf(coverageType: CoverageType): AdultProduct {
  if (coverageType === "DENTAL" || coverageType === "UCCIDENTAL") return "adultDental";
  if (coverageType === "VISION") return "adultVision";
  return "other";
}

/** Major medical selection: product id → member key → checked (enrollment.md §4 Major medical). */
export type MajorMedicalSelection = Record<string, Record<string, boolean>>;

/**
 * Toggles a participant for a major-medical product (enrollment.md §4 Major medical): a dependent
 * can be picked only if the subscriber is picked for that product; unchecking the subscriber clears
 * the dependents. A refused change returns the selection unchanged.
 */
export function toggleMajorMedical(
  selection: MajorMedicalSelection,
  productId: string,
  memberKey: string,
  checked: boolean,
): MajorMedicalSelection {
  const members = { ...(selection[productId] ?? {}) };
  if (memberKey === SUBSCRIBER_KEY) {
    if (!checked) for (const key of Object.keys(members)) members[key] = false;
    members[SUBSCRIBER_KEY] = checked;
  } else {
    if (checked && !members[SUBSCRIBER_KEY]) return selection;
    members[memberKey] = checked;
  }
  return { ...selection, [productId]: members };
}

/** On submit at least one major-medical selection is needed (enrollment.md §4). */
export function hasMajorMedicalSelection(selection: MajorMedicalSelection): boolean {
  return Object.values(selection).some((members) => Object.values(members).some(Boolean));
}

/** A major-medical product offered (enrollment.md §3 Coverage plan option product). */
export interface MajorMedicalProduct {
  productId: string;
  lineOfBusiness: string;
  productName?: string | null;
}

/**
 * Rebuilds member lines from a major-medical selection (enrollment.md §4 Major medical): per
 * product, the coverage category code comes from who is picked (relationship codes by member key),
 * and every line has coverageType MEDICAL. Returns member key → lines.
 */
export function buildMajorMedicalLines(
  selection: MajorMedicalSelection,
  products: readonly MajorMedicalProduct[],
  relationshipByMember: Record<string, string | null | undefined>,
  coverageEffectiveDate: string,
): Record<string, MemberLob[]> {
  const lines: Record<string, MemberLob[]> = {};
  for (const product of products) {
    const picked = Object.entries(selection[product.productId] ?? {})
      .filter(([, checked]) => checked)
      .map(([key]) => key);
    if (!picked.includes(SUBSCRIBER_KEY)) continue;
    const coverageCategoryCode = coverageCategoryOfPicked(picked, relationshipByMember);
    for (const key of picked) {
      lines[key] = [
        ...(lines[key] ?? []),
        {
          lineOfBusiness: product.lineOfBusiness,
          coverageType: "MEDICAL",
          coverageEffectiveDate,
          coverageCategoryCode,
          productId: product.productId,
          productName: product.productName ?? null,
        },
      ];
    }
  }
  return lines;
}

/** A notice that refuses the step: 'IMPORTANT' (enrollment.md §2 Modals, §5 Coverage notices). */
export type RefusingCoverageNotice = Exclude<CoverageNotice, { key: "uncoveredDependents" }>;

/**
 * The notices that refuse the coverage step, in the add flow and the edit's Add Coverage alike:
 * every notice but the uncovered dependents', which is a question of its own (enrollment.md §4).
 */
export function refusingNotices(notices: readonly CoverageNotice[]): RefusingCoverageNotice[] {
  return notices.filter((notice): notice is RefusingCoverageNotice => notice.key !== "uncoveredDependents");
}
