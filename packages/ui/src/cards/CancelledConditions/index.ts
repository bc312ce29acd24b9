// `@epr/ui/cards/cancelled-conditions`: a cancelled client's conditions (session-and-admin.md §2, §4).
export {
  CancelledConditionsCard,
  type CancelledConditionsCardCopy,
  type CancelledConditionsCardProps,
  type ConditionsAcknowledgement,
  defaultCancelledConditionsCardCopy,
} from "./CancelledConditionsCard.js";
