export { ReadOnlyTable, type ReadOnlyTableProps } from "./ReadOnlyTable.js";
