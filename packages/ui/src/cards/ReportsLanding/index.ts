// `@epr/ui/cards/reports-landing`: the reports landing (session-and-admin.md §2 /reports).
export {
  defaultReportsLandingCardCopy,
  type EnrollmentReportItem,
  ReportsLandingCard,
  type ReportsLandingCardCopy,
  type ReportsLandingCardProps,
} from "./ReportsLandingCard.js";
