import { useBrand } from "@epr/brand-themes";
import type { BrandRules, CoverageNotice } from "@epr/domain";
import { coverageNoticeText } from "@epr/forms";
import { FeedbackBar } from "../../primitives/FeedbackBar/FeedbackBar.js";

/** Props of `PlanCoverageNotices`. */
export interface PlanCoverageNoticesProps {
  /** @epr/domain's `assignPlansNotices` for the step's plan selections. */
  notices: readonly CoverageNotice[];
  /** The brand's flags; default: the nearest `BrandProvider`'s brand record. */
  brand?: Partial<BrandRules>;
  className?: string;
}

/**
 * The coverage notices of the plan coverage step (enrollment.md §5 Coverage notices): no product
 * selected, in the brand's wording (brand 6012 has its own, chosen by the brand record's flag
 * `altNoProductSelectedNotice` through @epr/forms' `coverageNoticeText`), and a product with no
 * members. Uncovered dependents are the uncovered-dependent modal's, not shown here.
 */
export function PlanCoverageNotices({ notices, brand, className }: PlanCoverageNoticesProps) {
  const record = useBrand();
  const flags = brand ?? record.capabilities;
  const texts = notices.flatMap((notice) =>
    notice.key === "uncoveredDependents" ? [] : [coverageNoticeText(notice, flags)],
  );
  if (texts.length === 0) return null;
  return (
    <FeedbackBar variant="failure" className={className} data-coverage-notices="">
      {texts.length === 1 ? (
        texts[0]
      ) : (
        <ul className="m-0 ps-5">
          {texts.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
    </FeedbackBar>
  );
}
