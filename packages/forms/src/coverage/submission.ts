import {
  type CoverageType,
  coverageTypeLabels,
  type EmployeeRecord,
  fillMessage,
  SUBSCRIBER_KEY,
  UPDATE_ME,
} from "@epr/domain";
import type { EffectiveDateFormContext } from "../shared/context.js";
import { coverageNoticeText, type NoticeWording, planCoverageFormSchema } from "./planCoverage.js";

/** Messages of the plan checks a final save repeats (our wording where the spec gives none). */
export const submissionMessages = {
  productNotOffered:
    "Group {group} does not offer this {coverage} plan. Please choose one of the group's plans.",
  dependentWithoutSubscriber:
    "{name} can be covered by a {coverage} plan of group {group} only when the subscriber is covered by it.",
} as const;

/** A product a group offers (group_products). */
export interface OfferedProduct {
  groupNumber: string;
  productId: string;
  coverageType: CoverageType;
}

/** A field at fault in a submitted record, with the message the portal shows for it. */
export interface SubmissionIssue {
  path: string;
  message: string;
}

/**
 * The Plan Coverage rules of the add flow, checked again on the final save (enrollment.md §4
 * Assigning plans, Plan selection; §5 Plan coverage): at least one plan for the subscriber (the
 * 'no product selected' notice in the brand's wording); every line names a product its group offers
 * for its coverage type; every line's effective date is valid and within the window (the plan
 * coverage card's schema); a dependent is covered only by a plan that covers the subscriber.
 * Lines' effective dates must already be filled (`applyGlobalEffectiveDate` of @epr/domain).
 */
export function submissionCoverageIssues(
  record: Pick<EmployeeRecord, "subscriber" | "dependents" | "globalCoverageEffectiveDate">,
  ctx: EffectiveDateFormContext & { offered: readonly OfferedProduct[]; wording: NoticeWording },
): SubmissionIssue[] {
  const issues: SubmissionIssue[] = [];
  const subscriberLines = record.subscriber.memberCoverages.flatMap((c) =>
    c.memberLobs.map((lob) => `${c.groupNumber}|${lob.coverageType}`),
  );
  if (subscriberLines.length === 0)
    issues.push({
      path: "record.subscriber.memberCoverages",
      message: coverageNoticeText({ key: "noProductSelected" }, ctx.wording),
    });
  const lineSchema = planCoverageFormSchema(ctx);
  const members = [
    { member: record.subscriber, at: "record.subscriber" },
    ...record.dependents.map((member, i) => ({ member, at: `record.dependents.${i}` })),
  ];
  for (const { member, at } of members) {
    member.memberCoverages.forEach((coverage, ci) => {
      coverage.memberLobs.forEach((lob, li) => {
        const path = `${at}.memberCoverages.${ci}.memberLobs.${li}`;
        const coverageLabel = coverageTypeLabels[lob.coverageType];
        const offered = ctx.offered.some(
          (p) =>
            p.groupNumber === coverage.groupNumber &&
            p.productId === lob.productId &&
            p.coverageType === lob.coverageType,
        );
        if (!offered) {
          issues.push({
            path: `${path}.productId`,
            message: fillMessage(submissionMessages.productNotOffered, {
              group: coverage.groupNumber,
              coverage: coverageLabel,
            }),
          });
          return;
        }
        // The line's date rules of the card (the member is on the line, so the plan has a member);
        // "updateMe" is the global effective date (enrollment.md §3 memberLob).
        const line = lineSchema.safeParse({
          productId: lob.productId,
          coverageEffectiveDate:
            lob.coverageEffectiveDate === UPDATE_ME
              ? record.globalCoverageEffectiveDate
              : lob.coverageEffectiveDate,
          members: { [SUBSCRIBER_KEY]: true },
        });
        if (!line.success)
          for (const issue of line.error.issues)
            issues.push({ path: `${path}.coverageEffectiveDate`, message: issue.message });
        if (
          member !== record.subscriber &&
          !subscriberLines.includes(`${coverage.groupNumber}|${lob.coverageType}`)
        ) {
          const name = [member.fullName?.first, member.fullName?.last].filter(Boolean).join(" ");
          issues.push({
            path: `${path}.productId`,
            message: fillMessage(submissionMessages.dependentWithoutSubscriber, {
              name,
              coverage: coverageLabel,
              group: coverage.groupNumber,
            }),
          });
        }
      });
    });
  }
  return issues;
}
