// `@epr/ui/modals/validate-ssn`: the SSN matches a subscriber of the same client (enrollment.md §5, §7).
export {
  defaultValidateSsnCopy,
  ValidateSsn,
  type ValidateSsnCopy,
  type ValidateSsnMatch,
  type ValidateSsnProps,
} from "./ValidateSsn.js";
