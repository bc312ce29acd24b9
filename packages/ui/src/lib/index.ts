// `@epr/ui/utils` (the published name of this folder): class-name helper and the pure formatting
// rules of the inputs.
export { brandColorTokens, cn } from "./cn.js";
export * from "./dates.js";
export * from "./lazyNamed.js";
export * from "./masks.js";
