// `@epr/ui/cards/claims-list`: the claims summary's list of claims (assist-employees.md §2.9).
export { ClaimPlanTypeIcon, ClaimStatusIcon } from "./ClaimIcons.js";
export {
  ClaimsList,
  type ClaimsListCopy,
  type ClaimsListItem,
  type ClaimsListProps,
  defaultClaimsListCopy,
} from "./ClaimsList.js";
