// `@epr/ui/cards/dependent`: the dependent card and list (enrollment.md §2 cards, §5 Dependents).
export {
  DependentCard,
  type DependentCardCopy,
  type DependentCardPermissions,
  type DependentCardProps,
  defaultDependentCardCopy,
  dependentFieldId,
  dependentHeadingId,
} from "./DependentCard.js";
export {
  DependentList,
  type DependentListCopy,
  type DependentListItem,
  type DependentListPermissions,
  type DependentListProps,
} from "./DependentList.js";
export { DependentReadCard, type DependentReadCardProps } from "./DependentReadCard.js";
export { DependentReadList, type DependentReadListProps } from "./DependentReadList.js";
export {
  type DependentCardContext,
  type DependentValues,
  emptyDependent,
  showsSpecialStatus,
} from "./dependentRules.js";
