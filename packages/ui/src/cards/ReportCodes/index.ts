// `@epr/ui/cards/report-codes`: the report codes of a group (enrollment.md §3, §4, §5 Report codes).
export {
  defaultReportCodesCardCopy,
  ReportCodesCard,
  type ReportCodesCardCopy,
  type ReportCodesCardProps,
  type ReportCodeValue,
  reportCodeFieldId,
} from "./ReportCodesCard.js";
export { ReportCodesReadCard, type ReportCodesReadCardProps } from "./ReportCodesReadCard.js";
