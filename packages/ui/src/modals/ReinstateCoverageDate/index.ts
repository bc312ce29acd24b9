// `@epr/ui/modals/reinstate-coverage-date`: the reinstate effective date (enrollment.md §4 Reinstate, §5).
export {
  defaultReinstateCoverageDateCopy,
  ReinstateCoverageDate,
  type ReinstateCoverageDateCopy,
  type ReinstateCoverageDateProps,
} from "./ReinstateCoverageDate.js";
