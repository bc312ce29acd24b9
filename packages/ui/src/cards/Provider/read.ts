// `@epr/ui/cards/provider/read`: the provider (PCP) card in read mode alone (enrollment.md §2, §3
// Provider card), for read-only pages: no form, no schemas' resolver, no field primitives.
export {
  defaultProviderReadCardCopy,
  ProviderReadCard,
  type ProviderReadCardCopy,
  type ProviderReadCardProps,
  type ProviderValues,
  providerReason,
} from "./ProviderReadCard.js";
