import * as z from "zod/mini";
import {
  newPlanAdminDemographicsSchema,
  planAdminDemographicsSchema,
  planAdminUserEntitlementsSchema,
} from "../admin/planAdmin.js";
import { type SchemaFormOptions, useSchemaForm } from "./useSchemaForm.js";

// A module of their own: the pages that use other hooks do not carry these schemas (bundle size).

/**
 * A plan administrator's demographics (session-and-admin.md §2 add-plan-admin.demographics): a new
 * administrator's (`isNew`) also asks the login ID, which never changes afterwards.
 */
export function usePlanAdminDemographicsForm(
  context: { isNew: boolean },
  options?: SchemaFormOptions<typeof newPlanAdminDemographicsSchema>,
) {
  // The edit schema lacks loginId; the form's value types are the new one's, loginId unused there.
  const schema = context.isNew ? newPlanAdminDemographicsSchema : z.object(planAdminDemographicsSchema.shape);
  return useSchemaForm(schema as typeof newPlanAdminDemographicsSchema, options);
}

/** The Overall (user) Entitlements step (session-and-admin.md §2 add-plan-admin.user-entitlements). */
export function usePlanAdminUserEntitlementsForm(
  options?: SchemaFormOptions<typeof planAdminUserEntitlementsSchema>,
) {
  return useSchemaForm(planAdminUserEntitlementsSchema, options);
}
