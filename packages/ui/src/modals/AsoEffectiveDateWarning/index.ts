// `@epr/ui/modals/aso-effective-date-warning`: an ASO effective date more than 6 months back (enrollment.md §5).
export {
  AsoEffectiveDateWarning,
  type AsoEffectiveDateWarningCopy,
  type AsoEffectiveDateWarningProps,
  defaultAsoEffectiveDateWarningCopy,
} from "./AsoEffectiveDateWarning.js";
