// `@epr/ui/modals/uncovered-dependent`: dependents with no coverage will be removed (enrollment.md §4).
export {
  defaultUncoveredDependentCopy,
  UncoveredDependent,
  type UncoveredDependentCopy,
  type UncoveredDependentItem,
  type UncoveredDependentProps,
} from "./UncoveredDependent.js";
