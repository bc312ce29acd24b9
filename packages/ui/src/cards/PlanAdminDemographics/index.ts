// `@epr/ui/cards/plan-admin-demographics`: a plan administrator's demographics (session-and-admin.md §2, §3).
export {
  defaultPlanAdminDemographicsCardCopy,
  PlanAdminDemographicsCard,
  type PlanAdminDemographicsCardCopy,
  type PlanAdminDemographicsCardProps,
  type PlanAdminDemographicsField,
  type PlanAdminDemographicsValues,
  planAdminDemographicsFieldId,
} from "./PlanAdminDemographicsCard.js";
