// `@epr/ui/cards/plan-coverage`: the plan coverage cards, one per coverage type, their notices and
// the plan extra questions (enrollment.md §2 cards, §4 Plan selection, §5 Plan coverage).
export {
  defaultPlanCoverageCardCopy,
  PlanCoverageCard,
  type PlanCoverageCardCopy,
  type PlanCoverageCardProps,
  type PlanCoverageSubmit,
} from "./PlanCoverageCard.js";
export { PlanCoverageNotices, type PlanCoverageNoticesProps } from "./PlanCoverageNotices.js";
export {
  defaultPlanExtraQuestionsCopy,
  PlanExtraQuestions,
  type PlanExtraQuestionsCopy,
  type PlanExtraQuestionsProps,
  type PlanExtraQuestionsValues,
} from "./PlanExtraQuestions.js";
export {
  applyMemberToggle,
  type MemberNotices,
  type PlanCoverageMember,
  type PlanCoverageValues,
  planOptions,
} from "./planCoverageRules.js";
