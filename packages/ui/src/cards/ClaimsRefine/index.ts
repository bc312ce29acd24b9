// `@epr/ui/cards/claims-refine`: the claims summary's refine panel (assist-employees.md §2.9).
export {
  type ClaimsFilterCount,
  ClaimsRefineCard,
  type ClaimsRefineCardProps,
  type ClaimsRefineValue,
} from "./ClaimsRefineCard.js";
