// `@epr/ui/cards/provider-directory`: the built-in provider directory (enrollment.md §2, §7 Find a doctor).
export {
  defaultProviderDirectoryCardCopy,
  ProviderDirectoryCard,
  type ProviderDirectoryCardCopy,
  type ProviderDirectoryCardProps,
  type ProviderDirectoryEntry,
  providerAddress,
} from "./ProviderDirectoryCard.js";
