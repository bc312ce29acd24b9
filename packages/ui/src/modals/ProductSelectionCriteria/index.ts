// `@epr/ui/modals/product-selection-criteria`: the plan selection rules in plain words (enrollment.md §2, §4).
export {
  defaultProductSelectionCriteriaCopy,
  ProductSelectionCriteria,
  type ProductSelectionCriteriaCopy,
  type ProductSelectionCriteriaProps,
} from "./ProductSelectionCriteria.js";
