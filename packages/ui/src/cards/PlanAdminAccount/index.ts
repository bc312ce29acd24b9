// `@epr/ui/cards/plan-admin-account`: a plan administrator's account and a super user's actions on it.
export {
  defaultPlanAdminAccountCardCopy,
  type PlanAdminAccountAction,
  type PlanAdminAccountActionCopy,
  PlanAdminAccountCard,
  type PlanAdminAccountCardCopy,
  type PlanAdminAccountCardProps,
  type PlanAdminAccountOutcome,
} from "./PlanAdminAccountCard.js";
