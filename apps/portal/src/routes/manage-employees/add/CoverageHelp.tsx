import { Button } from "@epr/ui";
import type { CoverageNoticeItem } from "@epr/ui/modals/coverage-notice";
import { useState } from "react";
import { CoverageNotice, GenericInfo, ProductSelectionCriteria } from "../../../lib/lazyModals.js";

/** Props of `CoverageHelp`. */
export interface CoverageHelpProps {
  /** The subscriber's ZIP code and the coverage effective date the plans are offered for. */
  zipCode: string;
  effectiveDate: string;
  /** Whether the major medical rule applies (a group with several major-medical products, §4). */
  majorMedical: boolean;
  /** The notices that refused Save & Continue; the 'IMPORTANT' modal is open while there are some. */
  notices: readonly CoverageNoticeItem[];
  onNoticesClosed: () => void;
}

/**
 * The Plan Coverage step's help and notices (enrollment.md §2 Modals). Two help links above the
 * cards: Product Selection Criteria opens the plan selection rules of §4, and Plans Offered opens a
 * generic info modal saying what the plans shown depend on (§7 Coverages: the subscriber's ZIP code
 * and the coverage effective date) and where to change them — the spec names both modals but not
 * what opens them, so the links are ours. A Save & Continue refused for the plans opens the
 * coverage notices modal titled 'IMPORTANT' (§5 Coverage notices, §8). Each modal downloads the
 * first time it opens, and gives focus back to what opened it.
 */
export function CoverageHelp({
  zipCode,
  effectiveDate,
  majorMedical,
  notices,
  onNoticesClosed,
}: CoverageHelpProps) {
  const [open, setOpen] = useState<"criteria" | "plans" | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      <p className="m-0 flex flex-wrap gap-x-6 gap-y-2">
        <Button variant="link" onClick={() => setOpen("criteria")}>
          Product Selection Criteria
        </Button>
        <Button variant="link" onClick={() => setOpen("plans")}>
          Plans Offered
        </Button>
      </p>
      <ProductSelectionCriteria open={open === "criteria"} majorMedical={majorMedical} onClose={close} />
      <GenericInfo
        open={open === "plans"}
        title="Plans Offered"
        message={
          zipCode && effectiveDate
            ? `The plans shown are the ones your groups offer for ZIP code ${zipCode} on ${effectiveDate}, the coverage effective date.`
            : "The plans shown are the ones your groups offer for the subscriber's ZIP code on the coverage effective date."
        }
        onClose={close}
      >
        <p className="m-0">
          To see other plans, change the subscriber's address or the coverage effective date on the Subscriber
          &amp; Dependents step.
        </p>
      </GenericInfo>
      <CoverageNotice open={notices.length > 0} notices={notices} onClose={onNoticesClosed} />
    </>
  );
}
