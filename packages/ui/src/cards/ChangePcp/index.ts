// `@epr/ui/cards/change-pcp`: one participant's Change PCP card and the success modal (assist-employees.md §2.3).
export {
  ChangePcpCard,
  type ChangePcpCardCopy,
  type ChangePcpCardProps,
  type ChangePcpDraft,
  type ChangePcpError,
  type ChangePcpFill,
  type ChangePcpParticipant,
  type ChangePcpSubmit,
  changePcpDraft,
  changePcpFieldId,
  defaultChangePcpCardCopy,
} from "./ChangePcpCard.js";
export { ChangePcpSuccess, type ChangePcpSuccessProps } from "./ChangePcpSuccess.js";
