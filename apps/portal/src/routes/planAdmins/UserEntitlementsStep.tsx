import type { PlanAdminUserEntitlementValues } from "@epr/domain";
import { PlanAdminUserEntitlementsCard } from "@epr/ui/cards/plan-admin-user-entitlements";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useLocation } from "react-router";
import { saveUserEntitlements } from "./entitlementsSave.js";
import { usePlanAdminStep } from "./PlanAdminLayout.js";
import { rememberPlanAdmin } from "./planAdminData.js";
import { failureOf, StepNotOffered, type StepOutcome, StepOutcomeBar } from "./stepOutcome.js";

/**
 * add-plan-admin.user-entitlements (session-and-admin.md §2 Overall Entitlements, §3): what the
 * administrator may use, shown read-only until Edit; right after adding, it opens in edit mode with
 * the creation's message (createFlow).
 */
export function Component() {
  const context = usePlanAdminStep();
  const { detail, params } = context;
  const created = (useLocation().state as { created?: string } | null)?.created;
  const [editing, setEditing] = useState(params.createFlow);
  const [outcome, setOutcome] = useState<StepOutcome>(created ? { kind: "success", message: created } : null);
  const save = useMutation({
    mutationFn: (values: PlanAdminUserEntitlementValues) => {
      if (!detail) throw new Error("no administrator");
      return saveUserEntitlements(detail, values);
    },
    onSuccess: (updated) => {
      rememberPlanAdmin(updated);
      setEditing(false);
      setOutcome({ kind: "success", message: "The overall entitlements were saved." });
    },
    onError: (error) => setOutcome(failureOf(error)),
  });
  const notOffered = <StepNotOffered step="userEntitlements" context={context} />;
  if (!detail) return notOffered;
  return (
    <div className="flex flex-col gap-4">
      {notOffered}
      <StepOutcomeBar outcome={outcome} />
      <PlanAdminUserEntitlementsCard
        key={`${detail.loginId}-${editing}`}
        id="plan-admin"
        mode={editing ? "edit" : "read"}
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
