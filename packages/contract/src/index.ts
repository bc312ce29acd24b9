export * from "./client.js";
export * from "./employees.js";
export * from "./errors.js";
export * from "./health.js";
export * from "./session.js";
