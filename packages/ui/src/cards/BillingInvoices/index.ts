// `@epr/ui/cards/billing-invoices`: the bills of the groups an administrator may see, and what the
// billing cards share (money from cents, months, a bill's state in words) (docs/features/billing.md).

export {
  type BillingInvoiceSummary,
  BillingInvoicesCard,
  type BillingInvoicesCardProps,
  type BillingInvoicesCopy,
  defaultBillingInvoicesCopy,
} from "./BillingInvoicesCard.js";
export {
  type BillingLinkProps,
  formatBillingMonth,
  formatBillingMonths,
  formatCents,
  InvoiceStateText,
  type InvoiceStateTextProps,
  plainBillingLink,
  type RenderBillingLink,
} from "./billingFormat.js";
