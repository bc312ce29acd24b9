// `@epr/ui/modals/coverage-notice`: the coverage step's notices, titled 'IMPORTANT' (enrollment.md §5, §8).
export {
  CoverageNotice,
  type CoverageNoticeCopy,
  type CoverageNoticeItem,
  type CoverageNoticeProps,
  defaultCoverageNoticeCopy,
} from "./CoverageNotice.js";
