export { ReadOnlyTable, type ReadOnlyTableProps } from "./ReadOnlyTable.js";
export { type RecordColumn, RecordTable, type RecordTableProps } from "./RecordTable.js";
