// `@epr/ui/utils`: class-name helper and the pure formatting rules of the inputs.
export { brandColorTokens, cn } from "../lib/cn.js";
export * from "../lib/dates.js";
export * from "../lib/lazyNamed.js";
export * from "../lib/masks.js";
