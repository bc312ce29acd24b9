import type { PlanAdminDetail } from "@epr/contract";
import type { PlanAdminUserEntitlementValues } from "@epr/domain";
import { planAdminApi } from "./planAdminData.js";

/**
 * Saves user-level entitlements (the Overall Entitlements and Billing steps): the update call
 * carries the demographics too (PUT /api/plan-admins/{loginId}), so they go back as stored.
 */
export function saveUserEntitlements(
  detail: PlanAdminDetail,
  userEntitlements: PlanAdminUserEntitlementValues,
) {
  return planAdminApi.updatePlanAdmin(detail.loginId, {
    demographics: {
      firstName: detail.firstName,
      lastName: detail.lastName,
      email: detail.email ?? "",
      company: detail.company,
    },
    userEntitlements,
  });
}
