// `@epr/ui/cards/tobacco`: the tobacco card (enrollment.md §4, §5 Tobacco).
export {
  defaultTobaccoCardCopy,
  TOBACCO_USAGE_DATE_LABEL,
  TobaccoCard,
  type TobaccoCardCopy,
  type TobaccoCardProps,
  type TobaccoValues,
  tobaccoFieldId,
} from "./TobaccoCard.js";
export { TobaccoReadCard, type TobaccoReadCardProps } from "./TobaccoReadCard.js";
