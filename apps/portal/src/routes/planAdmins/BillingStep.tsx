import type { PlanAdminUserEntitlementValues } from "@epr/domain";
import { PlanAdminUserEntitlementsCard } from "@epr/ui/cards/plan-admin-user-entitlements";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { saveUserEntitlements } from "./entitlementsSave.js";
import { usePlanAdminStep } from "./PlanAdminLayout.js";
import { rememberPlanAdmin } from "./planAdminData.js";
import { failureOf, StepNotOffered, type StepOutcome, StepOutcomeBar } from "./stepOutcome.js";

/**
 * add-plan-admin.billing-entitlements (session-and-admin.md §2: shown when the administrator has
 * billing). The spec names the step without fields; the server stores one flag for it, the Bills
 * entitlement (ebill, §6 EP ViewBills), so the step is that flag. Taking it away hides the step.
 */
export function Component() {
  const context = usePlanAdminStep();
  const { detail } = context;
  const [editing, setEditing] = useState(false);
  const [outcome, setOutcome] = useState<StepOutcome>(null);
  const save = useMutation({
    mutationFn: (values: PlanAdminUserEntitlementValues) => {
      if (!detail) throw new Error("no administrator");
      return saveUserEntitlements(detail, values);
    },
    onSuccess: (updated) => {
      rememberPlanAdmin(updated);
      setEditing(false);
      setOutcome({ kind: "success", message: "The billing entitlement was saved." });
    },
    onError: (error) => setOutcome(failureOf(error)),
  });
  const notOffered = <StepNotOffered step="billingEntitlements" context={context} />;
  if (!detail) return notOffered;
  return (
    <div className="flex flex-col gap-4">
      {notOffered}
      <StepOutcomeBar outcome={outcome} />
      <PlanAdminUserEntitlementsCard
        key={`${detail.loginId}-${editing}`}
        id="plan-admin-billing"
        mode={editing ? "edit" : "read"}
        keys={["ebill"]}
        copy={{ title: "Billing" }}
        values={detail.userEntitlements}
        saving={save.isPending}
        onEdit={() => {
          setOutcome(null);
          setEditing(true);
        }}
        onCancel={() => setEditing(false)}
        onSubmit={(values) => {
          setOutcome(null);
          save.mutate(values);
        }}
      />
    </div>
  );
}
