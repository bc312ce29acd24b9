// `@epr/ui/cards/billing-reconcile`: a bill against the client's own roster — the bill chosen, the
// roster uploaded, its refusal or the differences member by member (docs/features/billing.md).
export {
  BillingReconcileCard,
  type BillingReconcileCardProps,
  type BillingReconcileCopy,
  defaultBillingReconcileCopy,
  explanationText,
  type ReconcileChoice,
  type ReconcileDifferenceView,
  type ReconcileFileProblem,
  type ReconcileGroupOption,
  type ReconcileResultView,
  type ReconcileSideValues,
  type ReconcileUploadState,
  reconcileAcceptedFiles,
} from "./BillingReconcileCard.js";
