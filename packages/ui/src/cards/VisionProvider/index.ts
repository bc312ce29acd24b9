// `@epr/ui/cards/vision-provider`: the vision provider page (assist-employees.md §2.8).
export { VisionProvider, type VisionProviderProps } from "./VisionProvider.js";
