import type { GroupEntitlementFormValues } from "@epr/forms";
import { PlanAdminGroupsCard } from "@epr/ui/cards/plan-admin-groups";
import { useState } from "react";
import { usePlanAdminStep } from "./PlanAdminLayout.js";
import { planAdminApi } from "./planAdminData.js";
import { StepFrame } from "./stepOutcome.js";
import { useStepSave } from "./useStepSave.js";

/**
 * add-plan-admin.group-entitlements (session-and-admin.md §2 Group entitlements table, §4, §9): the
 * client's groups with the administrator's values; the selected groups receive the new values (an
 * empty one keeps each group's own); Medicare groups cannot be selected. The change applies on the
 * other administrator's next request.
 */
export function Component() {
  const context = usePlanAdminStep();
  const [round, setRound] = useState(0);
  const step = useStepSave({
    detail: context.detail,
    save: (stored, values: GroupEntitlementFormValues) =>
      planAdminApi.updatePlanAdminGroups(stored.loginId, values),
    saved: (values) => {
      const count = values.selectedGroups.length;
      return `The group entitlements of ${count} ${count === 1 ? "group were" : "groups were"} saved.`;
    },
    // A fresh table (nothing selected) showing the stored values.
    onSaved: () => setRound((n) => n + 1),
  });
  return (
    <StepFrame step="groupEntitlements" context={context} outcome={step.outcome}>
      {(detail) => (
        <PlanAdminGroupsCard
          key={round}
          id="plan-admin"
          mode="edit"
          groups={detail.groups}
          saving={step.saving}
          onSubmit={step.submit}
        />
      )}
    </StepFrame>
  );
}
