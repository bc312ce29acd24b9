/**
 * The one place that decides who may do what. Every route declares a policy name
 * (route-table.ts), the guards in http/ apply its route-level part, and handlers ask the
 * record-level questions (records.ts) once they have loaded the record. Decisions are plain values
 * (decision.ts) so they are tested without HTTP; operator routes are checked by operator.ts.
 */
export * from "./decision.js";
export * from "./operator.js";
export * from "./records.js";
export * from "./route-table.js";
