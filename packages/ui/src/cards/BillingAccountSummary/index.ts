// `@epr/ui/cards/billing-account-summary`: a group's balance, due date, past due, open bills and
// payments (docs/features/billing.md).
export {
  type BillingAccountCopy,
  BillingAccountSummaryCard,
  type BillingAccountSummaryCardProps,
  type BillingAccountValue,
  type BillingPaymentValue,
  defaultBillingAccountCopy,
} from "./BillingAccountSummaryCard.js";
