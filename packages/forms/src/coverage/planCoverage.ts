import { checkEffectiveDate, fillMessage, isPlanWithoutMembers } from "@epr/domain";
import * as z from "zod/mini";
import type { EffectiveDateFormContext } from "../shared/context.js";
import { code, dateText, issue, readFormDate, text } from "../shared/fields.js";
import { memoizeSchema } from "../shared/memo.js";
import { genericMessages } from "../shared/messages.js";
import { subscriberMessages } from "../subscriber/subscriber.js";

/** Messages of the plan coverage card and its extra questions (enrollment.md §5 Plan coverage). */
export const planCoverageMessages = {
  effectiveDate: "Please enter a valid coverage start date",
  outOfRange: subscriberMessages.outOfRange,
  eventDate: "Please enter a valid Date.",
  qualifyingEvent: "Please select a qualifying event",
  tobaccoStatus: "Please select Yes or No",
  required: genericMessages.required,
} as const;

/**
 * Texts of the coverage notices (enrollment.md §5 Coverage notices). 'No product selected' differs by
 * brand: it is the brand record's copy (`noProductSelected` in @epr/brand-themes), given to
 * `coverageNoticeText` as `NoticeWording`.
 */
export const coverageNoticeMessages = {
  productWithNoMembers:
    "In order to enroll in {product} coverage, at least one participant must be selected.",
} as const;

/**
 * One plan coverage card (enrollment.md §5 Plan coverage): a plan (group and product id) and its
 * effective date, required and valid ('Please enter a valid coverage start date') and within the
 * coverage window (see `checkEffectiveDate` of @epr/domain); a chosen plan needs at least one member
 * checked (§5 Coverage notices: 'In order to enroll in {product} coverage, at least one participant
 * must be selected.', named by the product's name, else its id). No plan is valid: that coverage
 * type is waived.
 */
export const planCoverageFormSchema = memoizeSchema(function planCoverageFormSchema(
  ctx: EffectiveDateFormContext,
) {
  return z
    .object({
      groupNumber: text(),
      productId: text(),
      productName: text(),
      coverageEffectiveDate: dateText(planCoverageMessages.effectiveDate),
      members: z._default(z.record(z.string(), z.boolean()), {}),
    })
    .check(
      z.superRefine((values, rc) => {
        if (!values.productId) return;
        if (isPlanWithoutMembers(values)) {
          const product = values.productName || values.productId;
          issue(rc, ["members"], productWithNoMembersText(product));
        }
        const date = readFormDate(values.coverageEffectiveDate);
        if (!date) {
          issue(rc, ["coverageEffectiveDate"], planCoverageMessages.effectiveDate);
          return;
        }
        const check = checkEffectiveDate(date, {
          today: ctx.today,
          aso: Boolean(ctx.aso),
          cobra: Boolean(ctx.cobra),
          flow: ctx.flow,
          screen: ctx.screen,
          outsideOpenEnrollment: ctx.outsideOpenEnrollment,
          lifeEvent: ctx.lifeEvent,
        });
        if (!check.ok) issue(rc, ["coverageEffectiveDate"], planCoverageMessages.outOfRange);
      }),
    );
});

/** Plan coverage values (input side). */
export type PlanCoverageFormInput = z.input<ReturnType<typeof planCoverageFormSchema>>;
/** Validated plan coverage values. */
export type PlanCoverageFormValues = z.output<ReturnType<typeof planCoverageFormSchema>>;

/**
 * The plan extra questions (enrollment.md §5): event date, qualifying event and tobacco status
 * (Yes/No) required. `tobaccoQuestion` false (group does not ask) makes the tobacco status optional.
 */
export function planExtraQuestionsFormSchema(options: { tobaccoQuestion?: boolean } = {}) {
  const tobaccoRequired = options.tobaccoQuestion ?? true;
  return z
    .object({
      eventDate: dateText(planCoverageMessages.eventDate),
      qualifyingEvent: text(planCoverageMessages.qualifyingEvent),
      tobaccoStatus: code(["Yes", "No"] as const, planCoverageMessages.tobaccoStatus),
    })
    .check(
      z.superRefine((values, rc) => {
        if (!values.eventDate) issue(rc, ["eventDate"], planCoverageMessages.eventDate);
        if (!values.qualifyingEvent) issue(rc, ["qualifyingEvent"], planCoverageMessages.qualifyingEvent);
        const status = values.tobaccoStatus;
        if ((status || tobaccoRequired) && status !== "Yes" && status !== "No") {
          issue(rc, ["tobaccoStatus"], planCoverageMessages.tobaccoStatus);
        }
      }),
    );
}

/** Plan extra question values (input side). */
export type PlanExtraQuestionsFormInput = z.input<ReturnType<typeof planExtraQuestionsFormSchema>>;
/** Validated plan extra question values. */
export type PlanExtraQuestionsFormValues = z.output<ReturnType<typeof planExtraQuestionsFormSchema>>;

/** 'In order to enroll in {product} coverage, at least one participant must be selected.' (§5). */
const productWithNoMembersText = (product: string) =>
  fillMessage(coverageNoticeMessages.productWithNoMembers, { product });

/** The brand's wording of the notices that differ by brand: its record's copy (@epr/brand-themes `copyFor`). */
export interface NoticeWording {
  noProductSelected: string;
}

/**
 * Text of a coverage notice (enrollment.md §5): 'no product selected' in the brand's wording (the
 * brand record's copy, brand 6012 has its own) and 'product with no members' naming the product.
 */
export function coverageNoticeText(
  notice: { key: "noProductSelected" } | { key: "productWithNoMembers"; product: string },
  wording: NoticeWording,
): string {
  return notice.key === "productWithNoMembers"
    ? productWithNoMembersText(notice.product)
    : wording.noProductSelected;
}
