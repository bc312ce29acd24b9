// `@epr/ui/cards/other-insurance`: the other insurance card of a participant (enrollment.md §5 Other insurance).

export type { CardParticipant } from "../shared/participant.js";
export { emptyOtherInsurance, otherInsuranceLabels } from "./labels.js";
export {
  defaultOtherInsuranceCardCopy,
  OtherInsuranceCard,
  type OtherInsuranceCardCopy,
  type OtherInsuranceCardProps,
} from "./OtherInsuranceCard.js";
