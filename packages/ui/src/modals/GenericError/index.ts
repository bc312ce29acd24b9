// `@epr/ui/modals/generic-error`: 'An Error Occured' with 'Return Home' (enrollment.md §8).
export { GenericError, type GenericErrorProps } from "./GenericError.js";
