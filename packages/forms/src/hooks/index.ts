export * from "./errorSummary.js";
export * from "./hooks.js";
export * from "./useSchemaForm.js";
