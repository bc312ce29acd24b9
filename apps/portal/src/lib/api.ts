/**
 * The portal has no client of every call: each feature makes its own (`featureApi` of its call
 * group, in its query module), so a page loads only its own calls' schemas (docs/benchmarks.md,
 * Size). This module re-exports what most pages import beside their queries.
 */
export { featureApi } from "./featureApi.js";

/** Re-exported so pages keep one import for their queries; the shell imports it from session.ts. */
export { sessionQuery } from "./session.js";

/** Re-exported likewise: the login page imports it from signIn.ts. */
export { configQuery } from "./signIn.js";
