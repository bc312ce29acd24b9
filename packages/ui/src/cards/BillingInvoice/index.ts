// `@epr/ui/cards/billing-invoice`: one bill — totals, lines searched and filtered, adjustments apart,
// its PDF and .xlsx (docs/features/billing.md).
export {
  type BillingAdjustmentLine,
  BillingInvoiceCard,
  type BillingInvoiceCardProps,
  type BillingInvoiceCopy,
  type BillingInvoiceDetail,
  type BillingInvoiceLine,
  type BillingLinesFilter,
  defaultBillingInvoiceCopy,
} from "./BillingInvoiceCard.js";
