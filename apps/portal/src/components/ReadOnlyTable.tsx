// The read-only table now lives in the design system (@epr/ui/read-only-table); kept as a re-export
// so the search results keep their import.
export { ReadOnlyTable } from "@epr/ui/read-only-table";
