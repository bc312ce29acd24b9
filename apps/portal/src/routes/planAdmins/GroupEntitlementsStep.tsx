import type { GroupEntitlementFormValues } from "@epr/forms";
import { PlanAdminGroupsCard } from "@epr/ui/cards/plan-admin-groups";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { usePlanAdminStep } from "./PlanAdminLayout.js";
import { planAdminApi, rememberPlanAdmin } from "./planAdminData.js";
import { failureOf, StepNotOffered, type StepOutcome, StepOutcomeBar } from "./stepOutcome.js";

/**
 * add-plan-admin.group-entitlements (session-and-admin.md §2 Group entitlements table, §4, §9): the
 * client's groups with the administrator's values; the selected groups receive the new values (an
 * empty one keeps each group's own); Medicare groups cannot be selected. The change applies on the
 * other administrator's next request.
 */
export function Component() {
  const context = usePlanAdminStep();
  const { detail } = context;
  const [outcome, setOutcome] = useState<StepOutcome>(null);
  const [round, setRound] = useState(0);
  const save = useMutation({
    mutationFn: (values: GroupEntitlementFormValues) => {
      if (!detail) throw new Error("no administrator");
      return planAdminApi.updatePlanAdminGroups(detail.loginId, values);
    },
    onSuccess: (updated, values) => {
      rememberPlanAdmin(updated);
      // A fresh table (nothing selected) showing the stored values.
      setRound((n) => n + 1);
      const count = values.selectedGroups.length;
      setOutcome({
        kind: "success",
        message: `The group entitlements of ${count} ${count === 1 ? "group were" : "groups were"} saved.`,
      });
    },
    onError: (error) => setOutcome(failureOf(error)),
  });
  const notOffered = <StepNotOffered step="groupEntitlements" context={context} />;
  if (!detail) return notOffered;
  return (
    <div className="flex flex-col gap-4">
      {notOffered}
      <StepOutcomeBar outcome={outcome} />
      <PlanAdminGroupsCard
        key={round}
        id="plan-admin"
        mode="edit"
        groups={detail.groups}
        saving={save.isPending}
        onSubmit={(values) => {
          setOutcome(null);
          save.mutate(values);
        }}
      />
    </div>
  );
}
