// `@epr/ui/modals/vision-dental-warning`: a save refused the vision or dental products (enrollment.md §8).
export {
  defaultVisionDentalWarningCopy,
  VisionDentalWarning,
  type VisionDentalWarningCopy,
  type VisionDentalWarningProps,
} from "./VisionDentalWarning.js";
