// `@epr/ui/cards/billing-accounts`: ebill accounts and a plan administrator's billing user type (session-and-admin.md §2, §7; docs/features/billing.md).
export {
  type BillingAccountGroupChoice,
  type BillingAccountSubmit,
  BillingAccountsCard,
  type BillingAccountsCardCopy,
  type BillingAccountsCardProps,
  type BillingAccountView,
  billingAccountFieldId,
  defaultBillingAccountsCardCopy,
} from "./BillingAccountsCard.js";
export {
  BillingUserTypeCard,
  type BillingUserTypeCardCopy,
  type BillingUserTypeCardProps,
  type BillingUserTypeCardValues,
  billingUserTypeFieldId,
  defaultBillingUserTypeCardCopy,
} from "./BillingUserTypeCard.js";
