export * from "./hooks/index.js";
export * from "./schemas/index.js";
