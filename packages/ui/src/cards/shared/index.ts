// Pieces the per-participant cards share (Other Insurance, Medicare, MNLOA; enrollment.md §2).

export { RequiredNote } from "./editCard.js";
export { FormDateField, type FormDateFieldProps, YesNoField, type YesNoFieldProps } from "./FormFields.js";
export {
  type CardParticipant,
  ParticipantLine,
  participantDescription,
  participantTitle,
} from "./participant.js";
export { codeText, controlId, yesNoText, yesNoValue } from "./yesNo.js";
