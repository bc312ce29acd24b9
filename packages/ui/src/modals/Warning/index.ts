// `@epr/ui/modals/warning`: any other save failure's message, with OK (enrollment.md §8).
export { defaultWarningCopy, Warning, type WarningCopy, type WarningProps } from "./Warning.js";
