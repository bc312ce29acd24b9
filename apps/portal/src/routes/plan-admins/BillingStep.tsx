import { PlanAdminUserEntitlementsCard } from "@epr/ui/cards/plan-admin-user-entitlements";
import { saveUserEntitlements } from "./entitlementsSave.js";
import { usePlanAdminStep } from "./PlanAdminLayout.js";
import { cardFor, ManagedElsewhereNote, StepFrame } from "./stepOutcome.js";
import { useStepSave } from "./useStepSave.js";

/**
 * add-plan-admin.billing-entitlements (session-and-admin.md §2: shown when the administrator has
 * billing). The spec names the step without fields; the server stores one flag for it, the Bills
 * entitlement (ebill, §6 EP ViewBills), so the step is that flag. Taking it away hides the step.
 */
export function Component() {
  const context = usePlanAdminStep();
  const step = useStepSave({
    detail: context.detail,
    save: saveUserEntitlements,
    saved: () => "The billing entitlement was saved.",
  });
  return (
    <StepFrame step="billingEntitlements" context={context} outcome={step.outcome}>
      {(detail, mode) => (
        <>
          <ManagedElsewhereNote mode={mode} />
          <PlanAdminUserEntitlementsCard
            key={`${detail.loginId}-${step.editing}`}
            id="plan-admin-billing"
            keys={["ebill"]}
            copy={{ title: "Billing" }}
            values={detail.userEntitlements}
            {...cardFor(mode, step.card)}
          />
        </>
      )}
    </StepFrame>
  );
}
