// `@epr/ui/cards/plan-admin-user-entitlements`: a plan administrator's Overall Entitlements (session-and-admin.md §2, §3, §6).
export {
  defaultPlanAdminUserEntitlementsCardCopy,
  PlanAdminUserEntitlementsCard,
  type PlanAdminUserEntitlementsCardCopy,
  type PlanAdminUserEntitlementsCardProps,
  planAdminUserEntitlementFieldId,
} from "./PlanAdminUserEntitlementsCard.js";
