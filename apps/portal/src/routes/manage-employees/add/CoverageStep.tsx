import { FeedbackBar, SkeletonText } from "@epr/ui";
import { type ReactNode, useDeferredValue } from "react";
import {
  PlanCoverageCard,
  ProviderCard,
  preloadCards,
  ReportCodesCard,
  TobaccoCard,
} from "../../../lib/lazyCards.js";
import { GenericError } from "../../../lib/lazyModals.js";
import { CoverageHelp } from "./CoverageHelp.js";
import { PlanCoverageOffers } from "./PlanCoverageOffers.js";
import { StepShell } from "./StepShell.js";
import { steadyCard } from "./steadyCard.js";
import { useCoverageStep } from "./useCoverageStep.js";

// Each keystroke re-renders only the card whose data changed (steadyCard says why).
const SteadyProviderCard = steadyCard(ProviderCard);
const SteadyTobaccoCard = steadyCard(TobaccoCard);
const SteadyReportCodesCard = steadyCard(ReportCodesCard);
// Their code downloads beside the plans (lib/lazyCards.tsx): the plans' skeleton waits for it.
const cardsAfterPlans = [ProviderCard, TobaccoCard, ReportCodesCard];

/** Starts the cards' download with the navigation, beside the plans' request. */
export async function loader() {
  void preloadCards([PlanCoverageCard, ...cardsAfterPlans]).catch(() => undefined);
  return null;
}

/**
 * The step's cards, rendered at a lower priority than the answers that change them. The plans, the
 * group's information and its report codes arrive one query at a time, and TanStack Query hands
 * each answer to React as a synchronous update: without this, each answer re-renders (and the first
 * mounts) every card's form in one long task (Lighthouse: about 450 ms of blocked main thread on
 * this step). Deferred, the step's own render keeps the cards it has and React builds the new ones
 * in an interruptible render that yields to the browser. What a card does itself (typing, its
 * errors, its focus) is its own state and is not deferred.
 */
function DeferredCards({ children }: { children: ReactNode }) {
  return useDeferredValue(children);
}

/**
 * Step 2, Plan Coverage (enrollment.md §2 employee.add.coverage): the cards of `useCoverageStep` in
 * the spec's coverage step order — a plan coverage card per offered coverage type, a provider (PCP)
 * card per medical participant, a tobacco card per participant the group asks, the report codes of
 * each chosen group — with the step's help links and modals (§2 Modals: product selection
 * criteria, generic info, the 'IMPORTANT' coverage notices, the generic error).
 */
export function Component() {
  const step = useCoverageStep();
  return (
    <StepShell {...step.shell}>
      <CoverageHelp
        zipCode={step.zipCode}
        effectiveDate={step.effectiveDate}
        majorMedical={step.majorMedicalOffered}
        notices={step.notices}
        onNoticesClosed={step.closeNotices}
      />
      {step.checkFailure ? (
        <FeedbackBar
          variant="failure"
          title="The providers and report codes could not be checked"
          role="alert"
        >
          {step.checkFailure}
        </FeedbackBar>
      ) : null}
      {step.unplacedReportCodeErrors.length > 0 ? (
        <FeedbackBar variant="failure" title="Check the report codes" role="alert">
          <ul className="m-0 list-none p-0">
            {step.unplacedReportCodeErrors.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </FeedbackBar>
      ) : null}
      <DeferredCards>
        <PlanCoverageOffers
          {...step.plans}
          // As tall as the window: the plan cards that replace it are taller, so the footer does not jump.
          skeletonClassName="min-h-screen"
          childCards={cardsAfterPlans}
        >
          {step.informationPending ? (
            <SkeletonText lines={4} label="Loading the group's information" />
          ) : null}
          {step.providers.map(({ key, ...provider }) => (
            <SteadyProviderCard
              key={key}
              {...provider}
              mode="edit"
              headingLevel={2}
              externalFinder={step.externalFinder}
            />
          ))}
          {step.tobacco.map(({ key, ...tobacco }) => (
            <SteadyTobaccoCard
              key={key}
              {...tobacco}
              mode="edit"
              headingLevel={2}
              today={step.today}
              required
            />
          ))}
          {step.reportCodes.map(({ key, ...codes }) => (
            <SteadyReportCodesCard key={key} {...codes} mode="edit" headingLevel={2} />
          ))}
        </PlanCoverageOffers>
      </DeferredCards>
      {step.uncoveredModal}
      {/* enrollment.md §7: on the coverage step a failure of the group information opens the generic error. */}
      <GenericError open={step.informationFailed} onReturnHome={step.leaveHome} />
    </StepShell>
  );
}
