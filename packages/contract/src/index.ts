export * from "./client.js";
export * from "./employees.js";
export * from "./enrollment-submit.js";
export * from "./errors.js";
export * from "./health.js";
export * from "./session.js";
