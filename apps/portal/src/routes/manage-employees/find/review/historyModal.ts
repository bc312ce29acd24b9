// The history modal as a module of its own, so the review page can load it when a History button
// opens it (useSummaryHistory.tsx).
export { HistoryModal } from "@epr/ui/modals/history";
