// `@epr/ui/cards/assist-employees`: the assist-employees landing, document listings and the SBC
// download modal (assist-employees.md §2.1, §2.4, §2.5).
export {
  AssistEmployeesLanding,
  type AssistEmployeesLandingProps,
  type AssistLink,
  type AssistSection,
} from "./AssistEmployeesLanding.js";
export {
  ADOBE_READER_URL,
  type PlanDocumentAttachment,
  PlanDocumentList,
  type PlanDocumentListProps,
  type PlanDocumentRow,
} from "./PlanDocumentList.js";
export { SbcDownloadModal, type SbcDownloadModalProps, sbcDownloadCopy } from "./SbcDownloadModal.js";
