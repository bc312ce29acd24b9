// `@epr/ui/cards/provider`: the provider (PCP) card (enrollment.md §3 Provider card, §5 Provider).
export {
  type DirectoryChoice,
  defaultProviderCardCopy,
  ProviderCard,
  type ProviderCardCopy,
  type ProviderCardProps,
  type ProviderValues,
  providerFieldId,
  providerReason,
} from "./ProviderCard.js";
export {
  CopyToOthersButton,
  type CopyToOthersButtonCopy,
  type CopyToOthersButtonProps,
  defaultCopyToOthersButtonCopy,
  ProviderNumberFields,
  type ProviderNumberFieldsProps,
} from "./ProviderNumberFields.js";
export {
  defaultProviderReadCardCopy,
  ProviderReadCard,
  type ProviderReadCardCopy,
  type ProviderReadCardProps,
} from "./ProviderReadCard.js";
