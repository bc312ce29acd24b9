// `@epr/ui/modals/history`: the six history modals (enrollment.md §2 Modals) on one sortable table.

export {
  defaultHistoryCopy,
  type HistoryCopy,
  HistoryModal,
  type HistoryModalProps,
  type HistoryStatus,
} from "./HistoryModal.js";
export {
  defaultHistoryTableCopy,
  HistoryTable,
  type HistoryTableCopy,
  type HistoryTableProps,
  visibleHistoryRows,
} from "./HistoryTable.js";
export {
  describeChange,
  formatHistoryTime,
  type HistoryChange,
  type HistoryFact,
  type HistoryModalKind,
  type HistoryRow,
  historyFieldLabels,
  historyModalKinds,
  historyServiceOf,
  transactionTypeLabels,
} from "./historyColumns.js";
