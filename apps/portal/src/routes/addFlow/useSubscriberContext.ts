import { useMemo } from "react";
import { useLocation } from "react-router";
import { useAddFlow } from "./AddFlowContext.js";
import { useSpecialEnrollment } from "./specialEnrollment.js";

/**
 * The subscriber card's context in the add flow (enrollment.md §5 Subscriber form; §4 Special
 * enrollment): one for the Subscriber step's form and Review & Submit's read card, so the review
 * shows what the form showed (no COBRA for an ASO group, the life event when it applies).
 */
export function useSubscriberContext() {
  const { draft, session, today } = useAddFlow();
  const { pathname } = useLocation();
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
      path: pathname,
      aso,
      ssnOnFile,
      outsideOpenEnrollment,
      lifeEventRequired,
      lifeEventRules,
    }),
    [today, pathname, aso, ssnOnFile, outsideOpenEnrollment, lifeEventRequired, lifeEventRules],
  );
  return { context, special };
}
