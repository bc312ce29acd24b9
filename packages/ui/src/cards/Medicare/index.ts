// `@epr/ui/cards/medicare`: the Medicare card of a participant (enrollment.md §5 Medicare).
export type { CardParticipant } from "../shared/participant.js";
export { emptyMedicare, medicareLabels } from "./labels.js";
export {
  defaultMedicareCardCopy,
  MedicareCard,
  type MedicareCardCopy,
  type MedicareCardProps,
} from "./MedicareCard.js";
export { medicareDefaults } from "./view.js";
