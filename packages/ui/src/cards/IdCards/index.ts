// `@epr/ui/cards/id-cards`: view and order member ID cards (assist-employees.md §2.6).
export {
  IdCardOrder,
  type IdCardOrderCopy,
  type IdCardOrderMember,
  type IdCardOrderOutcome,
  type IdCardOrderProps,
  idCardOrderText,
} from "./IdCardOrder.js";
export {
  IdCardViewer,
  type IdCardViewerCard,
  type IdCardViewerMember,
  type IdCardViewerProps,
  idCardViewerText,
} from "./IdCardViewer.js";
