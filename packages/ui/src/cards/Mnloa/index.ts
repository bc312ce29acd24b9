// `@epr/ui/cards/mnloa`: the MNLOA card of a full-time student dependent (enrollment.md §5 MNLOA).
export type { CardParticipant } from "../shared/participant.js";
export {
  defaultMnloaCardCopy,
  MnloaCard,
  type MnloaCardCopy,
  type MnloaCardProps,
  type MnloaQuestion,
  mnloaQuestions,
} from "./MnloaCard.js";
