import type { PlanAdminDetail } from "@epr/contract";
import type { BillingStepFormValues } from "@epr/forms/schemas";
import { SkeletonText } from "@epr/ui";
import { BillingUserTypeCard } from "@epr/ui/cards/billing-accounts";
import { useQuery } from "@tanstack/react-query";
import { billingUserTypeQuery, saveBillingUserType } from "../../lib/billingAccounts.js";
import { saveUserEntitlements } from "./entitlementsSave.js";
import { usePlanAdminStep } from "./PlanAdminLayout.js";
import { failureOf, ManagedElsewhereNote, StepFrame, StepOutcomeBar } from "./stepOutcome.js";
import { useStepSave } from "./useStepSave.js";

/**
 * Saves the Billing step: the Bills access (a user-level entitlement, through the plan
 * administrator's update, only when it changed and the identity is this client's), then the
 * billing user type in the chosen client (PUT /api/billing/user-types/{loginId}).
 */
export async function saveBillingStep(
  detail: PlanAdminDetail,
  values: BillingStepFormValues,
): Promise<PlanAdminDetail> {
  const updated =
    detail.identityManaged && values.ebill !== detail.userEntitlements.ebill
      ? await saveUserEntitlements(detail, { ...detail.userEntitlements, ebill: values.ebill })
      : detail;
  await saveBillingUserType(detail.loginId, { userType: values.userType });
  return updated;
}

/**
 * add-plan-admin.billing-entitlements (session-and-admin.md §2: shown when the administrator has
 * billing): the Bills entitlement (ebill, §6 EP ViewBills) and the billing user type in this client
 * (§7 'ebill userTypes': view, pay, manage). Taking Bills away hides the step. The user type is this
 * client's part of the administrator, so it is set for a shared administrator too; their Bills is
 * their identity, managed elsewhere (the card says so instead of offering it).
 */
export function Component() {
  const context = usePlanAdminStep();
  const userType = useQuery({
    ...billingUserTypeQuery(context.detail?.loginId ?? ""),
    enabled: context.detail !== undefined,
  });
  const step = useStepSave<BillingStepFormValues>({
    detail: context.detail,
    save: saveBillingStep,
    saved: () => "The billing entitlement and user type were saved.",
  });
  return (
    <StepFrame step="billingEntitlements" context={context} outcome={step.outcome}>
      {(detail, mode) => (
        <>
          <ManagedElsewhereNote mode={mode} />
          {userType.data ? (
            <BillingUserTypeCard
              key={`${detail.loginId}-${step.editing}-${userType.data.userType}`}
              id="plan-admin-billing"
              values={{ ebill: detail.userEntitlements.ebill, userType: userType.data.userType }}
              mayChangeBills={mode.kind !== "managedElsewhere"}
              {...step.card}
            />
          ) : userType.isError ? (
            <StepOutcomeBar outcome={failureOf(userType.error)} />
          ) : (
            <SkeletonText lines={3} label="Loading the billing user type" />
          )}
        </>
      )}
    </StepFrame>
  );
}
