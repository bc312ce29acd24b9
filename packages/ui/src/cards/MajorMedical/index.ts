// `@epr/ui/cards/major-medical`: the major medical product grid (enrollment.md §2 cards, §4 Major medical).
export {
  defaultMajorMedicalCardCopy,
  MajorMedicalCard,
  type MajorMedicalCardCopy,
  type MajorMedicalCardProps,
  type MajorMedicalParticipant,
  type MajorMedicalSubmit,
  majorMedicalProductLabel,
} from "./MajorMedicalCard.js";
