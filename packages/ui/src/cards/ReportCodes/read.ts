// `@epr/ui/cards/report-codes/read`: the report codes card in read mode alone (enrollment.md §2, §5
// Report codes), for read-only pages: no form, no schemas' resolver, no field primitives.
export {
  defaultReportCodesCardCopy,
  type ReportCodesCardCopy,
  ReportCodesReadCard,
  type ReportCodesReadCardProps,
  type ReportCodeValue,
} from "./ReportCodesReadCard.js";
