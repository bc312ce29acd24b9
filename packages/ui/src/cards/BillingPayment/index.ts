// `@epr/ui/cards/billing-payment`: recording a payment against a group's bills (docs/features/billing.md).
export {
  BillingPaymentCard,
  type BillingPaymentCardProps,
  type BillingPaymentCopy,
  defaultBillingPaymentCopy,
} from "./BillingPaymentCard.js";
