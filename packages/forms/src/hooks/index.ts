export * from "../billing/accountHooks.js";
export * from "./assistHooks.js";
export * from "./errorSummary.js";
export * from "./hooks.js";
export * from "./planAdminHooks.js";
export * from "./sessionHooks.js";
export * from "./submitWith.js";
export * from "./useSchemaForm.js";
