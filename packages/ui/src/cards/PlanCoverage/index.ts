// `@epr/ui/cards/plan-coverage`: the plan coverage cards, one per coverage type, and the plan extra
// questions (enrollment.md §2 cards, §4 Plan selection, §5 Plan coverage). The step's coverage
// notices are the coverage notice modal's (`@epr/ui/modals/coverage-notice`).

export {
  type CoverageLineOnFile,
  type CoverageLinesCopy,
  defaultCoverageLinesCopy,
  type RemoveCancelDateSetup,
} from "./CoverageLinesOnFile.js";
export {
  defaultPlanCoverageCardCopy,
  PlanCoverageCard,
  type PlanCoverageCardCopy,
  type PlanCoverageCardProps,
  type PlanCoverageChange,
  type PlanCoverageSubmit,
} from "./PlanCoverageCard.js";
export { PlanCoverageReadCard, type PlanCoverageReadCardProps } from "./PlanCoverageReadCard.js";
export {
  defaultPlanExtraQuestionsCopy,
  PlanExtraQuestions,
  type PlanExtraQuestionsCopy,
  type PlanExtraQuestionsProps,
  type PlanExtraQuestionsValues,
} from "./PlanExtraQuestions.js";
export {
  applyMemberToggle,
  lineOfBusinessOf,
  type MemberNotices,
  type PlanCoverageMember,
  type PlanCoverageValues,
  planOptions,
} from "./planCoverageRules.js";
export {
  defaultRemoveCancelDateCopy,
  type RemoveCancelDateCopy,
  type RemoveCancelDateState,
} from "./RemoveCancelDateForm.js";
