import type { PlanAdminDetail } from "@epr/contract";
import type { PlanAdminUserEntitlementValues } from "@epr/domain";
import { api } from "../../lib/api.js";

/**
 * Saves user-level entitlements (the Overall Entitlements and Billing steps): the update call
 * carries the demographics too (PUT /api/plan-admins/{loginId}), so they go back as stored.
 */
export function saveUserEntitlements(
  detail: PlanAdminDetail,
  userEntitlements: PlanAdminUserEntitlementValues,
) {
  return api.updatePlanAdmin(detail.loginId, {
    demographics: {
      firstName: detail.firstName,
      lastName: detail.lastName,
      email: detail.email,
      company: detail.company,
    },
    userEntitlements,
  });
}
