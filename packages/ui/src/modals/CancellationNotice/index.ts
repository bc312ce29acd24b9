// `@epr/ui/modals/cancellation-notice`: the 'IMPORTANT' cancellation notices (enrollment.md §8; wording ours, in brand copy).
export {
  CancellationNotice,
  type CancellationNoticeCopy,
  type CancellationNoticeItem,
  type CancellationNoticeProps,
  defaultCancellationNoticeCopy,
  type PolicyYearsChoice,
} from "./CancellationNotice.js";
