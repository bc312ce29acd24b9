// `@epr/ui/cards/plan-admin-groups`: a plan administrator's group entitlements (session-and-admin.md §2, §4, §9).
export {
  defaultPlanAdminGroupsCardCopy,
  type PlanAdminGroupRow,
  PlanAdminGroupsCard,
  type PlanAdminGroupsCardCopy,
  type PlanAdminGroupsCardProps,
  planAdminGroupsFieldId,
} from "./PlanAdminGroupsCard.js";
