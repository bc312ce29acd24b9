// `@epr/ui/cards/dependent/read`: the dependent card and list in read mode alone (enrollment.md §2,
// §5 Dependents), for read-only pages: no form, no schemas' resolver, no field primitives.
export {
  type DependentCardCopy,
  type DependentCardPermissions,
  DependentReadCard,
  type DependentReadCardProps,
  defaultDependentCardCopy,
} from "./DependentReadCard.js";
export {
  type DependentListCopy,
  DependentReadList,
  type DependentReadListProps,
} from "./DependentReadList.js";
export { type DependentValues, emptyDependent } from "./dependentRules.js";
