import {
  adultProductOf,
  type CoveragePlanOption,
  type CoverageType,
  changePlanEffectiveDate,
  choosePlan,
  type GroupAdditionalInformation,
  type PlanSelection,
  SUBSCRIBER_KEY,
  toggleMember,
} from "@epr/domain";
import {
  type DependentCoverageNotice,
  dependentCoverageNotices,
  type PlanCoverageFormInput,
} from "@epr/forms";
import { planOptions, planOptionValue } from "./planOptions.js";

// The plan options live in a module of their own: the read card (`@epr/ui/cards/plan-coverage/read`)
// needs them without the selection rules.
export { planOptions, planOptionValue };

/** A participant who can be checked for a plan: the subscriber or a dependent. */
export interface PlanCoverageMember {
  /** Stable key: `SUBSCRIBER_KEY` of @epr/domain for the subscriber, the dependent's id otherwise. */
  key: string;
  /** Name shown beside the box. */
  name: string;
  /** Relationship code (enrollment.md §3 Option lists); for dependents. */
  relationshipCode?: string | null;
  /** Sex, M or F (the civil union rule). */
  gender?: string | null;
  /** MM/dd/yyyy (the adult dental and vision age). */
  birthDate?: string | null;
  /** Cancel reason 06 makes a dependent not eligible (enrollment.md §5 Dependents). */
  cancelReasonCode?: string | null;
}

/** The card's values: @epr/forms' plan coverage input (group, product, date, members). */
export type PlanCoverageValues = PlanCoverageFormInput;

/** Notices shown under dependents after they were checked, by member key. */
export type MemberNotices = Record<string, readonly DependentCoverageNotice[]>;

/** Every member's box, unchecked unless `members` says otherwise. */
export function initialMembers(
  members: readonly PlanCoverageMember[],
  checked: Record<string, boolean | undefined> = {},
): Record<string, boolean> {
  return Object.fromEntries(members.map((member) => [member.key, Boolean(checked[member.key])]));
}

/**
 * The line of business of the chosen product: its icisProductType (enrollment.md §3 Coverage plan
 * option), which @epr/domain's `assignPlans` writes on the members' lines; "" without a plan.
 */
export function lineOfBusinessOf(
  groups: readonly CoveragePlanOption[],
  values: Pick<PlanCoverageValues, "groupNumber" | "productId">,
): string {
  const option = planOptions(groups).find(
    (candidate) => candidate.value === planOptionValue(values.groupNumber, values.productId),
  );
  return option?.product.icisProductType ?? "";
}

/** The form's values as @epr/domain's plan selection. */
export function toPlanSelection(coverageType: CoverageType, values: PlanCoverageValues): PlanSelection {
  return {
    coverageType,
    groupNumber: values.groupNumber || null,
    productId: values.productId || null,
    productName: values.productName || null,
    effectiveDate: values.coverageEffectiveDate || null,
    members: { ...(values.members ?? {}) },
  };
}

/**
 * Choosing a plan (enrollment.md §4 Plan selection): @epr/domain's `choosePlan` unchecks every
 * member. An empty effective date takes the product's own date when it has one (our choice: the
 * spec gives products a coverage effective date but does not say it fills the field).
 */
export function selectPlan(
  coverageType: CoverageType,
  values: PlanCoverageValues,
  groups: readonly CoveragePlanOption[],
  optionValue: string,
): PlanCoverageValues {
  const option = planOptions(groups).find((candidate) => candidate.value === optionValue);
  const next = choosePlan(
    toPlanSelection(coverageType, values),
    option
      ? {
          groupNumber: option.groupNumber,
          productId: option.product.productId,
          productName: option.product.productName ?? null,
        }
      : null,
  );
  return {
    ...values,
    groupNumber: next.groupNumber ?? "",
    productId: next.productId ?? "",
    productName: next.productName ?? "",
    coverageEffectiveDate: values.coverageEffectiveDate || option?.product.coverageEffectiveDate || "",
    members: next.members,
  };
}

/** Changing the plan's effective date unchecks every member (@epr/domain `changePlanEffectiveDate`). */
export function changeEffectiveDate(
  coverageType: CoverageType,
  values: PlanCoverageValues,
  date: string,
): PlanCoverageValues {
  if (date === (values.coverageEffectiveDate ?? "")) return values;
  const next = changePlanEffectiveDate(toPlanSelection(coverageType, values), date);
  return { ...values, coverageEffectiveDate: date, members: next.members };
}

/** What a member box change needs to know besides the values. */
export interface MemberToggleContext {
  coverageType: CoverageType;
  members: readonly PlanCoverageMember[];
  today: Date;
  /** Additional information of the chosen plan's group (adult age, adult dental/vision, partner rules). */
  group?: Partial<GroupAdditionalInformation> | null;
  /** Notices shown before this change. */
  notices: MemberNotices;
}

/**
 * Checks or unchecks a member (enrollment.md §4 Plan selection, §5 Dependents). @epr/domain's
 * `toggleMember` applies the selection rules (the subscriber needs a plan and carries the
 * dependents; dependents need the subscriber). Each dependent newly checked gets @epr/forms'
 * `dependentCoverageNotices`: the adult dental and vision notices leave the box checked, the
 * others (domestic partner not allowed, same sex without civil union, not eligible) uncheck it and
 * stay shown to say why. A dependent unchecked loses its notices.
 */
export function applyMemberToggle(
  values: PlanCoverageValues,
  key: string,
  checked: boolean,
  ctx: MemberToggleContext,
): { values: PlanCoverageValues; notices: MemberNotices } {
  const before = values.members ?? {};
  const toggled = toggleMember(toPlanSelection(ctx.coverageType, values), key, checked).members;
  const members = { ...toggled };
  const notices: Record<string, readonly DependentCoverageNotice[]> = { ...ctx.notices };
  const subscriber = ctx.members.find((member) => member.key === SUBSCRIBER_KEY);
  for (const member of ctx.members) {
    if (member.key === SUBSCRIBER_KEY) continue;
    const nowChecked = Boolean(members[member.key]);
    const wasChecked = Boolean(before[member.key]);
    if (nowChecked && !wasChecked) {
      const found = dependentCoverageNotices({
        birthDate: member.birthDate,
        product: adultProductOf(ctx.coverageType),
        today: ctx.today,
        group: ctx.group,
        cancelReasonCode: member.cancelReasonCode,
        relationshipCode: member.relationshipCode,
        gender: member.gender,
        subscriberGender: subscriber?.gender,
      });
      if (found.some((notice) => notice.unchecks)) members[member.key] = false;
      notices[member.key] = found;
    } else if (!nowChecked && (wasChecked || member.key === key)) {
      notices[member.key] = [];
    }
  }
  return { values: { ...values, members }, notices };
}
