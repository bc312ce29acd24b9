// `@epr/ui/modals/change-pcp-or-sbc`: which group a Change PCP or View SBC action is for (enrollment.md §2).
export {
  ChangePcpOrSbc,
  type ChangePcpOrSbcCopy,
  type ChangePcpOrSbcGroup,
  type ChangePcpOrSbcProps,
  defaultChangePcpOrSbcCopy,
} from "./ChangePcpOrSbc.js";
