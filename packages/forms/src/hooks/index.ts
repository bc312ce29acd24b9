export * from "./hooks.js";
export * from "./useSchemaForm.js";
