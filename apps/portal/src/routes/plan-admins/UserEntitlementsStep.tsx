import { PlanAdminUserEntitlementsCard } from "@epr/ui/cards/plan-admin-user-entitlements";
import { useLocation } from "react-router";
import { saveUserEntitlements } from "./entitlementsSave.js";
import { usePlanAdminStep } from "./PlanAdminLayout.js";
import { cardFor, ManagedElsewhereNote, StepFrame } from "./stepOutcome.js";
import { useStepSave } from "./useStepSave.js";

/**
 * add-plan-admin.user-entitlements (session-and-admin.md §2 Overall Entitlements, §3): what the
 * administrator may use, shown read-only until Edit; right after adding, it opens in edit mode with
 * the creation's message (createFlow).
 */
export function Component() {
  const context = usePlanAdminStep();
  const created = (useLocation().state as { created?: string } | null)?.created;
  const step = useStepSave({
    detail: context.detail,
    save: saveUserEntitlements,
    saved: () => "The overall entitlements were saved.",
    startEditing: context.params.createFlow,
    initialOutcome: created ? { kind: "success", message: created } : null,
  });
  return (
    <StepFrame step="userEntitlements" context={context} outcome={step.outcome}>
      {(detail, mode) => (
        <>
          <ManagedElsewhereNote mode={mode} />
          <PlanAdminUserEntitlementsCard
            key={`${detail.loginId}-${step.editing}`}
            id="plan-admin"
            values={detail.userEntitlements}
            {...cardFor(mode, step.card)}
          />
        </>
      )}
    </StepFrame>
  );
}
