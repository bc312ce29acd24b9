// `@epr/ui/cards/subscriber-form`: the subscriber information card (enrollment.md §5 Subscriber form).

export { type SubscriberFormView, subscriberFormView, withoutHiddenFields } from "./rules.js";
export {
  defaultSubscriberFormCopy,
  SubscriberForm,
  type SubscriberFormContext,
  type SubscriberFormCopy,
  type SubscriberFormProps,
} from "./SubscriberForm.js";
export { SubscriberReadCard, type SubscriberReadCardProps } from "./SubscriberReadCard.js";
