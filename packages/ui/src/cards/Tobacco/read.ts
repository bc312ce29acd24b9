// `@epr/ui/cards/tobacco/read`: the tobacco card in read mode alone (enrollment.md §2, §5 Tobacco),
// for read-only pages: no form, no schemas' resolver, no field primitives.
export {
  defaultTobaccoCardCopy,
  TOBACCO_USAGE_DATE_LABEL,
  type TobaccoCardCopy,
  TobaccoReadCard,
  type TobaccoReadCardProps,
  type TobaccoValues,
} from "./TobaccoReadCard.js";
