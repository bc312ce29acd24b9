// `@epr/ui/modals/ssn-fraud`: the SSN matches a member elsewhere; only the message (enrollment.md §8); a MessageModal.
export {
  defaultSsnFraudCopy,
  SsnFraud,
  type SsnFraudCopy,
  type SsnFraudProps,
} from "../MessageModal/messages.js";
