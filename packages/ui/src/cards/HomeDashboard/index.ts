// `@epr/ui/cards/home-dashboard`: quick links and spending-account blackout (session-and-admin.md §2 /home).
export { QuickLinks, type QuickLinksProps, type QuickLinkValue } from "./QuickLinks.js";
export { type RecentDocumentCounts, RecentDocuments, type RecentDocumentsProps } from "./RecentDocuments.js";
export {
  blackoutCopy,
  SpendingAccountBlackoutNotice,
  type SpendingAccountBlackoutNoticeProps,
} from "./SpendingAccountBlackoutNotice.js";
