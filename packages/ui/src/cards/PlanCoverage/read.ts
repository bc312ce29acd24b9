// `@epr/ui/cards/plan-coverage/read`: a plan coverage card in read mode alone (enrollment.md §2, §5
// Plan coverage), for read-only pages: no form, no schemas' resolver, no field primitives.

export {
  defaultPlanCoverageCardCopy,
  type PlanCoverageCardCopy,
  PlanCoverageReadCard,
  type PlanCoverageReadCardProps,
} from "./PlanCoverageReadCard.js";
export type { PlanCoverageMember, PlanCoverageValues } from "./planCoverageRules.js";
