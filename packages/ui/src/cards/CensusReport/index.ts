// `@epr/ui/cards/census-report`: the census or wellness taxation report request (session-and-admin.md §2, §4, §5).
export {
  CensusReportCard,
  type CensusReportCardCopy,
  type CensusReportCardProps,
  type CensusReportGroup,
  censusReportDefaults,
  censusReportFieldId,
  defaultCensusReportCardCopy,
} from "./CensusReportCard.js";
