import type { CoverageType, PlanAssignment } from "@epr/domain";
import { FeedbackBar, SkeletonText } from "@epr/ui";
import type {
  PlanCoverageCardProps,
  PlanCoverageChange,
  PlanCoverageSubmit,
} from "@epr/ui/cards/plan-coverage";
import { type ReactNode, useMemo } from "react";
import { PlanCoverageCard, type Preloadable, useCardsReady } from "../../../lib/lazyCards.js";
import { ServiceErrorBar } from "../../../lib/serviceError.js";
import { steadyCard } from "./steadyCard.js";
import type { CoverageOffers } from "./useCoverageOffers.js";

// A keystroke in another card of the page leaves the plan cards as they are (steadyCard says why).
const SteadyPlanCoverageCard = steadyCard(PlanCoverageCard);

/**
 * A plan coverage card's accepted values as @epr/domain's plan assignment (what `assignPlans` and
 * `assignPlansNotices` take), for the add flow's step and the edit's Add Coverage page alike.
 */
export function planAssignmentOf(values: PlanCoverageSubmit): PlanAssignment {
  return {
    coverageType: values.coverageType,
    groupNumber: values.groupNumber || null,
    productId: values.productId || null,
    productName: values.productName || null,
    effectiveDate: values.coverageEffectiveDate || null,
    members: values.members,
    lineOfBusiness: values.lineOfBusiness,
  };
}

/** Props of `PlanCoverageOffers`. */
export interface PlanCoverageOffersProps {
  /** The plans offered (`useCoverageOffers`). */
  offers: Pick<CoverageOffers, "loading" | "error" | "offered">;
  /** The coverage effective date (MM/dd/yyyy): a card's date until its own is typed. */
  effectiveDate: string;
  /** Said when no plan is offered (the page's words: it names what to check). */
  noPlans: ReactNode;
  /** The participants' boxes on each card. */
  members: PlanCoverageCardProps["members"];
  /** The cards' rule context (flow, path, today, ASO…). */
  context: PlanCoverageCardProps["context"];
  /** What is chosen so far for a coverage type, or null. */
  selectionOf: (
    coverageType: CoverageType,
  ) => Pick<PlanAssignment, "groupNumber" | "productId" | "productName" | "effectiveDate" | "members"> | null;
  /** A card's typed values changed. */
  onChange: (coverageType: CoverageType, change: PlanCoverageChange) => void;
  /** A card's values passed its form (on the page's submit of every card). */
  onSubmit: (coverageType: CoverageType, values: PlanCoverageSubmit) => void;
  /** Classes of the loading skeleton (the add flow keeps it window-tall so its footer does not jump). */
  skeletonClassName?: string;
  /** Cards that follow the plans (providers, tobacco…), shown only once plans are offered. */
  children?: ReactNode;
  /**
   * The lazy cards among `children` (lib/lazyCards.tsx), a constant: the skeleton stays until their
   * code is here too.
   */
  childCards?: readonly Preloadable[];
}

const noCards: readonly Preloadable[] = [];

/**
 * The plans offered for the subscriber's ZIP on the coverage effective date (enrollment.md §2
 * employee.add.coverage and employee.find.addCoverage; §7 Coverages), as the add flow's Plan
 * Coverage step and the edit's Add Coverage page both show them: a skeleton while they load, the
 * service's error bar, a notification when none is offered, else a plan coverage card per offered
 * coverage type in edit mode, with what was chosen so far.
 */
export function PlanCoverageOffers({
  offers,
  effectiveDate,
  noPlans,
  members,
  context,
  selectionOf,
  onChange,
  onSubmit,
  skeletonClassName,
  children,
  childCards = noCards,
}: PlanCoverageOffersProps) {
  // The cards' code downloads beside the plans (lib/lazyCards.tsx): the skeleton holds the room
  // until both are here.
  const cards = useMemo(() => [PlanCoverageCard, ...childCards], [childCards]);
  const cardsReady = useCardsReady(cards);
  if (offers.loading || (!cardsReady && !offers.error && offers.offered.length > 0))
    return <SkeletonText lines={6} label="Loading the plans offered" className={skeletonClassName} />;
  if (offers.error) return <ServiceErrorBar error={offers.error} title="The plans could not be loaded" />;
  if (offers.offered.length === 0)
    return (
      <FeedbackBar variant="notification" title="No plans are offered">
        {noPlans}
      </FeedbackBar>
    );
  return (
    <>
      {offers.offered.map(({ coverageType, groups }) => {
        const selection = selectionOf(coverageType);
        return (
          <SteadyPlanCoverageCard
            key={coverageType}
            mode="edit"
            headingLevel={2}
            coverageType={coverageType}
            groups={groups}
            members={members}
            values={
              selection
                ? {
                    groupNumber: selection.groupNumber ?? "",
                    productId: selection.productId ?? "",
                    productName: selection.productName ?? "",
                    coverageEffectiveDate: selection.effectiveDate || effectiveDate,
                    members: selection.members,
                  }
                : { coverageEffectiveDate: effectiveDate }
            }
            context={context}
            onChange={(change) => onChange(coverageType, change)}
            onSubmit={(values) => onSubmit(coverageType, values)}
          />
        );
      })}
      {children}
    </>
  );
}
