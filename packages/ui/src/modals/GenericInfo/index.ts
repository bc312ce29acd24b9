// `@epr/ui/modals/generic-info`: a message with OK (enrollment.md §2 Modals).
export {
  defaultGenericInfoCopy,
  GenericInfo,
  type GenericInfoCopy,
  type GenericInfoProps,
} from "./GenericInfo.js";
