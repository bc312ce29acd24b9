import { useMemo } from "react";
import { useRulePlace } from "../../../lib/rulePlace.js";
import { useAddFlow } from "./AddFlowContext.js";
import { useSpecialEnrollment } from "./specialEnrollment.js";

/**
 * The subscriber card's context in the add flow (enrollment.md §5 Subscriber form; §4 Special
 * enrollment): one for the Subscriber step's form and Review & Submit's read card, so the review
 * shows what the form showed (no COBRA for an ASO group, the life event when it applies).
 */
export function useSubscriberContext() {
  const { draft, session, today } = useAddFlow();
  // enrollment.md §5 Effective date for coverage: the window is the subscriber step's (not the review's).
  const screen = useRulePlace()?.screen;
  // enrollment.md §4 Special enrollment: SEP on and the coverage date outside open enrollment.
  const special = useSpecialEnrollment(draft.subscriber.coverageEffectiveDate);
  const aso = session.employer?.aso ?? false;
  // Once the enrollment exists (or a reinstated employee's) its SSN is on file and cannot change.
  const ssnOnFile = draft.enrollmentId !== null || draft.reinstate !== undefined;
  const { outsideOpenEnrollment, lifeEventRequired, lifeEventRules } = special;
  const context = useMemo(
    () => ({
      today,
      flow: "add" as const,
      screen,
      aso,
      ssnOnFile,
      outsideOpenEnrollment,
      lifeEventRequired,
      lifeEventRules,
    }),
    [today, screen, aso, ssnOnFile, outsideOpenEnrollment, lifeEventRequired, lifeEventRules],
  );
  return { context, special };
}
