export * from "./login/login.js";
export * from "./search/employeeSearch.js";
export * from "./shared/messages.js";
