// `@epr/ui/cards/subscriber-form/read`: the subscriber card's read mode alone (enrollment.md §2), for
// read-only pages: no form, no schemas' resolver, no field primitives.

export {
  defaultSubscriberFormCopy,
  type SubscriberFormContext,
  type SubscriberFormCopy,
  SubscriberReadCard,
  type SubscriberReadCardProps,
} from "./SubscriberReadCard.js";
