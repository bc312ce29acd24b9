// `@epr/ui/cards/bulk-changes`: eligibility in bulk — upload, preview, apply's outcome and the
// history of imports (docs/features/bulk-eligibility.md).

export {
  BulkImportNotice,
  type BulkImportNoticeCopy,
  type BulkImportNoticeProps,
  type BulkImportNoticeState,
  defaultBulkImportNoticeCopy,
} from "./BulkImportNotice.js";
export {
  type BulkApplyState,
  BulkOutcomeCard,
  type BulkOutcomeCardProps,
  type BulkOutcomeCopy,
  defaultBulkOutcomeCopy,
} from "./BulkOutcomeCard.js";
export {
  type BulkApplyChoice,
  type BulkApplyMode,
  type BulkCoverageLine,
  type BulkErrorSummary,
  BulkPreviewCard,
  type BulkPreviewCardProps,
  type BulkPreviewChange,
  type BulkPreviewCopy,
  type BulkPreviewError,
  type BulkPreviewFilter,
  type BulkPreviewRow,
  type BulkProposedTermination,
  defaultBulkPreviewCopy,
} from "./BulkPreviewCard.js";
export {
  BULK_MAX_FILE_BYTES,
  BulkUploadCard,
  type BulkUploadCardProps,
  type BulkUploadCopy,
  type BulkUploadStage,
  type BulkUploadState,
  bulkAcceptedFiles,
  defaultBulkUploadCopy,
} from "./BulkUploadCard.js";
export {
  defaultImportHistoryCopy,
  type ImportHistoryCopy,
  type ImportHistoryItem,
  ImportHistoryTable,
  type ImportHistoryTableProps,
  type ImportStatus,
} from "./ImportHistoryTable.js";
export {
  type BulkOutcome,
  type BulkOutcomeCounts,
  BulkProgress,
  type BulkProgressProps,
  bulkOutcomes,
  type CountedCopy,
  defaultBulkOutcomeLabels,
} from "./shared.js";
